import request from 'supertest';
import express, { type RequestHandler } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { TEST_ORIGINS, testSimulator } from '../../test-support';
import { fixedHeaders, helmetFor, securityHeaders } from './security-headers';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

describe('security headers (helmet) on every origin', () => {
  it("app pages may be framed by the app only: frame-ancestors 'self' and X-Frame-Options SAMEORIGIN", async () => {
    const res = await request(sim.apps.app).get('/remote-addr').expect(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Popups the checkout opens (3-D Secure, wallets, sign-in) keep their opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('the asset origin may be framed by the app origin only, and its files loaded by other origins', async () => {
    const res = await request(sim.apps.asset).get('/static/countries.json').expect(200);
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${TEST_ORIGINS.app}`);
    expect(res.headers['content-security-policy']).not.toContain("'self'; ");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the service origin is framed by nobody, and the QA console keeps its own strict policy', async () => {
    const api = await request(sim.apps.service).get('/qa/api/scenarios').expect(200);
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    const qa = await request(sim.apps.service).get('/qa').expect(200);
    expect(qa.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'nonce-[^']+'; style-src 'nonce-/);
    expect(qa.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('errors carry the headers too', async () => {
    const res = await request(sim.apps.app).get('/no-such-path').expect(404);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('fixedHeaders: helmet decides once, each request gets the same headers', () => {
  const headersOf = async (handler: RequestHandler) => {
    const app = express();
    app.use(handler);
    app.get('/x', (_req, res) => {
      res.json({ ok: true });
    });
    const res = await request(app).get('/x').expect(200);
    const { date: _date, etag: _etag, ...headers } = res.headers;
    return headers;
  };

  it.each(['app', 'service', 'asset'] as const)('the %s origin answers exactly the headers helmet sets per request', async (origin) => {
    const replayed = await headersOf(securityHeaders(origin, TEST_ORIGINS.app));
    expect(replayed).toEqual(await headersOf(helmetFor(origin, TEST_ORIGINS.app)));
    expect(replayed['content-security-policy']).toContain('frame-ancestors');
    expect(replayed['x-content-type-options']).toBe('nosniff');
  });

  it('removes what the middleware removes, and refuses one that does not pass the request on at once', async () => {
    const removing: RequestHandler = (_req, res, next) => {
      res.removeHeader('X-Powered-By');
      res.setHeader('X-Test', 'yes');
      next();
    };
    const headers = await headersOf(fixedHeaders(removing));
    expect(headers['x-test']).toBe('yes');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(() => fixedHeaders(() => undefined)).toThrow(/synchronously/);
  });
});
