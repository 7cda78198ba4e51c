// @vitest-environment jsdom
/** The checkout's calls parse the service's answers (valibot schemas) and refuse ones the app cannot use. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAppConfig } from '../../../config/app-config.test-support';
import { initPaymentSession } from './init-session';
import { RENEWAL_TERMS_VERSION } from '../../../../catalog/renewal-terms';
import { createSubscription } from './create-subscription';
import { addressOf, createApplePaySubscription } from './create-subscription-applepay';
import { getVaultToken } from './get-vault-token';

const ATTRIBUTION = { ip: '203.0.113.9', country: 'GB', campaign_id: 'c-1' };
vi.mock('../../../lib/tracking/subscription-attribution', () => ({ subscriptionAttribution: () => Promise.resolve(ATTRIBUTION) }));

const SERVICE = 'https://api.example.com';

beforeAll(() => installAppConfig(SERVICE));
afterEach(() => vi.unstubAllGlobals());

/** The service answers `body` with `status`; resolves the requests made. */
function serviceAnswers(body: unknown, status = 200): { url: () => string; init: () => RequestInit } {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return { url: () => String(fetchMock.mock.calls[0]?.[0]), init: () => fetchMock.mock.calls[0]?.[1] ?? {} };
}

const session = { token: 'tok', amount: { value: '1.00', currency: 'EUR' }, execution: { id: 'ex-1', steps: ['authorize'] }, scenario: null };

describe('initPaymentSession', () => {
  it('keeps the execution whole for the widget and asks for the plan, the shopper\'s email and the scenario', async () => {
    const call = serviceAnswers(session);
    await expect(initPaymentSession({ planId: 'plan-1', email: 'ada+qa@example.com', scenario: 'declined', quizAttemptId: null, language: 'pt-BR' })).resolves.toEqual(session);
    // The order keeps the shopper's language for the emails of a purchase the webhook records (issue 33).
    expect(call.url()).toBe(`${SERVICE}/init/session?plan=plan-1&email=ada%2Bqa%40example.com&language=pt-BR&scenario=declined`);
  });

  it('carries the scored quiz attempt, whose report the purchase buys (issue 27)', async () => {
    const call = serviceAnswers(session);
    const attempt = `qa_${'ab'.repeat(16)}`;
    await initPaymentSession({ planId: 'plan-1', email: 'ada@example.com', scenario: null, quizAttemptId: attempt, language: 'en' });
    expect(new URL(call.url()).searchParams.get('quizAttemptId')).toBe(attempt);
  });

  it.each([
    ['no token', { ...session, token: '' }],
    ['an execution without id', { ...session, execution: {} }],
    ['no scenario field', { token: 'tok', amount: session.amount, execution: session.execution }],
  ])('refuses an answer with %s', async (_, body) => {
    serviceAnswers(body);
    await expect(initPaymentSession({ planId: 'plan-1', email: 'ada@example.com', scenario: null, quizAttemptId: null, language: 'en' })).rejects.toThrow();
  });
});

describe('createSubscription', () => {
  it('answers the new id, one idempotency key per execution', async () => {
    const call = serviceAnswers({ id: 'sub-1' }, 201);
    await expect(createSubscription({ planId: 'plan-1', email: 'a@b.example', executionId: 'ex-1', attribution: {}, language: 'en' as const }, null)).resolves.toEqual({ id: 'sub-1' });
    expect(new Headers(call.init().headers).get('Idempotency-Key')).toBe('create-no-user-ex-1');
    // The renewal terms the checkout shows are the version the service records the agreement with (issue 29).
    expect(JSON.parse(String(call.init().body))).toMatchObject({ consent: { terms_version: RENEWAL_TERMS_VERSION }, language: 'en' });
  });

  it('a signed-in buyer buys through /subs/create with the ID token and firebase_id; an Apple one names apple_token', async () => {
    const input = { planId: 'plan-1', email: 'a@b.example', executionId: 'ex-1', attribution: {}, language: 'en' as const };
    const call = serviceAnswers({ id: 'sub-1' }, 201);
    await createSubscription(input, { idToken: 'id-token-1', ref: { firebase_id: 'uid-1' } });
    expect(call.url()).toBe(`${SERVICE}/subs/create`);
    expect(new Headers(call.init().headers).get('x-id-token')).toBe('id-token-1');
    expect(JSON.parse(String(call.init().body))).toMatchObject({ firebase_id: 'uid-1', card: { execution_id: 'ex-1' } });
    const apple = serviceAnswers({ id: 'sub-1' }, 201);
    await createSubscription(input, { idToken: 'id-token-2', ref: { apple_token: 'apple-jwt' } });
    const body = JSON.parse(String(apple.init().body)) as Record<string, unknown>;
    expect(body).toMatchObject({ apple_token: 'apple-jwt' });
    expect(body).not.toHaveProperty('firebase_id');
  });

  it('refuses an answer without an id', async () => {
    serviceAnswers({ id: '' }, 201);
    await expect(createSubscription({ planId: 'plan-1', email: 'a@b.example', executionId: 'ex-1', attribution: {}, language: 'en' as const }, null)).rejects.toThrow();
  });
});

describe('createApplePaySubscription', () => {
  const input = { planId: 'plan-1', email: 'a@b.example', token: { paymentData: { x: 1 } }, attribution: {}, vault: null, executionId: 'ex-1', language: 'ar' as const };

  it('answers the id, or null when the service sent none', async () => {
    serviceAnswers({ id: 'sub-2', extra: true });
    await expect(createApplePaySubscription(input, null)).resolves.toBe('sub-2');
    serviceAnswers({});
    await expect(createApplePaySubscription(input, null)).resolves.toBeNull();
  });

  it('a signed-in buyer uses /subs/create-applepay with the ID token', async () => {
    const call = serviceAnswers({ id: 'sub-3' });
    await expect(createApplePaySubscription(input, { idToken: 'id-token-1', ref: { firebase_id: 'uid-1' } })).resolves.toBe('sub-3');
    expect(call.url()).toBe(`${SERVICE}/subs/create-applepay`);
    expect(new Headers(call.init().headers).get('x-id-token')).toBe('id-token-1');
    // The language the shopper bought in travels with the create (issue 33).
    expect(JSON.parse(String(call.init().body))).toMatchObject({ firebase_id: 'uid-1', execution_id: 'ex-1', language: 'ar' });
  });

  it('an anonymous buyer posts to /subs/create-no-user-applepay with plan_id, email, the token, attribution and the checkout’s ?vault= as vault', async () => {
    const call = serviceAnswers({ id: 'sub-4' });
    await createApplePaySubscription({ ...input, vault: 'vault-flag-1' }, null);
    expect(call.url()).toBe(`${SERVICE}/subs/create-no-user-applepay`);
    expect(JSON.parse(String(call.init().body))).toMatchObject({ plan_id: 'plan-1', email: 'a@b.example', token: { paymentData: { x: 1 } }, attribution: {}, vault: 'vault-flag-1', execution_id: 'ex-1' });
    const without = serviceAnswers({ id: 'sub-5' });
    await createApplePaySubscription(input, null);
    expect(JSON.parse(String(without.init().body))).not.toHaveProperty('vault');
  });

  it('sends the billing contact as the service address, with the display name', async () => {
    const call = serviceAnswers({ id: 'sub-2' });
    await createApplePaySubscription({ ...input, billingContact: { givenName: 'Ada', familyName: 'Lovelace', countryCode: 'GB', addressLines: ['1 Road', 'Flat 2'] } }, null);
    const body = JSON.parse(String(call.init().body)) as { address: Record<string, string>; display_name: string };
    expect(body.address).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', country: 'GB', address: '1 Road', address2: 'Flat 2', phone: '' });
    expect(body.display_name).toBe('Ada Lovelace');
  });
});

describe('addressOf', () => {
  it('ignores a contact the app cannot trust (a field too long, too many lines) and leaves every field empty', () => {
    const empty = { first_name: '', last_name: '', country: '', state: '', zip: '', city: '', address: '', address2: '', phone: '' };
    expect(addressOf({ givenName: 'Ada', countryCode: 'GBR' })).toEqual(empty);
    expect(addressOf({ givenName: 'Ada', addressLines: ['1', '2', '3', '4', '5'] })).toEqual(empty);
    expect(addressOf(null)).toEqual(empty);
  });
});

describe('getVaultToken', () => {
  it('answers the access token, sent with the session token', async () => {
    const call = serviceAnswers({ accessToken: 'vault-1' });
    await expect(getVaultToken('session-1')).resolves.toBe('vault-1');
    expect(new Headers(call.init().headers).get('Authorization')).toBe('Bearer session-1');
  });

  it('refuses an empty access token', async () => {
    serviceAnswers({ accessToken: '' });
    await expect(getVaultToken('session-1')).rejects.toThrow();
  });
});
