import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard } from '../../test-support';
import { BIN_ISSUER_COUNTRIES, installmentsFor, installmentsOf, issuerCountryOf, recordInstallments } from './bin-lookup';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const lookup = (token: string | null, body: unknown) => {
  const req = request(sim.apps.service).post('/provider/bin-lookup');
  if (token !== null) req.set('Authorization', `Bearer ${token}`);
  return req.send(body as object);
};

describe('POST /provider/bin-lookup', () => {
  it('answers the issuer country of a Brazilian bin and US for any other', async () => {
    const { token } = await startSession(sim);
    expect((await lookup(token, { bin: '438935' }).expect(200)).body).toEqual({ issuerCountry: { code: 'BR' } });
    expect((await lookup(token, { bin: '60628288' }).expect(200)).body).toEqual({ issuerCountry: { code: 'BR' } });
    expect((await lookup(token, { bin: '424242' }).expect(200)).body).toEqual({ issuerCountry: { code: 'US' } });
  });

  it('needs the payment session token as bearer', async () => {
    expect((await lookup(null, { bin: '438935' }).expect(401)).body.code).toBe('unauthorized');
    expect((await lookup('ps_unknown', { bin: '438935' }).expect(401)).body.code).toBe('unauthorized');
  });

  it.each([{ bin: '12345' }, { bin: '123456789' }, { bin: '4242ab' }, { bin: 424242 }, {}, { bin: '424242', pan: '4242424242424242' }])(
    'refuses the malformed body %j with a 400 problem',
    async (body) => {
      const { token } = await startSession(sim);
      const res = await lookup(token, body).expect(400);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body.code).toBe('bad-request');
    },
  );
});

describe('the BIN table', () => {
  it('reads the first 6 digits of a longer bin', () => {
    for (const [bin, country] of Object.entries(BIN_ISSUER_COUNTRIES)) expect(issuerCountryOf(`${bin}12`)).toBe(country);
    expect(issuerCountryOf('55555555')).toBe('US');
  });
});

describe('installmentsFor', () => {
  it('splits the amount per count, rounded up to the cent so the sum never falls short', () => {
    const plan = installmentsFor('1.00');
    expect(plan.BR).toEqual([
      { count: 2, amount: '0.50' },
      { count: 3, amount: '0.34' },
      { count: 6, amount: '0.17' },
    ]);
    for (const options of Object.values(installmentsFor('19.99'))) {
      for (const o of options) expect(Math.round(Number(o.amount) * 100) * o.count).toBeGreaterThanOrEqual(1999);
    }
  });
});

describe('recordInstallments', () => {
  it('records a count, leaves a single payment as null and refuses a malformed count', async () => {
    await startSession(sim);
    const [session] = sim.sessions.all();
    if (!session) throw new Error('no session');
    expect(recordInstallments(session, { paymentMethodCode: 'card' })).toBeNull();
    expect(installmentsOf(session)).toBeNull();
    expect(recordInstallments(session, { installments: { count: 3 } })).toBe(3);
    expect(installmentsOf(session)).toBe(3);
    expect(() => recordInstallments(session, { installments: { count: 0 } })).toThrow(/installments.count/);
    expect(() => recordInstallments(session, { installments: { count: '3' } })).toThrow(/installments.count/);
  });
});

describe('GET /init/session lookup additions', () => {
  it('links the BIN lookup and gives the card option its clientConfig; installments only in installments-br', async () => {
    const plain = await request(sim.apps.service).get('/init/session').expect(200);
    const lookupBody = plain.body.execution.initialResults[0].body;
    expect(lookupBody.links.binLookup.href).toBe('http://service.test/provider/bin-lookup');
    expect(lookupBody.data.paymentCompositionOptions[0].clientConfig).toMatchObject({ supportsBillingInfo: false, supportsInstallments: false });
    const br = await request(sim.apps.service).get('/init/session?scenario=installments-br').expect(200);
    const config = br.body.execution.initialResults[0].body.data.paymentCompositionOptions[0].clientConfig;
    expect(config).toMatchObject({ supportsBillingInfo: true, supportsInstallments: true });
    expect(config.installments.BR[0]).toEqual({ count: 2, amount: '0.50' });
  });
});

describe('authorize in installments-br', () => {
  it('records installments.count of the authorize body on the session, and refuses a malformed one', async () => {
    const started = await startSession(sim, { scenario: 'installments-br' });
    const vaultToken = await tokenizeCard(sim, started.token, '4389350000000002');
    const body = authorizeBody(vaultToken);
    const [item] = body.paymentComposition;
    const withCount = { ...body, paymentComposition: [{ ...item, installments: { count: 3 } }] };
    const bad = await request(sim.apps.service)
      .post(started.authorizePath)
      .set('Authorization', `Bearer ${started.token}`)
      .send({ ...body, paymentComposition: [{ ...item, installments: { count: 0 } }] });
    expect(bad.status).toBe(400);
    await request(sim.apps.service).post(started.authorizePath).set('Authorization', `Bearer ${started.token}`).send(withCount).expect(200);
    const session = sim.sessions.byBearer(started.token);
    if (!session) throw new Error('no session');
    expect(installmentsOf(session)).toBe(3);
  });
});
