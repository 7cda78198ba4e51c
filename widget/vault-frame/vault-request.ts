import { CLIENT_VERSION } from '../constants';

export const VAULT_DEFAULT_ERROR = 'Vault request failed.';
const VAULT_METADATA_HEADER = 'sky-metadata';
const REQUEST_ID_HEADER = 'x-request-id';
export type VaultResult = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly status: number; readonly message: string };

/** The metadata header of widget §7 in docs/spec-coverage.md: SDK name and version, device type, OS, browser. */
function vaultMetadata(userAgent: string): string {
  const device = /Mobi|Android|iPhone/i.test(userAgent) ? 'mobile' : 'desktop';
  const os = /Android/i.test(userAgent) ? 'Android' : /iPhone|iPad|Mac OS/i.test(userAgent) ? 'Apple' : /Windows/i.test(userAgent) ? 'Windows' : /Linux/i.test(userAgent) ? 'Linux' : 'unknown';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : 'unknown';
  return JSON.stringify({ sdk_name: 'mindmetric-widget', sdk_version: CLIENT_VERSION, device_type: device, os, browser });
}

/**
 * The error text of a failed vault answer: JSON error.message, else the plain body, else the
 * default; with the request id appended when the response carries one.
 */
export function vaultErrorMessage(text: string, requestId: string | null): string {
  let message = text.trim() === '' ? VAULT_DEFAULT_ERROR : text.trim();
  try {
    const json = JSON.parse(text) as unknown;
    if (typeof json === 'object' && json !== null && 'error' in json) {
      const error = (json as { error: unknown }).error;
      if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
        message = (error as { message: string }).message;
      }
    }
  } catch {
    // Not JSON: the plain text stands.
  }
  return requestId ? `${message} - requestId: ${requestId}` : message;
}

/**
 * One vault call with the caller's method, URL and headers (widget §7 in docs/spec-coverage.md). The body is sent as
 * JSON, or as is when it is form data (FormData or URLSearchParams: the browser then sets its content
 * type and boundary). Status below 200, or 400 and above, is an error. Never throws.
 */
export async function vaultRequest(
  request: { readonly method: string; readonly url: string; readonly headers: Readonly<Record<string, string>>; readonly body: unknown },
  fetchImpl: typeof fetch = fetch,
): Promise<VaultResult> {
  const form = request.body instanceof FormData || request.body instanceof URLSearchParams ? request.body : null;
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: { ...(form ? {} : { 'Content-Type': 'application/json' }), [VAULT_METADATA_HEADER]: vaultMetadata(navigator.userAgent), ...request.headers },
      body: form ?? JSON.stringify(request.body),
    });
  } catch {
    return { ok: false, status: 0, message: 'Vault connection error.' };
  }
  const text = await response.text().catch(() => '');
  if (response.status < 200 || response.status >= 400) {
    return { ok: false, status: response.status, message: vaultErrorMessage(text, response.headers.get(REQUEST_ID_HEADER)) };
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: response.status, message: VAULT_DEFAULT_ERROR };
  }
}
