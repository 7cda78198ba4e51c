/**
 * Every error answer on every origin is application/problem+json (issue 43): an unknown path, a wrong
 * method (405 with Allow) and a path that is not valid percent-encoding, on the app, service and asset
 * origins. The one exception is the vault API under /vault/ on the asset origin, which answers in the
 * shape the widget's vault client reads, { error: { message, http_code } } (docs/spec-coverage.md, W7-14b).
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testSimulator } from '../../test-support';

const sim = testSimulator();
afterAll(() => sim.close());

const PROBLEM_JSON = 'application/problem+json; charset=utf-8';
type Origin = 'app' | 'service' | 'asset';

describe('error answers are problem+json on every origin (issue 43)', () => {
  it.each([
    ['app', '/api/no-such-call'],
    ['service', '/no/such/path'],
    ['service', '/provider/no-such-call'],
    ['asset', '/no/such/path'],
    ['asset', '/bank/no/such/page'],
  ] as const)('on the %s origin, an unknown path %s is a problem+json 404', async (origin: Origin, path) => {
    const res = await request(sim.apps[origin]).get(path).expect(404);
    expect(res.headers['content-type']).toBe(PROBLEM_JSON);
    expect(res.body).toMatchObject({ status: 404, code: expect.stringMatching(/not-found$/) });
  });

  it.each([
    ['app', 'get', '/api/cancel-request', 'POST'],
    ['app', 'put', '/event', 'POST'],
    ['app', 'post', '/remote-addr', 'GET, HEAD'],
    ['service', 'trace', '/qa/api/scenarios', 'GET, HEAD'],
    ['service', 'get', '/subs/create-no-user', 'POST'],
    ['asset', 'put', '/static/countries.json', 'GET, HEAD'],
    ['asset', 'delete', '/3ds/challenge/tok_1', 'GET, HEAD, POST'],
  ] as const)('on the %s origin, %s %s is a problem+json 405 with Allow: %s', async (origin: Origin, method, path, allow) => {
    const res = await request(sim.apps[origin])[method](path).expect(405);
    expect(res.headers['content-type']).toBe(PROBLEM_JSON);
    expect(res.headers.allow).toBe(allow);
    expect(res.body).toMatchObject({ status: 405, code: 'method-not-allowed' });
  });

  it.each([
    ['app', '/api/%E0%A4%A'],
    ['service', '/%E0%A4%A'],
    ['service', '/qa/api/scenarios/%E0%A4%A'],
    ['service', '/provider/executions/%E0%A4%A'],
    ['asset', '/%E0%A4%A'],
    ['asset', '/bank/%'],
  ] as const)('on the %s origin, %s (not valid percent-encoding) is a problem+json 400', async (origin: Origin, path) => {
    const res = await request(sim.apps[origin]).get(path).expect(400);
    expect(res.headers['content-type']).toBe(PROBLEM_JSON);
    expect(res.body).toMatchObject({ status: 400, code: 'bad-request' });
  });
});

describe('the vault API keeps the error shape the widget reads', () => {
  it.each([
    ['get', '/vault/no-such-call', 404],
    ['get', '/vault/tokenize', 405],
    ['get', '/vault/%E0%A4%A', 400],
  ] as const)('%s %s answers %i as { error: { message, http_code } }', async (method, path, status) => {
    const res = await request(sim.apps.asset)[method](path).expect(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({ error: { message: expect.any(String), http_code: status } });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
