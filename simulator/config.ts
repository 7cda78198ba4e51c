/** Environment read once and validated: ports, host, database path. */
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const EnvSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  APP_PORT: port(3000),
  SERVICE_PORT: port(4000),
  ASSET_PORT: port(4001),
  DB_PATH: z.string().min(1).default('.data/mindmetric.sqlite'),
  /** Secret for the vault bearer tokens this simulator issues. Random per process unless set. */
  VAULT_JWT_SECRET: z.string().min(16).optional(),
});

export interface SimulatorConfig {
  readonly host: string;
  readonly ports: { readonly app: number; readonly service: number; readonly asset: number };
  readonly dbPath: string;
  readonly vaultJwtSecret: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment for the simulator: ${problems}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    ports: { app: e.APP_PORT, service: e.SERVICE_PORT, asset: e.ASSET_PORT },
    dbPath: e.DB_PATH,
    vaultJwtSecret: e.VAULT_JWT_SECRET,
  };
}
