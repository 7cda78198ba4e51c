/**
 * Fuzzes every endpoint of the three simulator apps with malformed bodies, headers and parameters:
 * each run starts from a well-formed request (which may still be refused, e.g. an unknown vault
 * token) and injects one to three faults. Every answer must be a 4xx problem+json (the vault its own
 * `{ error: { message, http_code } }` shape with x-request-id), never a 5xx. Endpoints that read no
 * input must simply never fail.
 *
 * The table below goes deep on the endpoints it names; the second suite walks the three apps' router
 * stacks and fuzzes EVERY registered route, so an endpoint added anywhere is covered without an edit;
 * the third sends hostile values (deep nesting, huge strings and numbers, control characters, bad
 * encodings, bad idempotency keys) to every route. The run sends at least 10,000 requests (checked
 * at the end), then checks that every origin still answers. `npm test` runs the short budget (12,620
 * cases); MALFORMED_FUZZ_LONG=1 runs the long one (16,660, README "Tests").
 */
import fc from 'fast-check';
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScenarioId } from '../../scenarios';
import { findPlan } from '../../catalog/plans';
import type { Simulator } from '../../simulator/create-simulator';
import { authorizeBody, mountedRoutes, startSession, testSimulator, tokenizeCard } from '../../simulator/test-support';
import { signJwt } from '../../simulator/payment-provider/vault/jwt';
import { SignJWT } from 'jose';
import { AGREED_TO_CURRENT_TERMS } from '../../catalog/renewal-terms';

/** MALFORMED_FUZZ_LONG=1: the long budget below; otherwise `npm test`'s, still past issue 10's floor of 10,000 cases. */
const LONG = process.env.MALFORMED_FUZZ_LONG === '1';
const RUNS_PER_ENDPOINT = LONG ? 200 : 100;
const TEST_SECRET = 'test-secret-test-secret'; // the secret testSimulator() signs vault tokens with

type AppName = 'app' | 'service' | 'asset';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A request as data, so that faults can rewrite any part of it. */
interface Req {
  readonly method: Method;
  readonly path: string;
  readonly query: string;
  readonly headers: Readonly<Record<string, string>>;
  /** A JS value sent as JSON, or raw text sent with the content type in headers. */
  readonly body:
    | { readonly kind: 'none' }
    | { readonly kind: 'json'; readonly value: unknown }
    | { readonly kind: 'raw'; readonly text: string }
    /** Bytes that need not be UTF-8 (bad encodings). */
    | { readonly kind: 'bytes'; readonly bytes: Uint8Array };
}

/** What the server side knows that a well-formed request needs: live tokens and ids. */
interface Ctx {
  readonly sessionToken: string;
  readonly executionId: string;
  readonly vaultJwt: string;
  readonly challengeToken: string;
  /** Vault JWTs: expired, wrong secret, an unknown session, claims of the wrong shape. */
  readonly badVaultJwts: readonly string[];
}

type Expectation = 'problem' | 'vault' | 'tolerant';
type Fault = (req: Req) => fc.Arbitrary<Req>;

interface Endpoint {
  readonly name: string;
  readonly app: AppName;
  /** The well-formed request the faults start from. */
  readonly base: (ctx: Ctx) => Req;
  /** Faults that make this request malformed for this endpoint. */
  readonly faults: (ctx: Ctx) => readonly Fault[];
  readonly expect: Expectation;
}

// ---------- generators ----------

const visibleAscii = (max: number) => fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });
const hugeString = fc.tuple(fc.integer({ min: 2_500, max: 150_000 }), fc.string({ minLength: 1, maxLength: 3 })).map(([n, s]) => s.repeat(Math.ceil(n / s.length)));
/** Path segments: unknown ids, random text, and broken percent escapes the router must not choke on. */
const badSegment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '..', '%00', 'exe_00000000-0000-0000-0000-000000000000', 'a'.repeat(3000)),
);
const notJsonText = fc.oneof(fc.string(), visibleAscii(200), fc.constantFrom('{', '{"a":', "{'a':1}", 'undefined', 'NaN', '[1,]', '<xml/>')).filter((t) => {
  try {
    JSON.parse(t);
    return false;
  } catch {
    return true;
  }
});
/** Values of a JSON type other than the one given. */
const wrongTypeFor = (original: unknown): fc.Arbitrary<unknown> => {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  return fc
    .oneof(fc.string({ maxLength: 20 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }))
    .filter((v) => kind(v) !== kind(original));
};

// ---------- faults ----------

const withBody = (req: Req, body: Req['body'], contentType?: string): Req => {
  const headers: Record<string, string> = { ...req.headers };
  delete headers['Content-Type'];
  if (contentType) headers['Content-Type'] = contentType;
  return { ...req, body, headers };
};
const objectBody = (req: Req): Record<string, unknown> => (req.body.kind === 'json' && typeof req.body.value === 'object' && req.body.value !== null ? (req.body.value as Record<string, unknown>) : {});

const randomJsonBody: Fault = (req) => fc.jsonValue({ maxDepth: 3 }).map((value) => withBody(req, { kind: 'json', value }, 'application/json'));
const missingField = (required: readonly string[]): Fault => (req) =>
  fc.subarray([...required], { minLength: 1 }).map((drop) => {
    const value = { ...objectBody(req) };
    for (const key of drop) delete value[key];
    return withBody(req, { kind: 'json', value }, 'application/json');
  });
const wrongType: Fault = (req) => {
  const value = objectBody(req);
  const keys = Object.keys(value);
  if (keys.length === 0) return fc.constant(req);
  return fc.constantFrom(...keys).chain((key) => wrongTypeFor(value[key]).map((v) => withBody(req, { kind: 'json', value: { ...value, [key]: v } }, 'application/json')));
};
const hugeField: Fault = (req) => {
  const value = objectBody(req);
  const keys = Object.keys(value);
  if (keys.length === 0) return hugeString.map((text) => withBody(req, { kind: 'json', value: { [text.slice(0, 50)]: text } }, 'application/json'));
  return fc.tuple(fc.constantFrom(...keys), hugeString).map(([key, text]) => withBody(req, { kind: 'json', value: { ...value, [key]: text } }, 'application/json'));
};
const unknownField: Fault = (req) =>
  fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 1 })).map(([k, v]) => withBody(req, { kind: 'json', value: { ...objectBody(req), [`x_${k}`]: v } }, 'application/json'));
const notJsonAsJson: Fault = (req) =>
  fc.tuple(notJsonText, fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/problem+json')).map(([text, type]) => withBody(req, { kind: 'raw', text }, type));
const plainText: Fault = (req) => fc.oneof(notJsonText, fc.jsonValue().map((v) => JSON.stringify(v))).map((text) => withBody(req, { kind: 'raw', text }, 'text/plain'));
const oddEncoding: Fault = (req) =>
  fc
    .tuple(fc.constantFrom('application/json; charset=latin2', 'application/json; charset=utf-7', 'application/x-www-form-urlencoded', 'multipart/form-data'), fc.constantFrom(undefined, 'gzip', 'deflate', 'br', 'x-bogus'))
    .map(([type, encoding]) => {
      const next = withBody(req, { kind: 'raw', text: '{"a":1}' }, type);
      return encoding ? { ...next, headers: { ...next.headers, 'Content-Encoding': encoding } } : next;
    });
const badBearer = (ctx: Ctx): Fault => (req) =>
  fc
    .oneof(
      fc.constant(undefined),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer  ', `Bearer ${ctx.sessionToken} extra`, 'Bearer a.b.c', 'Bearer ps_unknown', `Bearer ${'a'.repeat(8000)}`),
      visibleAscii(60).map((t) => `Bearer ${t}`),
      visibleAscii(60),
      // Vault JWTs: wrong secret, expired, claims of the wrong shape, an unknown session.
      fc.constantFrom(...ctx.badVaultJwts.map((jwt) => `Bearer ${jwt}`)),
    )
    .map((auth) => {
      const headers: Record<string, string> = { ...req.headers };
      delete headers.Authorization;
      if (auth !== undefined) headers.Authorization = auth;
      return { ...req, headers };
    });
const idempotencyKey: Fault = (req) => fc.oneof(fc.constant(''), fc.constant('k'.repeat(256))).map((key) => ({ ...req, headers: { ...req.headers, 'Idempotency-Key': key } }));
/** Rewrites the path's id segment (marked ':id' in the template) with an unknown or broken one. */
const unknownId = (template: string): Fault => (req) => badSegment.map((segment) => ({ ...req, path: template.replace(':id', segment) }));
const badQuery = (queries: readonly string[]): Fault => (req) => fc.constantFrom(...queries).map((query) => ({ ...req, query }));
/** Garbage query strings and headers an endpoint that reads no input must shrug off. */
const noise: Fault = (req) =>
  fc
    .tuple(fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })), { maxLength: 4 }), visibleAscii(40))
    .map(([pairs, header]) => ({
      ...req,
      query: pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&') + (pairs.length ? '&' : '') + 'x=%zz&y[]=1&y[]=2',
      headers: { ...req.headers, 'X-Noise': header, Origin: header },
    }));
const wrongMethod: Fault = (req) => fc.constantFrom<Method>('PUT', 'DELETE', 'PATCH').map((method) => ({ ...req, method }));

// ---------- the endpoint table ----------

const json = (value: unknown): Req['body'] => ({ kind: 'json', value });
const get = (path: string, headers: Record<string, string> = {}, query = ''): Req => ({ method: 'GET', path, query, headers, body: { kind: 'none' } });
const post = (path: string, value: unknown, headers: Record<string, string> = {}): Req => ({
  method: 'POST',
  path,
  query: '',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: json(value),
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bodyFaults = (required: readonly string[]): Fault[] => [randomJsonBody, missingField(required), wrongType, hugeField, unknownField, notJsonAsJson, plainText, oddEncoding];
const unknownPlan = fc.string({ maxLength: 30 }).filter((s) => !findPlan(s));
const unknownScenario = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !isScenarioId(s));

const ENDPOINTS: readonly Endpoint[] = [
  // App origin
  { name: 'app GET /remote-addr', app: 'app', base: () => get('/remote-addr'), faults: () => [noise], expect: 'tolerant' },
  {
    name: 'app POST /event',
    app: 'app',
    base: () => post('/event', { event: 'intro_shown', userAgent: 'Mozilla/5.0', campaign: { campaign_id: '1' }, ip: '203.0.113.1', country: 'US' }, { 'cf-track': 't' }),
    // Strict body: an unknown field is malformed too.
    faults: () => [...bodyFaults(['event', 'userAgent']), wrongMethod],
    expect: 'problem',
  },
  { name: 'app unknown route', app: 'app', base: () => get('/api/nothing-here'), faults: () => [unknownId('/api/:id'), wrongMethod, randomJsonBody], expect: 'problem' },
  // Service origin
  {
    name: 'service GET /init/session',
    app: 'service',
    base: () => get('/init/session', {}, 'plan=nope'),
    faults: () => [
      (req) => unknownPlan.map((plan) => ({ ...req, query: `plan=${encodeURIComponent(plan)}` })),
      (req) => unknownScenario.map((s) => ({ ...req, query: `scenario=${encodeURIComponent(s)}` })),
      badQuery(['plan=', 'plan=a&plan=b', 'scenario=', 'scenario=success&scenario=declined', 'plan=%zz', 'scenario=%E0%A4%A']),
    ],
    expect: 'problem',
  },
  { name: 'service POST /init/vault-token', app: 'service', base: (ctx) => post('/init/vault-token', {}, bearer(ctx.sessionToken)), faults: (ctx) => [badBearer(ctx)], expect: 'problem' },
  {
    name: 'service POST /provider/executions/:id/authorize',
    app: 'service',
    // Well-formed but the vault token is unknown: refused, so the session is never used up.
    base: (ctx) => post(`/provider/executions/${ctx.executionId}/authorize`, authorizeBody('tok_unknown'), bearer(ctx.sessionToken)),
    faults: (ctx) => [...bodyFaults(['amount', 'paymentComposition', 'consent']), badBearer(ctx), unknownId('/provider/executions/:id/authorize'), idempotencyKey],
    expect: 'problem',
  },
  {
    name: 'service GET /provider/executions/:id',
    app: 'service',
    base: (ctx) => get(`/provider/executions/${ctx.executionId}`, bearer(ctx.sessionToken)),
    faults: (ctx) => [badBearer(ctx), unknownId('/provider/executions/:id')],
    expect: 'problem',
  },
  {
    name: 'service POST /subs/create-no-user',
    app: 'service',
    // Well-formed, but this execution was never authorized: a 402.
    base: (ctx) => post('/subs/create-no-user', { plan_id: 'pro_weekly_trial', email: 'qa@example.com', attribution: {}, card: { execution_id: ctx.executionId }, consent: AGREED_TO_CURRENT_TERMS }),
    faults: () => [...bodyFaults(['plan_id', 'email', 'card']), idempotencyKey],
    expect: 'problem',
  },
  { name: 'service GET /qa/api/subscriptions', app: 'service', base: () => get('/qa/api/subscriptions', {}, 'email='), faults: () => [badQuery(['email=', 'email=a&email=b', 'email=%zz&email='])], expect: 'problem' },
  {
    name: 'service GET /qa/api/events',
    app: 'service',
    base: () => get('/qa/api/events', {}, 'event=nope'),
    faults: () => [
      (req) => fc.string({ maxLength: 20 }).map((e) => ({ ...req, query: `event=${encodeURIComponent(e)}` })),
      badQuery(['campaign=', 'browser=', 'limit=0', 'limit=-1', 'limit=abc', 'limit=1e9', 'event=intro_shown&event=card_submit', 'session=x', 'campaign=a&campaign=b']),
    ],
    expect: 'problem',
  },
  { name: 'service GET /qa/api/scenarios', app: 'service', base: () => get('/qa/api/scenarios'), faults: () => [noise], expect: 'tolerant' },
  { name: 'service GET /qa/api/sessions', app: 'service', base: () => get('/qa/api/sessions'), faults: () => [noise], expect: 'tolerant' },
  { name: 'service GET /qa', app: 'service', base: () => get('/qa'), faults: () => [noise], expect: 'tolerant' },
  { name: 'service unknown route', app: 'service', base: () => get('/subs/nothing'), faults: () => [unknownId('/subs/:id'), unknownId('/qa/api/:id'), wrongMethod, randomJsonBody], expect: 'problem' },
  // Asset origin
  {
    name: 'asset POST /vault/tokenize',
    app: 'asset',
    base: (ctx) => post('/vault/tokenize', { cardholder_name: 'Ada Lovelace', card_number: '4242424242424241', expiry_month: 12, expiry_year: 2034, cvv: '123' }, bearer(ctx.vaultJwt)),
    faults: (ctx) => [...bodyFaults(['cardholder_name', 'card_number', 'expiry_month', 'expiry_year', 'cvv']), badBearer(ctx)],
    expect: 'vault',
  },
  { name: 'asset GET /3ds/challenge/:token', app: 'asset', base: () => get('/3ds/challenge/unknown'), faults: () => [unknownId('/3ds/challenge/:id')], expect: 'problem' },
  {
    name: 'asset POST /3ds/challenge/:token',
    app: 'asset',
    base: (ctx) => post(`/3ds/challenge/${ctx.challengeToken}`, { action: 'maybe' }),
    faults: () => [...bodyFaults(['action']), unknownId('/3ds/challenge/:id')],
    expect: 'problem',
  },
  { name: 'asset unknown route', app: 'asset', base: () => get('/vault/nothing'), faults: () => [unknownId('/vault/:id'), wrongMethod, randomJsonBody], expect: 'problem' },
];

// ---------- running ----------

let sim: Simulator;
/**
 * One connection per origin for the whole run instead of one per case: the cases are the requests, not
 * the TCP handshakes (46.9 s of CPU for the file with a connection per case, 38.6 s kept, same load).
 */
const keepAlive = new Agent({ keepAlive: true });
const KEEP_ALIVE_MS = 10 * 60_000;
const servers: Partial<Record<AppName, Server>> = {};
const urls: Partial<Record<AppName, string>> = {};
let ctx: Ctx;

beforeAll(async () => {
  sim = testSimulator();
  for (const name of ['app', 'service', 'asset'] as const) {
    const server = createServer(sim.apps[name]);
    // The client keeps its connections (keepAlive below): the server never closes one it left idle mid-run.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    servers[name] = server;
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const session = await startSession(sim);
  const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${session.token}`).expect(200);
  // A live 3-D Secure challenge, so its POST is fuzzed past the token lookup.
  const threeDs = await startSession(sim, { scenario: 'pending-3ds-success' });
  const card = await tokenizeCard(sim, threeDs.token, '4242424242424242');
  await request(sim.apps.service).post(threeDs.authorizePath).set('Authorization', `Bearer ${threeDs.token}`).send(authorizeBody(card)).expect(200);
  await request(sim.apps.service).get(threeDs.executionPath).set('Authorization', `Bearer ${threeDs.token}`).expect(200);
  const challengeToken = sim.sessions.byBearer(threeDs.token)?.execution.challenge?.token;
  if (!challengeToken) throw new Error('the pending-3ds-success scenario opened no challenge');
  const badVaultJwts = await Promise.all([
    signJwt({ sub: session.token, aud: 'vault', iat: 1, exp: 2 }, TEST_SECRET),
    signJwt({ sub: session.token, aud: 'vault', iat: 1, exp: 4_000_000_000 }, 'another-secret-another'),
    signJwt({ sub: 'ps_unknown', aud: 'vault', iat: 1, exp: 4_000_000_000 }, TEST_SECRET),
    new SignJWT({ sub: 42, aud: 'nope', iat: 'x', exp: 4_000_000_000 } as never).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_SECRET)),
  ]);
  ctx = { sessionToken: session.token, executionId: session.executionId, vaultJwt: (vault.body as { accessToken: string }).accessToken, challengeToken, badVaultJwts };
});

afterAll(async () => {
  keepAlive.destroy();
  await Promise.all(Object.values(servers).map((s) => new Promise((done) => s.close(done))));
  sim.close();
});

/** Every request the suites send; the last test checks the run reached MIN_CASES (issue 10: at least 10,000 per CI run). */
let casesSent = 0;
const MIN_CASES = 10_000;

async function send(app: AppName, req: Req) {
  casesSent += 1;
  const url = `${req.path}${req.query ? `?${req.query}` : ''}`;
  let test = request(urls[app] ?? '')[req.method === 'GET' ? 'get' : req.method === 'POST' ? 'post' : req.method === 'PUT' ? 'put' : req.method === 'DELETE' ? 'delete' : 'patch'](url).agent(keepAlive);
  for (const [name, value] of Object.entries(req.headers)) test = test.set(name, value);
  if (req.body.kind === 'json') test = test.send(JSON.stringify(req.body.value) ?? 'null');
  if (req.body.kind === 'raw') test = test.send(req.body.text);
  if (req.body.kind === 'bytes') test = test.send(Buffer.from(req.body.bytes));
  // Parse every answer as text: the assertion reads bodies of any content type.
  return test.buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  });
}

/** The vault answers in its own shape on every /vault/* path (payment-provider/vault/errors.ts); everything else in problem+json. */
const isVaultPath = (path: string) => path.startsWith('/vault/');

/** The error shape of one answer: problem+json with status, code and detail, or the vault's. */
function expectErrorShape(where: string, path: string, status: number, headers: Readonly<Record<string, unknown>>, text: string): void {
  const contentType = String(headers['content-type'] ?? '');
  const body = JSON.parse(text) as Record<string, unknown>;
  if (isVaultPath(path)) {
    expect(contentType, where).toMatch(/^application\/json/);
    expect(typeof headers['x-request-id'], where).toBe('string');
    const error = body.error as { message?: unknown; http_code?: unknown } | undefined;
    expect(typeof error?.message, where).toBe('string');
    expect(error?.http_code, where).toBe(status);
    return;
  }
  expect(contentType, where).toMatch(/^application\/problem\+json/);
  expect(body.status, where).toBe(status);
  expect(typeof body.code === 'string' && typeof body.detail === 'string', where).toBe(true);
}

function check(endpoint: Endpoint, status: number, headers: Readonly<Record<string, unknown>>, text: string, req: Req): void {
  const where = `${endpoint.name}: ${req.method} ${req.path.slice(0, 80)}?${req.query.slice(0, 80)} -> ${status} ${text.slice(0, 200)}`;
  expect(status, where).toBeLessThan(500);
  if (endpoint.expect !== 'tolerant') expect(status, where).toBeGreaterThanOrEqual(400);
  if (status >= 400) expectErrorShape(where, req.path, status, headers, text);
}

describe('every simulator endpoint answers malformed input with a 4xx in its error shape, never a 5xx', () => {
  it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (_name, endpoint) => {
    const faults = endpoint.faults(ctx);
    const malformed = fc
      .array(fc.constantFrom(...faults), { minLength: 1, maxLength: 3 })
      .chain((chosen) => chosen.reduce<fc.Arbitrary<Req>>((acc, fault) => acc.chain(fault), fc.constant(endpoint.base(ctx))));
    await fc.assert(
      fc.asyncProperty(malformed, async (req) => {
        const res = await send(endpoint.app, req);
        check(endpoint, res.status, res.headers as Record<string, unknown>, res.body as string, req);
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });
});

// ---------- every registered route, found by walking the routers ----------

interface RegisteredRoute {
  readonly app: AppName;
  readonly method: Method;
  readonly path: string;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Every method and string path registered on an app, nested routers included (RegExp paths are the SPA fallback, absent without front ends). */
function registeredRoutes(app: AppName): RegisteredRoute[] {
  return mountedRoutes(sim.apps[app]).flatMap(({ method, path }) => ((METHODS as readonly string[]).includes(method) ? [{ app, method: method as Method, path }] : []));
}

const allRoutes = () => (['app', 'service', 'asset'] as const).flatMap(registeredRoutes);

/** Values for a path parameter: the live ids the fixture holds (so handlers get past the lookup), or broken ones. */
const paramValue = (c: Ctx) => fc.oneof(fc.constantFrom(c.executionId, c.sessionToken, c.challengeToken, 'unknown'), badSegment);

/** A concrete path for a route pattern: `:name` and `*name` segments filled in. */
const concretePath = (c: Ctx, pattern: string): fc.Arbitrary<string> => {
  const holes = pattern.match(/[:*][A-Za-z0-9_]+/g) ?? [];
  return fc.tuple(...holes.map(() => paramValue(c))).map((values) => {
    let i = 0;
    return pattern.replace(/[:*][A-Za-z0-9_]+/g, () => values[i++] ?? 'x');
  });
};

/** Bodies the parser must refuse before any handler runs: a 4xx whatever the route. */
const parserRefusals: readonly Fault[] = [
  // An empty body is read as {} by the parser, so it is not a refusal.
  (req) => fc.tuple(notJsonText.filter((t) => t.length > 0), fc.constantFrom('application/json', 'application/json; charset=utf-8')).map(([text, type]) => withBody(req, { kind: 'raw', text }, type)),
  (req) => hugeString.filter((t) => t.length > 110_000).map((t) => withBody(req, { kind: 'json', value: { blob: t } }, 'application/json')),
  // Nested past the parser's depth limit (issue 10: 5,000 levels used to end the process).
  (req) =>
    fc.tuple(fc.integer({ min: 33, max: 6000 }), fc.constantFrom('[', '{"a":')).map(([levels, open]) =>
      withBody(req, { kind: 'raw', text: `${open.repeat(levels)}1${(open === '[' ? ']' : '}').repeat(levels)}` }, 'application/json'),
    ),
  // Not utf-7: the parser accepts every utf-* charset.
  (req) => fc.constantFrom('application/json; charset=latin2', 'application/json; charset=ascii', 'application/json; charset=koi8-r').map((type) => withBody(req, { kind: 'raw', text: '{}' }, type)),
];
/** Bodies a handler sees (or sees as missing): never a 5xx, and an error in the path's shape. */
const bodyMischief: readonly Fault[] = [
  randomJsonBody,
  plainText,
  oddEncoding,
  (req) => fc.tuple(fc.constantFrom('application/xml', 'text/html', 'application/octet-stream', 'image/png', 'application/x-www-form-urlencoded'), visibleAscii(200)).map(([type, text]) => withBody(req, { kind: 'raw', text }, type)),
  (req) => fc.constant(withBody(req, { kind: 'none' })),
];

/** Half the runs carry the live session token, so that body validation behind the bearer check is reached. */
const withAuth = (c: Ctx, req: Req): fc.Arbitrary<Req> =>
  fc.constantFrom(undefined, `Bearer ${c.sessionToken}`, `Bearer ${c.vaultJwt}`).map((auth) => (auth ? { ...req, headers: { ...req.headers, Authorization: auth } } : req));

const GENERIC_RUNS = 40;

describe('every route the routers hold, found automatically, never answers malformed input with a 5xx', () => {
  it('the router walk finds every route of the table above (so it cannot silently find none)', () => {
    const found = new Set(allRoutes().map((r) => `${r.app} ${r.method} ${r.path}`));
    const named = ENDPOINTS.map((e) => e.name).filter((name) => !name.endsWith('unknown route'));
    expect(named.filter((name) => !found.has(name))).toEqual([]);
    expect(found.size).toBeGreaterThanOrEqual(named.length);
  });

  it('POST, PUT and PATCH routes: bodies the parser must refuse are a 4xx in the path\'s error shape', async () => {
    const routes = allRoutes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const arb = concretePath(ctx, route.path).chain((path) =>
        fc.constantFrom(...parserRefusals).chain((fault) => fault({ method: route.method, path, query: '', headers: {}, body: { kind: 'none' } }).chain((req) => withAuth(ctx, req))),
      );
      await fc.assert(
        fc.asyncProperty(arb, async (req) => {
          const res = await send(route.app, req);
          const name = `${route.app} ${route.method} ${route.path}`;
          const where = `${name}: ${req.method} ${req.path.slice(0, 80)} -> ${res.status} ${String(res.body).slice(0, 200)}`;
          expect(res.status, where).toBeGreaterThanOrEqual(400);
          expect(res.status, where).toBeLessThan(500);
          expectErrorShape(where, req.path, res.status, res.headers as Record<string, unknown>, res.body as string);
        }),
        { numRuns: GENERIC_RUNS },
      );
    }
  });

  it('every route: random bodies, content types, parameters and query noise never make a 5xx', async () => {
    const routes = allRoutes();
    for (const route of routes) {
      const faults: readonly Fault[] = route.method === 'GET' || route.method === 'DELETE' ? [noise] : [...bodyMischief, noise];
      const arb = concretePath(ctx, route.path).chain((path) =>
        fc
          .array(fc.constantFrom(...faults), { minLength: 1, maxLength: 2 })
          .chain((chosen) => chosen.reduce<fc.Arbitrary<Req>>((acc, fault) => acc.chain(fault), fc.constant<Req>({ method: route.method, path, query: '', headers: {}, body: { kind: 'none' } })))
          .chain((req) => withAuth(ctx, req)),
      );
      await fc.assert(
        fc.asyncProperty(arb, async (req) => {
          const res = await send(route.app, req);
          const where = `${route.app} ${route.method} ${route.path}: ${req.method} ${req.path.slice(0, 80)} -> ${res.status} ${String(res.body).slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) expectErrorShape(where, req.path, res.status, res.headers as Record<string, unknown>, res.body as string);
        }),
        { numRuns: GENERIC_RUNS },
      );
    }
  });
});

// ---------- hostile values on every route (issue 10, point 3) ----------

/** Nested arrays or objects, from shallow to thousands of levels (the parser refuses more than 32). */
const deepNesting = fc.tuple(fc.integer({ min: 1, max: 6000 }), fc.constantFrom('[', '{"a":', '{"\u0000":')).map(([levels, open]) => {
  const close = open === '[' ? ']' : '}';
  return `${open.repeat(levels)}${open === '[' ? '1' : 'null'}${close.repeat(levels)}`;
});
/** Numbers JSON can spell but JavaScript cannot hold, and their neighbours. */
const hugeNumber = fc.constantFrom('1e308', '1e309', '-1e400', '123456789012345678901234567890', '-0', '0.0000000000000000000001', '1E+2', '9007199254740993', `1${'0'.repeat(5000)}`);
/** Text with control characters, lone surrogates, right-to-left marks, emoji and combining marks. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 30 }),
  fc.constantFrom('\ud800', '\udfff', '\u202e\u202d', '\u0000', '\ufeff{}', 'é\u0301', '𝕏'.repeat(200), '\u2028\u2029', '%00', '../../etc/passwd', '<script>alert(1)</script>'),
);
/** A JSON body whose keys and values are hostile: a template of the usual field names filled with nasty values. */
const hostileJson = fc
  .dictionary(
    fc.oneof(fc.constantFrom('plan_id', 'email', 'card', 'execution_id', 'amount', 'paymentComposition', 'subscription_id', 'token', 'bin', 'action', 'event', 'data', '__proto__', 'constructor'), nastyText),
    fc.oneof(nastyText, fc.double(), fc.constant(null), fc.array(nastyText, { maxLength: 3 }), hugeString),
    { maxKeys: 5 },
  )
  .map((value) => JSON.stringify(value));
/** Bytes that are not valid UTF-8 where JSON is promised. */
const badBytes = fc.constantFrom(
  Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  Uint8Array.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  Uint8Array.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
  Uint8Array.from([0x80, 0x81, 0x82]),
);
/** Idempotency keys the middleware must refuse or take, never choke on (what an HTTP client can send). */
const badIdempotencyKey = fc.oneof(fc.constantFrom('', ' ', 'k'.repeat(256), 'k'.repeat(4000), '%00', '\t', 'ü'), visibleAscii(300));

const hostileBody: readonly Fault[] = [
  (req) => deepNesting.map((text) => withBody(req, { kind: 'raw', text }, 'application/json')),
  (req) => deepNesting.map((text) => withBody(req, { kind: 'raw', text }, 'text/plain')),
  (req) => hugeNumber.map((n) => withBody(req, { kind: 'raw', text: `{"amount":${n},"value":[${n}]}` }, 'application/json')),
  (req) => hostileJson.map((text) => withBody(req, { kind: 'raw', text }, 'application/json')),
  (req) => badBytes.map((bytes) => withBody(req, { kind: 'bytes', bytes }, 'application/json')),
  (req) => hugeString.map((text) => withBody(req, { kind: 'json', value: { email: text, [text.slice(0, 30)]: text } }, 'application/json')),
];
const hostileHeaders: Fault = (req) =>
  fc.tuple(badIdempotencyKey, fc.option(visibleAscii(100))).map(([key, auth]) => ({
    ...req,
    headers: { ...req.headers, 'Idempotency-Key': key, ...(auth === null ? {} : { Authorization: `Bearer ${auth}` }) },
  }));

/**
 * Per route: 107 routes × 40 = 4,280 hostile cases, beside 1,900 endpoint, 2,160 parser and 4,280
 * generic ones (12,620 in all, against issue 10's floor of 10,000 that the last test checks); the long
 * budget runs 60 per route and 200 per endpoint (16,660). At 140 per route this one test took 51 s of
 * the suite's 220 on an idle machine and timed out (120 s) at load 14.
 */
const HOSTILE_RUNS = LONG ? 60 : 40;

describe('every route answers hostile values with a 4xx in its error shape or a success, never a 5xx or a crash', () => {
  it('deep nesting, huge strings and numbers, control characters, bad encodings and bad idempotency keys', async () => {
    const routes = allRoutes();
    for (const route of routes) {
      const faults: readonly Fault[] = route.method === 'GET' || route.method === 'DELETE' ? [hostileHeaders, noise] : [...hostileBody, hostileHeaders];
      const arb = concretePath(ctx, route.path).chain((path) =>
        fc
          .array(fc.constantFrom(...faults), { minLength: 1, maxLength: 2 })
          .chain((chosen) => chosen.reduce<fc.Arbitrary<Req>>((acc, fault) => acc.chain(fault), fc.constant<Req>({ method: route.method, path, query: '', headers: {}, body: { kind: 'none' } })))
          .chain((req) => withAuth(ctx, req)),
      );
      await fc.assert(
        fc.asyncProperty(arb, async (req) => {
          const res = await send(route.app, req);
          const where = `${route.app} ${route.method} ${route.path}: ${req.method} ${req.path.slice(0, 80)} -> ${res.status} ${String(res.body).slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) expectErrorShape(where, req.path, res.status, res.headers as Record<string, unknown>, res.body as string);
        }),
        { numRuns: HOSTILE_RUNS },
      );
    }
  });

  it(`ran at least ${MIN_CASES} cases, and every origin still answers afterwards`, async () => {
    expect(casesSent).toBeGreaterThanOrEqual(MIN_CASES);
    await request(urls.service ?? '').get('/qa/api/scenarios').expect(200);
    await request(urls.app ?? '').get('/remote-addr').expect(200);
    await request(urls.asset ?? '').get('/static/countries.json').expect(200);
  });
});
