/**
 * 405 with Allow on every declared path (issue 43): for each path of the OpenAPI document, every
 * method it does not declare is sent and must be refused with 405, a problem+json body (the vault's
 * own error shape under /vault) and an `Allow` header naming exactly the methods the document declares.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testSimulator } from '../../test-support';
import { OPERATIONS } from './document';
import { declaredPaths } from './method-guard';

const sim = testSimulator();
afterAll(() => sim.close());

const TRIED = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'] as const;
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'x1');

describe('undeclared methods on declared paths', () => {
  it('answer 405 with Allow listing the declared methods, on both origins', async () => {
    const wrong: string[] = [];
    let tried = 0;
    const paths = [...declaredPaths(OPERATIONS, 'service').map((p) => ({ ...p, app: sim.apps.service })), ...declaredPaths(OPERATIONS, 'asset').map((p) => ({ ...p, app: sim.apps.asset }))];
    for (const path of paths) {
      for (const method of TRIED.filter((m) => !path.methods.has(m))) {
        tried += 1;
        const res = await request(path.app)[method.toLowerCase() as 'get'](concrete(path.template));
        const allow = new Set((res.headers.allow ?? '').split(/,\s*/).filter(Boolean));
        const vault = path.template.startsWith('/vault/');
        const typeOk = vault ? /application\/json/.test(res.headers['content-type'] ?? '') : /application\/problem\+json/.test(res.headers['content-type'] ?? '');
        if (res.status !== 405 || !typeOk || allow.size !== path.methods.size || [...path.methods].some((m) => !allow.has(m))) {
          wrong.push(`${method} ${path.template}: ${res.status} ${res.headers['content-type'] ?? ''} Allow "${res.headers.allow ?? ''}" (declared ${[...path.methods].join(', ')})`);
        }
      }
    }
    expect(wrong, `declared paths ${paths.length}, undeclared methods tried ${tried}`).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  }, 60_000);

  it('leaves an undeclared path a 404 and a declared method to its route', async () => {
    await request(sim.apps.service).patch('/no/such/path').expect(404);
    const res = await request(sim.apps.service).trace('/qa/api/scenarios').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toMatchObject({ code: 'method-not-allowed', status: 405 });
    await request(sim.apps.service).get('/qa/api/scenarios').expect(200);
  });
});
