/** Errors as problem+json bodies (RFC 9457) with a stable `code`, raised by handlers and rendered by one middleware. */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { BodyTooDeepError } from './body-limits';
import { errorField, processLogger, requestIdOf } from './logger';
import { PROBLEMS } from '../../../contracts/problems';

// The problem catalogue is part of the HTTP contract: the app's words for each code are checked against it (contracts/problems.ts).
export { PROBLEMS };

export type ProblemCode = keyof typeof PROBLEMS;

export class Problem extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail);
  }
}

export function problemBody(code: ProblemCode, detail: string, extra: Readonly<Record<string, unknown>> = {}) {
  const { status, title } = PROBLEMS[code];
  // `error` repeats the detail because the subscription service's clients read the error field (app §7 in docs/spec-coverage.md).
  return { type: `about:blank#${code}`, title, status, code, detail, error: detail, ...extra };
}

/** Paths of the payment provider's API: an unknown one is the widget's "API URL not found". */
export const PROVIDER_PATH_PREFIX = '/provider/';

/** A path that is not valid percent-encoding is the caller's mistake (400), wherever it was sent; null for a path that decodes. */
export function malformedPathProblem(req: Request): Problem | null {
  try {
    decodeURIComponent(req.path);
    return null;
  } catch {
    return new Problem('bad-request', `The path is not valid percent-encoding: ${req.method} ${req.path.slice(0, 200)}.`);
  }
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  const malformed = malformedPathProblem(req);
  if (malformed) {
    next(malformed);
    return;
  }
  if (req.path.startsWith(PROVIDER_PATH_PREFIX)) {
    next(new Problem('api-url-not-found', `API URL not found: ${req.method} ${req.path} is not an endpoint of the payment provider.`));
    return;
  }
  next(new Problem('not-found', `${req.method} ${req.path} does not exist here.`));
};

/** Methods whose body a handler reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Why validation saw no body at all: the caller sent another content type (415), or nothing (400).
 * Null when a body was parsed, so the validator's own message stands.
 */
function missingBodyProblem(req: Request): Problem | null {
  if (!BODY_METHODS.has(req.method) || req.body !== undefined) return null;
  const type = req.get('Content-Type');
  if (type) return new Problem('unsupported-media-type', `Send the body as JSON with "Content-Type: application/json"; this request said "${type.slice(0, 100)}".`);
  return new Problem('bad-request', 'The body is missing: send JSON with "Content-Type: application/json".');
}

/** An http-errors style error (body-parser, router) that carries a 4xx status. */
function isClientHttpError(error: unknown): error is Error & { status: number } {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The one error middleware, registered last on every app. */
export const problemHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let body: ReturnType<typeof problemBody>;
  const noBody = error instanceof ZodError ? missingBodyProblem(req) : null;
  if (error instanceof Problem) {
    body = problemBody(error.code, error.detail, error.extra);
  } else if (error instanceof BodyTooDeepError) {
    body = problemBody('body-too-deep', error.message);
  } else if (noBody) {
    body = problemBody(noBody.code, noBody.detail);
  } else if (error instanceof ZodError) {
    body = problemBody('bad-request', error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  } else if (error instanceof SyntaxError && 'body' in error) {
    body = problemBody('bad-request', 'The body is not valid JSON.');
  } else if (isClientHttpError(error)) {
    // Body-parser (size, charset, encoding) and router (undecodable path) errors are the caller's fault: 4xx, not 500.
    const code = error.status === 413 ? 'payload-too-large' : error.status === 415 ? 'unsupported-media-type' : 'bad-request';
    body = problemBody(code, error.message);
  } else {
    processLogger().error({ err: errorField(error), requestId: requestIdOf(req) }, 'unexpected error');
    body = problemBody('internal', 'See the simulator log.');
  }
  if (res.headersSent) {
    // An error after the answer started (a handler that threw mid-stream): nothing more can be said.
    res.end();
    return;
  }
  res.status(body.status).type('application/problem+json').json(body);
};
