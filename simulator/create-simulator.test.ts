import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from '../scenarios';
import type { Simulator } from './create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard, TEST_ORIGINS } from './test-support';
import { AGREED_TO_CURRENT_TERMS } from '../catalog/renewal-terms';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

describe('GET /init/session', () => {
  it('creates a session for the default plan with an authorize link and client meta', async () => {
    const res = await request(sim.apps.service).get('/init/session').expect(200);
    expect(res.body).toMatchObject({
      amount: { value: '1.00', currency: 'USD' },
      scenario: null,
      execution: { meta: { assetHost: TEST_ORIGINS.asset, vault: { url: `${TEST_ORIGINS.asset}/vault` } } },
    });
    expect(res.body.token).toMatch(/^ps_/);
  });

  it('answers without an ETag (the service origin\'s answers are the state of a moment); the app origin keeps them', async () => {
    const res = await request(sim.apps.service).get('/init/session').expect(200);
    expect(res.headers.etag).toBeUndefined();
    const app = await request(sim.apps.app).get('/remote-addr').expect(200);
    expect(app.headers.etag).toMatch(/^W\//);
  });

  it('binds the scenario QA named', async () => {
    const res = await request(sim.apps.service).get('/init/session?scenario=declined').expect(200);
    expect(res.body.scenario).toBe('declined');
  });

  it('refuses an unknown scenario with a problem naming the valid ids', async () => {
    const res = await request(sim.apps.service).get('/init/session?scenario=bogus').expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'unknown-scenario', scenario: 'bogus', validIds: [...SCENARIO_IDS] });
    expect(res.body.detail).toContain(SCENARIO_IDS.join(', '));
  });

  it('refuses an unknown plan', async () => {
    const res = await request(sim.apps.service).get('/init/session?plan=nope').expect(400);
    expect(res.body.code).toBe('bad-request');
  });

  it('allows the app origin, and only it, through CORS', async () => {
    const ok = await request(sim.apps.service).options('/init/session').set('Origin', TEST_ORIGINS.app).expect(204);
    expect(ok.headers['access-control-allow-origin']).toBe(TEST_ORIGINS.app);
    expect(ok.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/);
    const other = await request(sim.apps.service).options('/init/session').set('Origin', 'http://evil.test').expect(204);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('vault', () => {
  it('tokenizes a valid card and keeps neither the number nor the CVV', async () => {
    const { token } = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, token, '4242424242424242');
    expect(vaultToken).toMatch(/^tok_/);
    const session = sim.sessions.byBearer(token);
    const journal = JSON.stringify(session?.journal);
    expect(journal).toContain('/vault/tokenize');
    expect(journal).not.toContain('4242424242424242');
    expect(journal).not.toContain('"123"');
  });

  it('rejects a Luhn-invalid number without echoing it', async () => {
    const { token } = await startSession(sim);
    const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${token}`);
    const res = await request(sim.apps.asset)
      .post('/vault/tokenize')
      .set('Authorization', `Bearer ${vault.body.accessToken}`)
      .send({ cardholder_name: 'Ada', card_number: '4242424242424241', expiry_month: 1, expiry_year: 2030, cvv: '123' })
      .expect(400);
    expect(res.body.error.message).toBe('The card number is not valid.');
    expect(JSON.stringify(res.body)).not.toContain('4242424242424241');
  });

  it('rejects a forged bearer token', async () => {
    const res = await request(sim.apps.asset).post('/vault/tokenize').set('Authorization', 'Bearer a.b.c').send({}).expect(401);
    expect(res.body.error.message).toContain('Invalid token');
  });
});

describe('provider', () => {
  it('needs the session bearer token', async () => {
    const { authorizePath } = await startSession(sim);
    await request(sim.apps.service).post(authorizePath).send({}).expect(401);
    await request(sim.apps.service).post(authorizePath).set('Authorization', 'Bearer ps_unknown').send({}).expect(401);
  });

  it('refuses an amount other than the session was created for', async () => {
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    const res = await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken, '0.01')).expect(400);
    expect(res.body.detail).toContain('1.00 USD');
  });

  it('refuses a vault token of another session', async () => {
    const a = await startSession(sim);
    const b = await startSession(sim);
    const tokenOfB = await tokenizeCard(sim, b.token, '4242424242424242');
    await request(sim.apps.service).post(a.authorizePath).set('Authorization', `Bearer ${a.token}`).send(authorizeBody(tokenOfB)).expect(400);
  });

  it('lets a declined shopper try another card on the same execution, and charges an execution once', async () => {
    const s = await startSession(sim);
    const auth = (vaultToken: string) => request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken));
    const poll = async () => {
      const res = await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
      return (res.body as { status: { code: string }[] }).status.map((x) => x.code);
    };

    await auth(await tokenizeCard(sim, s.token, '4000000000000002')).expect(200);
    expect(await poll()).toEqual(['authorizeRequested', 'authorizeFailed']);

    await auth(await tokenizeCard(sim, s.token, '4242424242424242')).expect(200);
    await poll();
    expect((await poll()).slice(2)).toEqual(['authorizeRequested', 'authorizeSuccessful']);
    expect(sim.sessions.byBearer(s.token)?.execution.authorizedWith).toMatchObject({ scenarioId: 'success', card: { last4: '4242' } });

    const again = await auth(await tokenizeCard(sim, s.token, '4242424242424242')).expect(409);
    expect(again.body.detail).toContain('charged once');
  });

  it('rejects a malformed authorize body with a problem, not a crash', async () => {
    const s = await startSession(sim);
    const res = await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send({ amount: 'lots' }).expect(400);
    expect(res.body).toMatchObject({ code: 'bad-request', status: 400 });
    const notJson = await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).set('Content-Type', 'application/json').send('{').expect(400);
    expect(notJson.body.detail).toBe('The body is not valid JSON.');
  });
});

describe('POST /subs/create-no-user', () => {
  it('refuses to record a subscription the provider has not authorized', async () => {
    const s = await startSession(sim);
    const res = await request(sim.apps.service)
      .post('/subs/create-no-user')
      .send({ plan_id: 'pro_weekly_trial', email: 'a@b.co', card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS })
      .expect(402);
    expect(res.body.error).toBe('The provider has not authorized this payment.');
    expect(sim.subscriptions.list()).toHaveLength(0);
  });

  it('refuses an invalid email with the error field the app reads', async () => {
    const res = await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email: 'nope', card: { execution_id: 'x' }, consent: AGREED_TO_CURRENT_TERMS }).expect(400);
    expect(res.body.error).toContain('email');
  });
});

describe('QA console', () => {
  it('lists every scenario with a link that starts the funnel', async () => {
    const res = await request(sim.apps.service).get('/qa').expect(200);
    expect(res.text).toContain(`${TEST_ORIGINS.app}/mindmetric/?scenario=declined`);
    const api = await request(sim.apps.service).get('/qa/api/scenarios').expect(200);
    expect(api.body.map((s: { id: string }) => s.id)).toEqual([...SCENARIO_IDS]);
  });
});

describe('app origin', () => {
  it('answers /remote-addr with ip and country', async () => {
    const res = await request(sim.apps.app).get('/remote-addr').expect(200);
    expect(res.body).toEqual({ ip: expect.any(String), country: 'US' });
  });
});
