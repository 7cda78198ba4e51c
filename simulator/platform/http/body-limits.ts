/**
 * The body parsers of the three origins, with the limits hostile input meets before any handler:
 * a size limit (413) and a nesting-depth limit (400 `body-too-deep`). A body nested thousands of
 * levels deep parses fine but makes every later JSON.stringify (journal, idempotency hash) throw a
 * RangeError, so it is refused while still raw bytes. GET and HEAD bodies are never parsed.
 */
import express, { type RequestHandler } from 'express';

export const BODY_LIMIT = '100kb';
/** Our deepest legitimate body (an authorize with billing address) is 6 levels; 32 leaves room. */
export const MAX_BODY_DEPTH = 32;

/** Raised by the parser's verify step; problemHandler and the vault render it as `body-too-deep`. */
export class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`The body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
  }
}

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text opens more than `max` objects or arrays at once. Scans UTF-8 bytes (no
 * multi-byte sequence holds an ASCII byte) and skips string contents, so `"[[["` does not count.
 */
export function nestedDeeperThan(text: Buffer | string, max: number): boolean {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/** The raw body as UTF-8 bytes whatever its declared utf-* charset, so the byte scan stays exact. */
function utf8Bytes(buf: Buffer, encoding: string): Buffer {
  const charset = encoding.toLowerCase();
  if (charset === 'utf-8' || charset === 'utf8') return buf;
  try {
    return Buffer.from(new TextDecoder(charset).decode(buf), 'utf8');
  } catch {
    // A charset TextDecoder does not know: the parser itself refuses it (415).
    return buf;
  }
}

/** The exact bytes a JSON body arrived as: a signed webhook is checked over them, not over a re-serialization. */
export const RAW_BODY = Symbol('rawBody');

const verifyDepth = (req: unknown, _res: unknown, buf: Buffer, encoding: string) => {
  if (nestedDeeperThan(utf8Bytes(buf, encoding || 'utf-8'), MAX_BODY_DEPTH)) throw new BodyTooDeepError();
  (req as { [RAW_BODY]?: Buffer })[RAW_BODY] = buf;
};

/** The raw bytes of the request's JSON body, or undefined when none was parsed. */
export const rawBodyOf = (req: unknown): Buffer | undefined => (req as { [RAW_BODY]?: Buffer })[RAW_BODY];

const BODYLESS = new Set(['GET', 'HEAD']);

/** Skips GET and HEAD: no route reads their body, so no time is spent parsing one. */
const skipBodyless = (parser: RequestHandler): RequestHandler => (req, res, next) => {
  if (BODYLESS.has(req.method)) {
    next();
    return;
  }
  parser(req, res, next);
};

/** application/json (and +json) bodies, size- and depth-limited. */
export const jsonBody = (): RequestHandler => skipBodyless(express.json({ limit: BODY_LIMIT, verify: verifyDepth }));

/** text/plain bodies that hold JSON (sendBeacon): the same limits as JSON. */
export const jsonTextBody = (): RequestHandler => skipBodyless(express.text({ type: 'text/plain', limit: BODY_LIMIT, verify: verifyDepth }));
