/**
 * Issue 12 point 6 and the activation entry, against the real Auth emulator: the emails the emulator
 * would send land in the outbox with a link, once each; the activation endpoint answers the same
 * whether or not the email bought something, and mails a sign-in link only when it did.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSimulator, type Simulator } from '../../create-simulator';
import { logContractViolation } from '../../qa/openapi/violation-log';
import { authorizeBody, startSession, TEST_ORIGINS, tokenizeCard } from '../../test-support';
import { ACTIVATION_ANSWER } from './send-activation';
import { createTestUser } from './test-users';
import { firebaseIdTokenVerifier, type FirebaseIdTokenVerifier } from './verifier';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const emulator = inject('authEmulator');
let sim: Simulator;
let verifier: FirebaseIdTokenVerifier;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(() => {
  verifier = firebaseIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.hostPort });
  sim = createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret', identity: verifier, authEmulator: { origin: emulator.origin, projectId: emulator.projectId }, contractCheck: logContractViolation });
  sim.identityMail?.stop(); // the tests sync by hand
});

afterAll(async () => {
  sim.close();
  await verifier.close();
});

const sendOobCode = async (body: Record<string, unknown>) => {
  const response = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};

async function buyAnonymously(email: string): Promise<string> {
  const svc = () => request(sim.apps.service);
  const s = await startSession(sim);
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  await svc().post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
  await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
  return (res.body as { id: string }).id;
}

describe('the emulator\'s emails in the outbox', () => {
  it('mails an email sign-in link once, with the emulator\'s link to the app', async () => {
    const email = `link-${run}@example.com`;
    await sendOobCode({ requestType: 'EMAIL_SIGNIN', email, continueUrl: 'http://app.test/mindmetric/sign-in', canHandleCodeInApp: true });
    await sim.identityMail?.sync();
    await sim.identityMail?.sync();
    const mails = sim.outbox.list({ to: email });
    expect(mails.map((m) => m.kind)).toEqual(['sign-in-link']);
    const link = /Sign in: (\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(new URL(link).origin).toBe(emulator.origin);
    expect(new URL(link).searchParams.get('mode')).toBe('signIn');
    expect(mails[0]?.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('sends a password reset to the app\'s access-recovery page with the code', async () => {
    const user = await createTestUser(emulator, `reset-${run}@example.com`);
    await sendOobCode({ requestType: 'PASSWORD_RESET', email: user.email });
    await sim.identityMail?.sync();
    const [mail] = sim.outbox.list({ to: user.email, kind: 'password-reset' });
    const link = new URL(/Choose a new password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? 'http://none');
    expect(`${link.origin}${link.pathname}`).toBe('http://app.test/mindmetric/access-recovery');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toMatch(/\S{10,}/);
  });
});

describe('POST /api/send-activation-by-email/{product}/{email}', () => {
  it('answers the same with or without a purchase, and mails a sign-in link to activate only for a buyer', async () => {
    const buyer = `buyer-${run}@example.com`;
    const subscription = await buyAnonymously(buyer);
    const stranger = `stranger-${run}@example.com`;
    const a = await request(sim.apps.app).post(`/api/send-activation-by-email/mindmetric/${encodeURIComponent(buyer)}`).expect(202);
    const b = await request(sim.apps.app).post(`/api/send-activation-by-email/mindmetric/${encodeURIComponent(stranger)}`).expect(202);
    expect(a.body).toEqual(ACTIVATION_ANSWER);
    expect(b.body).toEqual(a.body);
    await sim.identityMail?.sync();
    expect(sim.outbox.list({ to: stranger })).toEqual([]);
    // The receipt, then the activation email; the emulator's own copy of the code is not mailed again.
    expect(sim.outbox.list({ to: buyer }).map((m) => m.kind)).toEqual(['activation', 'subscription-receipt']);
    const link = new URL(/Activate my account: (\S+)/.exec(sim.outbox.list({ to: buyer, kind: 'activation' })[0]?.text ?? '')?.[1] ?? 'http://none');
    const continueUrl = new URL(link.searchParams.get('continueUrl') ?? 'http://none');
    expect(`${continueUrl.origin}${continueUrl.pathname}`).toBe('http://app.test/mindmetric/activate');
    expect(continueUrl.searchParams.get('subscription')).toBe(subscription);
  });

  it('refuses another product and a malformed email with a 4xx problem', async () => {
    const other = await request(sim.apps.app).post('/api/send-activation-by-email/othergame/ada%40example.com').expect(404);
    expect(other.body.code).toBe('not-found');
    const bad = await request(sim.apps.app).post('/api/send-activation-by-email/mindmetric/not-an-email').expect(400);
    expect(bad.body.code).toBe('bad-request');
  });
});
