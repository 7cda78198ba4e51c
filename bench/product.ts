/**
 * The product as a user runs it (issues 32 and 46): `npm start`'s own server command (read from
 * package.json, under tsx's wrapper, its default log level, its JSON request log on a pipe the bench
 * drains, its static serving of the build), beside baselines measured in the same run that run as fast
 * as they can: each in a plain `node` process of its own with one route and nothing else, compiled
 * ahead by esbuild (bench/baselines/), and the load generator (autocannon) in a process of its own
 * too (bench/load-generator.ts). Prints one table with every figure's and every baseline's absolute
 * req/s and p99, the ratio, the goal and met / NOT met, and marks the run INVALID when a product route
 * beats a baseline it does at least the work of by more than 10 % (bench/verdict.ts). Asserts nothing.
 *
 *  - polls: 64 connections polling 64 sessions mid-script (poll-exhausted: every poll consults the
 *    script and records it), and the same connections polling one finished session, in one-second
 *    slices alternating with a bare Express GET and a bare node:http GET answering the same JSON;
 *  - subscription create: new subscriptions (sessions opened without an email, so only the browser's
 *    create records them), beside its storage floor (bench/create-floor.ts) and a bare JSON POST;
 *  - fulfilment: 200 concurrent purchases bound to an email and never created by a browser: the time
 *    from the provider's authorization (its charge.authorized event) to the subscription's row;
 *  - first paint: Lighthouse at its mobile defaults on the landing and the quiz served by the product,
 *    beside a React hello world served through the same compression and static-file code.
 *
 * The one change from `npm start`: the payment-session rate limit (600 a minute from one address) is
 * raised so that the bench can open its thousands of sessions; the measured routes have no limit.
 * Environment: BENCH_SECONDS (slices per round, default 5), BENCH_CREATES (sessions prepared for the
 * creates, default 30,000), DIST_DIR (the build; `npm run build` first), BENCH_ONLY (throughput,
 * fulfilment or paint: that part alone, as a diagnostic).
 */
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LANGUAGES } from '../catalog/languages';
import { PRODUCT_PREFIX } from '../catalog/product';
import { freeEmulatorPort, freePorts } from '../simulator/merchant/identity/free-port';
import { kill9, startServer } from '../scripts/drill-server';
import { buildHelloWorld, HELLO_BASE } from './hello-world/build';
import { compilePrograms, start, type Program, type Started } from './baselines/start';
import { anonymousCreate, midScriptCardSessions, paidCardSessions, type PaidSession, type ProductOrigins } from './http-purchase';
import { lighthouseMobile, type LighthousePage } from './lighthouse';
import { alternating, LoadGenerator, row, warmedUp, type Figures, type LoadPlan } from './load';
import type { TargetSpec } from './load-protocol';
import { languageLine, paintLine, pooled, table, type Comparison } from './verdict';

const CONNECTIONS = 64;
const ROUNDS = 2;
const SLICES_PER_ROUND = Number(process.env.BENCH_SECONDS ?? 5);
const CREATE_POOL = Number(process.env.BENCH_CREATES ?? 30_000);
const FULFILMENT_PURCHASES = 200;
const PREPARE_CONCURRENCY = 32;
const LIGHTHOUSE_RUNS = 3;

/** The goals (issues 32 and 46), each against its baseline from the same run; the create's against its storage floor. */
const GOALS = { pollShare: 0.9, pollP99: 1.5, createShareOfFloor: 0.5, createP99OfFloor: 2, paintWithin: 0.1, fulfilmentP99Ms: 1000 } as const;

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

export interface Baselines {
  /** Express 5, one GET route answering the poll's JSON. */
  readonly bareGet: Started;
  /** node:http alone, the same JSON (the ceiling of the poll answered before Express). */
  readonly bareNodeGet: Started;
  /** Express 5, one JSON POST route. */
  readonly barePost: Started;
  /** The create's storage floor (bench/create-floor.ts) on one JSON POST route. */
  readonly floor: Started;
  /** The React hello world through the product's compression and static-file code. */
  readonly hello: Started;
  stop(): Promise<void>;
}

/** Each baseline in a plain node process of its own; `view` is the poll answer the GETs send. */
export async function startBaselines(binDir: string, view: unknown, helloDir: string): Promise<Baselines> {
  // The create floor's database starts empty in a directory of its own, gone with the baselines.
  const floorDir = mkdtempSync(join(tmpdir(), 'mm-bench-floor-'));
  const started: Started[] = [];
  const one = async (program: Program, env: Record<string, string> = {}) => {
    const s = await start(binDir, program, env);
    started.push(s);
    return s;
  };
  const stop = async () => {
    await Promise.all(started.map((s) => s.stop()));
    rmSync(floorDir, { recursive: true, force: true });
  };
  try {
    const viewEnv = { BENCH_VIEW: JSON.stringify(view) };
    return {
      bareGet: await one('bare-get', viewEnv),
      bareNodeGet: await one('bare-node-get', viewEnv),
      barePost: await one('bare-post'),
      floor: await one('create-floor', { BENCH_FLOOR_DB: join(floorDir, 'create-floor.sqlite') }),
      hello: await one('hello-world', { BENCH_HELLO_DIR: helloDir }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls that go round `sessions`, each with its own bearer, sent to `origin`. */
const polling = (origin: string, sessions: readonly PaidSession[]): TargetSpec => ({
  url: `${origin}${sessions[0]?.executionPath ?? ''}`,
  rotate: sessions.map((s) => ({ path: s.executionPath, headers: { authorization: `Bearer ${s.token}` } })),
});

/** Creates as the app sends them, one per paid session of `pool`, each with a new idempotency key. */
const creating = (origin: string, pool: readonly PaidSession[]): TargetSpec => ({
  url: `${origin}/subs/create-no-user`,
  method: 'POST',
  rotate: pool.map((s, i) => anonymousCreate(i, `bench-create-${i}@example.com`, s.executionId)),
  countedHeader: 'Idempotency-Key',
});

const named = (name: string, rounds: readonly Figures[]) => ({ name, figures: pooled(rounds) });
const shares = (product: readonly Figures[], base: readonly Figures[]) => product.map((f, i) => f.rps / (base[i]?.rps ?? Number.NaN));

/** Every figure's rounds, under its name. */
type Rounds<K extends string> = Record<K, Figures[]>;
const collect = <K extends string>(names: readonly K[]) => Object.fromEntries(names.map((n) => [n, [] as Figures[]])) as Rounds<K>;

async function polls(product: Product, baselines: Baselines, generator: LoadGenerator, midScript: readonly PaidSession[], finished: PaidSession): Promise<Comparison[]> {
  const { service } = product.origins;
  const plan: LoadPlan = { connections: CONNECTIONS, slices: SLICES_PER_ROUND };
  // Each baseline is sent the same requests as the route it stands beside, by the same code.
  const targets = {
    bareGet: await generator.define('bare-get', polling(baselines.bareGet.origin, midScript)),
    bareNodeGet: await generator.define('bare-node-get', polling(baselines.bareNodeGet.origin, midScript)),
    midScript: await generator.define('poll-mid-script', polling(service, midScript)),
    finished: await generator.define('poll-finished', polling(service, [finished])),
  };
  for (const target of Object.values(targets)) await target.slice(CONNECTIONS); // warm every route's JIT first
  const rounds = collect(['bareGet', 'bareNodeGet', 'midScript', 'finished'] as const);
  console.log(`\npolls (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICES_PER_ROUND} one-second slices, the four runs alternating slice by slice):`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const figures = await alternating(plan, targets);
    for (const [name, f] of Object.entries(figures) as [keyof typeof rounds, Figures][]) {
      rounds[name].push(f);
      console.log(row(`round ${round}: ${name}`, f));
    }
  }
  const bareGet = named('bare Express GET', rounds.bareGet);
  const bareNodeGet = named('bare node:http GET', rounds.bareNodeGet);
  const goal = { share: GOALS.pollShare, p99: GOALS.pollP99 };
  return [
    // Both polls are answered before Express (poll-fast-path.ts): they may rightly beat the bare Express GET, never bare node:http.
    { figure: `poll, ${CONNECTIONS} sessions mid-script (poll-exhausted: every poll advances the script)`, product: pooled(rounds.midScript), baseline: bareGet, goal, ceiling: bareNodeGet, roundShares: shares(rounds.midScript, rounds.bareGet) },
    { figure: 'poll of one finished session', product: pooled(rounds.finished), baseline: bareGet, goal, ceiling: bareNodeGet, roundShares: shares(rounds.finished, rounds.bareGet) },
    { figure: 'diagnostic: bare Express GET against bare node:http', product: bareGet.figures, baseline: bareNodeGet, goal: null, ceiling: bareNodeGet, roundShares: shares(rounds.bareGet, rounds.bareNodeGet) },
  ];
}

async function creates(product: Product, baselines: Baselines, generator: LoadGenerator): Promise<Comparison[]> {
  const { service } = product.origins;
  const plan: LoadPlan = { connections: CONNECTIONS, slices: SLICES_PER_ROUND };
  const started = Date.now();
  const [probed, ...pool] = await paidCardSessions(product.origins, CREATE_POOL + 1, PREPARE_CONCURRENCY, () => null);
  console.log(`\n  (${pool.length} paid sessions prepared for the creates in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await webhooksDelivered(product.dbPath);
  // One create by hand first: a route that refuses the bench's body would otherwise print as a slow route.
  const first = anonymousCreate(0, 'bench-create-probe@example.com', probed?.executionId ?? '');
  const probe = await fetch(`${service}/subs/create-no-user`, { method: 'POST', headers: first.headers, body: first.body });
  if (probe.status !== 201) throw new Error(`the bench's create answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const targets = {
    barePost: await generator.define('bare-post', creating(baselines.barePost.origin, pool)),
    create: await generator.define('create', creating(service, pool)),
    floor: await generator.define('create-floor', creating(baselines.floor.origin, pool)),
  };
  const rounds = collect(['barePost', 'create', 'floor'] as const);
  console.log(`creates (${CONNECTIONS} connections, ${ROUNDS} rounds of ${SLICES_PER_ROUND} one-second slices after a warm-up slice, the bare POST, the create, then the floor):`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Not alternated: the receipts the creates queue go out in the product's pauses, and would weigh on its baselines' slices.
    for (const name of ['barePost', 'create', 'floor'] as const) {
      const f = await warmedUp(plan, targets[name]);
      rounds[name].push(f);
      console.log(row(`round ${round}: ${name}`, f));
    }
  }
  const sent = targets.create.sent();
  if (sent > pool.length) console.log(`  ${sent} creates sent for ${pool.length} prepared sessions: ${sent - pool.length} met a session already recorded (raise BENCH_CREATES)`);
  const barePost = named('bare JSON POST', rounds.barePost);
  const floor = named('create floor', rounds.floor);
  return [
    { figure: 'subscription create, new subscriptions', product: pooled(rounds.create), baseline: floor, goal: { share: GOALS.createShareOfFloor, p99: GOALS.createP99OfFloor }, ceiling: floor, roundShares: shares(rounds.create, rounds.floor) },
    { figure: 'subscription create against the bare POST', product: pooled(rounds.create), baseline: barePost, goal: null, ceiling: barePost, roundShares: shares(rounds.create, rounds.barePost) },
    { figure: 'diagnostic: create floor against the bare POST', product: floor.figures, baseline: barePost, goal: null, ceiling: barePost, roundShares: shares(rounds.floor, rounds.barePost) },
  ];
}

async function throughput(product: Product, baselines: Baselines, generator: LoadGenerator, midScript: readonly PaidSession[], finished: PaidSession): Promise<void> {
  const comparisons = [...(await polls(product, baselines, generator, midScript, finished)), ...(await creates(product, baselines, generator))];
  console.log(`\nthroughput, rounds pooled (all requests over all measured time; p99 the median of the rounds'; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}):`);
  for (const line of table(comparisons)) console.log(line);
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

/**
 * Browser languages the landing and the quiz are measured in: English first (every other language is held
 * to it), then the product's other five by default; BENCH_PAINT_LANGUAGES=de-DE,fr-FR picks some.
 */
const PAINT_LANGUAGES = ['en-US', ...(process.env.BENCH_PAINT_LANGUAGES ?? LANGUAGES.join(',')).split(',').filter((l) => l !== '' && l !== 'en' && l !== 'en-US')];

/** The same page in English from the same run ("landing (de-DE)" → "landing (en-US)"), or undefined for the hello world. */
function englishOf<T extends { readonly page: string }>(page: string, results: readonly T[]): T | undefined {
  const kind = /^(\w+) \(/.exec(page)?.[1];
  return kind === undefined ? undefined : results.find((r) => r.page === `${kind} (en-US)`);
}

async function firstPaint(product: Product, helloOrigin: string): Promise<void> {
  const hello: LighthousePage = { name: 'React hello world', url: `${helloOrigin}${HELLO_BASE}`, dir: '' };
  const pages: LighthousePage[] = [
    hello,
    ...PAINT_LANGUAGES.flatMap((language) => [
      { name: `landing (${language})`, url: `${product.origins.app}${PRODUCT_PREFIX}/`, dir: '', language },
      { name: `quiz (${language})`, url: `${product.origins.app}${PRODUCT_PREFIX}/quiz`, dir: '', language },
    ]),
  ];
  let measured: Awaited<ReturnType<typeof lighthouseMobile>>;
  try {
    measured = await lighthouseMobile(pages, LIGHTHOUSE_RUNS);
  } catch (error) {
    console.log(`\nLighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const base = measured.results.find((r) => r.page === hello.name);
  console.log(`\nfirst paint (${measured.settings}, nothing overridden; median of ${LIGHTHOUSE_RUNS} runs; the product's pages served by the product, the hello world by its own baseline process through the same compression):`);
  for (const r of measured.results) {
    const english = englishOf(r.page, measured.results);
    const vs = base && r !== base ? `\n    ${paintLine(r, base, GOALS.paintWithin)}` : '';
    const vsEnglish = english && english !== r ? `\n    ${languageLine(r, english, GOALS.paintWithin)}` : '';
    console.log(`  ${r.page.padEnd(18)} score ${Math.round(r.score)}, FCP ${(r.fcpMs / 1000).toFixed(2)} s, LCP ${(r.lcpMs / 1000).toFixed(2)} s (runs ${(r.lcpRangeMs[0] / 1000).toFixed(2)}-${(r.lcpRangeMs[1] / 1000).toFixed(2)} s), TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}${vs}${vsEnglish}`);
    for (const d of r.diagnostics) console.log(`    ${d}`);
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
  const binDir = await compilePrograms(distDir);
  const product = await startProduct(distDir);
  // Ctrl+C stops the product with the bench (it runs in a process group of its own).
  const interrupted = () => void product.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  let generator: LoadGenerator | null = null;
  try {
    generator = await LoadGenerator.start(binDir);
    // The polled sessions first: the bare GETs answer the mid-script poll's own JSON.
    const midScript = await midScriptCardSessions(product.origins, CONNECTIONS, PREPARE_CONCURRENCY);
    const [finished] = await paidCardSessions(product.origins, 1, 1, () => null);
    if (!midScript[0] || !finished) throw new Error('no session to poll');
    const baselines = await startBaselines(binDir, midScript[0].view, helloDir);
    try {
      const only = process.env.BENCH_ONLY;
      if (!only || only === 'throughput') await throughput(product, baselines, generator, midScript, finished);
      if (!only || only === 'fulfilment') await fulfilment(product);
      if (!only || only === 'paint') await firstPaint(product, baselines.hello.origin);
    } finally {
      await baselines.stop();
    }
    console.log(`\n  the product wrote ${product.logLines()} log lines meanwhile (its request log on, as \`npm start\` runs it).`);
  } finally {
    await generator?.stop();
    process.off('SIGINT', interrupted);
    await product.stop();
  }
}

if (process.argv[1]?.endsWith('bench/product.ts')) await productBench();
