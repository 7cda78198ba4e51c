/**
 * One shopper's purchase over HTTP, as the widget and the app make it (the calls of
 * scripts/drill-abandon.ts, per method), up to the provider's authorization; what the browser does
 * after it (create, create twice, create late, leave) is the caller's choice.
 */
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import { call, get, post, type Answer } from './http';

export const METHODS = ['card', '3ds', 'pix', 'bank', 'paypal', 'google-pay'] as const;
export type Method = (typeof METHODS)[number];

/** The built-in scenario each method's runtime scenario starts from: the provider authorizes. */
export const BASE_SCENARIO: Record<Method, string> = {
  card: 'success',
  '3ds': 'pending-3ds-success',
  pix: 'pending-then-success',
  bank: 'bank-success',
  paypal: 'paypal-success',
  'google-pay': 'success',
};

export const PLAN = 'pro_weekly_trial';
/** An EU buyer: the browser's create brings the country, so the withdrawal right applies. */
export const EU_COUNTRY = 'DE';

export interface Origins {
  readonly service: string;
  readonly asset: string;
  readonly app: string;
}

export interface Session {
  readonly token: string;
  readonly executionId: string;
  readonly amount: { value: string; currency: string };
}

const statusCodes = (answer: Answer) => (answer.body.status as { code: string }[]).map((s) => s.code);
const authorized = (a: Answer) => statusCodes(a).includes('authorizeSuccessful');
const pathOf = (links: unknown, name: string) => new URL((links as Record<string, { href: string }>)[name]?.href ?? '').pathname;

/** Opens the payment session; `email` null opens it without one (the browser's create names the buyer). */
export async function openSession(o: Origins, email: string | null, scenario: string): Promise<Session> {
  const init = await get(`${o.service}/init/session?${new URLSearchParams({ plan: PLAN, scenario, ...(email === null ? {} : { email }) })}`);
  return { token: String(init.body.token), executionId: (init.body.execution as { id: string }).id, amount: init.body.amount as Session['amount'] };
}

async function poll(o: Origins, path: string, s: Session, done: (a: Answer) => boolean): Promise<Answer> {
  for (let i = 0; i < 10; i += 1) {
    const answer = await call(`${o.service}${path}`, { headers: { authorization: `Bearer ${s.token}` } });
    if (done(answer)) return answer;
  }
  throw new Error(`${path}: no end after 10 polls`);
}

async function payCard(o: Origins, s: Session, threeDs: boolean): Promise<void> {
  const auth = { authorization: `Bearer ${s.token}` };
  const vault = await post(`${o.service}/init/vault-token`, {}, auth);
  const card = await post(`${o.asset}/vault/tokenize`, { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' }, { authorization: `Bearer ${String(vault.body.accessToken)}` });
  const entry = { paymentMethodCode: 'card', integrationType: 'api', amount: s.amount, storeInstrument: true, paymentInstrumentData: { vaultToken: card.body.token } };
  await post(`${o.service}/provider/executions/${s.executionId}/authorize`, { amount: s.amount, paymentComposition: [entry], consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } }, { ...auth, 'idempotency-key': `authorize-${s.executionId}` });
  const path = `/provider/executions/${s.executionId}`;
  if (!threeDs) {
    await poll(o, path, s, authorized);
    return;
  }
  const asked = await poll(o, path, s, (a) => a.body.actionRequired === '3ds');
  const answer = await post(`${o.asset}${pathOf(asked.body.links, '3ds')}`, { action: 'complete' });
  if (answer.body.recorded !== 'authorizeSuccessful') throw new Error(`the challenge recorded ${String(answer.body.recorded)}`);
}

const payWith = (o: Origins, s: Session, entry: Record<string, unknown>) =>
  post(`${o.service}/provider/executions/${s.executionId}/pay`, [{ integrationType: 'api', amount: s.amount, consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' }, ...entry }], { authorization: `Bearer ${s.token}`, 'idempotency-key': `pay-${s.executionId}` });

/** Pays by `method` until the provider has authorized the first charge. */
export async function pay(o: Origins, method: Method, s: Session): Promise<void> {
  switch (method) {
    case 'card':
    case '3ds':
      return payCard(o, s, method === '3ds');
    case 'google-pay': {
      const answer = await payWith(o, s, { paymentMethodCode: 'googlePay', paymentInstrumentData: { paymentToken: 'stand-in-google-pay-token' } });
      if ((answer.body.finalState as { code: string }).code !== 'authorizeSuccessful') throw new Error('Google Pay was not authorized');
      return;
    }
    case 'paypal': {
      const answer = await payWith(o, s, { paymentMethodCode: 'payPal' });
      const confirm = (answer.body.response as { links: Record<string, { href: string; action: { parameters: unknown } }> }).links.confirm;
      if (!confirm) throw new Error('PayPal answered no confirm link');
      await post(`${o.service}${new URL(confirm.href).pathname}`, { data: confirm.action.parameters }, { authorization: `Bearer ${s.token}` });
      await poll(o, `/provider/executions/${s.executionId}`, s, authorized);
      return;
    }
    case 'pix': {
      const answer = await payWith(o, s, { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'pix' } });
      await post(`${o.asset}${pathOf((answer.body.response as { links: unknown }).links, 'redirect')}`, { action: 'paid' });
      await poll(o, `/provider/executions/${s.executionId}/authorization-result`, s, authorized);
      return;
    }
    case 'bank': {
      const checkout = `${o.app}/mindmetric/subscription`;
      const answer = await payWith(o, s, { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'online-banking' }, returnInfo: { success: checkout, error: checkout, cancel: checkout, pending: checkout } });
      const approved = await post(`${o.asset}${pathOf((answer.body.response as { links: unknown }).links, 'redirect')}`, { action: 'approve' });
      if (approved.body.recorded !== 'authorizeSuccessful') throw new Error(`the bank recorded ${String(approved.body.recorded)}`);
      return;
    }
  }
}

/** The app's create after the widget's success event; `key` is its idempotency key (a second tab has its own). Answers the subscription id. */
export async function create(o: Origins, s: Session, email: string, key: string): Promise<string> {
  const answer = await post(
    `${o.service}/subs/create-no-user`,
    { plan_id: PLAN, email, attribution: { country: EU_COUNTRY }, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS },
    { 'idempotency-key': key },
  );
  return String(answer.body.id);
}
