/**
 * POST /provider/refunds (contracts/refunds.ts): only the merchant's secret key, an Idempotency-Key
 * on every call, the same refund for the same key, one successful refund per charge, the scenario's
 * answer, and its signed event in the provider's table.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { REFUNDS_PATH, Refund } from '../../../contracts/refunds';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testSimulator } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const KEY = 'sk_test_refunds';
let sim: Simulator;
afterEach(() => sim.close());

/** A first charge the merchant recorded (a subscription holds it): the only kind a refund takes. */
async function settledCharge(scenario?: string): Promise<string> {
  const s = await authorizedPayment(sim, { plan: 'pro_weekly_trial', ...(scenario ? { scenario } : {}) });
  await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'ada@example.com', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
  const charge = sim.charges.of(s.executionId);
  if (charge?.status !== 'recorded') throw new Error('the charge did not settle');
  return charge.id;
}

const refund = (body: object, key: string | null = 'rf-1', auth = `Bearer ${KEY}`) => {
  const req = request(sim.apps.service).post(REFUNDS_PATH).set('Authorization', auth);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

describe('POST /provider/refunds', () => {
  it('refunds a settled charge once per key and records charge.refunded; a second key for the same charge is refused', async () => {
    sim = testSimulator({ providerApiKey: KEY });
    const charge = await settledCharge();
    const first = await refund({ charge, reason: 'withdrawal' }).expect(200);
    const parsed = Refund.parse(first.body);
    expect(parsed).toMatchObject({ charge, status: 'succeeded', amount: { value: '1.00', currency: 'USD' }, failure_reason: null });
    const replay = await refund({ charge, reason: 'withdrawal' }).expect(200);
    expect(replay.body.id).toBe(parsed.id);
    expect((await refund({ charge, reason: 'withdrawal' }, 'rf-2').expect(409)).body.detail).toBe('This charge was already refunded.');
    expect((await refund({ charge: 'chg_other', reason: 'withdrawal' }).expect(409)).body.detail).toContain('Idempotency-Key was used with another refund');
    expect(sim.refunds.list()).toHaveLength(1);
    expect(sim.events.list().filter((e) => e.type === 'charge.refunded')).toHaveLength(1);
  });

  it('answers the scenario’s refund: refund-failed fails with its reason and records charge.refund_failed', async () => {
    sim = testSimulator({ providerApiKey: KEY });
    const charge = await settledCharge('refund-failed');
    const res = await refund({ charge, reason: 'requested-by-customer' }).expect(200);
    expect(res.body).toMatchObject({ status: 'failed', failure_reason: 'card-closed' });
    expect(sim.events.list().map((e) => e.type)).toContain('charge.refund_failed');
  });

  it('refuses a missing or wrong key (401), a missing Idempotency-Key or bad body (400), an unknown charge (404)', async () => {
    sim = testSimulator({ providerApiKey: KEY });
    const charge = await settledCharge();
    await refund({ charge, reason: 'withdrawal' }, 'rf-1', 'Bearer sk_test_wrong').expect(401);
    await request(sim.apps.service).post(REFUNDS_PATH).set('Idempotency-Key', 'rf-1').send({ charge, reason: 'withdrawal' }).expect(401);
    await refund({ charge, reason: 'withdrawal' }, null).expect(400);
    await refund({ charge, reason: 'because', amount: 5 }).expect(400);
    await refund({ charge: 'chg_nope', reason: 'withdrawal' }, 'rf-9').expect(404);
    expect(sim.refunds.list()).toEqual([]);
  });
});
