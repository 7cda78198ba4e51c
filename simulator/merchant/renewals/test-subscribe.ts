/** Test helper: a subscription bought through the simulator's real funnel calls (session, vault, authorize, polls, create). */
import request from 'supertest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, tokenizeCard } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

export async function subscribeThroughFunnel(sim: Simulator, email: string, options: { scenario?: string; plan?: string } = {}): Promise<string> {
  const plan = options.plan ?? 'pro_weekly_trial';
  const s = await startSession(sim, { plan, ...(options.scenario ? { scenario: options.scenario } : {}) });
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  const body = authorizeBody(vaultToken, sim.sessions.byExecutionId(s.executionId)?.amount.value ?? '1.00');
  await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(body).expect(200);
  await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
  const res = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: plan, email, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
  return (res.body as { id: string }).id;
}
