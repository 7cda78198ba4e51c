/**
 * The withdrawal function without an account over HTTP (issue 29, point 1; CRD Article 11a): the name,
 * the contract and an email withdraw when contract and email match the record, once, with the receipt
 * sent to the email on record; every other statement gets the very same 202 and changes nothing, so a
 * stranger learns nothing about anyone's contract; a matching one that cannot be carried out is told to
 * the owner with the reason. Malformed fields are 400 naming the field (rate limit: platform/http/rate-limits.test.ts).
 */
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_WITHDRAWAL_PATH } from '../../../contracts/public-withdrawal';
import { WITHDRAWAL_TEXT } from '../../../catalog/withdrawal';
import type { Simulator } from '../../create-simulator';
import { selfDeliveringSimulator } from '../../test-support';
import { closedAfterEachTest } from '../../test-simulators';
import { BUYER_EMAIL as EMAIL, buyFrom } from './test-buy';

const open = closedAfterEachTest(selfDeliveringSimulator, { webhookSecret: 'whsec_public-withdrawal-test' });

/** Bought, and its receipt (queued after the purchase) sent, so that later emails are the statement's alone. */
async function buy(sim: Simulator, country: string): Promise<string> {
  const id = await buyFrom(sim, country);
  await vi.waitFor(() => expect(sim.outbox.list({ subscriptionId: id, kind: 'subscription-receipt' })).toHaveLength(1));
  return id;
}
const state = (sim: Simulator, id: string) => ({ status: sim.subscriptions.byId(id)?.status, refunds: sim.refunds.list().length, emails: sim.outbox.list().map((e) => `${e.kind} ${e.to}`) });
const statement = (sim: Simulator, body: object) => request(sim.apps.app).post(PUBLIC_WITHDRAWAL_PATH).send(body);
/** The answer without its time: what a caller could compare across statements. */
const shape = (res: request.Response) => ({ status: res.status, type: res.type, cache: res.headers['cache-control'], body: { ...res.body, received_at: typeof res.body.received_at } });

describe('withdrawing without an account', () => {
  it('the matching contract and email withdraw once, refunded, the receipt to the email on record; asked again, nothing new', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    const res = await statement(sim, { name: 'Ada Lovelace', contract: ` ${id} `, email: EMAIL.toUpperCase() }).expect(202);
    expect(res.body.status).toBe('received');
    expect(Math.abs(Date.parse(res.body.received_at) - Date.now())).toBeLessThan(60_000);
    expect(sim.subscriptions.byId(id)?.status).toBe('cancelled');
    expect(sim.refunds.list().map((r) => r.status)).toEqual(['succeeded']);
    const receipts = sim.outbox.list({ subscriptionId: id, kind: 'withdrawal-receipt' });
    expect(receipts.map((e) => e.to)).toEqual([EMAIL]);
    expect(receipts[0]?.text).toMatch(/Ada Lovelace, we received your withdrawal/);

    const before = state(sim, id);
    const again = await statement(sim, { name: 'Ada Lovelace', contract: id, email: EMAIL }).expect(202);
    expect(shape(again)).toEqual(shape(res));
    expect(state(sim, id)).toEqual(before);
  });

  it('a wrong email, an unknown contract or a stranger’s guess get the same answer as a match and change nothing', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    const before = state(sim, id);
    const wrongEmail = await statement(sim, { name: 'Eve', contract: id, email: 'eve@example.com' });
    const unknown = await statement(sim, { name: 'Eve', contract: 'sub_does-not-exist', email: EMAIL });
    expect(state(sim, id)).toEqual(before);
    const match = await statement(sim, { name: 'Ada', contract: id, email: EMAIL });
    expect(shape(wrongEmail)).toEqual(shape(match));
    expect(shape(unknown)).toEqual(shape(match));
    expect(sim.subscriptions.byId(id)?.status).toBe('cancelled');
  });

  it('a match that cannot be carried out (after the 14 days) is told to the owner with the reason, nothing refunded, same answer', async () => {
    const sim = open();
    const id = await buy(sim, 'DE');
    await request(sim.apps.service).post(`/qa/api/subscriptions/${id}/advance`).send({ days: 15 }).expect(200);
    const res = await statement(sim, { name: 'Ada', contract: id, email: EMAIL }).expect(202);
    expect(res.body.status).toBe('received');
    expect(sim.refunds.list()).toEqual([]);
    expect(sim.subscriptions.byId(id)?.status).toBe('active');
    const refused = sim.outbox.list({ subscriptionId: id, kind: 'withdrawal-refused' });
    expect(refused.map((e) => e.to)).toEqual([EMAIL]);
    expect(refused[0]?.text).toContain(WITHDRAWAL_TEXT.periodOver);
  });

  it('refuses a statement missing a field or carrying another, with 400 problem+json naming it', async () => {
    const sim = open();
    const missing = await statement(sim, { name: 'Ada', email: EMAIL }).expect(400);
    expect(missing.type).toBe('application/problem+json');
    expect(missing.body).toMatchObject({ code: 'bad-request' });
    expect(missing.body.detail).toMatch(/^contract: /);
    expect((await statement(sim, { name: 'Ada', contract: 'sub_x', email: 'not an email' }).expect(400)).body.detail).toMatch(/^email: /);
    expect((await statement(sim, { name: ' ', contract: 'sub_x', email: EMAIL }).expect(400)).body.detail).toMatch(/^name: /);
    expect((await statement(sim, { name: 'Ada', contract: 'sub_x', email: EMAIL, subscription_id: 'sub_x' }).expect(400)).body.detail).toMatch(/subscription_id/);
  });
});
