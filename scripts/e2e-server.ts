/**
 * `npm test` starts the e2e server itself right after the build (scripts/test.sh), so that its start,
 * the Auth emulator's and its own (5-20 s), runs beside the unit suites instead of before the
 * first e2e test; Playwright then uses it (E2E_SERVER_STARTED=1, playwright.config.ts). It is the
 * server playwright.config.ts's webServer would start, with the same settings (e2e/server.ts).
 *   node --import tsx scripts/e2e-server.ts              serves until stopped; like `npm start`'s server,
 *                                                        it stops when the process that started it is gone
 *   node --import tsx scripts/e2e-server.ts --ready PID LOG
 *        waits until the server PID, writing its output to LOG, says it is running and answers (exit 0),
 *        or until it has gone or 180 s have passed (exit 1)
 */
import { readFileSync } from 'node:fs';
import { e2eServerEnv, E2E_SERVER_READY_URL } from '../e2e/server';

/** What simulator/listen.ts prints once all three origins listen: another process answering on the ports never says it in this log. */
const RUNNING_LINE = 'MindMetric is running';

const READY_TIMEOUT_MS = 180_000;
const POLL_MS = 250;

async function answers(): Promise<boolean> {
  try {
    return (await fetch(E2E_SERVER_READY_URL, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function saysRunning(log: string): boolean {
  try {
    return readFileSync(log, 'utf8').includes(RUNNING_LINE);
  } catch {
    return false;
  }
}

async function waitReady(pid: number, log: string): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && isAlive(pid)) {
    if (saysRunning(log) && (await answers())) return isAlive(pid);
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
  return false;
}

const readyAt = process.argv.indexOf('--ready');
if (readyAt >= 0) {
  const pid = Number(process.argv[readyAt + 1]);
  const log = process.argv[readyAt + 2];
  if (!Number.isInteger(pid) || pid <= 0 || !log) throw new Error("--ready takes the server's process id and its log file");
  process.exit((await waitReady(pid, log)) ? 0 : 1);
} else {
  Object.assign(process.env, e2eServerEnv(process.pid));
  // listen.ts starts the product as it is imported (--static is its default mode).
  await import('../simulator/listen');
}
