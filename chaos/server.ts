/**
 * The real server under the chaos test: `simulator/listen.ts` as a child process on free ports and its
 * own SQLite file (scripts/drill-server.ts starts it and kills it with SIGKILL, group and all), so a
 * `kill -9` and a restart on the same database are the real thing.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kill9, startServer } from '../scripts/drill-server';
import { copyBrokenBuild, type BrokenBuild } from './broken-build';
import { HUB_PORT_DISTANCE, LOGGING_PORT_DISTANCE } from '../simulator/merchant/identity/auth-emulator';

export interface ChaosServer {
  readonly service: string;
  readonly asset: string;
  readonly app: string;
  /** kill -9 of the server (and the Auth emulator it started), then a start on the same database. */
  crashAndRestart(): Promise<void>;
  stop(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const probe = createServer();
    probe.once('error', () => answer(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => answer(true)));
  });
}

/** A base port whose neighbours (app, service, asset) and the emulator's three ports are all free. */
async function freePorts(): Promise<{ app: number; service: number; asset: number; auth: number }> {
  for (let i = 0; i < 50; i += 1) {
    const base = 20_000 + Math.floor(Math.random() * 10_000);
    const auth = base + 10_000;
    const wanted = [base, base + 1, base + 2, auth, auth + HUB_PORT_DISTANCE, auth + LOGGING_PORT_DISTANCE];
    if ((await Promise.all(wanted.map(portFree))).every(Boolean)) return { app: base, service: base + 1, asset: base + 2, auth };
  }
  throw new Error('chaos: no free ports found in 50 tries');
}

/** Delivery retries and timers fast enough that a drained queue is seconds away, not minutes. */
const FAST_TIMERS = { WEBHOOK_INTERVAL_MS: '100', WEBHOOK_RETRY_BASE_MS: '100', RENEWALS_INTERVAL_S: '1', LOG_LEVEL: 'error', RATE_LIMIT_INIT_SESSION: '100000', RATE_LIMIT_CANCEL: '100000', RATE_LIMIT_EVENT: '100000', RATE_LIMIT_ACTIVATION: '100000' };

/** The server from this repository's sources, or from a patched copy of them (a deliberately broken build). */
export async function startChaosServer(brokenBuild: BrokenBuild | null = null): Promise<ChaosServer> {
  const dir = mkdtempSync(join(tmpdir(), 'mm-chaos-'));
  const sources = brokenBuild === null ? null : copyBrokenBuild(brokenBuild);
  const ports = await freePorts();
  const start = () =>
    startServer({
      ...(sources === null ? {} : { cwd: sources }),
      appPort: ports.app,
      servicePort: ports.service,
      assetPort: ports.asset,
      authEmulatorPort: ports.auth,
      dbPath: join(dir, 'chaos.sqlite'),
      distDir: join(dir, 'no-dist'),
      env: { ...FAST_TIMERS, WEBHOOK_SECRET: 'whsec_chaos_harness_signing_key' },
    });
  let child: ChildProcess;
  try {
    child = await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (sources !== null) rmSync(sources, { recursive: true, force: true });
    throw error;
  }
  return {
    service: `http://127.0.0.1:${ports.service}`,
    asset: `http://127.0.0.1:${ports.asset}`,
    app: `http://127.0.0.1:${ports.app}`,
    async crashAndRestart() {
      await kill9(child);
      child = await start();
    },
    async stop() {
      await kill9(child);
      rmSync(dir, { recursive: true, force: true });
      if (sources !== null) rmSync(sources, { recursive: true, force: true });
    },
  };
}
