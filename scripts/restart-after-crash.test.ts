/**
 * `npm start` right after a crash simply starts (issue 26, point 5). A kill -9 runs no exit handler, so
 * before this the Auth emulator outlived the server and the next start refused ("Port … already
 * answers"); a kill -9 of tsx's wrapper left the whole server serving. Each case kills one process only,
 * as a person would, then starts the product again on the same ports and database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freeEmulatorPort, freePorts } from '../simulator/merchant/identity/free-port';
import { kill9, startServer, type DrillServerOptions } from './drill-server';
import type { ChildProcess } from 'node:child_process';

const RESTART_TIMEOUT_MS = 300_000;
const ORPHAN_EXIT_TIMEOUT_MS = 30_000;
const running: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  const children = running.splice(0);
  await Promise.all(children.map(kill9));
  // A child killed by the test itself still leads its group: whatever it left (on a failure, an emulator) goes too.
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is empty
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function productOptions(wrapped: boolean): Promise<DrillServerOptions> {
  const dir = mkdtempSync(join(tmpdir(), 'mindmetric-restart-'));
  dirs.push(dir);
  const first = await freePorts(3);
  return { appPort: first, servicePort: first + 1, assetPort: first + 2, authEmulatorPort: await freeEmulatorPort(), dbPath: join(dir, 'db.sqlite'), distDir: join(dir, 'no-dist'), wrapped };
}

async function start(options: DrillServerOptions): Promise<ChildProcess> {
  const child = await startServer(options);
  running.push(child);
  return child;
}

function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** The child of `pid` whose command line contains `marker` (tsx's CLI and the server also run an esbuild child). */
function childRunning(pid: number, marker: string): number {
  const found = childrenOf(pid).filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes(marker));
  if (found.length !== 1) throw new Error(`expected one child of ${pid} running ${marker}, found ${found.length}`);
  return found[0]!;
}

const LISTEN = 'simulator/listen.ts';
const EMULATOR = 'emulators:start';

/** Running, as opposed to gone or a zombie nobody has reaped yet. */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A payment session opened before the crash, read back after it: the restart serves the same database. */
async function openSession(service: string): Promise<{ token: string; executionId: string }> {
  const res = await fetch(`${service}/init/session?plan=pro_weekly_trial`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; execution: { id: string } };
  return { token: body.token, executionId: body.execution.id };
}

async function expectAnswers(options: DrillServerOptions, session: { token: string; executionId: string }): Promise<void> {
  const service = `http://127.0.0.1:${options.servicePort}`;
  const poll = await fetch(`${service}/provider/executions/${session.executionId}`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(poll.status).toBe(200);
  expect((await fetch(`http://127.0.0.1:${options.authEmulatorPort}/`)).ok).toBe(true);
}

/** One process, not its group: what `kill -9 PID` does. */
function killOne(pid: number): void {
  process.kill(pid, 'SIGKILL');
}

/** Nothing pokes the orphans: an emulator left alone would hold its port for good (the bug). */
async function expectGone(...pids: number[]): Promise<void> {
  await expect.poll(() => pids.filter(isRunning), { timeout: ORPHAN_EXIT_TIMEOUT_MS, interval: 250 }).toEqual([]);
}

describe('a kill -9 never blocks the restart', () => {
  // One product, crashed twice, so the case costs three starts of the Auth emulator rather than four.
  it("kill -9 of tsx's wrapper (npm start's process), then of the server alone: what they started goes too, and the product starts again on the same ports and database", { timeout: RESTART_TIMEOUT_MS }, async () => {
    const options = await productOptions(true);
    const wrapper = await start(options);
    const server = childRunning(wrapper.pid!, LISTEN);
    const emulator = childRunning(server, EMULATOR);
    const session = await openSession(`http://127.0.0.1:${options.servicePort}`);

    killOne(wrapper.pid!);
    await expectGone(server, emulator);
    const restarted = await start({ ...options, wrapped: false });
    await expectAnswers(options, session);

    const restartedEmulator = childRunning(restarted.pid!, EMULATOR);
    killOne(restarted.pid!);
    await expectGone(restartedEmulator);
    await start(options);
    await expectAnswers(options, session);
  });
});
