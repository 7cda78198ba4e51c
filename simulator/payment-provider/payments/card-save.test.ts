/**
 * The card-save body of app §3 in docs/spec-coverage.md (contracts/card-save.ts): validated at the edge; a card
 * is stored for the customer only when the shopper asked with it, and later lookups for the same
 * email list it masked.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, cardSaveBody, startSession, testSimulator, tokenizeCard, type StartedPayment } from '../../test-support';
import { closedAfterEachTest } from '../../test-simulators';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const open = closedAfterEachTest(testSimulator);
const EMAIL = 'grace@example.com';
const auth = (s: StartedPayment) => ({ Authorization: `Bearer ${s.token}` });
const save = (sim: Simulator, s: StartedPayment, body: unknown) => request(sim.apps.service).post(`/provider/executions/${s.executionId}/instruments`).set(auth(s)).send(body as object);
const instrumentsFor = async (sim: Simulator, email: string) => {
  const res = await request(sim.apps.service).get('/init/session').query({ email, plan: 'club_premium_one_month' }).expect(200);
  return res.body.execution.initialResults[0].body.data.paymentCompositionOptions[0].paymentInstruments as { id: string; displayName?: string; data: Record<string, string> }[];
};

/** Pays with card 4242 (scenario success) and records the purchase, with or without the card-save call first. */
async function payAndBuy(sim: Simulator, options: { cardSave: boolean }) {
  const s = await startSession(sim, { email: EMAIL });
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  if (options.cardSave) {
    const saved = await save(sim, s, cardSaveBody(s.executionId, vaultToken)).expect(201);
    expect(saved.body).toEqual({ holderReference: cardSaveBody(s.executionId, vaultToken).holderReference, paymentMethod: 'card', futureUsage: 'CardOnFile', status: 'created', data: { bin: '424242', last4: '4242', network: 'visa' } });
  }
  const body = authorizeBody(vaultToken);
  await request(sim.apps.service)
    .post(s.authorizePath)
    .set(auth(s))
    .send({ ...body, paymentComposition: body.paymentComposition.map((item) => ({ ...item, storeInstrument: true })) })
    .expect(200);
  for (let i = 0; i < 2; i += 1) await request(sim.apps.service).get(s.executionPath).set(auth(s)).expect(200);
  await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: EMAIL, attribution: {}, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
}

describe('the card-save body', () => {
  it('stores the card that paid: the next checkout with the same email lists it masked, nobody else sees it', async () => {
    const sim = open();
    await payAndBuy(sim, { cardSave: true });
    const listed = await instrumentsFor(sim, EMAIL);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.displayName).toBe('Visa •••• 4242');
    expect(JSON.stringify(listed)).not.toContain('4242424242424242');
    expect(await instrumentsFor(sim, 'eve@example.com')).toEqual([]);
  });

  it('without the card-save call, authorize asking to store is not enough: nothing is listed', async () => {
    const sim = open();
    await payAndBuy(sim, { cardSave: false });
    expect(await instrumentsFor(sim, EMAIL)).toEqual([]);
  });

  it('futureUsage defaults to CardOnFile', async () => {
    const sim = open();
    const s = await startSession(sim, { email: EMAIL });
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const { futureUsage: _, ...body } = cardSaveBody(s.executionId, vaultToken);
    expect((await save(sim, s, body).expect(201)).body.futureUsage).toBe('CardOnFile');
  });

  it.each([
    ['another holder', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, holderReference: 'holder_someone' })],
    ['another vault configuration', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, data: { ...b.data, vaultProviderConfigId: 'vpc_other' } })],
    ['an unknown vault token', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, data: { ...b.data, encryptedData: 'tok_unknown' } })],
    ['storeInstrument false', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, storeInstrument: false })],
    ['another payment method', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, paymentMethod: 'payPal' })],
    ['an unknown futureUsage', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, futureUsage: 'Whenever' })],
    ['a card number in the body', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, data: { ...b.data, cardNumber: '4242424242424242' } })],
    ['no data', (b: ReturnType<typeof cardSaveBody>) => ({ ...b, data: undefined })],
  ])('refuses %s with a 400 problem and a code', async (_, change) => {
    const sim = open();
    const s = await startSession(sim, { email: EMAIL });
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const res = await save(sim, s, change(cardSaveBody(s.executionId, vaultToken))).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.code).toEqual(expect.any(String));
  });

  it('needs the payment session of the execution', async () => {
    const sim = open();
    const s = await startSession(sim, { email: EMAIL });
    const other = await startSession(sim, { email: EMAIL.replace('grace', 'ada') });
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(`/provider/executions/${s.executionId}/instruments`).send(cardSaveBody(s.executionId, vaultToken)).expect(401);
    await request(sim.apps.service).post(`/provider/executions/${s.executionId}/instruments`).set(auth(other)).send(cardSaveBody(s.executionId, vaultToken)).expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
  });
});
