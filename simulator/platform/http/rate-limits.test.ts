import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator } from '../../test-support';
import { readConfig } from '../../config';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits';

let sim: Simulator | null = null;
afterEach(() => sim?.close());

const tight: RateLimits = { windowS: 60, initSession: 3, event: 3, cancel: 2, activation: 2 };

describe('rate limits on the anonymous endpoints (express-rate-limit)', () => {
  it('GET /init/session answers 429 problem+json with Retry-After past its limit', async () => {
    sim = testSimulator({ rateLimits: tight });
    for (let i = 0; i < 3; i += 1) await request(sim.apps.service).get('/init/session').expect(200);
    const res = await request(sim.apps.service).get('/init/session').expect(429);
    expect(res.type).toBe('application/problem+json');
    expect(res.body).toMatchObject({ status: 429, code: 'too-many-requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((res.body as { retryAfterSeconds: number }).retryAfterSeconds).toBe(Number(res.headers['retry-after']));
  });

  it.each([
    ['POST /event', (s: Simulator) => request(s.apps.app).post('/event').send({}), 3],
    ['POST /api/cancel-request', (s: Simulator) => request(s.apps.app).post('/api/cancel-request').send({ email: 'ada@example.com' }), 2],
    ['POST /api/cancel-subscription/{content}', (s: Simulator) => request(s.apps.app).post('/api/cancel-subscription/x.1'), 2],
    ['POST /api/withdrawal', (s: Simulator) => request(s.apps.app).post('/api/withdrawal').send({ name: 'Ada', contract: 'sub_x', email: 'ada@example.com' }), 2],
    ['POST /api/send-activation-by-email', (s: Simulator) => request(s.apps.app).post('/api/send-activation-by-email/mindmetric/ada%40example.com'), 2],
  ])('%s is limited too, whatever the answers before', async (_name, call, limit) => {
    sim = testSimulator({ rateLimits: tight });
    for (let i = 0; i < limit; i += 1) expect((await call(sim)).status).not.toBe(429);
    const res = await call(sim);
    expect(res.status).toBe(429);
    expect(res.type).toBe('application/problem+json');
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('other endpoints are not limited by them', async () => {
    sim = testSimulator({ rateLimits: tight });
    for (let i = 0; i < 5; i += 1) await request(sim.apps.app).get('/remote-addr').expect(200);
  });

  it('takes its limits from the environment, with defaults no test run reaches', () => {
    expect(readConfig({}).rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(readConfig({ RATE_LIMIT_INIT_SESSION: '5', RATE_LIMIT_WINDOW_S: '10' }).rateLimits).toMatchObject({ initSession: 5, windowS: 10 });
    expect(() => readConfig({ RATE_LIMIT_EVENT: '0' })).toThrow(/RATE_LIMIT_EVENT/);
  });
});
