/** Bodies that hold JSON as text/plain (sendBeacon, no-preflight fetches), read through `jsonTextBody`. */
import { Problem } from './problem';

/** A string body is parsed as JSON (400 when it is not); any other body is returned as it is. */
export function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new Problem('bad-request', 'The text/plain body is not valid JSON.');
  }
}
