/**
 * Starts the Firebase Auth emulator from `firebase-tools` as a child process (`firebase
 * emulators:start --only auth` with a `demo-` project: no network, no login, UI off).
 *
 * The CLI also opens an "emulator hub" and a logging port; left unset, both default to 4400/4500 and
 * would race the e2e service ports (4100 + E2E_PORT_OFFSET), so they are pinned next to the auth port.
 * The CLI runs in a temporary folder with its own firebase.json, so its debug log never lands in the repo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitWithParentImport } from './exit-with-parent';

export interface AuthEmulatorOptions {
  readonly host: string;
  readonly port: number;
  /** Must start with `demo-`: the emulator then needs no credentials and never calls Google. */
  readonly projectId: string;
  /** How long to wait for the emulator to answer; it takes 5-40 s on a busy machine. Default 120 s. */
  readonly readyTimeoutMs?: number;
}

export interface RunningAuthEmulator {
  /** `http://host:port`, what connectAuthEmulator takes. */
  readonly origin: string;
  /** `host:port`, what FIREBASE_AUTH_EMULATOR_HOST takes. */
  readonly hostPort: string;
  readonly projectId: string;
  stop(): Promise<void>;
}

/** Ports the CLI opens beside the auth port: hub and logging, pinned at fixed distances (see above). */
export const HUB_PORT_DISTANCE = 1000;
export const LOGGING_PORT_DISTANCE = 2000;
const DEFAULT_READY_TIMEOUT_MS = 120_000;
const POLL_MS = 250;
/** An orphaned emulator notices within PARENT_CHECK_MS and shuts down cleanly, which can take seconds on a busy machine. */
const ORPHAN_EXIT_WAIT_MS = 10_000;

function firebaseCli(): string {
  return createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
}

/**
 * A Node `--import` argument that has the CLI's request validation (exegesis, which firebase-tools'
 * Auth emulator routes through) compile each JSON schema when a request first needs it
 * (exegesis's own `lazyCompileValidationSchemas` option) instead of all of them at start: compiling
 * the whole Identity Toolkit document up front was 13 of the 18 s of CPU the emulator took to start
 * (a profile of `emulators:start`), every start, for the few operations the product calls. The
 * validation is the same. Should a firebase-tools release no longer load exegesis this way, the
 * emulator starts as it used to.
 */
export function lazyValidatorsImport(cli: string): string {
  const source = `import{createRequire}from'node:module';try{const o=createRequire(${JSON.stringify(cli)})('exegesis/lib/options');const c=o.compileOptions;if(typeof c==='function')o.compileOptions=(x)=>c({lazyCompileValidationSchemas:true,...x});}catch{}`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether something keeps answering on the emulator's address. Right after a crash, the emulator the
 * crashed run started is on its way out (exit-with-parent.ts), so a restart gives it a moment first.
 */
async function stillAnswers(origin: string): Promise<boolean> {
  const deadline = Date.now() + ORPHAN_EXIT_WAIT_MS;
  while (await answers(origin)) {
    if (Date.now() > deadline) return true;
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
  return false;
}

/** Starts the emulator and resolves once it answers; rejects with the CLI's output if it exits or times out. */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  if (!options.projectId.startsWith('demo-')) throw new Error(`The auth emulator runs a demo- project only (no credentials here), got "${options.projectId}".`);
  const origin = `http://${options.host}:${options.port}`;
  if (await stillAnswers(origin)) throw new Error(`Port ${options.port} already answers on ${options.host}: stop what runs there or set AUTH_EMULATOR_PORT.`);
  const dir = mkdtempSync(join(tmpdir(), 'mindmetric-auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: options.host, port: options.port },
      hub: { host: options.host, port: options.port + HUB_PORT_DISTANCE },
      logging: { host: options.host, port: options.port + LOGGING_PORT_DISTANCE },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  // The CLI exits when this process is gone, even after a kill -9 that runs no exit handler (exit-with-parent.ts).
  const cli = firebaseCli();
  const child: ChildProcess = spawn(process.execPath, ['--import', exitWithParentImport(), '--import', lazyValidatorsImport(cli), cli, 'emulators:start', '--only', 'auth', '--project', options.projectId], {
    cwd: dir,
    // CI=true skips the message-of-the-day fetch; NO_UPDATE_NOTIFIER the npm version check: both would reach for the network.
    env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_AUTH_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let gone = false;
  void exited.then(() => (gone = true));
  // If this process exits first, the emulator (which holds its ports) goes with it at once.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);

  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      // The CLI shuts down cleanly on the first SIGTERM; a second one stops it at once.
      const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(late);
    }
    process.removeListener('exit', orphanGuard);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? DEFAULT_READY_TIMEOUT_MS);
  while (!(await answers(origin))) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start on ${origin}${gone ? ' (it exited)' : ''}:\n${output.slice(-2_000)}`);
    }
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
  return { origin, hostPort: `${options.host}:${options.port}`, projectId: options.projectId, stop };
}
