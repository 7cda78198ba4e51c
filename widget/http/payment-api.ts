import {
  CLIENT_TYPE,
  CLIENT_VERSION,
  HEADER_CLIENT_TYPE,
  HEADER_CLIENT_VERSION,
  HEADER_IDEMPOTENCY_KEY,
} from '../constants';

/** What one payment call came back with, before anyone interprets it. */
export type ApiResult =
  | { readonly kind: 'ok'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'http-error'; readonly status: number; readonly text: string }
  /** A 2xx whose body is not JSON: a broken answer, never a success. */
  | { readonly kind: 'malformed'; readonly status: number; readonly text: string; readonly cause: unknown }
  | { readonly kind: 'network-error'; readonly cause: unknown };

export interface PaymentCall {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** The session token of the SDK config, sent as a bearer token. */
  readonly token: string;
  readonly body?: unknown;
}

export type Fetch = typeof fetch;

/** A fresh idempotency key; randomUUID exists only in secure contexts, so fall back to getRandomValues. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The headers of widget §7 in docs/spec-coverage.md that every payment call sends. */
function paymentHeaders(token: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${token}`,
    [HEADER_IDEMPOTENCY_KEY]: newIdempotencyKey(),
    [HEADER_CLIENT_VERSION]: CLIENT_VERSION,
    [HEADER_CLIENT_TYPE]: CLIENT_TYPE,
    Accept: 'application/json',
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * Sends one payment call with the headers of widget §7 in docs/spec-coverage.md: bearer token, a fresh
 * idempotency key, client version and client type. Never throws: every outcome is an ApiResult.
 * @example const answer = await callPaymentApi({ method: 'GET', url: executionLink, token });
 */
export async function callPaymentApi(call: PaymentCall, fetchImpl: Fetch = fetch): Promise<ApiResult> {
  let response: Response;
  try {
    // Building the request sits inside the try too: a body JSON.stringify cannot encode must not throw out.
    const body = call.body === undefined ? null : JSON.stringify(call.body);
    response = await fetchImpl(call.url, { method: call.method, headers: paymentHeaders(call.token, call.body !== undefined), body });
  } catch (cause) {
    return { kind: 'network-error', cause };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) return { kind: 'http-error', status: response.status, text };
  try {
    return { kind: 'ok', status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch (cause) {
    return { kind: 'malformed', status: response.status, text, cause };
  }
}
