/**
 * The EU withdrawal over HTTP (issue 29, point 1): an EU buyer withdraws within 14 days and every
 * payment of the contract is refunded once through the provider; after the 14 days, outside the EU,
 * with another user's token or without one, the service refuses with problem+json; the refund's
 * webhook event finds it settled; refund-failed ends access and says how the money comes back.
 */
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS, WITHDRAWAL_PATH } from '../../../contracts/members';
import { WITHDRAWAL_TEXT } from '../../../catalog/withdrawal';
import type { Simulator } from '../../create-simulator';
import { selfDeliveringSimulator, testIdToken } from '../../test-support';
import { closedAfterEachTest } from '../../test-simulators';
import { BUYER_EMAIL as EMAIL, buyFrom as buy } from './test-buy';

const ADA = testIdToken({ uid: 'ada', email: EMAIL, emailVerified: true });
const BEA = testIdToken({ uid: 'bea', email: 'bea@example.com', emailVerified: true });

/** A simulator whose provider delivers its webhooks to its own service app through supertest. */
const open = closedAfterEachTest(selfDeliveringSimulator, { webhookSecret: 'whsec_withdrawal-test' });

const withdraw = (sim: Simulator, id: string, token = ADA) =>
  request(sim.apps.service).post(WITHDRAWAL_PATH).set('x-id-token', token).send({ subscription_id: id, name: 'Ada Lovelace', email: EMAIL });
const emailsOf = (sim: Simulator, id: string) => sim.outbox.list({ subscriptionId: id }).map((e) => e.kind);
const providerRefunds = (sim: Simulator) => sim.refunds.list();

describe('withdrawing within 14 days', () => {
  it('an EU buyer is offered it, withdraws once, and the first payment is refunded once, with a receipt and a refund email', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    const offer = await request(sim.apps.service).get(WITHDRAWAL_PATH).query({ subscription_id: id }).set('x-id-token', ADA).expect(200);
    expect(offer.body).toMatchObject({ plan_id: 'pro_weekly_trial', eligible: true, reason: null, refusal: null, refund: { total: 1, currency: 'USD', payments: [{ what: 'first payment', payment: { kind: 'first' }, amount: 1 }] }, email: EMAIL });

    const res = await withdraw(sim, id).expect(201);
    expect(res.body).toMatchObject({ subscription_id: id, name: 'Ada Lovelace', refund: { total: 1, state: 'refunded' } });
    expect(Date.parse(res.body.withdrawn_at)).not.toBeNaN();
    expect(providerRefunds(sim)).toHaveLength(1);
    expect(providerRefunds(sim)[0]).toMatchObject({ status: 'succeeded', reason: 'withdrawal', amount: { value: '1.00', currency: 'USD' } });
    expect(sim.subscriptions.byId(id)?.status).toBe('cancelled');
    expect(emailsOf(sim, id)).toEqual(expect.arrayContaining(['withdrawal-receipt', 'refund-issued']));
    const receipt = sim.outbox.list({ subscriptionId: id, kind: 'withdrawal-receipt' })[0];
    expect(receipt?.text).toMatch(/Withdrawal received: \d{1,2} \w+ 2\d{3} at \d{2}:\d{2}:\d{2} UTC/);

    // Asked again: the same receipt, no second refund or email.
    const again = await withdraw(sim, id).expect(201);
    expect(again.body.id).toBe(res.body.id);
    // The provider's signed charge.refunded event arrives and finds the refund settled.
    await sim.webhooks.drain();
    expect(sim.events.list().filter((e) => e.type === 'charge.refunded').map((e) => e.state)).toEqual(['delivered']);
    expect(providerRefunds(sim)).toHaveLength(1);
    expect(emailsOf(sim, id).filter((k) => k === 'refund-issued')).toHaveLength(1);
    const timeline = await request(sim.apps.service).get(`/qa/api/subscriptions/${id}/timeline`).expect(200);
    expect((timeline.body.timeline as { kind: string }[]).map((t) => t.kind)).toEqual(expect.arrayContaining(['withdrawn', 'refunded', 'ended']));
    const me = await request(sim.apps.service).get('/members/me').set('x-id-token', ADA).expect(200);
    expect(me.body.subscriptions[0].withdrawal).toMatchObject({ open_until: null, refund: 'refunded' });
  });

  it('refund-failed: the withdrawal stands and access ends, and the buyer is told the money comes back by bank transfer', async () => {
    const sim = open();
    const id = await buy(sim, 'FR', 'refund-failed');
    const res = await withdraw(sim, id).expect(201);
    expect(res.body.refund).toMatchObject({ state: 'failed', total: 1 });
    expect(providerRefunds(sim)[0]).toMatchObject({ status: 'failed', failure_reason: 'card-closed' });
    expect(sim.subscriptions.byId(id)?.status).toBe('cancelled');
    const failed = sim.outbox.list({ subscriptionId: id, kind: 'refund-failed' });
    expect(failed).toHaveLength(1);
    expect(failed[0]?.text).toContain(WITHDRAWAL_TEXT.refundFailed);
    await sim.webhooks.drain();
    expect(sim.events.list().filter((e) => e.type === 'charge.refund_failed').map((e) => e.state)).toEqual(['delivered']);
  });

  it('refunds a paid renewal and an add-on too: every payment of the contract comes back', async () => {
    const sim = open();
    const id = await buy(sim, 'NL');
    await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_analysis_report_s2', email: EMAIL, subscription_id: id }).expect(201);
    await request(sim.apps.service).post(`/qa/api/subscriptions/${id}/advance`).send({ days: 8 }).expect(200);
    // The offer names each payment by a code the app words in the shopper's language, its English beside it.
    const offer = await request(sim.apps.service).get(WITHDRAWAL_PATH).query({ subscription_id: id }).set('x-id-token', ADA).expect(200);
    expect(offer.body.refund.payments).toEqual([
      { what: 'first payment', payment: { kind: 'first' }, amount: 1 },
      { what: 'renewal 1', payment: { kind: 'renewal', number: 1 }, amount: 19.99 },
      { what: 'Analysis report', payment: { kind: 'add-on', plan_id: 'pro_analysis_report_s2' }, amount: 11.99 },
    ]);
    const res = await withdraw(sim, id).expect(201);
    expect(res.body.refund).toMatchObject({ total: 32.98, state: 'refunded' });
    expect(providerRefunds(sim).map((r) => r.amount.value).sort()).toEqual(['1.00', '11.99', '19.99']);
    // Withdrawn from: refused by its own code, its English the ended subscription's.
    const after = await request(sim.apps.service).get(WITHDRAWAL_PATH).query({ subscription_id: id }).set('x-id-token', ADA).expect(200);
    expect(after.body).toMatchObject({ eligible: false, reason: 'withdrawn', refusal: WITHDRAWAL_TEXT.ended });
  });
});

describe('what QA and the buyer read after a withdrawal', () => {
  const chargesOf = async (sim: Simulator, id: string) =>
    ((await request(sim.apps.service).get(`/qa/api/subscriptions/${id}/timeline`).expect(200)).body as { charges: { kind: string; state: string }[] }).charges.map((c) => `${c.kind}: ${c.state}`);

  it('the QA timeline lists every refunded charge as refunded, as the receipt says, never as paid', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_analysis_report_s2', email: EMAIL, subscription_id: id }).expect(201);
    await request(sim.apps.service).post(`/qa/api/subscriptions/${id}/advance`).send({ days: 8 }).expect(200);
    expect(await chargesOf(sim, id)).toEqual(['first: paid', 'add-on: paid', 'renewal: paid']);
    const res = await withdraw(sim, id).expect(201);
    expect(res.body.refund.state).toBe('refunded');
    expect(await chargesOf(sim, id)).toEqual(['first: refunded', 'add-on: refunded', 'renewal: refunded']);
    const page = await request(sim.apps.service).get(`/qa/subscriptions/${id}`).expect(200);
    expect(page.text).not.toMatch(/chip ok">paid</);
  });

  it('a refund the card refuses is recorded as owed by bank transfer within 14 days of the withdrawal, shown to QA and in the buyer’s data export', async () => {
    const sim = open();
    const id = await buy(sim, 'FR', 'refund-failed');
    const res = await withdraw(sim, id).expect(201);
    expect(res.body.refund.state).toBe('failed');
    const dueAt = new Date(Date.parse(res.body.withdrawn_at) + 14 * 24 * 60 * 60 * 1000).toISOString();
    const timeline = await request(sim.apps.service).get(`/qa/api/subscriptions/${id}/timeline`).expect(200);
    expect(timeline.body.refundOwed).toEqual({ amount: '1.00 USD', method: 'bank transfer', dueAt, paidAt: null });
    expect(timeline.body.charges[0]).toMatchObject({ kind: 'first', state: 'refund failed' });
    expect((timeline.body.timeline as { kind: string; detail: string }[]).find((t) => t.kind === 'refund-owed')?.detail).toBe(`Owed by bank transfer: 1.00 USD, due by ${dueAt.slice(0, 10)}`);
    const page = await request(sim.apps.service).get(`/qa/subscriptions/${id}`).expect(200);
    expect(page.text).toContain(`1.00 USD by bank transfer, due by ${dueAt.slice(0, 16).replace('T', ' ')}, not paid yet`);
    // The webhook's refund_failed event settles nothing again: still one record, the same amount.
    await sim.webhooks.drain();
    expect(sim.db.prepare('SELECT COUNT(*) FROM refunds_owed').pluck().get()).toBe(1);
    const exported = await request(sim.apps.service).get(ACCOUNT_PATHS.export).set('x-id-token', ADA).expect(200);
    expect(exported.body.refunds_owed).toEqual([{ subscription_id: id, amount_value: '1.00', currency: 'USD', method: 'bank-transfer', due_at: dueAt, paid_at: null }]);
    expect(exported.body.withdrawals).toEqual([expect.objectContaining({ subscription_id: id, what: 'first payment', amount_value: '1.00', refund_state: 'failed' })]);
  });

  it('QA marks the bank transfer owed as paid, once: the timeline, its page and the buyer’s data export say when; a subscription that owes none is a 404', async () => {
    const sim = open();
    const id = await buy(sim, 'FR', 'refund-failed');
    await withdraw(sim, id).expect(201);
    await request(sim.apps.service).post(`/qa/subscriptions/${id}/refund-owed/paid`).expect(303).expect('location', `/qa/subscriptions/${id}`);
    const timeline = await request(sim.apps.service).get(`/qa/api/subscriptions/${id}/timeline`).expect(200);
    const paidAt = timeline.body.refundOwed.paidAt as string;
    expect(Date.parse(paidAt)).not.toBeNaN();
    expect((timeline.body.timeline as { kind: string; detail: string }[]).filter((t) => t.kind === 'refund-owed-paid').map((t) => t.detail)).toEqual(['Paid back by bank transfer: 1.00 USD']);
    const page = await request(sim.apps.service).get(`/qa/subscriptions/${id}`).expect(200);
    expect(page.text).toContain(`, paid ${paidAt.slice(0, 16).replace('T', ' ')}`);
    expect(page.text).not.toContain('Mark the transfer paid');
    // Pressed again, through the QA API: the same day, no second timeline entry.
    const again = await request(sim.apps.service).post(`/qa/api/subscriptions/${id}/refund-owed/paid`).expect(200);
    expect(again.body.refundOwed.paidAt).toBe(paidAt);
    expect((again.body.timeline as { kind: string }[]).filter((t) => t.kind === 'refund-owed-paid')).toHaveLength(1);
    const exported = await request(sim.apps.service).get(ACCOUNT_PATHS.export).set('x-id-token', ADA).expect(200);
    expect(exported.body.refunds_owed).toEqual([expect.objectContaining({ subscription_id: id, amount_value: '1.00', paid_at: paidAt })]);

    const other = open();
    const refunded = await buy(other, 'DE');
    await withdraw(other, refunded).expect(201);
    const none = await request(other.apps.service).post(`/qa/api/subscriptions/${refunded}/refund-owed/paid`).expect(404);
    expect(none.body.detail).toContain('Nothing is owed by bank transfer');
    await request(other.apps.service).post('/qa/api/subscriptions/sub_nobody/refund-owed/paid').expect(404);
  });

  it('offers QA the button to mark the transfer paid while it is owed', async () => {
    const sim = open();
    const id = await buy(sim, 'FR', 'refund-failed');
    await withdraw(sim, id).expect(201);
    const page = await request(sim.apps.service).get(`/qa/subscriptions/${id}`).expect(200);
    expect(page.text).toContain(`<form method="post" action="/qa/subscriptions/${id}/refund-owed/paid"><button type="submit">Mark the transfer paid</button></form>`);
  });
});

describe('the receipt email', () => {
  it('carries the withdrawal function for an EU buyer, with the end of the period, and not for a US buyer', async () => {
    const sim = open();
    const eu = await buy(sim, 'DE');
    const receiptOf = (id: string) => sim.outbox.list({ subscriptionId: id, kind: 'subscription-receipt' })[0]?.text;
    await vi.waitFor(() => expect(receiptOf(eu)).toBeDefined());
    expect(receiptOf(eu)).toMatch(new RegExp(`${WITHDRAWAL_TEXT.label}: http://app\\.test/mindmetric/webapp/manage-subscriptions\\?withdraw=${eu} \\(until \\w+ \\d+, \\d{4}\\)`));
    const sim2 = open();
    const us = await buy(sim2, 'US');
    await vi.waitFor(() => expect(sim2.outbox.list({ subscriptionId: us, kind: 'subscription-receipt' })).toHaveLength(1));
    expect(sim2.outbox.list({ subscriptionId: us, kind: 'subscription-receipt' })[0]?.text).not.toContain(WITHDRAWAL_TEXT.label);
  });
});

describe('refusals, with a clear problem', () => {
  it('after the 14 days: 409 withdrawal-period-over, nothing refunded, still active', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    await request(sim.apps.service).post(`/qa/api/subscriptions/${id}/advance`).send({ days: 14 }).expect(200);
    const res = await withdraw(sim, id).expect(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ code: 'withdrawal-period-over', detail: WITHDRAWAL_TEXT.periodOver });
    expect(providerRefunds(sim)).toEqual([]);
    expect(sim.subscriptions.byId(id)?.status).toBe('active');
    const offer = await request(sim.apps.service).get(WITHDRAWAL_PATH).query({ subscription_id: id }).set('x-id-token', ADA).expect(200);
    expect(offer.body).toMatchObject({ eligible: false, reason: 'period-over', refusal: WITHDRAWAL_TEXT.periodOver });
  });

  it('a US buyer is not offered it: 403 withdrawal-not-offered, and the members’ area shows no withdrawal', async () => {
    const sim = open();
    const id = await buy(sim, 'US');
    const res = await withdraw(sim, id).expect(403);
    expect(res.body).toMatchObject({ code: 'withdrawal-not-offered', detail: WITHDRAWAL_TEXT.notOffered });
    const offer = await request(sim.apps.service).get(WITHDRAWAL_PATH).query({ subscription_id: id }).set('x-id-token', ADA).expect(200);
    expect(offer.body).toMatchObject({ eligible: false, reason: 'not-offered', refusal: WITHDRAWAL_TEXT.notOffered });
    const me = await request(sim.apps.service).get('/members/me').set('x-id-token', ADA).expect(200);
    expect(me.body.subscriptions[0].withdrawal).toBeNull();
  });

  it('another user’s token is refused (403), a missing one 401, a bad body 400: nothing refunded', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    expect((await withdraw(sim, id, BEA).expect(403)).body.code).toBe('not-owner');
    await request(sim.apps.service).post(WITHDRAWAL_PATH).send({ subscription_id: id, name: 'Ada', email: EMAIL }).expect(401);
    await request(sim.apps.service).post(WITHDRAWAL_PATH).set('x-id-token', ADA).send({ subscription_id: id, name: '', email: 'not an email' }).expect(400);
    expect(providerRefunds(sim)).toEqual([]);
  });
});
