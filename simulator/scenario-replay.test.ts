/**
 * Replays every scenario of the catalogue through the provider API as the widget would, and checks
 * the end the scenario states: the final status the widget would read, and the subscriptions table.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listScenarios, TEST_CARD_SCENARIOS } from '../scenarios';
import type { Simulator } from './create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard } from './test-support';

const FINAL = new Set(['authorizeSuccessful', 'authorizeFailed']);

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

async function payAndPoll(query: Record<string, string>, card = '4242424242424242') {
  const s = await startSession(sim, query);
  const vaultToken = await tokenizeCard(sim, s.token, card);
  await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
  let codes: string[] = [];
  for (let poll = 0; poll < 10; poll += 1) {
    const res = await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    codes = (res.body.status as { code: string }[]).map((x) => x.code);
    if (codes.some((c) => FINAL.has(c))) break;
  }
  const created = await request(sim.apps.service)
    .post('/subs/create-no-user')
    .send({ plan_id: 'pro_weekly_trial', email: 'qa@example.com', card: { execution_id: s.executionId } });
  return { codes, created };
}

describe.each(listScenarios().map((s) => [s.id, s] as const))('scenario %s', (_id, scenario) => {
  it('ends as it states, and a subscription exists if and only if the charge was authorized', async () => {
    const { codes, created } = await payAndPoll({ scenario: scenario.id });
    const final = codes.find((c) => FINAL.has(c));
    expect(final).toBe(scenario.expect.widgetEvent === 'success' ? 'authorizeSuccessful' : 'authorizeFailed');
    expect(created.status).toBe(scenario.expect.subscriptionCreated ? 201 : 402);
    expect(sim.subscriptions.list()).toHaveLength(scenario.expect.subscriptionCreated ? 1 : 0);
  });
});

describe('test cards select the outcome when QA named no scenario', () => {
  it.each(Object.entries(TEST_CARD_SCENARIOS))('%s runs %s', async (card, scenarioId) => {
    const { created } = await payAndPoll({}, card);
    const row = sim.subscriptions.list()[0];
    if (scenarioId === 'success') {
      expect(created.status).toBe(201);
      expect(row?.scenario_id).toBe('success');
    } else {
      expect(created.status).toBe(402);
      expect(row).toBeUndefined();
    }
  });

  it('lets the QA flag win over the test card', async () => {
    const { created } = await payAndPoll({ scenario: 'declined' }, '4242424242424242');
    expect(created.status).toBe(402);
  });
});

describe('idempotent subscription creation', () => {
  it('answers a retried create with the first subscription', async () => {
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`);
    const body = { plan_id: 'pro_weekly_trial', email: 'Twice@Example.com', card: { execution_id: s.executionId } };
    const first = await request(sim.apps.service).post('/subs/create-no-user').send(body).expect(201);
    const second = await request(sim.apps.service).post('/subs/create-no-user').send(body).expect(200);
    expect(second.body.id).toBe(first.body.id);
    expect(sim.subscriptions.list({ email: 'twice@example.com' })).toHaveLength(1);
  });
});
