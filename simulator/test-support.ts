/** Helpers for in-process simulator tests with supertest. */
import request from 'supertest';
import { createSimulator, type Simulator } from './create-simulator';

export const TEST_ORIGINS = { app: 'http://app.test', service: 'http://service.test', asset: 'http://asset.test' } as const;

export function testSimulator(): Simulator {
  return createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret' });
}

/** A path on the service origin from one of its absolute links. */
export const servicePath = (href: string) => new URL(href).pathname;

export interface StartedPayment {
  readonly token: string;
  readonly executionId: string;
  readonly authorizePath: string;
  readonly executionPath: string;
}

export async function startSession(sim: Simulator, query: Record<string, string> = {}): Promise<StartedPayment> {
  const res = await request(sim.apps.service).get('/init/session').query(query).expect(200);
  const body = res.body as {
    token: string;
    execution: { id: string; initialResults: { body: { links: { authorize: { href: string } } } }[]; links: { self: { href: string } } };
  };
  const lookup = body.execution.initialResults[0];
  if (!lookup) throw new Error('init/session returned no lookup result');
  return {
    token: body.token,
    executionId: body.execution.id,
    authorizePath: servicePath(lookup.body.links.authorize.href),
    executionPath: servicePath(body.execution.links.self.href),
  };
}

export async function tokenizeCard(sim: Simulator, sessionToken: string, cardNumber: string): Promise<string> {
  const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${sessionToken}`).expect(200);
  const res = await request(sim.apps.asset)
    .post('/vault/tokenize')
    .set('Authorization', `Bearer ${(vault.body as { accessToken: string }).accessToken}`)
    .send({ cardholder_name: 'Ada Lovelace', card_number: cardNumber, expiry_month: 12, expiry_year: 2034, cvv: '123' })
    .expect(201);
  return (res.body as { token: string }).token;
}

export function authorizeBody(vaultToken: string, value = '1.00') {
  const amount = { value, currency: 'USD' };
  return {
    amount,
    paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount, storeInstrument: true, paymentInstrumentData: { vaultToken } }],
    returnInfo: { success: 'http://app.test/ok' },
  };
}
