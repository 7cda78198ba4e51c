/** Test helper: a weekly trial bought through the simulator's real funnel calls, with the buyer's country in its attribution. */
import request from 'supertest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, tokenizeCard } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

export const BUYER_EMAIL = 'ada@example.com';

/** A weekly trial bought through the funnel's calls from `country`. */
export async function buyFrom(sim: Simulator, country: string, scenario = 'refund-success'): Promise<string> {
  const plan = 'pro_weekly_trial';
  const s = await startSession(sim, { plan, scenario });
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  const auth = { Authorization: `Bearer ${s.token}` };
  await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(vaultToken, '1.00')).expect(200);
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  const res = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: plan, email: BUYER_EMAIL, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS, attribution: { ip: '203.0.113.9', country } }).expect(201);
  return (res.body as { id: string }).id;
}

