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
import { RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kill9, momentOrSettled, startServer as startDrillServer } from './drill-server';

const PURCHASES = Number(process.env.DRILL_PURCHASES ?? 240);
const SERVICE_PORT = Number(process.env.DRILL_PORT ?? 4740);
const ASSET_PORT = SERVICE_PORT + 1;
const APP_PORT = SERVICE_PORT - 1;
const AUTH_EMULATOR_PORT = Number(process.env.DRILL_AUTH_PORT ?? SERVICE_PORT + 3000);
const SERVICE = `http://127.0.0.1:${SERVICE_PORT}`;
const ASSET = `http://127.0.0.1:${ASSET_PORT}`;
/** The app's checkout the widget would name as its return page (never followed: the browser is gone). */
const CHECKOUT = `http://127.0.0.1:${APP_PORT}/mindmetric/subscription`;
const PLAN = 'pro_weekly_trial';
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

// ---------- one purchase per method, as the widget makes it, up to the provider's authorization ----------

const METHODS = ['card', '3-D Secure', 'Pix', 'online banking', 'PayPal', 'Google Pay'] as const;
type Method = (typeof METHODS)[number];
/** The scenario each method runs: the provider authorizes, and the shopper's browser goes away right after. */
const SCENARIO: Record<Method, string> = {
  card: 'success',
  '3-D Secure': 'pending-3ds-success',
  Pix: 'pending-then-success',
  'online banking': 'bank-success',
  PayPal: 'paypal-success',
  'Google Pay': 'success',
};

interface Purchase {
  readonly email: string;
  readonly method: Method;
  executionId?: string;
  /** The browser read an answer saying the provider authorized the payment. */
  sawAuthorized: boolean;
}

interface Session {
  readonly token: string;
  readonly executionId: string;
  readonly amount: { value: string; currency: string };
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status} ${text.slice(0, 200)}`);
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) => call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const statusCodes = (answer: Answer) => (answer.body.status as { code: string }[]).map((s) => s.code);
const href = (links: unknown, name: string) => new URL((links as Record<string, { href: string }>)[name]?.href ?? '').pathname;

/** Polls an execution link until the provider says authorizeSuccessful; answers the last answer. */
async function pollUntil(path: string, token: string, done: (a: Answer) => boolean): Promise<Answer> {
  for (let i = 0; i < 8; i += 1) {
    const answer = await call(`${SERVICE}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (done(answer)) return answer;
  }
  throw new Error(`${path}: no end after 8 polls`);
}
const authorized = (a: Answer) => statusCodes(a).includes('authorizeSuccessful');

async function payCard(s: Session, threeDs: boolean): Promise<void> {
  const auth = { authorization: `Bearer ${s.token}` };
  const vault = await post(`${SERVICE}/init/vault-token`, {}, auth);
  const card = await post(`${ASSET}/vault/tokenize`, { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' }, { authorization: `Bearer ${String(vault.body.accessToken)}` });
  const entry = { paymentMethodCode: 'card', integrationType: 'api', amount: s.amount, storeInstrument: true, paymentInstrumentData: { vaultToken: card.body.token } };
  await post(`${SERVICE}/provider/executions/${s.executionId}/authorize`, { amount: s.amount, paymentComposition: [entry], consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } }, { ...auth, 'idempotency-key': `authorize-${s.executionId}` });
  const path = `/provider/executions/${s.executionId}`;
  if (!threeDs) {
    await pollUntil(path, s.token, authorized);
    return;
  }
  const asked = await pollUntil(path, s.token, (a) => a.body.actionRequired === '3ds');
  // The shopper passes the challenge; the issuer authorizes on that answer, and the tab closes.
  const answer = await post(`${ASSET}${href(asked.body.links, '3ds')}`, { action: 'complete' });
  if (answer.body.recorded !== 'authorizeSuccessful') throw new Error(`the challenge recorded ${String(answer.body.recorded)}`);
}

async function payWith(s: Session, entry: Record<string, unknown>): Promise<Answer> {
  return post(`${SERVICE}/provider/executions/${s.executionId}/pay`, [{ integrationType: 'api', amount: s.amount, consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' }, ...entry }], { authorization: `Bearer ${s.token}`, 'idempotency-key': `pay-${s.executionId}` });
}

async function payMethod(method: Method, s: Session): Promise<void> {
  switch (method) {
    case 'card':
    case '3-D Secure':
      return payCard(s, method === '3-D Secure');
    case 'Google Pay': {
      const pay = await payWith(s, { paymentMethodCode: 'googlePay', paymentInstrumentData: { paymentToken: 'stand-in-google-pay-token' } });
      if ((pay.body.finalState as { code: string }).code !== 'authorizeSuccessful') throw new Error('Google Pay was not authorized');
      return;
    }
    case 'PayPal': {
      const pay = await payWith(s, { paymentMethodCode: 'payPal' });
      const confirm = (pay.body.response as { links: Record<string, { href: string; action: { parameters: unknown } }> }).links.confirm;
      if (!confirm) throw new Error('PayPal answered no confirm link');
      await post(`${SERVICE}${new URL(confirm.href).pathname}`, { data: confirm.action.parameters }, { authorization: `Bearer ${s.token}` });
      await pollUntil(`/provider/executions/${s.executionId}`, s.token, authorized);
      return;
    }
    case 'Pix': {
      const pay = await payWith(s, { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'pix' } });
      await post(`${ASSET}${href((pay.body.response as { links: unknown }).links, 'redirect')}`, { action: 'paid' });
      await pollUntil(`/provider/executions/${s.executionId}/authorization-result`, s.token, authorized);
      return;
    }
    case 'online banking': {
      const back = { success: CHECKOUT, error: CHECKOUT, cancel: CHECKOUT, pending: CHECKOUT };
      const pay = await payWith(s, { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'online-banking' }, returnInfo: back });
      // Approved at the bank; the shopper never follows the bank back to the shop.
      const answer = await post(`${ASSET}${href((pay.body.response as { links: unknown }).links, 'redirect')}`, { action: 'approve' });
      if (answer.body.recorded !== 'authorizeSuccessful') throw new Error(`the bank recorded ${String(answer.body.recorded)}`);
      return;
    }
  }
}

async function purchase(p: Purchase, authorizedCount: { n: number }): Promise<void> {
  const query = new URLSearchParams({ plan: PLAN, email: p.email, scenario: SCENARIO[p.method] });
  const init = await call(`${SERVICE}/init/session?${query}`);
  const session: Session = { token: String(init.body.token), executionId: (init.body.execution as { id: string }).id, amount: init.body.amount as Session['amount'] };
  p.executionId = session.executionId;
  await payMethod(p.method, session);
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
    await Promise.all(second.map((p) => purchase(p, authorizedCount).catch((error: unknown) => console.log(`  ${p.method} purchase failed: ${String(error)}`))));
    await settle();
    await kill9(server);

    const all = [...first, ...second];
    const byMethod = METHODS.map((m) => `${m} ${all.filter((p) => p.method === m && p.sawAuthorized).length}`).join(', ');
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
