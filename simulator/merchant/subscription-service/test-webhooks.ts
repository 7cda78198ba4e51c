/**
 * Test helper of the merchant's webhook endpoint: simulators that sign with one test secret, and an
 * event posted to the endpoint with the provider's signature header, signed now unless a test says otherwise.
 */
import request from 'supertest';
import type { Simulator, SimulatorOptions } from '../../create-simulator';
import { SIGNATURE_HEADER, signatureHeader, selfDeliveringSimulator, testSimulator } from '../../test-support';
import { closedAfterEachTest } from '../../test-simulators';
import { WEBHOOK_PATH } from './webhook';

export const WEBHOOK_SECRET = 'whsec_test-secret-test-secret';
export const EMAIL = 'ada@example.com';
export const PLAN = 'pro_weekly_trial';

/**
 * An opener of simulators signing with WEBHOOK_SECRET, each closed after its test. 'delivered': the
 * provider delivers its webhooks to the simulator's own service app; 'posted': none is delivered, the test posts them.
 */
export function webhookSimulators(delivery: 'delivered' | 'posted'): (options?: Partial<SimulatorOptions>) => Simulator {
  return closedAfterEachTest(delivery === 'delivered' ? selfDeliveringSimulator : testSimulator, { webhookSecret: WEBHOOK_SECRET });
}

/** The provider's signature header for `body`, signed with `secret` at `atMs`. */
export const signedAt = (body: string, secret = WEBHOOK_SECRET, atMs = Date.now()) => signatureHeader(secret, Math.floor(atMs / 1000), body);

/** Posts `body` to the merchant's webhook endpoint (at `path`) as JSON with `signature`. */
export const postEvent = (sim: Simulator, body: string, signature = signedAt(body), path = WEBHOOK_PATH) =>
  request(sim.apps.service).post(path).set('content-type', 'application/json').set(SIGNATURE_HEADER, signature).send(body);
