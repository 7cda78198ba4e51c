/**
 * Server CPU time per request (issue 32): the product as `npm start` runs it (bench/product.ts's
 * startProduct) and its bare baselines, each sent a fixed number of requests; each figure is the CPU
 * time (user + system, every thread: the log's worker too) its server process spent over them, read
 * from /proc, divided by the requests. Unlike req/s, a busy machine stretches this figure little, so
 * it tells what a change to the hot path saves even where the throughput bench cannot. Linux only.
 *   npm run bench:cpu     (BENCH_REQUESTS per figure, default 20,000; no build needed)
 * BENCH_PROFILE_DIR=dir writes a CPU profile of the server over the measured rounds there (open it in
 * Chrome's DevTools).
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { freePorts } from '../simulator/merchant/identity/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compilePrograms } from './baselines/start';
import { anonymousCreate, midScriptCardSessions, paidCardSessions, type PaidSession } from './http-purchase';
import { startBaselines, startProduct, webhooksDelivered } from './product';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = 64;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const TICKS_PER_SECOND = 100;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** User + system CPU seconds of a process, all its threads. */
function cpuSeconds(pid: number): number {
  // Fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The node process tsx's wrapper runs the server in. */
function serverUnderWrapper(wrapper: number): number {
  const children = readFileSync(`/proc/${wrapper}/task/${wrapper}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const server = children.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('listen.ts'));
  if (server === undefined) throw new Error(`no server process under the wrapper ${wrapper}`);
  return server;
}

/** Requests that go round `sessions`, one after another, each with its own bearer. */
function pollingEach(origin: string, sessions: readonly PaidSession[]): autocannon.Options {
  let next = 0;
  return {
    url: `${origin}${sessions[0]?.executionPath ?? ''}`,
    requests: [
      {
        setupRequest: (req) => {
          const s = sessions[next % sessions.length];
          next += 1;
          return s ? { ...req, path: s.executionPath, headers: { ...req.headers, authorization: `Bearer ${s.token}` } } : req;
        },
      },
    ],
  };
}

async function send(options: autocannon.Options, amount: number): Promise<number> {
  const result = await autocannon({ connections: CONNECTIONS, amount, ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });
  return result.non2xx + result.errors;
}

/** CPU microseconds per request of `pid` over `amount` requests, after a warm-up of a quarter as many. */
async function perRequest(pid: number, options: autocannon.Options, amount = REQUESTS): Promise<{ us: number; failed: number }> {
  await send(options, Math.ceil(amount / 4));
  const before = cpuSeconds(pid);
  const failed = await send(options, amount);
  return { us: ((cpuSeconds(pid) - before) * 1e6) / amount, failed };
}

/**
 * A CPU profile of the server over the measured rounds only (not its start nor the purchases that
 * prepare them): SIGUSR1 opens its inspector on the port NODE_OPTIONS named, and the profiler runs
 * through the DevTools protocol until the returned function stops it and writes the profile.
 */
async function profileFrom(pid: number, port: number, dir: string): Promise<() => Promise<string>> {
  process.kill(pid, 'SIGUSR1');
  let target: string | undefined;
  for (let i = 0; i < 100 && !target; i += 1) {
    try {
      const [first] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
      target = first?.webSocketDebuggerUrl;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  if (!target) throw new Error(`the server's inspector did not open on port ${port}`);
  const socket = new WebSocket(target);
  await new Promise((open) => socket.addEventListener('open', open, { once: true }));
  let id = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((done) => {
      id += 1;
      const mine = id;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
        if (message.id !== mine) return;
        socket.removeEventListener('message', onMessage);
        done(message.result);
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.start');
  return async () => {
    const { profile } = (await call('Profiler.stop')) as { profile: unknown };
    socket.close();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `server-${process.env.BENCH_ONLY ?? 'all'}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  };
}

async function main(): Promise<void> {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const inspectPort = await freePorts(1);
  // The port the server's inspector opens on when profiled (SIGUSR1); the product's processes inherit it.
  if (profileDir) process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --inspect-port=127.0.0.1:${inspectPort}`.trim();
  // The server bench needs no front end: an empty directory stands for the build (as the drills do).
  const distDir = process.env.DIST_DIR ?? mkdtempSync(join(tmpdir(), 'mm-bench-cpu-'));
  const binDir = await compilePrograms(distDir);
  const product = await startProduct(distDir);
  try {
    if (product.pid === undefined) throw new Error('the product has no pid');
    const server = serverUnderWrapper(product.pid);
    const { service } = product.origins;
    // Sessions mid-script (every poll consults the script and records it) and one finished session.
    const polled = await midScriptCardSessions(product.origins, CONNECTIONS, 16);
    const [one] = await paidCardSessions(product.origins, 1, 1, () => null);
    if (!one || !polled[0]) throw new Error('no session to poll');
    const baselines = await startBaselines(binDir, polled[0].view, mkdtempSync(join(tmpdir(), 'mm-bench-cpu-hello-')));
    try {
      const creates = Number(process.env.BENCH_CREATE_REQUESTS ?? Math.round(REQUESTS / 10));
      // Every create (each round's warm-up and measured ones) records a session of its own.
      const perRound = Math.ceil(creates / ROUNDS);
      const pool = process.env.BENCH_ONLY === 'poll' ? [] : await paidCardSessions(product.origins, ROUNDS * (perRound + Math.ceil(perRound / 4)), 16, () => null);
      // The prepared purchases' webhooks are delivered first: measured beside the creates, they read as the creates' CPU.
      if (pool.length > 0) await webhooksDelivered(product.dbPath);
      let created = 0;
      const create: autocannon.Options = {
        url: `${service}/subs/create-no-user`,
        method: 'POST',
        requests: [
          {
            setupRequest: (req) => {
              const { body, headers } = anonymousCreate(created, `bench-cpu-${created}@example.com`, pool[created % pool.length]?.executionId ?? '');
              created += 1;
              return { ...req, body, headers: { ...req.headers, ...headers } };
            },
          },
        ],
      };
      // BENCH_ONLY=poll or create measures (and profiles) that route alone. Each figure is measured in
      // ROUNDS rounds that alternate with its baseline's; a ratio is the median of the rounds' ratios.
      const only = process.env.BENCH_ONLY;
      const targets = {
        bareGet: { pid: baselines.bareGet.pid, options: pollingEach(baselines.bareGet.origin, polled), amount: REQUESTS, base: 'bareGet' },
        pollMid: { pid: server, options: pollingEach(service, polled), amount: REQUESTS, base: 'bareGet' },
        pollOne: { pid: server, options: pollingEach(service, [one]), amount: REQUESTS, base: 'bareGet' },
        barePost: { pid: baselines.barePost.pid, options: { url: `${baselines.barePost.origin}/subs/create-no-user`, method: 'POST', ...anonymousCreate(0, 'bench@example.com', 'exe_bare') }, amount: creates, base: 'barePost' },
        create: { pid: server, options: create, amount: creates, base: 'barePost' },
      } as const;
      const names = (Object.keys(targets) as (keyof typeof targets)[]).filter((name) => !only || (only === 'poll') === targets[name].base.startsWith('bareGet'));
      const rounds = new Map(names.map((name) => [name, [] as { us: number; failed: number }[]]));
      const stopProfile = profileDir ? await profileFrom(server, inspectPort, profileDir) : null;
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const name of names) rounds.get(name)?.push(await perRequest(targets[name].pid, targets[name].options, Math.ceil(targets[name].amount / ROUNDS)));
      }
      if (stopProfile) console.log(`the server's CPU profile over the rounds (the baselines' included, idle for it): ${await stopProfile()}`);
      console.log(`server CPU time per request (${REQUESTS} requests a figure, ${creates} creates, in ${ROUNDS} alternating rounds, ${CONNECTIONS} connections; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}):`);
      for (const name of names) {
        const mine = rounds.get(name) ?? [];
        const base = rounds.get(targets[name].base) ?? [];
        const ratios = mine.map((r, i) => r.us / (base[i]?.us ?? Number.NaN));
        const failed = mine.reduce((sum, r) => sum + r.failed, 0);
        console.log(`  ${name.padEnd(10)} ${median(mine.map((r) => r.us)).toFixed(0).padStart(5)} us CPU/request (median of rounds)   ${median(ratios).toFixed(2)} x ${targets[name].base}'s (rounds: ${ratios.map((r) => r.toFixed(2)).join(' ')})${failed ? `   (${failed} non-2xx/errors)` : ''}`);
      }
      console.log(`  ${created} creates sent for ${pool.length} prepared sessions; the product wrote ${product.logLines()} log lines`);
    } finally {
      await baselines.stop();
    }
  } finally {
    await product.stop();
  }
}

await main();
