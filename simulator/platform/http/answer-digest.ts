/**
 * What the journal keeps of an answer (issue 28, point 5): its JSON body flattened to field paths,
 * with every value that differs between two runs of the same script by design (ids, tokens, times,
 * links) replaced by what kind of value it is. Two runs of one scenario give the same digest, so the
 * replay command (simulator/qa/replay) can name the first field where a replay answered otherwise.
 * It never keeps a token or a card number: volatile values are gone and the rest is masked.
 */
import { hash } from 'node:crypto';
import { CVV_KEY, maskCardNumbers } from './masking';

export type DigestValue = string | number | boolean | null;
export type AnswerDigest = Readonly<Record<string, DigestValue>>;

/** Enough fields for any provider answer (an execution with its statuses and links is about 30); the rest is cut and says so. */
const DIGEST_FIELDS_MAX = 80;
const DEPTH_MAX = 8;
/** A longer string is text for a person (a problem's detail): its length stays, its words go. */
const STRING_MAX = 80;

/** Keys whose values are new in every run: ids, tokens, secrets, times. */
const VOLATILE_KEY = /(^id$|Id$|_id$|token|Token|secret|Secret|signature|^at$|At$|_at$|time$|Time$|date$|Date$|^expires|requestId|reference|Reference)/;
const LINK_KEY = /(href|Href|url|Url|link|Link|uri|Uri)$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
/** A path segment made by the simulator (an execution, a challenge token): letters with digits, or long. */
const ID_SEGMENT = /^(?=.*\d)[\w-]{6,}$|^[\w-]{20,}$/;

/** A link without its run's ids: origin and path, each id-like segment as `{id}`, no query. */
export function linkShape(value: string): string {
  let url: URL;
  try {
    url = new URL(value, 'http://relative.invalid');
  } catch {
    return '<link>';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? '{id}' : segment))
    .join('/');
  return url.origin === 'http://relative.invalid' ? path : `${url.origin}${path}`;
}

function leaf(key: string, value: DigestValue): DigestValue {
  if (CVV_KEY.test(key)) return '[removed]';
  if (typeof value !== 'string') return value;
  if (VOLATILE_KEY.test(key)) return '<volatile>';
  if (LINK_KEY.test(key)) return linkShape(value);
  if (ISO_TIME.test(value)) return '<time>';
  if (value.length > STRING_MAX) return `<text of ${value.length} characters>`;
  return maskCardNumbers(value);
}

/** The digest of an answer's body; `{}` for an empty or non-JSON answer (a page, a 204). */
export function answerDigest(body: unknown): AnswerDigest {
  const out: Record<string, DigestValue> = {};
  let count = 0;
  const walk = (value: unknown, path: string, key: string, depth: number) => {
    if (count >= DIGEST_FIELDS_MAX) return;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[path || '(body)'] = leaf(key, value);
      count += 1;
      return;
    }
    if (depth >= DEPTH_MAX || typeof value !== 'object') {
      out[path] = Array.isArray(value) ? `<array of ${value.length}>` : '<object>';
      count += 1;
      return;
    }
    if (Array.isArray(value)) {
      if (value.length === 0) out[path] = '<empty array>';
      value.forEach((item, index) => walk(item, `${path}[${index}]`, key, depth + 1));
      return;
    }
    const entries = Object.entries(value);
    if (entries.length === 0) out[path || '(body)'] = '<empty object>';
    for (const [k, v] of entries) walk(v, path ? `${path}.${k}` : k, k, depth + 1);
  };
  if (body !== undefined && body !== null && typeof body === 'object') walk(body, '', '', 0);
  if (count >= DIGEST_FIELDS_MAX) out['(cut)'] = `the first ${DIGEST_FIELDS_MAX} fields`;
  return out;
}

/** Distinct answers whose digests are kept: a poll repeats the same answer until its session changes. */
const DIGESTS_KEPT = 4096;
const EMPTY: AnswerDigest = Object.freeze({});
/** A hash of an answer's text → its digest. Keyed by hash, not text: no answer body is kept in memory. */
const digests = new Map<string, AnswerDigest>();

/**
 * The digest of an answer sent as JSON text (`{}` when there was none or it is not JSON), computed
 * once per distinct text: the same bytes always give the same digest, so a repeated answer (every
 * poll of a finished payment) costs a hash of its text instead of a walk over its fields.
 */
export function digestOfJsonText(text: string | undefined): AnswerDigest {
  if (text === undefined) return EMPTY;
  const key = hash('sha256', text, 'base64');
  const known = digests.get(key);
  if (known) return known;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
  }
  const digest = Object.freeze(answerDigest(body));
  // The oldest goes first (a Map iterates in insertion order).
  if (digests.size >= DIGESTS_KEPT) digests.delete(digests.keys().next().value ?? '');
  digests.set(key, digest);
  return digest;
}
