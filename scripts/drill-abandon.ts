/**
 * The abandon drill (issue 26; `npm run drill:abandon`, README "Abandon drill"): purchases over HTTP
 * against the real server (simulator/listen.ts) across card, 3-D Secure, Pix, online banking, PayPal
 * and Google Pay, where the browser vanishes right after the provider authorizes: no create, no
 * finalize, no return to the shop. Webhook chaos is on (30 % of deliveries dropped, 20 % sent twice,
 * batches reordered), and the server is killed with `kill -9` while deliveries are under way, then
 * started again on the same database. The provider's signed webhooks alone must turn every paid
 * charge into exactly one subscription.
 *
 * Prints `paid N, subscriptions N, duplicates 0, voided-after-paid 0` and exits non-zero when a paid
 * charge has no subscription (or not exactly one), a subscription has no paid charge, any charge was
 * voided, or a purchase whose authorization the browser saw is missing.
 *
 * Environment: DRILL_WEBHOOK_CHAOS (default drop=0.3,duplicate=0.2,reorder), DRILL_SETTLE_S (default 180), DRILL_PORT (service port, default 4740; the asset port is the next one, the app port
 * the one before; the Auth emulator DRILL_AUTH_PORT, default service + 3000), DRILL_PURCHASES
 * (per wave, default 240: 40 per method; a second wave replaces the purchases the crash cut short).
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kill9, momentOrSettled, startServer as startDrillServer } from './drill-server';
import { call } from './json-http';
import { BASE_SCENARIO, openSession, pay, type Method, type Origins } from './shopper';

const PURCHASES = Number(process.env.DRILL_PURCHASES ?? 240);
const SERVICE_PORT = Number(process.env.DRILL_PORT ?? 4740);
const ASSET_PORT = SERVICE_PORT + 1;
const APP_PORT = SERVICE_PORT - 1;
const AUTH_EMULATOR_PORT = Number(process.env.DRILL_AUTH_PORT ?? SERVICE_PORT + 3000);
const SERVICE = `http://127.0.0.1:${SERVICE_PORT}`;
/** The app's origin is the bank's return page (never followed: the browser is gone). */
const ORIGINS: Origins = { service: SERVICE, asset: `http://127.0.0.1:${ASSET_PORT}`, app: `http://127.0.0.1:${APP_PORT}` };
/** The kill -9 comes once this many purchases saw their payment authorized: deliveries are then in flight. */
const KILL_AFTER_AUTHORIZED = Math.floor(PURCHASES / 2);
/** How long the drill waits, after the last purchase, for the provider's retries to land every event. */
const SETTLE_TIMEOUT_MS = Number(process.env.DRILL_SETTLE_S ?? 180) * 1000;
/** The delivery faults (config.ts WEBHOOK_CHAOS); `drop=1` shows the drill failing when no event gets through. */
const CHAOS = process.env.DRILL_WEBHOOK_CHAOS ?? 'drop=0.3,duplicate=0.2,reorder';

const dir = mkdtempSync(join(tmpdir(), 'mm-abandon-'));
const DB_PATH = join(dir, 'drill.sqlite');

const startServer = () =>
  startDrillServer({
    appPort: APP_PORT,
    servicePort: SERVICE_PORT,
    assetPort: ASSET_PORT,
    authEmulatorPort: AUTH_EMULATOR_PORT,
    dbPath: DB_PATH,
    distDir: join(dir, 'no-dist'),
    // Chaos on every delivery; retries start after 500 ms (not 10 s) so the drill sees them all out in minutes.
    env: { WEBHOOK_CHAOS: CHAOS, WEBHOOK_INTERVAL_MS: '200', WEBHOOK_RETRY_BASE_MS: '500', LOG_LEVEL: 'warn' },
  });

// ---------- one purchase per method, as the widget makes it (scripts/shopper.ts), up to the provider's authorization ----------

/** The methods whose browser can leave between the provider's authorization and the app's create, with the drill's names for them. */
const METHODS = ['card', '3ds', 'pix', 'bank', 'paypal', 'google-pay'] as const satisfies readonly Method[];
type DrillMethod = (typeof METHODS)[number];
const LABEL: Record<DrillMethod, string> = { card: 'card', '3ds': '3-D Secure', pix: 'Pix', bank: 'online banking', paypal: 'PayPal', 'google-pay': 'Google Pay' };

interface Purchase {
  readonly email: string;
  readonly method: DrillMethod;
  executionId?: string;
  /** The browser read an answer saying the provider authorized the payment. */
  sawAuthorized: boolean;
}

async function purchase(p: Purchase, authorizedCount: { n: number }): Promise<void> {
  // Each method's scenario: the provider authorizes, and the shopper's browser goes away right after.
  const session = await openSession(ORIGINS, p.email, BASE_SCENARIO[p.method]);
  p.executionId = session.executionId;
  await pay(ORIGINS, p.method, session);
  // Here the browser vanishes: the app's create (or the bank return, or finalize) is never sent.
  p.sawAuthorized = true;
  authorizedCount.n += 1;
}

const wave = (label: string, count: number): Purchase[] => Array.from({ length: count }, (_, i) => ({ email: `abandon-${label}-${i}@example.com`, method: METHODS[i % METHODS.length] ?? 'card', sawAuthorized: false }));

// ---------- the drill ----------

interface Ledger {
  readonly paid: number;
  readonly authorizedUnrecorded: number;
  readonly voided: number;
  readonly subscriptions: number;
  readonly duplicates: number;
  readonly orphans: number;
}

/** What the database holds once the server is down: the provider's first charges and the merchant's subscriptions. */
function ledger(): Ledger & { readonly recordedExecutions: ReadonlySet<string> } {
  const db = new Database(DB_PATH, { readonly: true });
  try {
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    return {
      paid: count("SELECT count(*) FROM charges WHERE kind = 'first'"),
      authorizedUnrecorded: count("SELECT count(*) FROM charges WHERE kind = 'first' AND status = 'authorized'"),
      voided: count("SELECT count(*) FROM charges WHERE kind = 'first' AND status = 'voided'"),
      subscriptions: count('SELECT count(*) FROM subscriptions'),
      // Two subscriptions of one shopper (each purchase has its own email) or of one execution.
      duplicates: count('SELECT count(*) FROM (SELECT email FROM subscriptions GROUP BY email HAVING count(*) > 1)') + count('SELECT count(*) FROM (SELECT execution_id FROM subscriptions GROUP BY execution_id HAVING count(*) > 1)'),
      // A subscription whose execution the provider never charged, or a charge whose subscription is another execution's.
      orphans: count("SELECT count(*) FROM subscriptions s WHERE NOT EXISTS (SELECT 1 FROM charges c WHERE c.kind = 'first' AND c.execution_id = s.execution_id AND c.status = 'recorded' AND c.subscription_id = s.id)"),
      recordedExecutions: new Set(db.prepare('SELECT execution_id FROM subscriptions').pluck().all() as string[]),
    };
  } finally {
    db.close();
  }
}

/** The provider's deliveries so far, read from the database while the server is down. */
function deliveries(): { readonly undelivered: number; readonly attempts: number; readonly dropped: number } {
  const db = new Database(DB_PATH, { readonly: true });
  try {
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    return {
      undelivered: count("SELECT count(*) FROM provider_events WHERE state = 'pending'"),
      attempts: count('SELECT count(*) FROM provider_event_attempts'),
      dropped: count("SELECT count(*) FROM provider_event_attempts WHERE outcome = 'dropped'"),
    };
  } finally {
    db.close();
  }
}

/** Waits until no first charge is left authorized without its subscription, or the time-out. */
async function settle(): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < SETTLE_TIMEOUT_MS) {
    const { counts } = (await call(`${SERVICE}/qa/api/charges`)).body as { counts: { authorized: number } };
    if (counts.authorized === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  try {
    let server = await startServer();
    const first = wave('a', PURCHASES);
    const authorizedCount = { n: 0 };
    const running = first.map((p) => purchase(p, authorizedCount).catch(() => undefined));
    await momentOrSettled(running, () => authorizedCount.n >= KILL_AFTER_AUTHORIZED);
    await kill9(server);
    await Promise.all(running);
    const cut = first.filter((p) => !p.sawAuthorized);
    const atKill = deliveries();
    console.log(`kill -9 after ${authorizedCount.n} purchases saw their payment authorized, ${atKill.undelivered} events not yet delivered (${atKill.attempts} attempts so far); ${cut.length} purchases cut short`);

    server = await startServer();
    // The shoppers the crash cut short try again, as new purchases; whatever they paid before the crash stays paid.
    const second = wave('b', cut.length).map((p, i) => ({ ...p, method: cut[i]?.method ?? p.method }));
    await Promise.all(second.map((p) => purchase(p, authorizedCount).catch((error: unknown) => console.log(`  ${LABEL[p.method]} purchase failed: ${String(error)}`))));
    await settle();
    await kill9(server);

    const all = [...first, ...second];
    const byMethod = METHODS.map((m) => `${LABEL[m]} ${all.filter((p) => p.method === m && p.sawAuthorized).length}`).join(', ');
    const result = ledger();
    const atEnd = deliveries();
    console.log(`webhook delivery attempts ${atEnd.attempts}, dropped by chaos ${atEnd.dropped}, still undelivered ${atEnd.undelivered}`);
    const lost = all.filter((p) => p.sawAuthorized && p.executionId && !result.recordedExecutions.has(p.executionId));
    console.log(`purchases the browser saw authorized, then abandoned: ${authorizedCount.n} (${byMethod}); ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(`paid ${result.paid}, subscriptions ${result.subscriptions}, duplicates ${result.duplicates}, voided-after-paid ${result.voided}`);
    const failures = [
      result.paid !== result.subscriptions ? `${result.paid} paid charges, ${result.subscriptions} subscriptions` : null,
      result.authorizedUnrecorded > 0 ? `${result.authorizedUnrecorded} paid charges have no subscription after ${SETTLE_TIMEOUT_MS / 1000} s` : null,
      result.duplicates > 0 ? `${result.duplicates} duplicate subscriptions` : null,
      result.voided > 0 ? `${result.voided} paid charges were voided` : null,
      result.orphans > 0 ? `${result.orphans} subscriptions without their recorded charge` : null,
      lost.length > 0 ? `${lost.length} purchases the browser saw authorized have no subscription (${lost.slice(0, 3).map((p) => p.executionId).join(', ')})` : null,
      authorizedCount.n < 200 ? `only ${authorizedCount.n} purchases reached the provider's authorization (at least 200 asked)` : null,
    ].filter((f): f is string => f !== null);
    for (const failure of failures) console.log(`FAIL: ${failure}`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(await main());
