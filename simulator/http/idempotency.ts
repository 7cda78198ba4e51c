/**
 * Idempotency keys with Stripe's documented semantics: the first answer (status and body) to a key
 * is stored and replayed for the same key and the same request; the same key with another request
 * is a 422; a request whose key is still in flight is a 409 that says to retry. Keys are kept 24 h.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { problemBody } from './problem';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export interface IdempotencyRecord {
  readonly requestHash: string;
  readonly state: 'in-flight' | 'done';
  readonly status?: number;
  readonly contentType?: string;
  readonly body?: string;
  readonly createdAt: number;
}

export interface IdempotencyStore {
  get(scope: string, key: string): IdempotencyRecord | undefined;
  /** Claims the key for a request; false when another request holds it already. */
  begin(scope: string, key: string, requestHash: string, now: number): boolean;
  complete(scope: string, key: string, answer: { status: number; contentType: string; body: string }): void;
  release(scope: string, key: string): void;
}

/** In memory; expired records are dropped when touched. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  get(scope: string, key: string): IdempotencyRecord | undefined {
    const id = `${scope}\u0000${key}`;
    const record = this.records.get(id);
    if (record && this.now() - record.createdAt > IDEMPOTENCY_TTL_MS) {
      this.records.delete(id);
      return undefined;
    }
    return record;
  }

  begin(scope: string, key: string, requestHash: string, now: number): boolean {
    if (this.get(scope, key)) return false;
    this.records.set(`${scope}\u0000${key}`, { requestHash, state: 'in-flight', createdAt: now });
    return true;
  }

  complete(scope: string, key: string, answer: { status: number; contentType: string; body: string }): void {
    const id = `${scope}\u0000${key}`;
    const record = this.records.get(id);
    if (record) this.records.set(id, { ...record, state: 'done', ...answer });
  }

  release(scope: string, key: string): void {
    this.records.delete(`${scope}\u0000${key}`);
  }
}

function requestHash(req: Request): string {
  return createHash('sha256').update(`${req.method} ${req.originalUrl.split('?')[0]}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
}

/** Answers that say the request never started executing are not stored (Stripe does the same). */
const isStored = (status: number) => status < 500 && status !== 400 && status !== 401;

/** Applies idempotency to a route; `scopeOf` keeps keys of different callers (payment sessions) apart. */
export function idempotent(store: IdempotencyStore, scopeOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      next();
      return;
    }
    const fail = (status: 400 | 409 | 422, code: string, detail: string) =>
      res.status(status).type('application/problem+json').json({ ...problemBody('bad-request', detail), status, code });
    if (key === '' || key.length > MAX_KEY_LENGTH) {
      fail(400, 'idempotency-key-invalid', `${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters.`);
      return;
    }
    const scope = scopeOf(req);
    const hash = requestHash(req);
    const existing = store.get(scope, key);
    if (existing) {
      if (existing.requestHash !== hash) {
        fail(422, 'idempotency-key-reused', `This ${IDEMPOTENCY_HEADER} was used with another request; use a new key for a new request.`);
      } else if (existing.state === 'in-flight') {
        fail(409, 'idempotency-key-in-flight', `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry shortly.`);
      } else {
        res.setHeader('Idempotent-Replayed', 'true');
        res.status(existing.status ?? 200).type(existing.contentType ?? 'application/json').send(existing.body ?? '');
      }
      return;
    }
    store.begin(scope, key, hash, Date.now());
    let body = '';
    const send = res.send.bind(res);
    res.send = (chunk?: unknown) => {
      if (typeof chunk === 'string') body = chunk;
      else if (Buffer.isBuffer(chunk)) body = chunk.toString('utf8');
      return send(chunk);
    };
    res.on('finish', () => {
      if (isStored(res.statusCode)) {
        store.complete(scope, key, { status: res.statusCode, contentType: String(res.getHeader('Content-Type') ?? 'application/json'), body });
      } else {
        store.release(scope, key);
      }
    });
    res.on('close', () => {
      if (!res.writableFinished) store.release(scope, key);
    });
    next();
  };
}
