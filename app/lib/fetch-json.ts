import { ATTRIBUTION_PID } from './tracking/constants';

/**
 * app §7 in docs/spec-coverage.md: every call to the app origin (its own small API: /remote-addr, /event, the
 * cancellation and activation endpoints) carries a cf-track header; its value is the attribution's
 * programme label, the one the app tags its traffic with. Calls to other origins (the subscription
 * service, the identity provider) do not: the header is the app origin's own.
 */
export const CF_TRACK_HEADER = 'cf-track';

/** Whether `url` is an app-origin call: the app addresses its own origin by path, every other party by its origin. */
export const isAppOrigin = (url: string): boolean => url[0] === '/' && url[1] !== '/';

/** Anything with zod's `parse`: full zod schemas and zod/mini ones (the landing and quiz use mini to stay small). */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** Rejects with this when the server answers non-2xx; `body` is the parsed answer (app §7 in docs/spec-coverage.md). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(HttpError.messageOf(body) ?? `HTTP ${status}`);
  }

  /** The service's `error` field, when it sent one. */
  static messageOf(body: unknown): string | null {
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' && body.error !== '') return body.error;
    return null;
  }
}

/** Fetches JSON and parses it with `schema`; rejects with HttpError (parsed body) on any non-2xx answer. */
export async function fetchJson<T>(url: string, schema: Parser<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(isAppOrigin(url) ? { [CF_TRACK_HEADER]: ATTRIBUTION_PID } : {}),
      ...init.headers,
    },
  });
  const body = parseBody(await response.text());
  if (!response.ok) throw new HttpError(response.status, body);
  return schema.parse(body);
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
