import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../create-simulator';
import { testSimulator } from '../test-support';

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
