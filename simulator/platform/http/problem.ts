/** Errors as problem+json bodies (RFC 9457) with a stable `code`, raised by handlers and rendered by one middleware. */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { BodyTooDeepError } from './body-limits';
import { errorField, processLogger, requestIdOf } from './logger';

export const PROBLEMS = {
  'bad-request': { status: 400, title: 'The request is malformed.' },
  unauthorized: { status: 401, title: 'The bearer token is missing, unknown or expired.' },
  'session-expired': { status: 401, title: 'The payment session expired.' },
  forbidden: { status: 403, title: 'The caller may not do this.' },
  // Identity (simulator/merchant/identity): a user is trusted only from a verified Firebase ID token.
  'id-token-missing': { status: 401, title: 'No Firebase ID token was sent.' },
  'id-token-invalid': { status: 401, title: 'The Firebase ID token is not valid.' },
  'id-token-expired': { status: 401, title: 'The Firebase ID token has expired.' },
  'id-token-revoked': { status: 401, title: 'The Firebase ID token has been revoked.' },
  'user-disabled': { status: 401, title: 'The user account is disabled.' },
  'user-mismatch': { status: 403, title: 'The request names another user than the signed-in one.' },
  'not-owner': { status: 403, title: 'The resource belongs to another user.' },
  'identity-unavailable': { status: 503, title: 'The identity service cannot verify tokens right now.' },
  'not-found': { status: 404, title: 'No such resource.' },
  /** The widget's "API URL not found" (widget-spec section 8): a provider path that does not exist. */
  'api-url-not-found': { status: 404, title: 'API URL not found.' },
  conflict: { status: 409, title: 'The resource is not in a state that allows this.' },
  /** The EU withdrawal (simulator/merchant/withdrawal, issue 29): 14 days from the purchase, for EU and EEA buyers. */
  'withdrawal-period-over': { status: 409, title: 'The 14-day withdrawal period has ended.' },
  'withdrawal-not-offered': { status: 403, title: 'The right of withdrawal does not apply to this purchase.' },
  'already-subscribed': { status: 409, title: 'This email already has an active subscription of this plan family.' },
  'payment-owned-by-another-email': { status: 409, title: 'This payment was made by another shopper.' },
  'payment-voided': { status: 409, title: 'This payment was voided: nothing was recorded and the money goes back.' },
  'payment-not-authorized': { status: 402, title: 'The provider has not authorized this payment.' },
  'unknown-scenario': { status: 400, title: 'No scenario has this id.' },
  /** Runtime scenarios (issue 28, simulator/qa/scenarios): `errors` names every wrong field. */
  'invalid-scenario': { status: 422, title: 'The scenario is not valid.' },
  'scenario-exists': { status: 409, title: 'A scenario with this id exists.' },
  'scenario-read-only': { status: 403, title: 'Built-in scenarios cannot be changed at runtime.' },
  'scenario-in-use': { status: 409, title: 'A live payment session runs this scenario.' },
  'invalid-card': { status: 400, title: 'The card data is not valid.' },
  'vault-token-expired': { status: 400, title: 'The vault token has expired; tokenize the card again.' },
  'body-too-deep': { status: 400, title: 'The body is nested deeper than this endpoint accepts.' },
  'payload-too-large': { status: 413, title: 'The body is larger than this endpoint accepts.' },
  'unsupported-media-type': { status: 415, title: 'The body has a content type, charset or encoding this endpoint cannot read.' },
  'webhook-signature-missing': { status: 400, title: 'The webhook carries no signature.' },
  'webhook-signature-invalid': { status: 400, title: 'The webhook signature does not match its body.' },
  'webhook-timestamp-out-of-tolerance': { status: 400, title: 'The webhook was signed too long ago (or in the future).' },
  'webhook-not-processed': { status: 503, title: 'The merchant could not act on this event now; the provider retries.' },
  'not-implemented': { status: 501, title: 'This endpoint is not built yet.' },
  internal: { status: 500, title: 'The simulator failed unexpectedly.' },
  /** Cancel by email (simulator/merchant/cancel): too many code requests for one email or one client. */
  'too-many-requests': { status: 429, title: 'Too many requests; wait before trying again.' },
  'code-invalid': { status: 400, title: 'The code is not right.' },
  'code-expired': { status: 410, title: 'The code has expired; ask for a new one.' },
  'code-locked': { status: 410, title: 'The code was entered wrong too many times; ask for a new one.' },
} as const;

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
  // `error` repeats the detail because the subscription service's clients read the error field (app-spec section 7).
  return { type: `about:blank#${code}`, title, status, code, detail, error: detail, ...extra };
}

/** Paths of the payment provider's API: an unknown one is the widget's "API URL not found". */
export const PROVIDER_PATH_PREFIX = '/provider/';

export const notFoundHandler: RequestHandler = (req, _res, next) => {
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
