/** The subscription service endpoints of app §7 in docs/spec-coverage.md, in-process with supertest. */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testIdToken, testSimulator, tokenizeCard } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);

/** A first charge the provider authorized (scenario success: the second poll), returning its execution id. */
async function authorizedExecution(query: Record<string, string> = {}): Promise<string> {
  const s = await startSession(sim, query);
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  await svc().post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
  await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  return s.executionId;
}

async function subscribe(email: string): Promise<string> {
  const executionId = await authorizedExecution();
  const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
  return (res.body as { id: string }).id;
}

const addOnRows = () => sim.db.prepare('SELECT * FROM add_on_purchases').all() as { subscription_id: string; plan_id: string; amount_value: string; charge_id: string }[];
const subscriptionCount = () => sim.db.prepare('SELECT count(*) FROM subscriptions').pluck().get();

describe('POST /subs/create-no-user with subscription_id (add-ons)', () => {
  it('charges the stored instrument and records the add-on linked to the subscription, at the catalogue price', async () => {
    const id = await subscribe('ada@example.com');
    const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_ult_pack_s', email: 'Ada@Example.com', subscription_id: id }).expect(201);
    expect(res.body.id).toMatch(/^add_/);
    expect(addOnRows()).toEqual([expect.objectContaining({ subscription_id: id, plan_id: 'pro_ult_pack_s', amount_value: '28.99', charge_id: expect.stringMatching(/^chg_/) })]);
    expect(subscriptionCount()).toBe(1);
  });

  it('answers the same add-on again with its first id, and replays an idempotency key', async () => {
    const id = await subscribe('ada@example.com');
    const body = { plan_id: 'pro_early_access', email: 'ada@example.com', subscription_id: id };
    const first = await svc().post('/subs/create-no-user').set('Idempotency-Key', 'k1').send(body).expect(201);
    const replay = await svc().post('/subs/create-no-user').set('Idempotency-Key', 'k1').send(body).expect(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await svc().post('/subs/create-no-user').set('Idempotency-Key', 'k2').send(body).expect(200);
    expect([replay.body.id, again.body.id]).toEqual([first.body.id, first.body.id]);
    expect(addOnRows()).toHaveLength(1);
  });

  it('refuses another email, an unknown subscription, a subscription plan and an unknown plan', async () => {
    const id = await subscribe('ada@example.com');
    const post = (body: object) => svc().post('/subs/create-no-user').send(body);
    const other = await post({ plan_id: 'pro_early_access', email: 'eve@example.com', subscription_id: id }).expect(404);
    expect(other.body.error).toBe('No subscription with this id belongs to this email.');
    await post({ plan_id: 'pro_early_access', email: 'ada@example.com', subscription_id: 'sub_nope' }).expect(404);
    const sub = await post({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', subscription_id: id }).expect(400);
    expect(sub.body.error).toContain('is a subscription, not an add-on');
    await post({ plan_id: 'nope', email: 'ada@example.com', subscription_id: id }).expect(400);
    expect(addOnRows()).toEqual([]);
  });

  it('charges an add-on to a subscription linked to the account whose verified ID token comes with it, whatever email it was bought with; another account’s token proves nothing (issue 41)', async () => {
    const id = await subscribe('ada.checkout@example.com');
    sim.db.prepare("UPDATE subscriptions SET user_ref = 'firebase:uid-ada' WHERE id = ?").run(id);
    const body = { plan_id: 'pro_early_access', email: 'ada@example.com', subscription_id: id };
    const eve = testIdToken({ uid: 'uid-eve', email: 'ada@example.com' });
    await svc().post('/subs/create-no-user').set('x-id-token', eve).send(body).expect(404);
    await svc().post('/subs/create-no-user').send(body).expect(404);
    expect(addOnRows()).toEqual([]);
    const ada = testIdToken({ uid: 'uid-ada', email: 'ada@example.com' });
    await svc().post('/subs/create-no-user').set('x-id-token', ada).send(body).expect(201);
    expect(addOnRows()).toEqual([expect.objectContaining({ subscription_id: id, plan_id: 'pro_early_access' })]);
    await svc().post('/subs/create-no-user').set('x-id-token', 'forged').send({ ...body, plan_id: 'pro_offline_access' }).expect(401);
  });

  it('refuses to charge a cancelled subscription', async () => {
    const id = await subscribe('ada@example.com');
    sim.db.prepare("UPDATE subscriptions SET status = 'cancelled' WHERE id = ?").run(id);
    const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_early_access', email: 'ada@example.com', subscription_id: id }).expect(402);
    expect(res.body.error).toBe('The subscription is not active.');
    expect(addOnRows()).toEqual([]);
  });
});

describe('POST /subs/create', () => {
  const ada = testIdToken({ uid: 'uid-1', email: 'ada@example.com' });
  const create = () => svc().post('/subs/create').set('x-id-token', ada);

  it('records a signed-in user\'s subscription only after the provider authorized it', async () => {
    const s = await startSession(sim);
    const body = { plan_id: 'pro_weekly_trial', email: 'ada@example.com', firebase_id: 'uid-1', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS };
    await create().send(body).expect(402);
    expect(subscriptionCount()).toBe(0);
    const executionId = await authorizedExecution();
    const res = await create().send({ ...body, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
    expect(sim.db.prepare('SELECT user_ref FROM subscriptions WHERE id = ?').pluck().get(res.body.id)).toBe('firebase:uid-1');
    // A signed-in subscriber gets the same receipt as an anonymous one, once, however often the app retries.
    await create().send({ ...body, card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(200);
    expect(sim.outbox.list({ to: 'ada@example.com' }).map((e) => e.subscriptionId)).toEqual([res.body.id]);
  });

  it('needs firebase_id or apple_token', async () => {
    const executionId = await authorizedExecution();
    const res = await create().send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(400);
    expect(res.body.error).toContain('firebase_id or apple_token is required');
  });

  it('links the token\'s user, not a uid the body names, and refuses a body naming another user', async () => {
    const executionId = await authorizedExecution();
    const body = { plan_id: 'pro_weekly_trial', email: 'ada@example.com', card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS };
    await svc().post('/subs/create').send({ ...body, firebase_id: 'uid-1' }).expect(401);
    const mismatch = await create().send({ ...body, firebase_id: 'uid-victim' }).expect(403);
    expect(mismatch.body.code).toBe('user-mismatch');
    const res = await create().send({ ...body, apple_token: 'tok' }).expect(201);
    expect(sim.db.prepare('SELECT user_ref FROM subscriptions WHERE id = ?').pluck().get(res.body.id)).toBe('firebase:uid-1');
  });

  it('answers the scripted service failure with a 500 and records nothing', async () => {
    const executionId = await authorizedExecution({ scenario: 'subscription-service-error' });
    await create().send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', apple_token: 'tok', card: { execution_id: executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(500);
    expect(subscriptionCount()).toBe(0);
  });
});

// Apple Pay creates: create-applepay.test.ts. The four token cases on every endpoint: identity/*.emulator.test.ts.

describe('POST /subs/finalize', () => {
  const ada = testIdToken({ uid: 'uid-3', email: 'ada@example.com' });
  const finalize = (token: string) => svc().post('/subs/finalize').set('x-id-token', token);

  it('links the subscription to the user once and answers the report record', async () => {
    const id = await subscribe('ada@example.com');
    const res = await finalize(ada).send({ subscription_id: id, email: 'ada@example.com', firebase_id: 'uid-3' }).expect(200);
    expect(res.body).toMatchObject({ id, email: 'ada@example.com', plan_id: 'pro_weekly_trial', status: 'active', linked: true });
    await finalize(ada).send({ subscription_id: id, email: 'ada@example.com' }).expect(200);
    expect(sim.db.prepare('SELECT user_ref FROM subscriptions WHERE id = ?').pluck().get(id)).toBe('firebase:uid-3');
  });

  it('refuses another user\'s subscription, even with its id and email', async () => {
    const id = await subscribe('ada@example.com');
    await finalize(ada).send({ subscription_id: id, email: 'ada@example.com' }).expect(200);
    const eve = testIdToken({ uid: 'uid-eve', email: 'ada@example.com' });
    const res = await finalize(eve).send({ subscription_id: id, email: 'ada@example.com' }).expect(403);
    expect(res.body.code).toBe('not-owner');
    expect(sim.db.prepare('SELECT user_ref FROM subscriptions WHERE id = ?').pluck().get(id)).toBe('firebase:uid-3');
  });

  it('links an unlinked subscription only for a verified token of the purchase\'s email', async () => {
    const id = await subscribe('ada@example.com');
    const other = await finalize(testIdToken({ uid: 'uid-eve', email: 'eve@example.com' })).send({ subscription_id: id, email: 'ada@example.com' }).expect(403);
    expect(other.body.code).toBe('not-owner');
    await finalize(testIdToken({ uid: 'uid-eve', email: 'ada@example.com', emailVerified: false })).send({ subscription_id: id, email: 'ada@example.com' }).expect(403);
    expect(sim.db.prepare('SELECT user_ref FROM subscriptions WHERE id = ?').pluck().get(id)).toBeNull();
  });

  it('refuses an id that is not this email\'s', async () => {
    const id = await subscribe('ada@example.com');
    const res = await finalize(ada).send({ subscription_id: id, email: 'eve@example.com' }).expect(404);
    expect(res.body.error).toBe('No subscription with this id belongs to this email.');
  });
});

describe('POST /rec/subscriptions/{id}', () => {
  it('answers the subscription with its add-ons, for its own email only', async () => {
    const id = await subscribe('ada@example.com');
    await svc().post('/subs/create-no-user').send({ plan_id: 'pro_analysis_report_s2', email: 'ada@example.com', subscription_id: id }).expect(201);
    const res = await svc().post(`/rec/subscriptions/${id}`).send({ email: 'ada@example.com' }).expect(200);
    expect(res.body).toMatchObject({ id, plan_id: 'pro_weekly_trial', card: { network: 'visa', last4: '4242' }, add_ons: [{ plan_id: 'pro_analysis_report_s2', amount_value: '11.99' }] });
    await svc().post(`/rec/subscriptions/${id}`).send({ email: 'eve@example.com' }).expect(404);
    await svc().post(`/rec/subscriptions/${id}`).send({}).expect(400);
  });
});

describe('add-ons already owned (issue 29, point 5)', () => {
  it('refuses the ultimate pack after one of its parts, without charging', async () => {
    const id = await subscribe('ada@example.com');
    await svc().post('/subs/create-no-user').send({ plan_id: 'pro_analysis_report_s', email: 'ada@example.com', subscription_id: id }).expect(201);
    const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_ult_pack', email: 'ada@example.com', subscription_id: id }).expect(409);
    expect(res.body.detail).toMatch(/already own Ultimate pack or part of it: nothing was charged/);
    expect(addOnRows().map((r) => r.plan_id)).toEqual(['pro_analysis_report_s']);
  });
});
