/**
 * The real server for the crash drills (`npm run drill:crash`, `npm run drill:renewals`): started as
 * a child in its own process group on the given ports and database, and killed with SIGKILL, group
 * and all (the Firebase Auth emulator it starts goes down with it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

export interface DrillServerOptions {
  readonly appPort: number;
  readonly servicePort: number;
  readonly assetPort: number;
  readonly authEmulatorPort: number;
  readonly dbPath: string;
  /** A directory without a build: the drills need no front end. */
  readonly distDir: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Run it as `npm start` does, under tsx's CLI (a wrapper process whose child is the server), instead of in one process. */
  readonly wrapped?: boolean;
  /** What tsx is given (default: `simulator/listen.ts --static`). */
  readonly args?: readonly string[];
  /** The directory the server's sources are in (default: this one); chaos/broken-build.ts starts a patched copy. */
  readonly cwd?: string;
  /** Receives the server's standard output, line by line (by default it is discarded). */
  readonly onStdoutLine?: (line: string) => void;
}

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

export function startServer(options: DrillServerOptions): Promise<ChildProcess> {
  const service = `http://127.0.0.1:${options.servicePort}`;
  const server = options.args ?? ['simulator/listen.ts', '--static'];
  const args = options.wrapped ? [TSX_CLI, ...server] : ['--import', 'tsx', ...server];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      APP_PORT: String(options.appPort),
      SERVICE_PORT: String(options.servicePort),
      ASSET_PORT: String(options.assetPort),
      AUTH_EMULATOR_PORT: String(options.authEmulatorPort),
      DB_PATH: options.dbPath,
      DIST_DIR: options.distDir,
      ...options.env,
    },
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    stdio: ['ignore', options.onStdoutLine ? 'pipe' : 'ignore', 'inherit'],
    // Its own process group, so kill -9 takes the server and the emulator it started down together.
    detached: true,
  });
  const { onStdoutLine } = options;
  if (onStdoutLine && child.stdout) createInterface({ input: child.stdout }).on('line', onStdoutLine);
  return new Promise((done, fail) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return fail(new Error(`the server exited with ${child.exitCode}`));
      try {
        if ((await fetch(`${service}/qa/api/scenarios`)).ok) return done(child);
      } catch {
        // not up yet
      }
      if (Date.now() - started > 180_000) return fail(new Error('the server did not start within 180 s'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

export function kill9(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    // The whole group: the server and the Auth emulator it spawned go at once (killed alone, the server leaves the emulator to notice and exit by itself, up to 250 ms later).
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  });
}

/**
 * Resolves once `reached()` holds (checked every millisecond: the drills kill at a precise moment) or
 * once every purchase in `running` has settled, whichever comes first.
 */
export function momentOrSettled(running: readonly Promise<unknown>[], reached: () => boolean): Promise<void> {
  return new Promise<void>((done) => {
    const watch = setInterval(() => {
      if (reached()) {
        clearInterval(watch);
        done();
      }
    }, 1);
    void Promise.all(running).then(() => {
      clearInterval(watch);
      done();
    });
  });
}
