/**
 * The crash drill (issue 10; `npm run drill:crash`, README "Crash drill"): 200 concurrent card
 * purchases over HTTP against the real server (simulator/listen.ts), `kill -9` at three different
 * moments (after 50 authorizations answered, after 100 polls saw the charge authorized, after 60
 * subscriptions answered), a restart on the same database, and a retry of every purchase the way
 * the app retries (same idempotency keys). Prints `paid N, recorded N, voided N, contradicted N` and
 * exits non-zero when a paid purchase is neither recorded nor voided, or an acknowledged answer
 * changed after the restart.
 *
 * Environment: DRILL_PORT (service port, default 4710; the asset port is the next one, the app
 * port the one before; the Auth emulator DRILL_AUTH_PORT, default service + 3000, and its hub and
 * logging ports 1000 and 2000 above it), DRILL_PURCHASES (default 200).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kill9, momentOrSettled, startServer as startDrillServer } from './drill-server';
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';

const PURCHASES = Number(process.env.DRILL_PURCHASES ?? 200);
const SERVICE_PORT = Number(process.env.DRILL_PORT ?? 4710);
const ASSET_PORT = SERVICE_PORT + 1;
const APP_PORT = SERVICE_PORT - 1;
/** The server starts a Firebase Auth emulator (issue 12) on its own port, with its hub and logging ports beside it. */
const AUTH_EMULATOR_PORT = Number(process.env.DRILL_AUTH_PORT ?? SERVICE_PORT + 3000);
const SERVICE = `http://127.0.0.1:${SERVICE_PORT}`;
const ASSET = `http://127.0.0.1:${ASSET_PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'mm-drill-'));
const DB_PATH = join(dir, 'drill.sqlite');

type Stage = 'none' | 'session' | 'authorized-request' | 'paid' | 'recorded';

/** What the drill was told about one purchase, answer by answer: the acknowledged answers it checks after the restart. */
interface Purchase {
  readonly email: string;
  token?: string;
  executionId?: string;
  stage: Stage;
  /** The create answer the client read, status and body text: it must replay identically. */
  createAnswer?: { status: number; body: string };
  /** A poll answered authorizeSuccessful: the provider must still say so after the restart. */
  sawAuthorized: boolean;
}

interface Counters {
  authorizes: number;
  authorizedPolls: number;
  creates: number;
}

// ---------- the server ----------

const startServer = () =>
  startDrillServer({ appPort: APP_PORT, servicePort: SERVICE_PORT, assetPort: ASSET_PORT, authEmulatorPort: AUTH_EMULATOR_PORT, dbPath: DB_PATH, distDir: join(dir, 'no-dist') });

// ---------- one purchase, as the widget and the app make it ----------

const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const AMOUNT = { value: '1.00', currency: 'USD' };

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, text: await res.text() };
}

async function authorizeAndPay(p: Purchase, counters: Counters, attempt: string): Promise<void> {
  const auth = { authorization: `Bearer ${p.token}` };
  const vault = await call(`${SERVICE}/init/vault-token`, json({}, auth));
  const { accessToken } = JSON.parse(vault.text) as { accessToken: string };
  const card = await call(`${ASSET}/vault/tokenize`, json({ cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' }, { authorization: `Bearer ${accessToken}` }));
  const { token: vaultToken } = JSON.parse(card.text) as { token: string };
  const body = { amount: AMOUNT, paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount: AMOUNT, storeInstrument: true, paymentInstrumentData: { vaultToken } }], consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } };
  const authorize = await call(`${SERVICE}/provider/executions/${p.executionId}/authorize`, json(body, { ...auth, 'idempotency-key': `authorize-${attempt}-${p.executionId}` }));
  if (authorize.status !== 200) throw new Error(`authorize answered ${authorize.status}`);
  p.stage = 'authorized-request';
  counters.authorizes += 1;
}

/** Polls until the provider says authorizeSuccessful (the success scenario: the second poll). */
async function pollUntilPaid(p: Purchase, counters: Counters): Promise<boolean> {
  for (let i = 0; i < 6; i += 1) {
    const poll = await call(`${SERVICE}/provider/executions/${p.executionId}`, { headers: { authorization: `Bearer ${p.token}` } });
    if (poll.status !== 200) throw new Error(`poll answered ${poll.status}`);
    const statuses = (JSON.parse(poll.text) as { status: { code: string }[] }).status.map((s) => s.code);
    if (statuses.includes('authorizeSuccessful')) {
      p.sawAuthorized = true;
      if (p.stage !== 'recorded') p.stage = 'paid';
      counters.authorizedPolls += 1;
      return true;
    }
  }
  return false;
}

async function create(p: Purchase, counters: Counters): Promise<{ status: number; body: string }> {
  const res = await call(
    `${SERVICE}/subs/create-no-user`,
    json({ plan_id: 'pro_weekly_trial', email: p.email, attribution: {}, card: { execution_id: p.executionId }, consent: AGREED_TO_CURRENT_TERMS }, { 'idempotency-key': `create-no-user-${p.executionId}` }),
  );
  counters.creates += 1;
  return { status: res.status, body: res.text };
}

async function purchase(p: Purchase, counters: Counters): Promise<void> {
  const init = await call(`${SERVICE}/init/session?plan=pro_weekly_trial`);
  const session = JSON.parse(init.text) as { token: string; execution: { id: string } };
  p.token = session.token;
  p.executionId = session.execution.id;
  p.stage = 'session';
  await authorizeAndPay(p, counters, 'first');
  if (!(await pollUntilPaid(p, counters))) return;
  const answer = await create(p, counters);
  p.createAnswer = answer;
  if (answer.status === 201 || answer.status === 200) p.stage = 'recorded';
}

// ---------- after the restart: retry every purchase ----------

interface Outcome {
  contradicted: string[];
}

async function retry(p: Purchase, counters: Counters, outcome: Outcome): Promise<void> {
  if (!p.token || !p.executionId) {
    // The session was never answered: nothing was paid; the shopper starts again.
    await purchase(p, counters);
    return;
  }
  const poll = await call(`${SERVICE}/provider/executions/${p.executionId}`, { headers: { authorization: `Bearer ${p.token}` } });
  if (poll.status !== 200) {
    outcome.contradicted.push(`${p.executionId}: the provider forgot the session (poll ${poll.status})`);
    return;
  }
  const statuses = (JSON.parse(poll.text) as { status: { code: string }[] }).status.map((s) => s.code);
  if (p.sawAuthorized && !statuses.includes('authorizeSuccessful')) outcome.contradicted.push(`${p.executionId}: authorizeSuccessful was acknowledged, then lost`);
  if (!statuses.includes('authorizeSuccessful')) {
    // Not paid yet: poll the attempt under way, or start one (a vault token does not outlive the process).
    if (!(await pollUntilPaid(p, counters))) {
      await authorizeAndPay(p, counters, 'retry');
      if (!(await pollUntilPaid(p, counters))) return;
    }
  }
  const answer = await create(p, counters);
  if (p.createAnswer && (p.createAnswer.status !== answer.status || p.createAnswer.body !== answer.body)) {
    outcome.contradicted.push(`${p.executionId}: create answered ${p.createAnswer.status} ${p.createAnswer.body}, after the restart ${answer.status} ${answer.body}`);
  }
  if (answer.status !== 200 && answer.status !== 201) outcome.contradicted.push(`${p.executionId}: a paid purchase's create answered ${answer.status} ${answer.body}`);
  p.createAnswer ??= answer;
}

// ---------- the drill ----------

const MOMENTS: readonly { readonly label: string; readonly reached: (c: Counters) => boolean }[] = [
  { label: 'after 50 authorizations answered', reached: (c) => c.authorizes >= 50 },
  { label: 'after 100 polls saw the charge authorized', reached: (c) => c.authorizedPolls >= 100 },
  { label: 'after 60 subscriptions answered', reached: (c) => c.creates >= 60 },
];

async function round(index: number, moment: (typeof MOMENTS)[number], outcome: Outcome): Promise<void> {
  let server = await startServer();
  const counters: Counters = { authorizes: 0, authorizedPolls: 0, creates: 0 };
  const purchases: Purchase[] = Array.from({ length: PURCHASES }, (_, i) => ({ email: `drill-${index}-${i}@example.com`, stage: 'none', sawAuthorized: false }));
  const running = purchases.map((p) => purchase(p, counters).catch(() => undefined));
  await momentOrSettled(running, () => moment.reached(counters));
  await kill9(server);
  await Promise.all(running);
  const stages = purchases.reduce<Record<string, number>>((n, p) => ({ ...n, [p.stage]: (n[p.stage] ?? 0) + 1 }), {});
  console.log(`round ${index + 1}: kill -9 ${moment.label}; purchases by stage at the crash: ${JSON.stringify(stages)}`);
  server = await startServer();
  const retryCounters: Counters = { authorizes: 0, authorizedPolls: 0, creates: 0 };
  await Promise.all(purchases.map((p) => retry(p, retryCounters, outcome).catch((error: unknown) => outcome.contradicted.push(`${p.executionId ?? p.email}: retry failed: ${String(error)}`))));
  await kill9(server);
}

async function main(): Promise<number> {
  const outcome: Outcome = { contradicted: [] };
  try {
    for (const [i, moment] of MOMENTS.entries()) await round(i, moment, outcome);
    const server = await startServer();
    const charges = JSON.parse((await call(`${SERVICE}/qa/api/charges`)).text) as { counts: { authorized: number; recorded: number; voided: number } };
    await kill9(server);
    const { authorized, recorded, voided } = charges.counts;
    const paid = authorized + recorded + voided;
    for (const line of outcome.contradicted.slice(0, 20)) console.log(`  contradicted: ${line}`);
    console.log(`paid ${paid}, recorded ${recorded}, voided ${voided}, contradicted ${outcome.contradicted.length}`);
    if (authorized > 0) console.log(`FAIL: ${authorized} paid purchases are neither recorded nor voided.`);
    return authorized > 0 || outcome.contradicted.length > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(await main());
