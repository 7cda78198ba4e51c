/**
 * The renewals crash drill (issue 16; `npm run drill:renewals`, README "Crash drill"): weekly
 * trials bought over HTTP against the real server (simulator/listen.ts), then every subscription's
 * clock moved 120 days forward at once through the QA API (about 17 renewals each, charged through
 * the provider), and `kill -9` while those renewals run: the drill watches the database read-only
 * and kills the server the moment it sees the n-th renewal written as pending (its provider charge
 * under way), for three values of n. After each restart the
 * drill counts the renewals caught between the provider's charge and the service's record (left
 * pending), lets the scheduler catch up, and checks each subscription: every renewal paid at most
 * once, one provider charge and one receipt per paid renewal, nothing left pending. Prints
 * `renewals paid N, provider charges N, receipts N, caught mid-charge N, double N, orphan N` and
 * exits non-zero on any double charge, orphan charge or pending renewal.
 *
 * Environment: DRILL_PORT (service port, default 4760; the asset port is the next one, the app
 * port the one before; the Auth emulator DRILL_AUTH_PORT, default service + 3000), DRILL_SUBSCRIPTIONS (default 40).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { kill9, startServer as startDrillServer } from './drill-server';
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';

const SUBSCRIPTIONS = Number(process.env.DRILL_SUBSCRIPTIONS ?? 40);
const SERVICE_PORT = Number(process.env.DRILL_PORT ?? 4760);
const SERVICE = `http://127.0.0.1:${SERVICE_PORT}`;
const ASSET = `http://127.0.0.1:${SERVICE_PORT + 1}`;
const ADVANCE_DAYS = 120;
/** The kill comes when the drill has seen this many renewals pending, one moment per round. */
const MOMENTS = [1, 40, 300] as const;
/** Half pay every renewal, half are declined twice and recover on the second retry. */
const SCENARIOS = ['renewal-success', 'renewal-declined-then-recovered'] as const;
const dir = mkdtempSync(join(tmpdir(), 'mm-drill-renewals-'));
const DB_PATH = join(dir, 'drill.sqlite');

const startServer = () =>
  startDrillServer({
    appPort: SERVICE_PORT - 1,
    servicePort: SERVICE_PORT,
    assetPort: SERVICE_PORT + 1,
    authEmulatorPort: Number(process.env.DRILL_AUTH_PORT ?? SERVICE_PORT + 3000),
    dbPath: DB_PATH,
    distDir: join(dir, 'no-dist'),
    // The timer stays out of the way: renewals run only when the drill moves clocks or asks for a run.
    env: { RENEWALS_INTERVAL_S: '86400' },
  });

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** A weekly trial bought as the widget and the app buy it: session, vault, authorize with the card stored, polls, create. */
async function buy(index: number): Promise<string> {
  const scenario = SCENARIOS[index % SCENARIOS.length] ?? 'renewal-success';
  const session = await call<{ token: string; execution: { id: string } }>(`${SERVICE}/init/session?plan=pro_weekly_trial&scenario=${scenario}`);
  const auth = { authorization: `Bearer ${session.token}` };
  const { accessToken } = await call<{ accessToken: string }>(`${SERVICE}/init/vault-token`, post({}, auth));
  const card = await call<{ token: string }>(
    `${ASSET}/vault/tokenize`,
    post({ cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' }, { authorization: `Bearer ${accessToken}` }),
  );
  const amount = { value: '1.00', currency: 'USD' };
  await call(`${SERVICE}/provider/executions/${session.execution.id}/authorize`, post({ amount, paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount, storeInstrument: true, paymentInstrumentData: { vaultToken: card.token } }], consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } }, auth));
  for (let i = 0; i < 2; i += 1) await call(`${SERVICE}/provider/executions/${session.execution.id}`, { headers: auth });
  const created = await call<{ id: string }>(`${SERVICE}/subs/create-no-user`, post({ plan_id: 'pro_weekly_trial', email: `renewal-drill-${index}@example.com`, card: { execution_id: session.execution.id }, consent: AGREED_TO_CURRENT_TERMS }));
  return created.id;
}

interface Timeline {
  readonly charges: readonly { readonly kind: string; readonly state: string; readonly detail: string }[];
}

const renewalsOf = (t: Timeline) => t.charges.filter((c) => c.kind === 'renewal');

interface Totals {
  paid: number;
  providerCharges: number;
  receipts: number;
  caughtMidCharge: number;
  problems: string[];
}

async function check(ids: readonly string[], totals: Totals): Promise<void> {
  // The provider's own charge rows, read from the database (the QA API lists only the newest 500).
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const rows = db.prepare("SELECT subscription_id AS id, count(*) AS n FROM charges WHERE kind = 'merchant-initiated' GROUP BY subscription_id").all() as { id: string; n: number }[];
  db.close();
  const providerCharges = new Map(rows.map((r) => [r.id, r.n]));
  for (const id of ids) {
    const paid = renewalsOf(await call<Timeline>(`${SERVICE}/qa/api/subscriptions/${id}/timeline`)).filter((c) => c.state === 'paid' || c.state === 'pending');
    const pending = paid.filter((c) => c.state === 'pending').length;
    const indexes = paid.map((c) => /renewal (\d+)/.exec(c.detail)?.[1] ?? '?');
    const provider = providerCharges.get(id) ?? 0;
    const receipts = (await call<unknown[]>(`${SERVICE}/qa/api/outbox?subscription=${encodeURIComponent(id)}&kind=renewal-receipt&limit=500`)).length;
    if (pending) totals.problems.push(`${id}: ${pending} renewal charges still pending after the catch-up`);
    if (new Set(indexes).size !== indexes.length) totals.problems.push(`${id}: a renewal paid twice (${indexes.join(', ')})`);
    if (provider !== paid.length) totals.problems.push(`${id}: ${provider} provider charges for ${paid.length} paid renewals`);
    if (receipts !== paid.length) totals.problems.push(`${id}: ${receipts} receipts for ${paid.length} paid renewals`);
    totals.paid += paid.length;
    totals.providerCharges += provider;
    totals.receipts += receipts;
  }
}

async function round(index: number, pendingBeforeKill: number, ids: readonly string[], totals: Totals): Promise<void> {
  let server = await startServer();
  let answered = 0;
  // A second, read-only connection (WAL): it sees each renewal the moment its pending row commits.
  const watcher = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const pendingNow = watcher.prepare("SELECT idempotency_key FROM renewal_charges WHERE state = 'pending'").pluck();
  const seen = new Set<unknown>();
  const running = ids.map((id) =>
    call(`${SERVICE}/qa/api/subscriptions/${id}/advance`, post({ days: ADVANCE_DAYS }))
      .then(() => {
        answered += 1;
      })
      .catch(() => undefined),
  );
  let finished = false;
  void Promise.all(running).then(() => {
    finished = true;
  });
  await new Promise<void>((done) => {
    const watch = () => {
      for (const key of pendingNow.all()) seen.add(key);
      if (seen.size >= pendingBeforeKill || finished) return done();
      setImmediate(watch);
    };
    watch();
  });
  watcher.close();
  await kill9(server);
  await Promise.all(running);
  server = await startServer();
  // Renewals the kill caught between the provider's charge and the service's record.
  let caught = 0;
  for (const id of ids) caught += renewalsOf(await call<Timeline>(`${SERVICE}/qa/api/subscriptions/${id}/timeline`)).filter((c) => c.state === 'pending').length;
  totals.caughtMidCharge += caught;
  await call(`${SERVICE}/qa/api/renewals/run`, post({}));
  console.log(`round ${index + 1}: kill -9 on seeing ${seen.size} renewals pending, ${answered} of ${ids.length} advances answered; ${caught} renewal${caught === 1 ? '' : 's'} caught between the provider's charge and its record`);
  await kill9(server);
}

async function main(): Promise<number> {
  const totals: Totals = { paid: 0, providerCharges: 0, receipts: 0, caughtMidCharge: 0, problems: [] };
  try {
    let server = await startServer();
    const ids = await Promise.all(Array.from({ length: SUBSCRIPTIONS }, (_, i) => buy(i)));
    await kill9(server);
    for (const [i, moment] of MOMENTS.entries()) await round(i, moment, ids, totals);
    server = await startServer();
    await check(ids, totals);
    await kill9(server);
    for (const line of totals.problems.slice(0, 20)) console.log(`  problem: ${line}`);
    const doubles = totals.problems.filter((p) => p.includes('paid twice')).length;
    const orphans = totals.problems.filter((p) => p.includes('provider charges for')).length;
    console.log(
      `renewals paid ${totals.paid}, provider charges ${totals.providerCharges}, receipts ${totals.receipts}, caught mid-charge ${totals.caughtMidCharge}, double ${doubles}, orphan ${orphans}, problems ${totals.problems.length}`,
    );
    return totals.problems.length > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(await main());
