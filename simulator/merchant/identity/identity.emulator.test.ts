/**
 * Point 4 of issue 12 against the real Firebase Auth emulator: every endpoint that names a user
 * admits only a verified ID token (missing, forged, expired, revoked or disabled -> 401), and only
 * for that user's own subscription (another user's -> 403), each as problem+json with a code.
 */
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSimulator, type Simulator } from '../../create-simulator';
import { logContractViolation } from '../../qa/openapi/violation-log';
import { authorizeBody, startSession, TEST_ORIGINS, tokenizeCard } from '../../test-support';
import { createTestUser, disableUser, expiredCopy, forgedToken, signInWithPassword, type TestUser } from './test-users';
import { firebaseIdTokenVerifier, type FirebaseIdTokenVerifier } from './verifier';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const emulator = inject('authEmulator');
let sim: Simulator;
let verifier: FirebaseIdTokenVerifier;
let ada: TestUser;
let eve: TestUser;
/** ada's subscription, linked to her uid. */
let adaSubscription: string;
/** eve's, bought but not linked yet. */
let eveSubscription: string;

const svc = () => request(sim.apps.service);
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function authorizedExecution(): Promise<string> {
  const s = await startSession(sim);
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  await svc().post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
  await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  return s.executionId;
}

async function buyAnonymously(email: string): Promise<string> {
  const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email, card: { execution_id: await authorizedExecution() }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
  return (res.body as { id: string }).id;
}

beforeAll(async () => {
  verifier = firebaseIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.hostPort });
  sim = createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret', identity: verifier, contractCheck: logContractViolation });
  [ada, eve] = await Promise.all([createTestUser(emulator, `ada-${run}@example.com`), createTestUser(emulator, `eve-${run}@example.com`)]);
  adaSubscription = await buyAnonymously(ada.email);
  await svc().post('/subs/finalize').set('x-id-token', ada.idToken).send({ subscription_id: adaSubscription, email: ada.email }).expect(200);
  eveSubscription = await buyAnonymously(eve.email);
});

afterAll(async () => {
  sim.close();
  await verifier.close();
});

interface Endpoint {
  readonly name: string;
  /** Sends the request as `uid` (naming them where the endpoint names a user), about `subscription`. */
  send(token: string | null, user: TestUser, subscription: string): request.Test;
}

const withToken = (test: request.Test, token: string | null) => (token === null ? test : test.set('x-id-token', token));

const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'POST /subs/create',
    send: (token, user) => withToken(svc().post('/subs/create'), token).send({ plan_id: 'pro_weekly_trial', email: user.email, firebase_id: user.uid, card: { execution_id: 'exe_none' }, consent: AGREED_TO_CURRENT_TERMS }),
  },
  {
    name: 'POST /subs/create-applepay',
    send: (token, user) =>
      withToken(svc().post('/subs/create-applepay'), token).send({
        plan_id: 'pro_weekly_trial',
        email: user.email,
        firebase_id: user.uid,
        execution_id: 'exe_none',
        consent: AGREED_TO_CURRENT_TERMS,
        token: { paymentData: { data: 'x' }, paymentMethod: { network: 'Visa', displayName: 'Visa 4242' }, transactionIdentifier: 'tx' },
      }),
  },
  {
    name: 'POST /subs/finalize',
    send: (token, user, subscription) => withToken(svc().post('/subs/finalize'), token).send({ subscription_id: subscription, email: user.email, firebase_id: user.uid }),
  },
  { name: 'GET /functions/get-report', send: (token, _user, subscription) => withToken(svc().get('/functions/get-report').query({ subscription_id: subscription }), token) },
  { name: 'GET /functions/get-profile', send: (token, _user, subscription) => withToken(svc().get('/functions/get-profile').query({ subscription_id: subscription }), token) },
  {
    name: 'POST /functions/create-report',
    send: (token, user, subscription) => withToken(svc().post('/functions/create-report'), token).send({ user_id: user.uid, iq_value: 120, subscription_id: subscription, name: 'Ada', email: user.email }),
  },
  {
    name: 'POST /functions/create-certificate',
    send: (token, _user, subscription) => withToken(svc().post('/functions/create-certificate'), token).send({ subscription_id: subscription, name: 'Ada' }),
  },
];

function expectProblem(res: request.Response, status: number, code: string): void {
  expect({ status: res.status, type: res.type, code: (res.body as { code?: string }).code }).toEqual({ status, type: 'application/problem+json', code });
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it('refuses a request without an ID token: 401 id-token-missing', async () => {
    expectProblem(await endpoint.send(null, ada, adaSubscription), 401, 'id-token-missing');
  });

  it('refuses a forged token and garbage: 401 id-token-invalid', async () => {
    expectProblem(await endpoint.send(forgedToken(emulator, ada.uid, ada.email), ada, adaSubscription), 401, 'id-token-invalid');
    expectProblem(await endpoint.send('not.a.token', ada, adaSubscription), 401, 'id-token-invalid');
  });

  it('refuses an expired token: 401 id-token-expired', async () => {
    expectProblem(await endpoint.send(expiredCopy(ada.idToken), ada, adaSubscription), 401, 'id-token-expired');
  });

  it("refuses another user's subscription or uid: 403", async () => {
    const res = await endpoint.send(eve.idToken, ada, adaSubscription);
    expect(res.status).toBe(403);
    expect(['user-mismatch', 'not-owner']).toContain((res.body as { code: string }).code);
    expect(res.type).toBe('application/problem+json');
  });
});

describe('revoked and disabled users', () => {
  it('refuses revoked tokens (401 id-token-revoked) and a disabled user (401 user-disabled) on every endpoint', async () => {
    const mallory = await createTestUser(emulator, `mallory-${run}@example.com`);
    // Revocation compares whole seconds: the token must be older than the revocation.
    await new Promise((wake) => setTimeout(wake, 1_100));
    await getAuth(verifier.app).revokeRefreshTokens(mallory.uid);
    for (const endpoint of ENDPOINTS) expectProblem(await endpoint.send(mallory.idToken, mallory, adaSubscription), 401, 'id-token-revoked');
    const fresh = await signInWithPassword(emulator, mallory.email, mallory.password);
    await disableUser(emulator, mallory.uid);
    for (const endpoint of ENDPOINTS) expectProblem(await endpoint.send(fresh, mallory, adaSubscription), 401, 'user-disabled');
  });
});

describe('a verified user on their own subscription', () => {
  it('reads their profile, and links their own unlinked purchase by finalize', async () => {
    const profile = await svc().get('/functions/get-profile').set('x-id-token', ada.idToken).query({ subscription_id: adaSubscription }).expect(200);
    expect(profile.body).toMatchObject({ uid: ada.uid, subscription_id: adaSubscription });
    await svc().post('/subs/finalize').set('x-id-token', ada.idToken).send({ subscription_id: eveSubscription, email: eve.email }).expect(403);
    const linked = await svc().post('/subs/finalize').set('Authorization', `Bearer ${eve.idToken}`).send({ subscription_id: eveSubscription, email: eve.email }).expect(200);
    expect(linked.body).toMatchObject({ id: eveSubscription, linked: true });
    expect(sim.subscriptions.byId(eveSubscription)?.user_ref).toBe(`firebase:${eve.uid}`);
  });

  it('may not link a purchase with an unverified account of the same email', async () => {
    const email = `zoe-${run}@example.com`;
    const id = await buyAnonymously(email);
    const squatter = await createTestUser(emulator, email, { emailVerified: false });
    const res = await svc().post('/subs/finalize').set('x-id-token', squatter.idToken).send({ subscription_id: id, email }).expect(403);
    expect(res.body.code).toBe('not-owner');
    expect(sim.subscriptions.byId(id)?.user_ref).toBeNull();
  });
});
