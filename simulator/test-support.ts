/** Helpers for in-process simulator tests with supertest. */
import { RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import type { Express } from 'express';
import request from 'supertest';
import { createSimulator, type Simulator, type SimulatorOptions } from './create-simulator';
import { Problem } from './platform/http/problem';
import { VAULT_PROVIDER_CONFIG_ID } from '../contracts/card-save';
import { holderReferenceOf } from './payment-provider/payments/card-save';
import { DEFAULT_RATE_LIMITS } from './platform/http/rate-limits';
import { logContractViolation } from './qa/openapi/violation-log';
// Tests of the merchant's folders stage the provider's side through this harness, never by importing it (ADR 9).
export { SESSION_TTL_MS } from './payment-provider/payments/sessions';
export { SESSION_CACHE_CAP } from './payment-provider/payments/session-cache';
export { signatureHeader, SIGNATURE_HEADER } from './payment-provider/webhooks/signature';
import type { IdTokenVerifier, VerifiedUser } from './merchant/identity/verifier';

export const TEST_ORIGINS = { app: 'http://app.test', service: 'http://service.test', asset: 'http://asset.test' } as const;

/**
 * A stand-in verifier for tests about something else than identity: `testIdToken(user)` makes a
 * token it accepts, anything else is refused. The real one (firebase-admin against the Auth
 * emulator) is tested in simulator/merchant/identity/*.emulator.test.ts.
 */
export const testIdentity: IdTokenVerifier = {
  async verify(idToken) {
    const match = /^test-id-token (.+)$/.exec(idToken);
    if (!match?.[1]) throw new Problem('id-token-invalid', 'The ID token is not valid.');
    return JSON.parse(match[1]) as VerifiedUser;
  },
};

export function testIdToken(user: Partial<VerifiedUser> & { uid: string }): string {
  const full: VerifiedUser = { email: null, emailVerified: true, signInProvider: 'password', ...user };
  return `test-id-token ${JSON.stringify(full)}`;
}

/**
 * Tests about something else than rate limits flood on purpose (2,001 sessions, property tests'
 * thousand runs): their limits are out of reach. simulator/platform/http/rate-limits.test.ts passes tight ones,
 * and the e2e suite runs against the real defaults.
 */
const OUT_OF_REACH = 1_000_000;
const TEST_RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, initSession: OUT_OF_REACH, event: OUT_OF_REACH, cancel: OUT_OF_REACH, activation: OUT_OF_REACH };

/** Every call of a documented route is held to the OpenAPI document; a violation fails the test (qa/openapi/contract-setup.ts). */
export function testSimulator(options: Partial<SimulatorOptions> = {}): Simulator {
  return createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret', identity: testIdentity, rateLimits: TEST_RATE_LIMITS, contractCheck: logContractViolation, ...options });
}

/**
 * A test simulator whose provider delivers its signed webhooks to the simulator's own service app
 * through supertest: the HTTP round trip of a real delivery, in-process.
 */
export function selfDeliveringSimulator(options: Partial<SimulatorOptions> = {}): Simulator {
  const holder: { sim?: Simulator } = {};
  const sim = testSimulator({
    webhookTransport: async (url, body, headers) => {
      if (!holder.sim) throw new Error('not started');
      const res = await request(holder.sim.apps.service).post(new URL(url).pathname).set(headers).send(body);
      return { status: res.status, text: res.text };
    },
    ...options,
  });
  holder.sim = sim;
  return sim;
}

/** A path on the service origin from one of its absolute links. */
export const servicePath = (href: string) => new URL(href).pathname;

export interface StartedPayment {
  readonly token: string;
  readonly executionId: string;
  readonly authorizePath: string;
  readonly executionPath: string;
}

/**
 * A card purchase the provider authorized (test card 4242, scenario success: authorized on the second
 * poll). Storing the card (the default) sends the card-save body of app §3 in docs/spec-coverage.md before authorize, as the widget does.
 */
export async function authorizedPayment(
  sim: Simulator,
  query: Record<string, string> = {},
  options: { storeInstrument?: boolean; initHeaders?: Record<string, string>; consent?: { readonly termsVersion: string; readonly language: string } } = {},
): Promise<StartedPayment> {
  const s = await startSession(sim, query, options.initHeaders);
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  const body = { ...authorizeBody(vaultToken), ...(options.consent ? { consent: options.consent } : {}) };
  const [item] = body.paymentComposition;
  const storeInstrument = options.storeInstrument ?? true;
  const composition = item ? [{ ...item, storeInstrument }] : [];
  const auth = { Authorization: `Bearer ${s.token}` };
  if (storeInstrument) await request(sim.apps.service).post(`/provider/executions/${s.executionId}/instruments`).set(auth).send(cardSaveBody(s.executionId, vaultToken)).expect(201);
  await request(sim.apps.service).post(s.authorizePath).set(auth).send({ ...body, paymentComposition: composition }).expect(200);
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  return s;
}

/** The card-save body of app §3 in docs/spec-coverage.md for a session's vault token (contracts/card-save.ts). */
export const cardSaveBody = (executionId: string, vaultToken: string) => ({
  holderReference: holderReferenceOf(executionId),
  paymentMethod: 'card',
  storeInstrument: true,
  futureUsage: 'CardOnFile',
  data: { encryptedData: vaultToken, vaultProviderConfigId: VAULT_PROVIDER_CONFIG_ID },
});

/** Opens a payment session; `headers` may carry the signed-in shopper's ID token (x-id-token). */
export async function startSession(sim: Simulator, query: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<StartedPayment> {
  const res = await request(sim.apps.service).get('/init/session').query(query).set(headers).expect(200);
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

/** The shopper's agreement the widget sends with every authorization (contracts/provider.ts AuthorizationConsent). */
export const AUTHORIZATION_CONSENT = { termsVersion: RENEWAL_TERMS_VERSION, language: 'en' } as const;

export function authorizeBody(vaultToken: string, value = '1.00') {
  const amount = { value, currency: 'USD' };
  return {
    amount,
    paymentComposition: [{ paymentMethodCode: 'card', integrationType: 'api', amount, storeInstrument: true, paymentInstrumentData: { vaultToken } }],
    returnInfo: { success: 'http://app.test/ok' },
    consent: AUTHORIZATION_CONSENT,
  };
}

interface RouterLayer {
  readonly route?: { readonly path: unknown; readonly methods: Readonly<Record<string, boolean>> };
  readonly handle?: { readonly stack?: readonly RouterLayer[] };
  /** The mount path of a nested router (router 2.x). */
  readonly rawPath?: unknown;
}

/** Every method (upper case) and string path registered on an app, nested routers included, in Express's `:name` spelling. */
export function mountedRoutes(app: Express): { readonly method: string; readonly path: string }[] {
  const found: { method: string; path: string }[] = [];
  const walk = (stack: readonly RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all').map((m) => m.toUpperCase());
        for (const path of [layer.route.path].flat()) {
          if (typeof path === 'string') for (const method of methods) found.push({ method, path: `${prefix}${path}` });
        }
      } else if (layer.handle?.stack) {
        for (const mount of [layer.rawPath].flat()) {
          if (typeof mount === 'string') walk(layer.handle.stack, mount === '/' ? prefix : `${prefix}${mount}`);
        }
      }
    }
  };
  // Express keeps no public list of its routes; its router's stack is the one source (router 2.x keeps each mount's rawPath).
  walk((app as unknown as { router: { stack: RouterLayer[] } }).router.stack, '');
  return found;
}
