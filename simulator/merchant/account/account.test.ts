/** Issue 29, point 4: download my data and delete my account, for the token's own user only (supertest). */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testIdentity, testIdToken, testSimulator } from '../../test-support';
import { ACCOUNT_PATHS } from '../../../contracts/members';

let sim: Simulator;
let deletedUids: string[];
beforeEach(() => {
  deletedUids = [];
  sim = testSimulator({ identity: { ...testIdentity, deleteUser: async (uid) => void deletedUids.push(uid) } });
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);
const ada = { uid: 'uid-ada', email: 'ada@example.com' };
const eve = { uid: 'uid-eve', email: 'eve@example.com' };
const token = (u: { uid: string; email: string }) => testIdToken(u);

async function subscribe(user: { uid: string; email: string }): Promise<string> {
  const { executionId } = await authorizedPayment(sim);
  const res = await svc()
    .post('/subs/create')
    .set('x-id-token', token(user))
    .send({ plan_id: 'pro_weekly_trial', email: user.email, firebase_id: user.uid, attribution: { country: 'FR' }, card: { execution_id: executionId }, consent: { terms_version: RENEWAL_TERMS_VERSION } })
    .expect(201);
  return (res.body as { id: string }).id;
}

describe('download my data', () => {
  it('answers one JSON file of the caller\'s own account, subscriptions, consents and emails, without card data', async () => {
    const id = await subscribe(ada);
    await subscribe(eve);
    const res = await svc().get(ACCOUNT_PATHS.export).set('x-id-token', token(ada)).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mindmetric-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(res.body.account).toMatchObject({ uid: ada.uid, email: ada.email });
    expect(res.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([id]);
    expect(res.body.consents).toEqual([expect.objectContaining({ subscription_id: id, terms_version: RENEWAL_TERMS_VERSION, country: 'FR' })]);
    expect(res.text).not.toContain(eve.email);
    expect(res.text).not.toMatch(/4242|last4|card_network/);
  });

  it('refuses a missing or bad token', async () => {
    await svc().get(ACCOUNT_PATHS.export).expect(401);
    await svc().get(ACCOUNT_PATHS.export).set('x-id-token', 'forged').expect(401);
  });

  it('never answers another user\'s data: the token decides whose, whatever the request names', async () => {
    const adas = await subscribe(ada);
    const eves = await subscribe(eve);
    const res = await svc().get(ACCOUNT_PATHS.export).query({ uid: ada.uid, email: ada.email }).set('x-id-token', token(eve)).expect(200);
    expect(res.body.account).toMatchObject({ uid: eve.uid, email: eve.email });
    expect(res.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([eves]);
    expect(res.text).not.toContain(ada.email);
    expect(res.text).not.toContain(adas);
  });
});

describe('delete my account', () => {
  it('refuses another user\'s token naming this account, and a missing token, changing nothing', async () => {
    const id = await subscribe(ada);
    const other = await svc().post(ACCOUNT_PATHS.delete).set('x-id-token', token(eve)).send({ email: ada.email }).expect(400);
    expect(other.body.detail).toMatch(/does not match the signed-in account/);
    await svc().post(ACCOUNT_PATHS.delete).send({ email: ada.email }).expect(401);
    expect(sim.subscriptions.byId(id)).toMatchObject({ email: ada.email, status: 'active' });
    expect(deletedUids).toEqual([]);
  });

  it('ends the subscriptions, keeps the accounting rows under a pseudonym, erases the rest and deletes the identity', async () => {
    const id = await subscribe(ada);
    expect(sim.db.prepare('SELECT count(*) FROM stored_instruments WHERE email = ?').pluck().get(ada.email), 'the card was stored with the purchase').toBe(1);
    const emailsToAda = () => sim.db.prepare('SELECT count(*) FROM outbox_emails WHERE to_address = ?').pluck().get(ada.email);
    await vi.waitFor(() => expect(emailsToAda()).toBeGreaterThan(0));
    const res = await svc().post(ACCOUNT_PATHS.delete).set('x-id-token', token(ada)).send({ email: ' Ada@Example.com ' }).expect(200);
    expect(res.body).toEqual({ deleted: true, subscriptions_ended: 1 });
    expect(deletedUids).toEqual([ada.uid]);
    const row = sim.subscriptions.byId(id);
    expect(row).toMatchObject({ status: 'cancelled', amount_value: '1.00', plan_id: 'pro_weekly_trial', card_last4: null, attribution: '{}' });
    expect(row?.email).toMatch(/^erased-[0-9a-f-]+@erased\.invalid$/);
    expect(sim.db.prepare('SELECT email, ip, terms_version FROM renewal_consents WHERE subscription_id = ?').get(id)).toEqual({ email: null, ip: null, terms_version: RENEWAL_TERMS_VERSION });
    expect(emailsToAda()).toBe(0);
    // The provider dropped them too, asked through its client: no stored card, no email on its charges or sessions; the merchant's order neither.
    for (const table of ['stored_instruments', 'charges', 'payment_sessions', 'purchase_orders']) {
      expect(sim.db.prepare(`SELECT count(*) FROM ${table} WHERE lower(email) = ?`).pluck().get(ada.email), table).toBe(0);
    }
    expect(sim.db.prepare("SELECT status FROM charges WHERE subscription_id = ?").pluck().get(id), 'the charge stays for the books').toBe('recorded');
    const timeline = await svc().get(`/qa/api/subscriptions/${id}/timeline`).expect(200);
    expect(timeline.body).toMatchObject({ status: 'ended', next: null });
    // Nothing of them is left to export, and asking again changes nothing.
    const after = await svc().get(ACCOUNT_PATHS.export).set('x-id-token', token(ada)).expect(200);
    expect(after.body.subscriptions).toEqual([]);
    await svc().post(ACCOUNT_PATHS.delete).set('x-id-token', token(ada)).send({ email: ada.email }).expect(200);
  });
});
