/**
 * The OpenAPI document covers every route of the provider, the vault, the subscription service and
 * the QA API, and describes none that is not mounted (issue 28, point 4). Routes are read from the
 * routers the simulator actually mounts, so a route added anywhere on the service origin, or on the
 * vault, must be documented or named below with a reason.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { mountedRoutes, testSimulator } from '../../test-support';
import { EXECUTION_STATUS_CODES } from '../../../contracts/provider';
import { ExecutionStatusCodeSchema } from '../../../scenarios/schema';
import { OPENAPI_PATH } from './path';

const sim = testSimulator();
afterAll(() => sim.close());

/** Service-origin routes that are not part of the documented APIs, and why. */
const NOT_DOCUMENTED: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /^(GET|POST) \/qa(\/subscriptions\/\{id\}(\/advance|\/refund-owed\/paid)?|\/outbox\/\{id\})?$/, why: 'QA console pages (HTML) and their forms, not API' },
  { pattern: /^GET \/$/, why: 'the QA console page (HTML)' },
  { pattern: /^(GET|POST) \/(members|functions|certificates|games|quiz|measurement)(\/|$)/, why: "the members' area, games and the quiz: the app's own APIs, outside issue 28's provider/vault/service contract" },
];

const CONTRACT_HELP =
  'Add its request and answer schemas (zod) to contracts/ (provider.ts, vault.ts, subscriptions.ts, or a new file for a new party) and an entry with them to the operations in simulator/qa/openapi/ (provider-operations.ts, service-operations.ts, qa-operations.ts): method, path with {param}, origin, requestBody/requestParams, responses with each status the route answers (default: problem).';

const openApiPath = (express: string) => express.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document and the mounted routes', () => {
  it('lists every provider, vault, service and QA API route, and nothing else', async () => {
    const res = await request(sim.apps.service).get(OPENAPI_PATH).expect(200).expect('Content-Type', /json/);
    const document = res.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => ['get', 'post', 'put', 'delete', 'patch'].filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`)));

    const service = mountedRoutes(sim.apps.service).map((r) => `${r.method} ${openApiPath(r.path)}`);
    const vault = mountedRoutes(sim.apps.asset).filter((r) => r.path.startsWith('/vault/')).map((r) => `${r.method} ${openApiPath(r.path)}`);
    const inScope = [...service, ...vault].filter((route) => !NOT_DOCUMENTED.some((n) => n.pattern.test(route)));

    const undocumented = inScope.filter((route) => !documented.has(route));
    expect(undocumented, `Mounted but missing from the OpenAPI document:\n${undocumented.join('\n')}\n${CONTRACT_HELP}`).toEqual([]);
    const notMounted = [...documented].filter((route) => !inScope.includes(route));
    expect(notMounted, `In the OpenAPI document but mounted nowhere (remove the operation from simulator/qa/openapi/, or mount the route):\n${notMounted.join('\n')}`).toEqual([]);
    // The comparison is not vacuous: the provider's poll, the vault and the scenario API are there.
    expect(inScope).toEqual(expect.arrayContaining(['GET /provider/executions/{id}', 'POST /vault/tokenize', 'POST /subs/create-no-user', 'DELETE /qa/api/scenarios/{id}']));
  });

  it('names the vault\'s origin for its paths, and the service origin for the rest', async () => {
    const res = await request(sim.apps.service).get(OPENAPI_PATH).expect(200);
    const document = res.body as { servers: { url: string }[]; paths: Record<string, { servers?: { url: string }[] }> };
    expect(document.servers[0]?.url).toBe('http://service.test');
    expect(document.paths['/vault/tokenize']?.servers?.[0]?.url).toBe('http://asset.test');
    expect(document.paths['/provider/bin-lookup']?.servers).toBeUndefined();
  });

  it('describes the execution statuses the scenarios script (contracts/ and scenarios/ each name them)', () => {
    expect([...EXECUTION_STATUS_CODES]).toEqual(ExecutionStatusCodeSchema.options);
  });
});
