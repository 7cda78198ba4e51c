/**
 * Server throughput (issue 10, point 7), measured in one run beside a bare Express app:
 *  - execution poll of a finished payment: req/s and p99 against a middleware-free GET route
 *    answering the same JSON (goal: at least 80 % of bare, p99 at most 1.5 x bare's);
 *  - subscription create (one transaction, receipt after the commit): req/s against a bare JSON
 *    POST (goal: at least 50 %).
 * The servers run in a child process (bench/server-targets.ts); autocannon drives them from here.
 * Runs are cut in one-second slices: req/s is all requests over all slices, p99 the median of the
 * slices' p99s. The poll and its baseline alternate slice by slice (bare, poll, bare, poll...), so
 * that other work on the machine weighs on both alike. The create pair cannot alternate: the
 * receipts that creates queue are delivered in the pauses between purchases, in the same process,
 * and would be delivered during the baseline's slices; so the bare POST runs first, then the creates
 * (each after a warm-up of its own), which also bear the delivery of the warm-up's receipts.
 * Figures only: nothing here asserts.
 */
import type autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { alternating, inProcess, pct, row, warmedUp, type LoadPlan } from './load';
import { AGREED_TO_CURRENT_TERMS } from '../catalog/renewal-terms';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const PLAN: LoadPlan = { connections: CONNECTIONS, slices: DURATION_S };

interface Targets {
  readonly bare: number;
  readonly service: number;
  readonly poll: { readonly path: string; readonly token: string };
  readonly executionIds: readonly string[];
}

function startTargets(): Promise<{ targets: Targets; stop: () => void }> {
  // The bare app logs nothing; the simulator's one log line per request (pino) is left out too unless BENCH_LOG_LEVEL asks for it.
  const env = { ...process.env, LOG_LEVEL: LOG_LEVEL };
  // BENCH_PROFILE_DIR=dir writes a CPU profile of the servers there (open it in Chrome's DevTools) to see where their time goes.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/server-targets.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`bench targets exited with ${code}`)));
    // At BENCH_LOG_LEVEL=info the simulator's request log shares stdout: the targets are the line that names them.
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const parsed = JSON.parse(line) as Partial<Targets>;
      if (parsed.poll === undefined) return;
      lines.removeAllListeners('line');
      child.stdout.resume();
      done({ targets: parsed as Targets, stop: () => child.kill('SIGTERM') });
    });
  });
}


export async function serverBench(): Promise<void> {
  const { targets, stop } = await startTargets();
  try {
    console.log(
      `server throughput (${CONNECTIONS} connections, ${DURATION_S} s each in 1 s slices after a warm-up; poll alternating with its baseline, create after its baseline; servers in a child process, simulator LOG_LEVEL=${LOG_LEVEL}):`,
    );
    const pollBareRun = inProcess({ url: `http://127.0.0.1:${targets.bare}${targets.poll.path}` });
    const pollRun = inProcess({ url: `http://127.0.0.1:${targets.service}${targets.poll.path}`, headers: { authorization: `Bearer ${targets.poll.token}` } });
    const json = { 'content-type': 'application/json' };
    const body = (i: number, id: string) => JSON.stringify({ plan_id: 'pro_weekly_trial', email: `bench${i}@example.com`, attribution: {}, card: { execution_id: id }, consent: AGREED_TO_CURRENT_TERMS });
    const postBareRun: autocannon.Options = { url: `http://127.0.0.1:${targets.bare}/subs/create-no-user`, method: 'POST', headers: json, body: body(0, 'exe_bare') };
    let next = 0;
    const createRun: autocannon.Options = {
      url: `http://127.0.0.1:${targets.service}/subs/create-no-user`,
      method: 'POST',
      headers: json,
      requests: [
        {
          // Every create records another authorized execution, as a new purchase does.
          setupRequest: (req) => {
            const i = next;
            next += 1;
            return { ...req, body: body(i, targets.executionIds[i % targets.executionIds.length] ?? '') };
          },
        },
      ],
    };
    // Warm both GET routes' JIT first, so that no measured slice is a cold one.
    await pollBareRun.slice(CONNECTIONS);
    await pollRun.slice(CONNECTIONS);
    const { pollBare, poll } = await alternating(PLAN, { pollBare: pollBareRun, poll: pollRun });
    const postBare = await warmedUp(PLAN, inProcess(postBareRun));
    const create = await warmedUp(PLAN, inProcess(createRun));
    console.log(row('bare GET (same JSON)', pollBare));
    console.log(row('execution poll (finished payment)', poll));
    console.log(`    ratio: ${pct(poll.rps, pollBare.rps)} of bare req/s (goal >= 80 %), p99 ${(poll.p99 / Math.max(pollBare.p99, 1)).toFixed(2)} x bare (goal <= 1.5 x)`);
    console.log(row('bare JSON POST', postBare));
    console.log(row('subscription create', create));
    console.log(`    ratio: ${pct(create.rps, postBare.rps)} of bare req/s (goal >= 50 %); ${next} creates sent, ${targets.executionIds.length} authorized executions prepared`);
  } finally {
    stop();
  }
}

if (process.argv[1]?.endsWith('bench/server.ts')) await serverBench();
