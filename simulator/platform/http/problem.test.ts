import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator } from '../../test-support';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

// Found by property-tests/simulator/malformed-bodies.test.ts: these used to be 500s.
describe('errors raised before a handler runs are the caller\'s 4xx problems', () => {
  it('a body over the size limit is a 413', async () => {
    const res = await request(sim.apps.service).post('/subs/create-no-user').send({ email: 'x'.repeat(200_000) }).expect(413);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'payload-too-large', status: 413 });
  });

  it('an unreadable charset or encoding is a 415 or 400', async () => {
    const charset = await request(sim.apps.app).post('/event').set('Content-Type', 'application/json; charset=latin2').send('{}').expect(415);
    expect(charset.body.code).toBe('unsupported-media-type');
    const gzip = await request(sim.apps.asset).post('/3ds/challenge/x').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{}').expect(400);
    expect(gzip.body.code).toBe('bad-request');
  });

  it('an undecodable path parameter is a 400', async () => {
    const res = await request(sim.apps.asset).get('/3ds/challenge/%E0%A4%A').expect(400);
    expect(res.body).toMatchObject({ code: 'bad-request', status: 400 });
  });
});

describe('edge validation', () => {
  it('a body of another content type is a 415 that says to send JSON', async () => {
    const res = await request(sim.apps.service).post('/subs/create-no-user').set('Content-Type', 'text/plain').send('plan_id=x').expect(415);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'unsupported-media-type', status: 415 });
    expect(res.body.detail).toContain('Content-Type: application/json');
  });

  it('a missing body is a 400 that says what to send', async () => {
    const res = await request(sim.apps.service).post('/subs/create-no-user').expect(400);
    expect(res.body).toMatchObject({ code: 'bad-request', detail: 'The body is missing: send JSON with "Content-Type: application/json".' });
  });

  it('an unknown provider path is "API URL not found"', async () => {
    const res = await request(sim.apps.service).post('/provider/nothing/here').send({}).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'api-url-not-found', status: 404 });
    expect(res.body.detail).toMatch(/^API URL not found: POST \/provider\/nothing\/here/);
    const other = await request(sim.apps.service).get('/nothing').expect(404);
    expect(other.body.code).toBe('not-found');
  });
});

describe('the vault answers every error on /vault/* in its own shape, with a request id', () => {
  it.each([
    ['JSON that does not parse', 'application/json', '{"card_number":', 400],
    ['an oversize body', 'application/json', JSON.stringify({ card_number: '4'.repeat(200_000) }), 413],
    ['an unreadable charset', 'application/json; charset=latin2', '{}', 415],
  ])('%s', async (_name, type, body, status) => {
    const res = await request(sim.apps.asset).post('/vault/tokenize').set('Content-Type', type).send(body).expect(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({ error: { message: expect.any(String), http_code: status } });
    expect(JSON.stringify(res.body)).not.toContain('4444');
  });

  it('an unknown vault path', async () => {
    const res = await request(sim.apps.asset).post('/vault/nothing').send({}).expect(404);
    expect(res.body).toEqual({ error: { message: 'POST /vault/nothing does not exist here.', http_code: 404 } });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
