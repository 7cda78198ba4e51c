/**
 * The product as a user runs it (issue 32): `npm start`'s own server command (read from package.json,
 * under tsx's wrapper, its default log level, its JSON request log on a pipe the bench drains, its
 * static serving of the build), beside baselines measured in the same run in a process of their own
 * (bench/bare-targets.ts). Prints one table, each figure beside its goal; asserts nothing.
 *
 *  - execution poll: 64 connections polling 64 paid sessions, and the same connections polling one
 *    paid session, in one-second slices alternating with a bare GET answering the same JSON;
 *  - subscription create: new subscriptions (sessions opened without an email, so only the browser's
 *    create records them), after a bare JSON POST; then, as a diagnostic, the create's storage floor
 *    (bench/create-floor.ts: the bare POST plus the rows a create keeps);
 *  - fulfilment: 200 concurrent purchases bound to an email and never created by a browser: the time
 *    from the provider's authorization (its charge.authorized event) to the subscription's row;
 *  - first paint: Lighthouse mobile on the landing and the quiz served by the product, beside a React
 *    hello world served through the same compression and static-file code.
 *
 * The one change from `npm start`: the payment-session rate limit (600 a minute from one address) is
 * raised so that the bench can open its thousands of sessions; the measured routes have no limit.
 * Environment: BENCH_SECONDS (slices per round, default 5), BENCH_CREATES (sessions prepared for the
 * creates, default 30,000), DIST_DIR (the build; `npm run build` first), BENCH_ONLY (throughput,
 * fulfilment or paint: that part alone, as a diagnostic).
 */
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { PRODUCT_PREFIX } from '../catalog/product';
import { freeEmulatorPort, freePorts } from '../simulator/merchant/identity/free-port';
import { kill9, startServer } from '../scripts/drill-server';
import { buildHelloWorld, HELLO_BASE } from './hello-world/build';
import { FLOOR_PATH } from './bare-app';
import { anonymousCreate, paidCardSessions, type PaidSession, type ProductOrigins } from './http-purchase';
import { lighthouseMobile, type LighthouseResult } from './lighthouse';
import { alternating, pct, row, slice, warmedUp, type Figures, type LoadPlan } from './load';

const CONNECTIONS = 64;
const ROUNDS = 2;
const SLICES_PER_ROUND = Number(process.env.BENCH_SECONDS ?? 5);
const CREATE_POOL = Number(process.env.BENCH_CREATES ?? 30_000);
const FULFILMENT_PURCHASES = 200;
const PREPARE_CONCURRENCY = 32;
const LIGHTHOUSE_RUNS = 3;

/** Issue 32's goals, each against its baseline from the same run. */
const GOALS = { pollShare: 0.9, pollP99: 1.5, createShare: 0.7, createP99: 2, paintWithin: 0.1, fulfilmentP99Ms: 1000 } as const;

/** `npm start`'s server command as package.json has it, after its build: what tsx is given. */
function npmStartServerArgs(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> };
  const last = pkg.scripts?.start?.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  if (last[0] !== 'tsx') throw new Error(`package.json's start script no longer ends with a tsx command: "${pkg.scripts?.start ?? ''}"`);
  return last.slice(1);
}

export interface Product {
  readonly origins: ProductOrigins & { readonly app: string };
  readonly dbPath: string;
  readonly logLines: () => number;
  /** The process tsx's wrapper started: the server itself (its CPU time is what bench/server-cpu.ts reads). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export async function startProduct(distDir: string): Promise<Product> {
  const dir = mkdtempSync(join(tmpdir(), 'mm-bench-product-'));
  const dbPath = join(dir, 'product.sqlite');
  const first = await freePorts(3);
  const ports = { app: first, service: first + 1, asset: first + 2 };
  let lines = 0;
  // LOG_LEVEL is the product's default, whatever this shell says.
  const { LOG_LEVEL: _ignored, ...env } = process.env;
  const child = await startServer({
    appPort: ports.app,
    servicePort: ports.service,
    assetPort: ports.asset,
    authEmulatorPort: await freeEmulatorPort(),
    dbPath,
    distDir,
    wrapped: true,
    args: npmStartServerArgs(),
    env: { ...(env as Record<string, string>), RATE_LIMIT_INIT_SESSION: '1000000' },
    onStdoutLine: () => {
      lines += 1;
    },
  });
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  return {
    origins: { app: origin(ports.app), service: origin(ports.service), asset: origin(ports.asset) },
    dbPath,
    logLines: () => lines,
    pid: child.pid,
    stop: async () => {
      await kill9(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startBaselines(view: unknown, helloDir: string): Promise<{ origin: string; pid: number | undefined; stop: () => void }> {
  // The create floor's database starts empty in a directory of its own, gone with the baselines.
  const floorDir = mkdtempSync(join(tmpdir(), 'mm-bench-floor-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-targets.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_VIEW: JSON.stringify(view), BENCH_HELLO_DIR: helloDir, BENCH_FLOOR_DB: join(floorDir, 'create-floor.sqlite') },
  });
  child.once('exit', () => rmSync(floorDir, { recursive: true, force: true }));
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the baselines exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      done({ origin: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') });
    });
  });
}

/** Requests that go round `sessions`, one after another, each with its own bearer. */
export function pollingEach(service: string, sessions: readonly PaidSession[]): autocannon.Options {
  let next = 0;
  return {
    url: `${service}${sessions[0]?.executionPath ?? ''}`,
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

/** Creates as the app sends them, each for the next paid session of `pool` with a new email and key; `counter` counts them. */
function creating(origin: string, pool: readonly PaidSession[], counter: { created: number }, path = '/subs/create-no-user'): autocannon.Options {
  return {
    url: `${origin}${path}`,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => {
          const s = pool[counter.created % pool.length];
          counter.created += 1;
          const { body, headers } = anonymousCreate(counter.created, `bench-create-${counter.created}@example.com`, s?.executionId ?? '');
          return { ...req, body, headers: { ...req.headers, ...headers } };
        },
      },
    ],
  };
}

const ratioLine = (what: string, f: Figures, base: Figures, goalShare: number, goalP99: number) => {
  const share = f.rps / base.rps;
  const p99 = f.p99 / Math.max(base.p99, 1);
  const met = share >= goalShare && p99 <= goalP99;
  return `    ${what}: ${pct(f.rps, base.rps)} of the baseline's req/s (goal >= ${goalShare * 100} %), p99 ${p99.toFixed(2)} x (goal <= ${goalP99} x): ${met ? 'met' : 'NOT met'}`;
};

/**
 * Waits until the provider has delivered the webhooks of the purchases the bench prepared (one
 * charge.authorized each): the creates are measured beside their baseline alone, as the polls are,
 * not beside the tail of thousands of deliveries. Prints how long the tail took.
 */
export async function webhooksDelivered(dbPath: string, timeoutMs = 180_000): Promise<void> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const due = db.prepare(`SELECT COUNT(*) AS n FROM provider_events WHERE state = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)`);
    const count = () => (due.get(Date.now()) as { n: number }).n;
    const started = Date.now();
    const first = count();
    let left = first;
    while (left > 0 && Date.now() - started < timeoutMs) {
      await new Promise((wait) => setTimeout(wait, 250));
      left = count();
    }
    console.log(`  (${first} of their webhooks were still to deliver; ${left === 0 ? `delivered in ${((Date.now() - started) / 1000).toFixed(1)} s` : `${left} still due after ${timeoutMs / 1000} s`} before the creates)`);
  } finally {
    db.close();
  }
}

async function throughput(product: Product, baselines: string): Promise<void> {
  const { service } = product.origins;
  const plan: LoadPlan = { connections: CONNECTIONS, slices: SLICES_PER_ROUND };
  const polled = await paidCardSessions(product.origins, CONNECTIONS, PREPARE_CONCURRENCY, () => null);
  const one = polled[0];
  if (!one) throw new Error('no paid session to poll');
  // Each baseline is sent the same requests as the route it stands beside, made by the same code: on
  // this 2-core machine the client shares the CPU, so a baseline sent one prebuilt request would get
  // a cheaper client than the product's route, and its req/s would stand higher for that alone.
  const runs = {
    bare: pollingEach(baselines, polled),
    poll64: pollingEach(service, polled),
    pollOne: pollingEach(service, [one]),
  };
  for (const options of Object.values(runs)) await slice(plan, options); // warm every route's JIT first
  console.log(`\nthe product as \`npm start\` runs it (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICES_PER_ROUND} one-second slices; the poll runs alternate slice by slice with the bare GET; each baseline is sent the same requests as its route, by the same code):`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { bare, poll64, pollOne } = await alternating(plan, runs);
    console.log(row(`round ${round}: bare GET (same JSON)`, bare));
    console.log(row(`round ${round}: poll, 64 sessions`, poll64));
    console.log(ratioLine('poll, 64 sessions', poll64, bare, GOALS.pollShare, GOALS.pollP99));
    console.log(row(`round ${round}: poll of one paid session`, pollOne));
    console.log(ratioLine('poll of one session', pollOne, bare, GOALS.pollShare, GOALS.pollP99));
  }

  const started = Date.now();
  const pool = await paidCardSessions(product.origins, CREATE_POOL, PREPARE_CONCURRENCY, () => null);
  console.log(`  (${pool.length} paid sessions prepared for the creates in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await webhooksDelivered(product.dbPath);
  // One create by hand first: a route that refuses the bench's body would otherwise print as a slow route.
  const first = anonymousCreate(0, 'bench-create-probe@example.com', pool[0]?.executionId ?? '');
  const probe = await fetch(`${service}/subs/create-no-user`, { method: 'POST', headers: first.headers, body: first.body });
  if (probe.status !== 201) throw new Error(`the bench's create answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const counter = { created: 1 };
  const bareCreate = creating(baselines, pool, { created: 0 });
  const create = creating(service, pool, counter);
  const floorCreate = creating(baselines, pool, { created: 0 }, FLOOR_PATH);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const bare = await warmedUp(plan, bareCreate);
    const creates = await warmedUp(plan, create);
    const floor = await warmedUp(plan, floorCreate);
    console.log(row(`round ${round}: bare JSON POST`, bare));
    console.log(row(`round ${round}: subscription create`, creates));
    console.log(ratioLine('subscription create', creates, bare, GOALS.createShare, GOALS.createP99));
    console.log(row(`round ${round}: diagnostic: create floor`, floor));
    console.log(`    the bare POST plus the create's own rows and group commit (bench/create-floor.ts): ${pct(floor.rps, bare.rps)} of its req/s, p99 ${(floor.p99 / Math.max(bare.p99, 1)).toFixed(2)} x`);
  }
  const { created } = counter;
  console.log(`  ${created} creates sent for ${pool.length} prepared sessions${created > pool.length ? ': more than prepared, so some were replays (raise BENCH_CREATES)' : ''}`);
}

async function fulfilment(product: Product): Promise<void> {
  const emails = (i: number) => `bench-fulfil-${i}@example.com`;
  const sessions = await paidCardSessions(product.origins, FULFILMENT_PURCHASES, FULFILMENT_PURCHASES, emails);
  const ids = sessions.map((s) => s.executionId);
  const db = new Database(product.dbPath, { readonly: true, fileMustExist: true });
  try {
    const query = db.prepare(
      `SELECT e.created_at AS authorized_at, s.created_at AS recorded_at FROM subscriptions s
       JOIN provider_events e ON e.execution_id = s.execution_id AND e.type = 'charge.authorized'
       WHERE s.execution_id IN (SELECT value FROM json_each(?))`,
    );
    const deadline = Date.now() + 60_000;
    let rows: { authorized_at: number; recorded_at: string }[] = [];
    while (Date.now() < deadline) {
      rows = query.all(JSON.stringify(ids)) as typeof rows;
      if (rows.length === ids.length) break;
      await new Promise((wait) => setTimeout(wait, 200));
    }
    const latencies = rows.map((r) => Date.parse(r.recorded_at) - r.authorized_at).sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
    const p99 = at(0.99);
    console.log(`\nfulfilment without the browser (${FULFILMENT_PURCHASES} concurrent card purchases, the provider's signed webhook records each):`);
    console.log(`  ${rows.length} of ${ids.length} recorded; authorization to subscription row: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${p99} ms, max ${latencies.at(-1) ?? Number.NaN} ms (goal p99 <= ${GOALS.fulfilmentP99Ms} ms): ${rows.length === ids.length && p99 <= GOALS.fulfilmentP99Ms ? 'met' : 'NOT met'}`);
  } finally {
    db.close();
  }
}

async function firstPaint(product: Product, baselines: string): Promise<void> {
  const pages = [
    { name: 'landing', url: `${product.origins.app}${PRODUCT_PREFIX}/`, dir: '' },
    { name: 'quiz', url: `${product.origins.app}${PRODUCT_PREFIX}/quiz`, dir: '' },
    { name: 'React hello world', url: `${baselines}${HELLO_BASE}`, dir: '' },
  ];
  let results: LighthouseResult[];
  try {
    results = await lighthouseMobile(pages, LIGHTHOUSE_RUNS);
  } catch (error) {
    console.log(`\nLighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const hello = results.find((r) => r.page === 'React hello world');
  console.log(`\nfirst paint (Lighthouse mobile defaults, median of ${LIGHTHOUSE_RUNS}; the product's pages served by the product, the hello world by the baseline process):`);
  for (const r of results) {
    const vs = hello && r !== hello ? `   LCP ${pct(r.lcpMs, hello.lcpMs)} of the hello world's (goal <= ${Math.round((1 + GOALS.paintWithin) * 100)} %): ${r.lcpMs <= hello.lcpMs * (1 + GOALS.paintWithin) && r.fcpMs <= hello.fcpMs * (1 + GOALS.paintWithin) ? 'met' : 'NOT met'}` : '';
    console.log(`  ${r.page.padEnd(18)} score ${Math.round(r.score)}, FCP ${(r.fcpMs / 1000).toFixed(2)} s, LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(r.tbtMs)} ms${vs}`);
    for (const w of r.warnings) console.log(`    warning: ${w}`);
  }
}

export async function productBench(): Promise<void> {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'app', 'index.html'))) {
    console.log(`the product bench: ${distDir}/app is missing; run \`npm run build\` first.`);
    return;
  }
  const helloDir = await buildHelloWorld(distDir);
  const product = await startProduct(distDir);
  // Ctrl+C stops the product with the bench (it runs in a process group of its own).
  const interrupted = () => void product.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  try {
    const [probe] = await paidCardSessions(product.origins, 1, 1, () => null);
    const baselines = await startBaselines(probe?.view, helloDir);
    try {
      const only = process.env.BENCH_ONLY;
      if (!only || only === 'throughput') await throughput(product, baselines.origin);
      if (!only || only === 'fulfilment') await fulfilment(product);
      if (!only || only === 'paint') await firstPaint(product, baselines.origin);
    } finally {
      baselines.stop();
    }
    console.log(`\n  the product wrote ${product.logLines()} log lines meanwhile (its request log on, as \`npm start\` runs it).`);
  } finally {
    process.off('SIGINT', interrupted);
    await product.stop();
  }
}

if (process.argv[1]?.endsWith('bench/product.ts')) await productBench();
