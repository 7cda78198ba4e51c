/**
 * The document-driven test of issue 43: for every operation of GET /openapi.json, requests are generated
 * from its own schemas (fuzz/schema-arbitrary.ts), valid ones and ones broken in one place, and sent to
 * the in-process simulator. Every answer's status and media type must be documented for the operation,
 * a broken request must be refused with a 4xx problem+json (the vault's own JSON error under /vault),
 * and a valid one must not be refused for its shape. A fixed seed keeps `npm test` short and repeatable;
 * OPENAPI_FUZZ_RUNS=N (and OPENAPI_FUZZ_SEED) run longer.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderReferenceOf } from '../../payment-provider/payments/card-save';
import { signatureHeader, startSession, TEST_ORIGINS, testIdToken, testSimulator, tokenizeCard } from '../../test-support';
import { openApiDocument } from './document';
import { arbitraryOf, breakagesOf, type JsonSchema } from './fuzz/schema-arbitrary';
import type { ContractViolation } from './traffic-check';

const RUNS = Number(process.env.OPENAPI_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.OPENAPI_FUZZ_SEED ?? 43);
const FUZZ_USER = 'document-fuzz';
const MERCHANT_KEY = 'sk_test_document-fuzz';
const WEBHOOK_SECRET = 'whsec_document-fuzz-secret';
// The problem codes that mean "the request's shape is wrong"; any other 4xx is about state (unknown id, wrong token...).
const SHAPE_CODES = new Set(['bad-request', 'invalid-scenario', 'unsupported-media-type', 'body-too-deep', 'payload-too-large']);

/**
 * Refusals with a shape code whose reason is state no schema can name, per operation: a valid request
 * refused this way counts as refused for state. Everything else refused with a shape code is a mismatch.
 */
const STATE_REFUSALS: Readonly<Record<string, RegExp>> = {
  // A stored instrument's id is only known once the shopper has one (the seeded session has none).
  'POST /provider/executions/{id}/authorize': /^paymentInstrumentId ".*" is not an enabled \w+ instrument of this shopper\.$/,
};

interface Parameter {
  readonly in: 'path' | 'query' | 'header';
  readonly name: string;
  readonly required?: boolean;
  readonly schema: JsonSchema;
}
interface OperationObject {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly required?: boolean; readonly content: Readonly<Record<string, { readonly schema: JsonSchema }>> };
  readonly responses: Readonly<Record<string, { readonly content?: Readonly<Record<string, unknown>> }>>;
  readonly security?: readonly Readonly<Record<string, unknown>>[];
}
interface Op {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly template: string;
  readonly origin: 'service' | 'asset';
  readonly operation: OperationObject;
}
interface Generated {
  readonly how: string;
  readonly path: Record<string, string>;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}

const doc = JSON.parse(JSON.stringify(openApiDocument({ service: 'http://service.test', asset: 'http://asset.test' }))) as {
  paths: Record<string, Record<string, unknown> & { 'x-origin'?: 'service' | 'asset' }>;
  security?: OperationObject['security'];
};
const OPS: Op[] = Object.entries(doc.paths).flatMap(([template, item]) =>
  (['get', 'post', 'put', 'delete'] as const).filter((m) => item[m]).map((method) => ({ method, template, origin: item['x-origin'] ?? 'service', operation: item[method] as OperationObject })),
);

const ajv = new Ajv2020({ strict: false, validateFormats: true });
const coercing = new Ajv2020({ strict: false, coerceTypes: true });
addFormats.default(ajv);
addFormats.default(coercing);
const compiled = new Map<JsonSchema, { plain: ValidateFunction; coerced: ValidateFunction }>();
function accepts(schema: JsonSchema, value: unknown, coerce = false): boolean {
  let fns = compiled.get(schema);
  if (!fns) compiled.set(schema, (fns = { plain: ajv.compile(schema), coerced: coercing.compile(schema) }));
  return (coerce ? fns.coerced : fns.plain)(value);
}

/** Up to `n` values of the schema, each confirmed by ajv (with coercion for parameters, which travel as strings). */
function validValues(schema: JsonSchema, n: number, seed: number, asParameter: boolean): unknown[] {
  const candidates = fc.sample(arbitraryOf(schema), { seed, numRuns: n * 4 });
  const ok = (v: unknown) => (asParameter ? !['', '.', '..'].includes(String(v)) && accepts(schema, String(v), true) : accepts(schema, v));
  return candidates.filter(ok).slice(0, n);
}

const sim = testSimulator({ providerApiKey: MERCHANT_KEY, webhookSecret: WEBHOOK_SECRET, contractCheck: (v) => violations.push(v) });
const violations: ContractViolation[] = [];
afterAll(() => sim.close());

/** State the generated requests run against: one payment session, its vault token, a signed-in user. */
const state = { token: '', executionId: '', vaultToken: '', cardTokens: [] as string[], savedScenarios: [] as string[] };
beforeAll(async () => {
  const s = await startSession(sim);
  state.token = s.token;
  state.executionId = s.executionId;
  const vault = await request(sim.apps.service).post('/init/vault-token').set('Authorization', `Bearer ${s.token}`).expect(200);
  state.vaultToken = (vault.body as { accessToken: string }).accessToken;
  // One vault token for each valid card save and each valid card authorize.
  for (let i = 0; i < 2 * RUNS; i += 1) state.cardTokens.push(await tokenizeCard(sim, s.token, '4242424242424242'));
});

/** Seeded path parameters: the live execution where one is named; other ids stay generated (unknown ids are refused for state). */
function seededPath(op: Op, run: number): Record<string, string> {
  if (op.template.startsWith('/provider/executions/{id}')) return { id: state.executionId };
  if (op.template.startsWith('/qa/api/sessions/{execution}')) return { execution: state.executionId };
  // A built-in scenario to read; one the valid POSTs saved to replace or delete.
  if (op.method === 'get' && op.template.startsWith('/qa/api/scenarios/{id}')) return { id: 'success' };
  const saved = state.savedScenarios;
  if (op.method === 'put' && op.template === '/qa/api/scenarios/{id}' && saved.length > 0) return { id: saved[run % saved.length] ?? '' };
  if (op.method === 'delete' && op.template === '/qa/api/scenarios/{id}' && saved.length > 0) return { id: saved.shift() ?? '' };
  return {};
}

/** The amount the seeded session was opened for (test-support's authorizeBody). */
const SESSION_AMOUNT = { value: '1.00', currency: 'USD' };
const withSessionAmount = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(withSessionAmount) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'amount' && x && typeof x === 'object' ? SESSION_AMOUNT : withSessionAmount(x)])) : v;

/**
 * Seeded body fields whose valid values are state, not shape: the session's amount, its holder, this
 * provider's Apple Pay URL, a scenario's id equal to the URL's. Each is a rule the document cannot say.
 */
function seededBody(op: Op, body: unknown, path: Record<string, string>): unknown {
  if (!body || typeof body !== 'object') return body;
  if (op.template.startsWith('/provider/')) body = withSessionAmount(body);
  const fields: Record<string, unknown> = {};
  if (op.template === '/provider/executions/{id}/instruments') fields.holderReference = holderReferenceOf(state.executionId);
  if (op.template === '/provider/apple-pay/create-session') fields.requestUrl = `${TEST_ORIGINS.service}/provider/apple-pay/session`;
  if (op.template === '/qa/api/scenarios/{id}' && path.id) fields.id = path.id;
  if (op.template === '/provider/executions/{id}/instruments') fields.data = { ...(body as { data: object }).data, encryptedData: state.cardTokens.shift() ?? 'no-token-left' };
  if (op.template === '/provider/executions/{id}/authorize') {
    const composition = (body as { paymentComposition: { paymentInstrumentData?: { vaultToken?: string } }[] }).paymentComposition;
    fields.paymentComposition = composition.map((c) => (c.paymentInstrumentData?.vaultToken ? { ...c, paymentInstrumentData: { ...c.paymentInstrumentData, vaultToken: state.cardTokens.shift() ?? 'no-token-left' } } : c));
  }
  if (op.template === '/vault/tokenize') fields.card_number = '4242424242424242';
  if (['/subs/create', '/subs/create-applepay', '/subs/finalize'].includes(op.template)) fields.firebase_id = FUZZ_USER;
  if (op.template === '/qa/api/price-changes') Object.assign(fields, { plan_id: 'pro_weekly_trial', effective_at: new Date(Date.now() + 10 * 86_400_000).toISOString() });
  return Array.isArray(body) ? body : { ...(body as object), ...fields };
}

function authHeaders(op: Op): Record<string, string> {
  const scheme = Object.keys((op.operation.security ?? doc.security ?? [])[0] ?? {})[0];
  switch (scheme) {
    case 'paymentSession':
      return { Authorization: `Bearer ${state.token}` };
    case 'vaultToken':
      return { Authorization: `Bearer ${state.vaultToken}` };
    case 'merchantKey':
      return { Authorization: `Bearer ${MERCHANT_KEY}` };
    case 'idToken':
      return { 'x-id-token': testIdToken({ uid: FUZZ_USER, email: 'fuzz@example.com' }) };
    default:
      return {};
  }
}

const bodySchema = (op: Op) => op.operation.requestBody?.content['application/json']?.schema;

function validRequests(op: Op, seed: number): Generated[] {
  const params = op.operation.parameters ?? [];
  const columns = params.map((p, i) => validValues(p.schema, RUNS, seed + i, true));
  const schema = bodySchema(op);
  const bodies = schema ? validValues(schema, RUNS, seed + 100, false) : [];
  const out: Generated[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const path: Record<string, string> = {};
    const query: Record<string, string> = {};
    const headers: Record<string, string> = {};
    let complete = true;
    params.forEach((p, i) => {
      const values = columns[i] ?? [];
      // Optional parameters are left out on every other run, so both are tried.
      if (!p.required && run % 2 === 1) return;
      const value = values[run % Math.max(values.length, 1)];
      if (value === undefined) {
        if (p.required) complete = false;
        return;
      }
      ({ path, query, header: headers })[p.in][p.name] = String(value);
    });
    if (schema && bodies.length === 0) complete = false;
    if (!complete) continue;
    Object.assign(path, seededPath(op, run));
    const body = schema ? seededBody(op, bodies[run % bodies.length], path) : undefined;
    if (schema && !accepts(schema, body)) throw new Error(`${op.method} ${op.template}: a seeded body breaks the document`);
    out.push({ how: 'valid', path, query, headers, ...(schema ? { body } : {}) });
  }
  return out;
}

/** The ways a valid request can be broken in one place, each confirmed invalid by ajv. */
function brokenRequests(op: Op, valid: Generated): Generated[] {
  const out: Generated[] = [];
  const schema = bodySchema(op);
  if (schema && valid.body !== undefined) {
    for (const b of breakagesOf(schema, valid.body, (s, v) => accepts(s, v))) if (!accepts(schema, b.value)) out.push({ ...valid, how: b.how, body: b.value });
  }
  if (op.operation.requestBody?.required) out.push({ ...valid, how: 'body missing', body: undefined });
  for (const p of op.operation.parameters ?? []) {
    const where = { path: 'path', query: 'query', header: 'headers' } as const;
    const current = valid[where[p.in]][p.name];
    if (p.required && p.in !== 'path') {
      const { [p.name]: _dropped, ...rest } = valid[where[p.in]];
      out.push({ ...valid, how: `${p.in} ${p.name}: required, missing`, [where[p.in]]: rest });
    }
    if (current === undefined) continue;
    for (const b of breakagesOf(p.schema, current, (s, v) => accepts(s, String(v), true))) {
      const text = String(b.value);
      if (typeof b.value === 'object' || text === '' || accepts(p.schema, text, true)) continue;
      out.push({ ...valid, how: `${p.in} ${p.name}: ${b.how.replace(/^body: /, '')}`, [where[p.in]]: { ...valid[where[p.in]], [p.name]: text } });
    }
  }
  return out;
}

async function send(op: Op, g: Generated) {
  const url = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(g.path[name] ?? 'x1'));
  const app = op.origin === 'asset' ? sim.apps.asset : sim.apps.service;
  const headers = { ...authHeaders(op), ...g.headers };
  let req = request(app)[op.method](url).query(g.query);
  if (g.body === undefined) return req.set(headers);
  const raw = JSON.stringify(g.body);
  // The webhook is signed over the raw body, so a valid one is not refused for its signature.
  if (op.template === '/subs/webhooks/provider' && 'provider-signature' in g.headers) headers['provider-signature'] = signatureHeader(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), raw);
  req = req.set(headers).set('Content-Type', 'application/json');
  return req.send(raw);
}

const mediaTypeOf = (header: unknown) => (typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '');

/** Why an answer is not what the document says the operation answers, or null. */
function undocumented(op: Op, status: number, contentType: string, hasBody: boolean): string | null {
  const { responses } = op.operation;
  const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : null;
  if (!key) return `status ${status} is not documented`;
  const content = responses[key]?.content;
  if (!content) return hasBody ? `status ${status} is documented without a body, got ${contentType}` : null;
  return contentType in content ? null : `${contentType || 'no media type'} is not documented for ${key}`;
}

describe('requests generated from the OpenAPI document', () => {
  it('are answered as documented: invalid ones refused with a 4xx problem, valid ones not for their shape', async () => {
    let generated = 0;
    const acceptedButUndocumented: string[] = [];
    const documentedButRefused: string[] = [];
    const serverErrors: string[] = [];
    const onlyRefusals: string[] = [];
    for (const [index, op] of OPS.entries()) {
      const name = `${op.method.toUpperCase()} ${op.template}`;
      const valid = validRequests(op, SEED + index * 1000);
      let validAccepted = 0;
      let firstRefusal = '';
      const broken = valid.flatMap((v) => brokenRequests(op, v));
      // A fixed-size, seeded choice of broken variants keeps the run short.
      const chosen = broken.length <= RUNS * 4 ? broken : fc.sample(fc.shuffledSubarray(broken, { minLength: RUNS * 4, maxLength: RUNS * 4 }), { seed: SEED + index, numRuns: 1 })[0] ?? [];
      for (const g of [...valid, ...chosen]) {
        generated += 1;
        const res = await send(op, g);
        const contentType = mediaTypeOf(res.headers['content-type']);
        const shown = `${name} (${g.how}: ${JSON.stringify({ path: g.path, query: g.query, body: g.body }).slice(0, 300)}) answered ${res.status}`;
        const problem = undocumented(op, res.status, contentType, res.text.length > 0);
        if (problem) acceptedButUndocumented.push(`${shown}: ${problem}`);
        if (res.status >= 500) {
          serverErrors.push(`${shown}: ${res.text.slice(0, 200)}`);
          continue;
        }
        const code = (res.body as { code?: string }).code ?? '';
        if (g.how === 'valid') {
          const detail = (res.body as { detail?: string }).detail ?? res.text.slice(0, 200);
          if (res.status < 400) validAccepted += 1;
          if (res.status < 400 && op.method === 'post' && op.template === '/qa/api/scenarios/{id}' && g.path.id) state.savedScenarios.push(g.path.id);
          else if (SHAPE_CODES.has(code) && !STATE_REFUSALS[name]?.test(detail)) documentedButRefused.push(`${shown} ${code}: ${detail}`);
          else firstRefusal ||= `${res.status} ${code}: ${detail.slice(0, 120)}`;
          continue;
        }
        const errorType = op.template.startsWith('/vault/') ? 'application/json' : 'application/problem+json';
        if (res.status < 400) acceptedButUndocumented.push(`${shown}: a request the document refuses was accepted`);
        else if (contentType !== errorType) acceptedButUndocumented.push(`${shown}: refused as ${contentType}, not ${errorType}`);
      }
      if (valid.length === 0) onlyRefusals.push(`${name} (no valid request generated)`);
      else if (validAccepted === 0) onlyRefusals.push(`${name} (${firstRefusal})`);
    }
    const responseViolations = violations.filter((v) => v.issues.some((i) => i.startsWith('response'))).map((v) => `${v.route} answered ${v.status}: ${v.issues.join('; ')}`);
    acceptedButUndocumented.push(...responseViolations);
    violations.length = 0;
    console.warn(
      `operations ${OPS.length}, generated requests ${generated}, accepted-but-undocumented ${acceptedButUndocumented.length}, documented-but-refused ${documentedButRefused.length}, server errors ${serverErrors.length} (seed ${SEED}, runs ${RUNS})\n` +
        `operations checked only for refusals (every valid request refused for state): ${onlyRefusals.length}\n  ${onlyRefusals.join('\n  ')}`,
    );
    expect(OPS.length).toBeGreaterThan(50);
    expect(generated).toBeGreaterThan(OPS.length * RUNS);
    expect(acceptedButUndocumented, 'accepted-but-undocumented').toEqual([]);
    expect(documentedButRefused, 'documented-but-refused').toEqual([]);
    expect(serverErrors, 'server errors').toEqual([]);
  }, 120_000);
});
