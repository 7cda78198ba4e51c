/**
 * The confirm call's checks and the polls that consult no script (issue 18 point 4: the mutation
 * run's survivors). A refused confirm is a 409 or 400 problem+json that moves nothing; a poll before
 * authorize, while a PayPal order waits, while a challenge decides or once the end is final changes
 * nothing (no status appended, the script's count untouched).
 */
import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { AUTHORIZATION_CONSENT, authorizeBody, startSession, testSimulator, tokenizeCard, TEST_ORIGINS, type StartedPayment } from '../../test-support';
import { getExecutionHandler } from './get-execution';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const AMOUNT = { value: '1.00', currency: 'USD' };
const auth = (s: StartedPayment) => ({ Authorization: `Bearer ${s.token}` });
const executionOf = (s: StartedPayment) => sim.sessions.byBearer(s.token)?.execution;
const codesOf = (s: StartedPayment) => executionOf(s)?.statuses.map((x) => x.code);
const poll = (s: StartedPayment) => request(sim.apps.service).get(s.executionPath).set(auth(s)).expect(200);
const confirm = (s: StartedPayment, data: object) => request(sim.apps.service).post(`${s.executionPath}/confirm`).set(auth(s)).send({ data });
const payPal = (s: StartedPayment, entry: object = {}) =>
  request(sim.apps.service).post(`${s.executionPath}/pay`).set(auth(s)).send([{ paymentMethodCode: 'payPal', integrationType: 'api', amount: AMOUNT, ...entry, consent: AUTHORIZATION_CONSENT }]).expect(200);

function expectProblem(res: request.Response, status: number, code: string, detail: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ code, detail });
}

/** Polls `times` times and checks that none of them changed the execution. */
async function expectPollsChangeNothing(s: StartedPayment, times: number): Promise<void> {
  const before = structuredClone(executionOf(s));
  for (let i = 0; i < times; i += 1) {
    const res = await poll(s);
    expect(res.body.status).toEqual(before?.statuses);
  }
  expect(executionOf(s)?.statuses).toEqual(before?.statuses);
  expect(executionOf(s)?.pollCount).toBe(before?.pollCount);
}

describe('confirm refuses', () => {
  const NOTHING = 'Nothing to confirm: no PayPal order was created for this execution.';

  it('an execution without a payment, and one paid by another method', async () => {
    const s = await startSession(sim, { scenario: 'pending' });
    expectProblem(await confirm(s, { orderId: 'ORDER-1' }), 409, 'conflict', NOTHING);
    await request(sim.apps.service)
      .post(`${s.executionPath}/pay`)
      .set(auth(s))
      .send([{ paymentMethodCode: 'genericRedirect', integrationType: 'api', amount: AMOUNT, paymentInstrumentData: { paymentMethod: 'online-banking' }, consent: AUTHORIZATION_CONSENT }])
      .expect(200);
    const before = codesOf(s);
    expectProblem(await confirm(s, { orderId: 'ORDER-1' }), 409, 'conflict', NOTHING);
    expect(codesOf(s)).toEqual(before);
  });

  it('another order id, and the order id where the billing agreement\'s token id is due', async () => {
    const order = await startSession(sim, { scenario: 'paypal-success' });
    await payPal(order);
    expectProblem(await confirm(order, { orderId: 'ORDER-WRONG' }), 400, 'bad-request', 'data.orderId must be the orderId of the pay answer.');
    const agreement = await startSession(sim, { scenario: 'paypal-success' });
    const paid = await payPal(agreement, { storeInstrument: true });
    const { tokenId } = paid.body.response.links.confirm.action.parameters as { tokenId: string };
    expectProblem(await confirm(agreement, { orderId: tokenId }), 400, 'bad-request', 'data.tokenId must be the tokenId of the pay answer.');
    expect(codesOf(agreement)).toEqual(['authorizeRequested', 'authorizePending']);
    expect(executionOf(agreement)?.payment?.confirmed).toBe(false);
  });

  it('a second confirm of the same order', async () => {
    const s = await startSession(sim, { scenario: 'paypal-success' });
    const paid = await payPal(s);
    const { parameters } = paid.body.response.links.confirm.action as { parameters: object };
    await confirm(s, parameters).expect(200);
    expectProblem(await confirm(s, parameters), 409, 'conflict', 'This order was already confirmed.');
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizePending', 'confirmRequested']);
  });
});

describe('a PayPal order', () => {
  it('waits for the shopper without counting polls, then follows the script from its first answer after confirm', async () => {
    const s = await startSession(sim, { scenario: 'paypal-success' });
    const paid = await payPal(s);
    await expectPollsChangeNothing(s, 3);
    const res = await confirm(s, paid.body.response.links.confirm.action.parameters as object).expect(200);
    expect(res.body).toEqual({ name: 'confirm', executionId: s.executionId, links: { execution: { href: `http://service.test/provider/executions/${s.executionId}` } } });
    expect(executionOf(s)?.payment?.confirmed).toBe(true);
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizePending', 'confirmRequested']);
    await poll(s);
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizePending', 'confirmRequested']);
    await poll(s);
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizePending', 'confirmRequested', 'authorizeSuccessful']);
    // Final: later polls append nothing more.
    await expectPollsChangeNothing(s, 2);
  });

  it('is accepted at confirm when the scenario scripts no confirm answer', async () => {
    const s = await startSession(sim, { scenario: 'paypal-cancel' });
    const paid = await payPal(s);
    await confirm(s, paid.body.response.links.confirm.action.parameters as object).expect(200);
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizePending', 'confirmRequested']);
  });
});

describe('polls that consult no script', () => {
  it('before authorize: the empty execution, nothing counted', async () => {
    const s = await startSession(sim);
    const res = await poll(s);
    expect(res.body).toEqual({ id: s.executionId, status: [], links: { self: { href: `http://service.test/provider/executions/${s.executionId}` } } });
    await expectPollsChangeNothing(s, 2);
  });

  it('while the 3-D Secure challenge decides, and after it decided', async () => {
    const s = await startSession(sim, { scenario: 'pending-3ds-success' });
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set(auth(s)).send(authorizeBody(vaultToken)).expect(200);
    const asked = await poll(s);
    expect(asked.body.actionRequired).toBe('3ds');
    await expectPollsChangeNothing(s, 2);
    await request(sim.apps.asset).post(new URL(asked.body.links['3ds'].href as string).pathname).send({ action: 'complete' }).expect(200);
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizePending', 'authorizeSuccessful']);
    await expectPollsChangeNothing(s, 2);
  });

  it('once a card\'s end is final', async () => {
    const s = await startSession(sim, { scenario: 'declined' });
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set(auth(s)).send(authorizeBody(vaultToken)).expect(200);
    await poll(s);
    expect(codesOf(s)).toEqual(['authorizeRequested', 'authorizeFailed']);
    await expectPollsChangeNothing(s, 2);
  });

  it('the transactional poll handler answers them itself too, without a script', async () => {
    const s = await startSession(sim);
    const session = sim.sessions.byBearer(s.token);
    const app = express().get(
      '/',
      (_req, res, next) => {
        res.locals.session = session;
        next();
      },
      getExecutionHandler(sim.sessions, TEST_ORIGINS),
    );
    const res = await request(app).get('/').expect(200);
    expect(res.body).toEqual({ id: s.executionId, status: [], links: { self: { href: `http://service.test/provider/executions/${s.executionId}` } } });
  });
});
