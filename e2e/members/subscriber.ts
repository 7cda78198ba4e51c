/**
 * A real subscriber for the members' specs, made through the product's own APIs: an Auth emulator
 * user, a first charge the provider authorizes (scenario success: a card tokenized in the vault,
 * authorized, polled twice) and /subs/create with that user's ID token. Add-ons are bought with the
 * stored instrument, as the offers page does.
 */
import type { APIRequestContext } from '@playwright/test';
import { createTestUser, type TestUser } from '../../simulator/merchant/identity/test-users';
import { E2E_FIREBASE_PROJECT_ID, E2E_ORIGINS } from '../origins';
import { AGREED_TO_CURRENT_TERMS, RENEWAL_TERMS_VERSION } from '../../catalog/renewal-terms';
import { sittingAnswerPath, sittingPath } from '../../contracts/iq-tests';
import { QUIZ_ATTEMPTS_PATH } from '../../contracts/quiz-answers';
import type { TestId } from '../../contracts/members';
import { MEMBER_ITEMS } from '../../simulator/merchant/members/items/bank';

export const EMULATOR = { origin: E2E_ORIGINS.authEmulator, projectId: E2E_FIREBASE_PROJECT_ID } as const;

export interface Subscriber extends TestUser {
  readonly subscriptionId: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Makes a signed-up user (email verified) without a subscription. */
export function newUser(prefix: string): Promise<TestUser> {
  return createTestUser(EMULATOR, `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
}

/**
 * A weekly-trial first charge the provider authorizes, with the card stored for renewals: a session
 * with `scenario`, a card tokenized in the vault, authorize, then the two polls scenario success
 * (and the renewal scenarios, whose first charge is the same) need. Answers the execution id.
 */
export async function payFirstCharge(request: APIRequestContext, scenario = 'success', plan = 'pro_weekly_trial', quizAttemptId?: string): Promise<string> {
  const svc = E2E_ORIGINS.service;
  const query = new URLSearchParams({ plan, scenario, ...(quizAttemptId === undefined ? {} : { quizAttemptId }) });
  const session = await ok<{ token: string; execution: { id: string; initialResults: { body: { links: { authorize: { href: string } } } }[]; links: { self: { href: string } } } }>(
    await request.get(`${svc}/init/session?${query}`),
    'init/session',
  );
  const bearer = { Authorization: `Bearer ${session.token}` };
  const vault = await ok<{ accessToken: string }>(await request.post(`${svc}/init/vault-token`, { headers: bearer }), 'init/vault-token');
  const card = await ok<{ token: string }>(
    await request.post(`${E2E_ORIGINS.asset}/vault/tokenize`, {
      headers: { Authorization: `Bearer ${vault.accessToken}` },
      data: { cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2034, cvv: '123' },
    }),
    'vault/tokenize',
  );
  const amount = { value: '1.00', currency: 'USD' };
  const authorize = session.execution.initialResults[0]?.body.links.authorize.href ?? '';
  await ok(
    await request.post(authorize, {
      headers: bearer,
      data: { amount, paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount, storeInstrument: true, paymentInstrumentData: { vaultToken: card.token } }], returnInfo: { success: `${E2E_ORIGINS.app}/ok` }, consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } },
    }),
    'authorize',
  );
  // Scenario success authorizes on the second poll.
  for (let i = 0; i < 2; i += 1) await ok(await request.get(session.execution.links.self.href, { headers: bearer }), 'poll');
  return session.execution.id;
}

/** A buyer without an account (only an email, as the funnel's anonymous quiz taker): a weekly trial (`plan`, pro by default) under `scenario`. */
export async function newAccountlessBuyer(request: APIRequestContext, prefix: string, scenario = 'success', plan = 'pro_weekly_trial'): Promise<{ email: string; subscriptionId: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const executionId = await payFirstCharge(request, scenario, plan);
  const created = await ok<{ id: string }>(
    await request.post(`${E2E_ORIGINS.service}/subs/create-no-user`, { data: { plan_id: plan, email, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS } }),
    'subs/create-no-user',
  );
  return { email, subscriptionId: created.id };
}

/** A funnel quiz attempt, scored, in which the visitor answered only the last question (as one who entered at `?startFrom=20`). */
async function scoredQuizAttempt(request: APIRequestContext): Promise<string> {
  const svc = E2E_ORIGINS.service;
  const { id } = await ok<{ id: string }>(await request.post(`${svc}${QUIZ_ATTEMPTS_PATH}`, { data: {} }), 'quiz attempt');
  await ok(await request.post(`${svc}${QUIZ_ATTEMPTS_PATH}/${id}/complete`, { data: { answers: { '20': 0 } } }), 'quiz complete');
  return id;
}

/**
 * A user with an active weekly-trial subscription paid by card (Visa 4242), attributed to `country`, under `scenario` (success by default);
 * with `quiz`, the purchase buys a funnel quiz attempt's report, so the members' history holds its row.
 */
export async function newSubscriber(request: APIRequestContext, prefix: string, options: { country?: string; addOns?: readonly string[]; scenario?: string; quiz?: boolean } = {}): Promise<Subscriber> {
  const user = await newUser(prefix);
  const svc = E2E_ORIGINS.service;
  const executionId = await payFirstCharge(request, options.scenario, undefined, options.quiz === true ? await scoredQuizAttempt(request) : undefined);
  const created = await ok<{ id: string }>(
    await request.post(`${svc}/subs/create`, {
      headers: { 'x-id-token': user.idToken },
      data: { plan_id: 'pro_weekly_trial', email: user.email, firebase_id: user.uid, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS, attribution: { country: options.country ?? 'GB' } },
    }),
    'subs/create',
  );
  for (const planId of options.addOns ?? []) {
    await ok(await request.post(`${svc}/subs/create-no-user`, { data: { plan_id: planId, email: user.email, subscription_id: created.id } }), `add-on ${planId}`);
  }
  return { ...user, subscriptionId: created.id };
}

/**
 * A finished adaptive sitting of `testId` for `user`, through the service's own API as the test page
 * calls it (start, then one answer to each item the service picks, until it ends the sitting), for
 * tests whose subject is what a result shows elsewhere (compare, the report and certificate); taking a
 * test through the page is members.spec's "takes the adaptive reasoning test". `right(n)` says whether
 * to answer the n-th question right (the key is read from the service's bank by the item's id).
 */
export async function finishSitting(request: APIRequestContext, user: TestUser, testId: TestId, right: (n: number) => boolean): Promise<void> {
  const svc = E2E_ORIGINS.service;
  const headers = { 'x-id-token': user.idToken };
  type Answered = { status: string; id: string; item?: { id: string } };
  let sitting = await ok<Answered>(await request.post(`${svc}${sittingPath(testId)}`, { headers, data: {} }), 'start sitting');
  for (let n = 1; sitting.status === 'open'; n += 1) {
    const item = MEMBER_ITEMS.get(sitting.item?.id ?? '');
    if (!item) throw new Error('The service presented an item the bank does not hold.');
    const option = right(n) ? item.key : (item.key + 1) % item.options;
    sitting = await ok<Answered>(await request.post(`${svc}${sittingAnswerPath(sitting.id)}`, { headers, data: { item_id: item.id, option } }), `answer ${n}`);
  }
  if (sitting.status !== 'finished') throw new Error(`The sitting ended ${sitting.status}, not finished.`);
}
