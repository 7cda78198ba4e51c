/**
 * A card purchase as the widget makes it, over the product's HTTP API only (for benches that run the
 * product in its own process): a payment session, a vault token, the card tokenized at the vault, the
 * authorization, then polls until the provider says authorizeSuccessful (the success scenario).
 */
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';

export interface ProductOrigins {
  readonly service: string;
  readonly asset: string;
}

export interface PaidSession {
  readonly token: string;
  readonly executionId: string;
  /** The execution's poll path on the service origin. */
  readonly executionPath: string;
  /** The last poll's answer, as the product sent it. */
  readonly view: unknown;
}

const AMOUNT = { value: '1.00', currency: 'USD' };
/** The success scenario authorizes by the second poll; a few more before giving up. */
const MAX_POLLS = 6;

async function call(url: string, init: RequestInit & { expect: number }): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (res.status !== init.expect) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}, not ${init.expect}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

const post = (body: unknown, headers: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A card purchase up to its accepted authorization, under `scenario` (the provider's default when null). */
async function authorizedCardSession(origins: ProductOrigins, email: string | null, scenario: string | null): Promise<{ token: string; executionId: string; executionPath: string; auth: Record<string, string> }> {
  const query = new URLSearchParams({ plan: 'pro_weekly_trial', ...(email ? { email } : {}), ...(scenario ? { scenario } : {}) });
  const opened = (await call(`${origins.service}/init/session?${query}`, { expect: 200 })) as { token: string; execution: { id: string; links: { self: { href: string } } } };
  const auth = { authorization: `Bearer ${opened.token}` };
  const executionId = opened.execution.id;
  const executionPath = new URL(opened.execution.links.self.href).pathname;
  const vault = (await call(`${origins.service}/init/vault-token`, { ...post({}, auth), expect: 200 })) as { accessToken: string };
  const card = { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' };
  const { token: vaultToken } = (await call(`${origins.asset}/vault/tokenize`, { ...post(card, { authorization: `Bearer ${vault.accessToken}` }), expect: 201 })) as { token: string };
  const composition = [{ paymentMethodCode: 'card', integrationType: 'api', amount: AMOUNT, storeInstrument: true, paymentInstrumentData: { vaultToken } }];
  await call(`${origins.service}/provider/executions/${executionId}/authorize`, { ...post({ amount: AMOUNT, paymentComposition: composition, consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } }, { ...auth, 'idempotency-key': `bench-${executionId}` }), expect: 200 });
  return { token: opened.token, executionId, executionPath, auth };
}

/** A paid card purchase; `email`, when given, binds the order to it (then the provider's webhook records it without the browser). */
export async function paidCardSession(origins: ProductOrigins, email: string | null): Promise<PaidSession> {
  const { token, executionId, executionPath, auth } = await authorizedCardSession(origins, email, null);
  for (let i = 0; i < MAX_POLLS; i += 1) {
    const view = (await call(`${origins.service}${executionPath}`, { headers: auth, expect: 200 })) as { status: { code: string }[] };
    if (view.status.some((s) => s.code === 'authorizeSuccessful')) return { token, executionId, executionPath, view };
  }
  throw new Error(`${executionId}: not authorized after ${MAX_POLLS} polls`);
}

/**
 * A card purchase whose payment stays mid-script: authorized under the poll-exhausted scenario, whose
 * every poll consults the script and records that it did (the provider's final status never comes), as
 * a payment page's polls do while the bank decides. `view` is its first poll's answer.
 */
async function midScriptCardSession(origins: ProductOrigins): Promise<PaidSession> {
  const { token, executionId, executionPath, auth } = await authorizedCardSession(origins, null, 'poll-exhausted');
  const view = await call(`${origins.service}${executionPath}`, { headers: auth, expect: 200 });
  return { token, executionId, executionPath, view };
}

/** `count` sessions made by `make`, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, make: (i: number) => Promise<PaidSession>): Promise<PaidSession[]> {
  const sessions: PaidSession[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      sessions[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return sessions;
}

/** `count` paid sessions, `concurrency` purchases at a time. */
export const paidCardSessions = (origins: ProductOrigins, count: number, concurrency: number, email: (i: number) => string | null): Promise<PaidSession[]> =>
  inParallel(count, concurrency, (i) => paidCardSession(origins, email(i)));

/** `count` mid-script sessions (midScriptCardSession), `concurrency` at a time. */
export const midScriptCardSessions = (origins: ProductOrigins, count: number, concurrency: number): Promise<PaidSession[]> =>
  inParallel(count, concurrency, () => midScriptCardSession(origins));

/**
 * A create as the app sends it without an account (app/features/checkout/api/create-subscription.ts):
 * the body, and an Idempotency-Key, whose claim and stored answer are part of every real create. The
 * app's key is the execution's; the benches' key also counts the request, since a bench may reuse a
 * paid session for more creates than it prepared (the same key with another body is a 422).
 */
export function anonymousCreate(request: number, email: string, executionId: string): { readonly body: string; readonly headers: Record<string, string> } {
  return {
    body: JSON.stringify({ plan_id: 'pro_weekly_trial', email, attribution: {}, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS }),
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `create-no-user-${executionId}-${request}` },
  };
}
