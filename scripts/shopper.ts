/**
 * One shopper's purchase over HTTP, as the widget and the app make it, per payment method: written once
 * for the abandon drill (scripts/drill-abandon.ts) and the chaos test (chaos/). `pay` runs the widget's
 * part up to the provider's authorization; `create` is the app's create after it, which the caller
 * sends or not (the browser may leave). Apple Pay is the exception the product makes (docs/decisions/0006):
 * the widget only validates the merchant, and the app's create charges the wallet's token itself.
 */
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import { call, get, post, type Answer } from './json-http';

export const METHODS = ['card', '3ds', 'pix', 'bank', 'paypal', 'google-pay', 'apple-pay', 'stored-card'] as const;
export type Method = (typeof METHODS)[number];
/** Apple Pay's first charge is the app's create (docs/decisions/0006); every other method's is authorized before it. */
export const chargedByCreate = (method: Method): method is 'apple-pay' => method === 'apple-pay';

/** The built-in scenario each method's purchase starts from: the provider authorizes. */
export const BASE_SCENARIO: Record<Method, string> = {
  card: 'success',
  '3ds': 'pending-3ds-success',
  pix: 'pending-then-success',
  bank: 'bank-success',
  paypal: 'paypal-success',
  'google-pay': 'success',
  'apple-pay': 'apple-pay-success',
  // Its method lists the provider's demonstration cards in the lookup, as the widget's stored-card QA path does.
  'stored-card': 'stored-card-success',
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
  /** The lookup the widget starts from (the session's execution): its payment options and links. */
  readonly lookup: Lookup;
}

interface Lookup {
  readonly data: { readonly paymentCompositionOptions: readonly { paymentMethodCode: string; config?: Record<string, unknown>; paymentInstruments?: readonly { id: string; paymentMethod: string; status: string }[] }[] };
  readonly links: Record<string, { href: string } | undefined>;
}

const statusCodes = (answer: Answer) => (answer.body.status as { code: string }[]).map((s) => s.code);
const authorized = (a: Answer) => statusCodes(a).includes('authorizeSuccessful');
const pathOf = (links: unknown, name: string) => new URL((links as Record<string, { href: string }>)[name]?.href ?? '').pathname;
const consent = { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' };

/** Opens the payment session; `email` null opens it without one (the browser's create names the buyer). */
export async function openSession(o: Origins, email: string | null, scenario: string): Promise<Session> {
  const init = await get(`${o.service}/init/session?${new URLSearchParams({ plan: PLAN, scenario, ...(email === null ? {} : { email }) })}`);
  const execution = init.body.execution as { id: string; initialResults: readonly { body: Lookup }[] };
  const lookup = execution.initialResults[0]?.body;
  if (!lookup) throw new Error('/init/session answered an execution without its lookup');
  return { token: String(init.body.token), executionId: execution.id, amount: init.body.amount as Session['amount'], lookup };
}

async function poll(o: Origins, path: string, s: Session, done: (a: Answer) => boolean): Promise<Answer> {
  for (let i = 0; i < 10; i += 1) {
    const answer = await call(`${o.service}${path}`, { headers: { authorization: `Bearer ${s.token}` } });
    if (done(answer)) return answer;
  }
  throw new Error(`${path}: no end after 10 polls`);
}

/** The authorize call with one composition entry, then the polls to authorizeSuccessful (or, with 3-D Secure, the challenge passed). */
async function authorize(o: Origins, s: Session, entry: Record<string, unknown>, threeDs: boolean): Promise<void> {
  const auth = { authorization: `Bearer ${s.token}` };
  await post(`${o.service}/provider/executions/${s.executionId}/authorize`, { amount: s.amount, paymentComposition: [{ integrationType: 'api', amount: s.amount, ...entry }], consent }, { ...auth, 'idempotency-key': `authorize-${s.executionId}` });
  const path = `/provider/executions/${s.executionId}`;
  if (!threeDs) {
    await poll(o, path, s, authorized);
    return;
  }
  const asked = await poll(o, path, s, (a) => a.body.actionRequired === '3ds');
  // The shopper passes the challenge; the issuer authorizes on that answer.
  const answer = await post(`${o.asset}${pathOf(asked.body.links, '3ds')}`, { action: 'complete' });
  if (answer.body.recorded !== 'authorizeSuccessful') throw new Error(`the challenge recorded ${String(answer.body.recorded)}`);
}

async function payCard(o: Origins, s: Session, threeDs: boolean): Promise<void> {
  const vault = await post(`${o.service}/init/vault-token`, {}, { authorization: `Bearer ${s.token}` });
  const card = await post(`${o.asset}/vault/tokenize`, { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' }, { authorization: `Bearer ${String(vault.body.accessToken)}` });
  await authorize(o, s, { paymentMethodCode: 'card', storeInstrument: true, paymentInstrumentData: { vaultToken: card.body.token } }, threeDs);
}

/** The first enabled card the lookup lists, as the widget offers it: Pay sends its paymentInstrumentId. */
async function payStoredCard(o: Origins, s: Session): Promise<void> {
  const card = s.lookup.data.paymentCompositionOptions.find((option) => option.paymentMethodCode === 'card');
  const instrument = card?.paymentInstruments?.find((i) => i.paymentMethod === 'card' && i.status === 'enabled');
  if (!instrument) throw new Error('the lookup lists no enabled stored card');
  await authorize(o, s, { paymentMethodCode: 'card', paymentInstrumentId: instrument.id }, false);
}

/** Apple Pay's merchant validation, asked when the sheet opens: the option's create-session call with the lookup's session request URL. */
async function validateApplePayMerchant(o: Origins, s: Session): Promise<void> {
  const option = s.lookup.data.paymentCompositionOptions.find((candidate) => candidate.paymentMethodCode === 'applePay');
  const createSessionUrl = option?.config?.createSessionUrl;
  const requestUrl = s.lookup.links.applePaySession?.href;
  if (typeof createSessionUrl !== 'string' || !requestUrl) throw new Error('the lookup offers no Apple Pay merchant validation');
  const answer = await post(createSessionUrl, { requestUrl, sessionUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', clientDomain: new URL(o.app).host }, { authorization: `Bearer ${s.token}` });
  if (typeof answer.body.data !== 'object' || answer.body.data === null) throw new Error('Apple Pay merchant validation answered no merchant session');
}

const payWith = (o: Origins, s: Session, entry: Record<string, unknown>) =>
  post(`${o.service}/provider/executions/${s.executionId}/pay`, [{ integrationType: 'api', amount: s.amount, consent, ...entry }], { authorization: `Bearer ${s.token}`, 'idempotency-key': `pay-${s.executionId}` });

/** The widget's part of a purchase by `method`: until the provider has authorized the first charge, or for Apple Pay until the sheet is authorized. */
export async function pay(o: Origins, method: Method, s: Session): Promise<void> {
  switch (method) {
    case 'card':
    case '3ds':
      return payCard(o, s, method === '3ds');
    case 'stored-card':
      return payStoredCard(o, s);
    case 'apple-pay':
      // The shopper then approves the sheet; the token goes to the app, whose create charges it.
      return validateApplePayMerchant(o, s);
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
      // The bank's return page is the app's checkout; the shopper approves at the bank and never follows it back.
      const checkout = `${o.app}/mindmetric/subscription`;
      const answer = await payWith(o, s, { paymentMethodCode: 'genericRedirect', paymentInstrumentData: { paymentMethod: 'online-banking' }, returnInfo: { success: checkout, error: checkout, cancel: checkout, pending: checkout } });
      const approved = await post(`${o.asset}${pathOf((answer.body.response as { links: unknown }).links, 'redirect')}`, { action: 'approve' });
      if (approved.body.recorded !== 'authorizeSuccessful') throw new Error(`the bank recorded ${String(approved.body.recorded)}`);
      return;
    }
  }
}

/** The token an approved Apple Pay sheet hands over (ApplePayPaymentToken), with its billing contact. */
const applePayment = (executionId: string) => ({
  token: { paymentData: { version: 'EC_v1', data: 'stand-in-apple-pay-data' }, paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'credit' }, transactionIdentifier: `tx-${executionId}` },
  address: { first_name: 'Ada', last_name: 'Lovelace', country: EU_COUNTRY, state: '', zip: '10115', city: 'Berlin', address: 'Unter den Linden 1', address2: '', phone: '' },
  display_name: 'Ada Lovelace',
});

/**
 * The app's create: after the widget's success event, or for Apple Pay on the sheet's authorization (its
 * charge). `key` is its idempotency key (a second tab has its own). Answers the subscription id.
 */
export async function create(o: Origins, method: Method, s: Session, email: string, key: string): Promise<string> {
  const common = { plan_id: PLAN, email, attribution: { country: EU_COUNTRY }, consent: AGREED_TO_CURRENT_TERMS };
  const answer = chargedByCreate(method)
    ? await post(`${o.service}/subs/create-no-user-applepay`, { ...common, ...applePayment(s.executionId), execution_id: s.executionId }, { 'idempotency-key': key })
    : await post(`${o.service}/subs/create-no-user`, { ...common, card: { execution_id: s.executionId } }, { 'idempotency-key': key });
  return String(answer.body.id);
}
