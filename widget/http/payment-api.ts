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
  | { readonly kind: 'network-error'; readonly cause: unknown };

export interface PaymentCall {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** The session token of the SDK config, sent as a bearer token. */
  readonly token: string;
  readonly body?: unknown;
}

export type Fetch = typeof fetch;

/**
 * Sends one payment call with the headers of widget-spec section 7: bearer token, a fresh
 * idempotency key, client version and client type. Never throws: every outcome is an ApiResult.
 */
export async function callPaymentApi(call: PaymentCall, fetchImpl: Fetch = fetch): Promise<ApiResult> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${call.token}`,
    [HEADER_IDEMPOTENCY_KEY]: crypto.randomUUID(),
    [HEADER_CLIENT_VERSION]: CLIENT_VERSION,
    [HEADER_CLIENT_TYPE]: CLIENT_TYPE,
    Accept: 'application/json',
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(call.url, {
      method: call.method,
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
    });
  } catch (cause) {
    return { kind: 'network-error', cause };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) return { kind: 'http-error', status: response.status, text };
  try {
    return { kind: 'ok', status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch (cause) {
    // A 2xx that is not JSON is a broken answer, not a success.
    return { kind: 'network-error', cause };
  }
}
