/**
 * The traffic check of issue 28, point 4: every request and answer on a documented route is held to
 * the OpenAPI document (qa/openapi/document.ts) while the test suites run. A violation names the route,
 * the status, and each wrong field by its path with the validator's message: never a value (a
 * tokenize body holds a card number). A request the document refuses is a violation only when the
 * route accepted it (answered below 400): refusing bad input is what the route should do.
 *
 * Off in production; the supertest suites turn it on through testSimulator, the e2e server with
 * CONTRACT_CHECK=1 (simulator/config.ts).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import type { Origin } from './describe';
import { openApiDocument, originOf, type OpenApiDocument } from './document';
import type { CheckedRequest, ContractWatcher, SentBody } from '../../platform/http/contract-watcher';

export interface ContractViolation {
  /** METHOD and the documented path template, e.g. "POST /provider/executions/{id}/authorize". */
  readonly route: string;
  readonly status: number;
  /** What was wrong, one line each: "response body/links/self: must have required property 'href'". */
  readonly issues: readonly string[];
}

export type ViolationSink = (violation: ContractViolation) => void;

/** One line for a log or a failing test. */
export const formatViolation = (v: ContractViolation) => `${v.route} answered ${v.status}: ${v.issues.join('; ')}`;

const METHODS = ['get', 'post', 'put', 'delete'] as const;
type Method = (typeof METHODS)[number];

interface MediaType {
  readonly schema?: unknown;
}
interface ResponseObject {
  readonly content?: Readonly<Record<string, MediaType>>;
}
interface ParameterObject {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: unknown;
}
interface OperationObject {
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: { readonly required?: boolean; readonly content: Readonly<Record<string, MediaType>> };
  readonly responses: Readonly<Record<string, ResponseObject>>;
}

interface Route {
  readonly method: Method;
  readonly template: string;
  readonly pattern: RegExp;
  /** Fewer path parameters first, so /qa/api/scenario-schema is never taken for a {id}. */
  readonly params: number;
  readonly operation: OperationObject;
  readonly pointer: string;
}

/** A path segment as the router hands it to handlers; one that does not decode is checked as sent. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const escapePointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

function routesOf(document: OpenApiDocument, origin: Origin): Route[] {
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    if (originOf(item) !== origin) continue;
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      routes.push({
        method,
        template,
        pattern: new RegExp(`^${source}/?$`),
        params: (template.match(/\{/g) ?? []).length,
        operation,
        pointer: `openapi#/paths/${escapePointer(template)}/${method}`,
      });
    }
  }
  return routes.sort((a, b) => a.params - b.params);
}

/** The media type without its parameters: "application/problem+json; charset=utf-8" is "application/problem+json". */
const mediaTypeOf = (header: string | number | string[] | undefined) => (typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '');

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** The validator's words and the field's path; for an extra field its name. Never the value. */
function describeError(where: string, e: ErrorObject): string {
  const extra = e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: unknown }).additionalProperty)})` : '';
  return `${where}${e.instancePath || ''}: ${e.message ?? e.keyword}${extra}`;
}

/** Compiles the document once per process: the schemas do not depend on the origins the servers name. */
class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  // Query and path parameters arrive as strings; their schemas say number or boolean where they mean one.
  private readonly coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    addFormats.default(this.ajv);
    addFormats.default(this.coercing);
    this.ajv.addSchema({ ...document, $id: 'openapi' });
    this.coercing.addSchema({ ...document, $id: 'openapi' });
  }

  validate(pointer: string, data: unknown, coerce = false): readonly ErrorObject[] {
    const key = `${coerce ? 'c' : 'v'} ${pointer}`;
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = (coerce ? this.coercing : this.ajv).compile({ $ref: pointer });
      this.compiled.set(key, fn);
    }
    return fn(data) ? [] : (fn.errors ?? []);
  }
}

let shared: ContractValidator | undefined;
const validator = () => (shared ??= new ContractValidator(openApiDocument({ service: 'http://service.invalid', asset: 'http://asset.invalid' })));

function requestIssues(v: ContractValidator, route: Route, req: CheckedRequest, pathValues: readonly string[]): string[] {
  const issues: string[] = [];
  const { parameters = [], requestBody } = route.operation;
  const pathNames = [...route.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  parameters.forEach((p, i) => {
    const pointer = `${route.pointer}/parameters/${i}/schema`;
    let value: unknown;
    if (p.in === 'path') value = pathValues[pathNames.indexOf(p.name)];
    else if (p.in === 'query') value = (req.query as Record<string, unknown>)[p.name];
    else if (p.in === 'header') value = req.get(p.name);
    else return;
    if (value === undefined) {
      if (p.required) issues.push(`request ${p.in} parameter ${p.name}: is required`);
      return;
    }
    issues.push(...v.validate(pointer, value, true).map((e) => describeError(`request ${p.in} parameter ${p.name}`, e)));
  });
  if (requestBody) {
    const json = requestBody.content['application/json'];
    const mediaType = mediaTypeOf(req.get('content-type'));
    if (req.body === undefined) {
      if (requestBody.required) issues.push('request body: is required (application/json)');
    } else if (json && (mediaType === '' || isJson(mediaType))) {
      issues.push(...v.validate(`${route.pointer}/requestBody/content/application~1json/schema`, req.body).map((e) => describeError('request body', e)));
    } else {
      issues.push(`request body: ${mediaType || 'no media type'} is not a documented media type`);
    }
  }
  return issues;
}


function responseIssues(v: ContractViolation['status'], route: Route, res: ServerResponse, body: SentBody, check: ContractValidator): string[] {
  const { responses } = route.operation;
  const key = String(v) in responses ? String(v) : `${String(v)[0] ?? ''}XX` in responses ? `${String(v)[0] ?? ''}XX` : 'default' in responses ? 'default' : null;
  if (!key) return [`response: status ${v} is not documented`];
  const content = responses[key]?.content;
  const mediaType = mediaTypeOf(res.getHeader('content-type'));
  if (!content) return body.sent || mediaType ? [`response: status ${v} is documented without a body, but one was sent (${mediaType || 'no media type'})`] : [];
  const documented = content[mediaType];
  if (!documented) return [`response: ${mediaType || 'no media type'} is not a documented media type for ${key} (${Object.keys(content).join(', ')})`];
  if (!isJson(mediaType) || !body.sent) return [];
  let value = body.value;
  if (body.text !== null) {
    try {
      value = JSON.parse(body.text) as unknown;
    } catch {
      return [`response body: is not JSON though sent as ${mediaType}`];
    }
  }
  const pointer = `${route.pointer}/responses/${escapePointer(key)}/content/${escapePointer(mediaType)}/schema`;
  return check.validate(pointer, value).map((e) => describeError('response body', e));
}



export function contractWatcher(origin: Origin, report: ViolationSink): ContractWatcher {
  const check = validator();
  const routes = routesOf(check.document, origin);
  return {
    watch(req, path, res) {
      const method = (req.method ?? '').toLowerCase();
      let found: { route: Route; values: string[] } | undefined;
      for (const route of routes) {
        if (route.method !== method) continue;
        const match = route.pattern.exec(path);
        if (match) {
          found = { route, values: match.slice(1).map(decoded) };
          break;
        }
      }
      if (!found) return undefined;
      const { route, values } = found;
      const body: SentBody = { sent: false, value: undefined, text: null };
      res.on('finish', () => {
        const status = res.statusCode;
        const issues = responseIssues(status, route, res, body, check);
        if (status < 400) issues.unshift(...requestIssues(check, route, req, values).map((i) => `${i} (and the route accepted it)`));
        if (issues.length > 0) report({ route: `${route.method.toUpperCase()} ${route.template}`, status, issues });
      });
      return body;
    },
  };
}

/**
 * A middleware, first on an origin's app: it watches each call of a documented route of that origin
 * (contractWatcher) and fills in what the handler answered.
 */
export function trafficCheck(watcher: ContractWatcher): RequestHandler {
  return (req, res, next) => {
    const body = watcher.watch(req, req.path, res);
    if (!body) {
      next();
      return;
    }
    // The object a handler answered, before a fault step may cut or break its text on the way out; or
    // the text it sent (an idempotent replay sends the stored JSON text).
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      Object.assign(body, { sent: true, value, text: null });
      return json(value);
    };
    const send = res.send.bind(res);
    res.send = (value?: unknown) => {
      if (!body.sent && value !== undefined && value !== '') Object.assign(body, { sent: true, text: Buffer.isBuffer(value) ? value.toString('utf8') : typeof value === 'string' ? value : null, value });
      return send(value);
    };
    next();
  };
}
