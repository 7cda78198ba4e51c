/**
 * The Apple Pay merchant create-session call (widget §7 in docs/spec-coverage.md) against the provider's handler,
 * whose body schema is contracts/apple-pay.ts: the body the widget sends (widget/wallets/apple-pay-session.ts,
 * asserted in apple-pay.test.tsx; the two meet in e2e/wallets.spec.ts) and the hostile bodies it refuses.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { startSession, testSimulator, TEST_ORIGINS } from '../../test-support';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

async function applePayOption() {
  const res = await request(sim.apps.service).get('/init/session').query({ scenario: 'apple-pay-success' }).expect(200);
  const lookup = res.body.execution.initialResults[0].body;
  const option = (lookup.data.paymentCompositionOptions as { paymentMethodCode: string; config: { createSessionUrl: string } }[]).find((o) => o.paymentMethodCode === 'applePay');
  return { token: res.body.token as string, createSessionUrl: option?.config.createSessionUrl ?? '', sessionLink: lookup.links.applePaySession.href as string };
}

describe('POST /provider/apple-pay/create-session', () => {
  it("answers the lookup's create-session URL with a merchant session bound to the page's host, in data", async () => {
    const { token, createSessionUrl, sessionLink } = await applePayOption();
    expect(createSessionUrl).toBe(`${TEST_ORIGINS.service}/provider/apple-pay/create-session`);
    const res = await request(sim.apps.service)
      .post(createSessionUrl.replace(TEST_ORIGINS.service, ''))
      .set('Authorization', `Bearer ${token}`)
      .send({ requestUrl: sessionLink, sessionUrl: VALIDATION_URL, clientDomain: 'app.test:3000' })
      .expect(200);
    expect(res.body.data).toEqual(expect.objectContaining({ merchantSessionIdentifier: expect.stringMatching(/^msi_/), domainName: 'app.test:3000' }));
  });

  it('calls no other requestUrl than its own, and refuses malformed bodies and missing tokens with problem+json', async () => {
    const s = await startSession(sim);
    const post = (body: unknown) => request(sim.apps.service).post('/provider/apple-pay/create-session').set('Authorization', `Bearer ${s.token}`).send(body as object);
    const good = { requestUrl: `${TEST_ORIGINS.service}/provider/apple-pay/session`, sessionUrl: VALIDATION_URL, clientDomain: 'app.test' };
    expect((await post(good).expect(200)).body.data.domainName).toBe('app.test');
    const elsewhere = await post({ ...good, requestUrl: 'http://169.254.169.254/latest/meta-data' }).expect(400);
    expect(elsewhere.headers['content-type']).toContain('application/problem+json');
    expect(elsewhere.body.code).toBe('bad-request');
    for (const bad of [{ ...good, clientDomain: 'app.test/evil' }, { ...good, sessionUrl: 'javascript:alert(1)' }, { requestUrl: good.requestUrl }, [good]]) {
      expect((await post(bad).expect(400)).body.code).toBe('bad-request');
    }
    await request(sim.apps.service).post('/provider/apple-pay/create-session').send(good).expect(401);
  });
});
