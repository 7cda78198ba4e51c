/** Environment read once and validated: ports, host, database path, the Auth emulator. */
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './platform/http/logger';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './platform/http/rate-limits';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const EnvSchema = z.object({
  HOST: z.string().min(1).default('localhost'),
  APP_PORT: port(3000),
  SERVICE_PORT: port(4000),
  ASSET_PORT: port(4001),
  DB_PATH: z.string().min(1).default('.data/mindmetric.sqlite'),
  /** The Firebase Auth emulator's port; `npm start` and the tests start it there (simulator/merchant/identity). */
  AUTH_EMULATOR_PORT: port(9099),
  /** Its host: an IP, because the emulator listens on one address only and "localhost" may mean ::1 or 127.0.0.1. */
  AUTH_EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  /** A `demo-` project: the emulator then needs no login and never calls Google. */
  FIREBASE_PROJECT_ID: z.string().regex(/^demo-[a-z0-9-]+$/, 'must be a demo- project id').default('demo-mindmetric'),
  /** Secret for the vault bearer tokens this simulator issues. Random per process unless set. */
  VAULT_JWT_SECRET: z.string().min(16).optional(),
  /** Deliver emails to this SMTP server (e.g. smtp://localhost:1025, a mail catcher) as well as the outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  /** How often the renewals scheduler looks for due renewals, in seconds. */
  RENEWALS_INTERVAL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  /** The webhook endpoint's signing secret the provider and the merchant share; random per process unless set. */
  WEBHOOK_SECRET: z.string().min(16).optional(),
  /** How often the provider delivers due webhook events, in milliseconds. */
  WEBHOOK_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /** The first retry of an undelivered webhook, in milliseconds, doubling after it (Stripe-like: 10 s). Drills shorten it to see every retry out. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Random webhook faults for drills (`npm run drill:abandon`): `drop=0.3,duplicate=0.2,reorder`.
   * Each delivery is dropped or sent twice with these odds; due events go out shuffled. Unset: none.
   */
  WEBHOOK_CHAOS: z
    .string()
    .regex(/^((drop|duplicate)=(0(\.\d+)?|1(\.0+)?)|reorder)(,((drop|duplicate)=(0(\.\d+)?|1(\.0+)?)|reorder))*$/, 'WEBHOOK_CHAOS is a list like drop=0.3,duplicate=0.2,reorder')
    .optional(),
  /**
   * Holds every call of a documented route to the OpenAPI document (simulator/qa/openapi/traffic-check.ts)
   * and appends each violation to this file as a JSON line; the e2e run sets it and fails on any. Unset: no check.
   */
  CONTRACT_VIOLATIONS_FILE: z.string().min(1).optional(),
  /** pino's level for the servers' logs (simulator/platform/http/logger.ts). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Rate limits on the anonymous endpoints (simulator/platform/http/rate-limits.ts): a window in seconds and requests per client in it. */
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(DEFAULT_RATE_LIMITS.windowS),
  RATE_LIMIT_INIT_SESSION: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.initSession),
  RATE_LIMIT_EVENT: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.event),
  RATE_LIMIT_CANCEL: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.cancel),
  RATE_LIMIT_ACTIVATION: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.activation),
});

export interface SimulatorConfig {
  readonly host: string;
  readonly ports: { readonly app: number; readonly service: number; readonly asset: number };
  readonly dbPath: string;
  readonly authEmulator: { readonly host: string; readonly port: number; readonly projectId: string };
  readonly vaultJwtSecret: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly renewalsIntervalMs: number;
  readonly logLevel: LogLevel;
  readonly rateLimits: RateLimits;
  readonly webhookSecret: string | undefined;
  readonly webhookIntervalMs: number;
  readonly webhookRetryBaseMs: number;
  readonly webhookChaos: { readonly dropRate: number; readonly duplicateRate: number; readonly reorder: boolean } | undefined;
  readonly contractViolationsFile: string | undefined;
}

function chaosOf(spec: string | undefined): SimulatorConfig['webhookChaos'] {
  if (!spec) return undefined;
  const parts = new Map(spec.split(',').map((part) => part.split('=') as [string, string | undefined]));
  return { dropRate: Number(parts.get('drop') ?? 0), duplicateRate: Number(parts.get('duplicate') ?? 0), reorder: parts.has('reorder') };
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
    authEmulator: { host: e.AUTH_EMULATOR_HOST, port: e.AUTH_EMULATOR_PORT, projectId: e.FIREBASE_PROJECT_ID },
    vaultJwtSecret: e.VAULT_JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    renewalsIntervalMs: e.RENEWALS_INTERVAL_S * 1000,
    logLevel: e.LOG_LEVEL,
    webhookSecret: e.WEBHOOK_SECRET,
    webhookIntervalMs: e.WEBHOOK_INTERVAL_MS,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookChaos: chaosOf(e.WEBHOOK_CHAOS),
    contractViolationsFile: e.CONTRACT_VIOLATIONS_FILE,
    rateLimits: {
      windowS: e.RATE_LIMIT_WINDOW_S,
      initSession: e.RATE_LIMIT_INIT_SESSION,
      event: e.RATE_LIMIT_EVENT,
      cancel: e.RATE_LIMIT_CANCEL,
      activation: e.RATE_LIMIT_ACTIVATION,
    },
  };
}
