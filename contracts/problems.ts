/**
 * The service's problem catalogue (RFC 9457 bodies with a stable `code`): every code it can answer,
 * with its status and title. The simulator raises them (simulator/platform/http/problem.ts); the app
 * words each one a shopper can meet (app/lib/service-errors/service-error-text.ts), and its test
 * enumerates this list, so a new code without words fails there.
 */
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
  /** The widget's "API URL not found" (widget §8 in docs/spec-coverage.md): a provider path that does not exist. */
  'api-url-not-found': { status: 404, title: 'API URL not found.' },
  /** A documented path asked with a method the OpenAPI document does not declare for it; the `Allow` header lists those it does (issue 43). */
  'method-not-allowed': { status: 405, title: 'Method not allowed on this path.' },
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
