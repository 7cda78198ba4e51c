/**
 * Idempotency keys with Stripe's documented semantics: the first answer (status and body) to a key
 * is stored and replayed for the same key and the same request; the same key with another request
 * is a 422; a request whose key is still in flight is a 409 that says to retry. Keys are kept 24 h.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { afterResponse } from './after-response';
import { problemBody } from './problem';

/** Set by the idempotency middleware: records the answer in the caller's transaction (platform/store/transaction.ts). */
export const COMMIT_IDEMPOTENCY = 'commitIdempotency';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

/** The stored answer to a request: replayed byte for byte. */
export interface IdempotencyAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** A key is either held by a request still running (the 409 marker) or done with its answer. */
export type IdempotencyRecord =
  | { readonly state: 'in-flight'; readonly requestHash: string; readonly createdAt: number }
  | ({ readonly state: 'done'; readonly requestHash: string; readonly createdAt: number } & IdempotencyAnswer);

/** Where records live: SqliteIdempotencyStore (platform/store/idempotency.ts) in the product, MemoryIdempotencyStore in unit tests. Each owns its clock. */
export interface IdempotencyStore {
  /** The live record of a key; undefined when there is none or it is older than 24 hours. */
  get(scope: string, key: string): IdempotencyRecord | undefined;
  /** Claims the key for a request (in flight); false when a live record holds it already. */
  begin(scope: string, key: string, requestHash: string): boolean;
  complete(scope: string, key: string, answer: IdempotencyAnswer): void;
  /** Records the answer of a request that never claimed its key (one write for claim and answer); false when a live record holds it. */
  answer(scope: string, key: string, requestHash: string, answer: IdempotencyAnswer): boolean;
  /** Frees a key whose request ended without a storable answer. */
  release(scope: string, key: string): void;
}

/** In memory; expired records are dropped when touched. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  get(scope: string, key: string): IdempotencyRecord | undefined {
    const id = `${scope}\u0000${key}`;
    const record = this.records.get(id);
    if (record && this.now() - record.createdAt >= IDEMPOTENCY_TTL_MS) {
      this.records.delete(id);
      return undefined;
    }
    return record;
  }

  begin(scope: string, key: string, requestHash: string): boolean {
    if (this.get(scope, key)) return false;
    this.records.set(`${scope}\u0000${key}`, { requestHash, state: 'in-flight', createdAt: this.now() });
    return true;
  }

  complete(scope: string, key: string, answer: IdempotencyAnswer): void {
    const id = `${scope}\u0000${key}`;
    const record = this.records.get(id);
    if (record?.state === 'in-flight') this.records.set(id, { ...record, ...answer, state: 'done' });
  }

  answer(scope: string, key: string, requestHash: string, answer: IdempotencyAnswer): boolean {
    if (this.get(scope, key)) return false;
    this.records.set(`${scope}\u0000${key}`, { requestHash, state: 'done', createdAt: this.now(), ...answer });
    return true;
  }

  release(scope: string, key: string): void {
    const id = `${scope}\u0000${key}`;
    if (this.records.get(id)?.state === 'in-flight') this.records.delete(id);
  }
}

function requestHash(req: Request): string {
  return createHash('sha256').update(`${req.method} ${req.originalUrl.split('?')[0]}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
}

/**
 * Only final answers are stored. Not stored: answers that say the request never started executing
 * (400, 401, 5xx, as Stripe does), and 402: "not authorized (yet)" depends on a charge that is not
 * final, and the app's key for a purchase is deterministic, so a pinned 402 would replay after the
 * charge succeeded (issue 10, point 2).
 */
const isStored = (status: number) => status < 500 && status !== 400 && status !== 401 && status !== 402;

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
        res.status(existing.status).type(existing.contentType).send(existing.body);
      }
      return;
    }
    // The key is claimed (in flight) only if the route goes on asynchronously (a token check, a fault's delay):
    // a route answered within this call, as every transactional one is, records claim and answer in one write,
    // in its own transaction. No other request runs before the claim either way (issue 46).
    let claimed = false;
    // The answer is recorded the moment it is sent, not when the socket finishes: the handler's
    // effects (a charge, a subscription) already happened, so a retry must replay, never re-run.
    let settled = false;
    const record = (answer: IdempotencyAnswer | null) => {
      if (answer && isStored(answer.status)) {
        if (claimed) store.complete(scope, key, answer);
        // Cannot happen in one process (the key was free when this request read it, and nothing ran since): never overwrite.
        else if (!store.answer(scope, key, hash, answer)) throw new Error(`idempotency key ${key} was answered by another request`);
      } else if (claimed) store.release(scope, key);
    };
    // A transactional handler (platform/store/transaction.ts) records the answer in its own transaction, with
    // the effects, before the answer is written; errors there roll the whole request back.
    res.locals[COMMIT_IDEMPOTENCY] = (answer: IdempotencyAnswer) => {
      record(answer);
      settled = true;
    };
    // Otherwise the answer is recorded as it is sent; nothing after the response may throw.
    const settle = (answer: IdempotencyAnswer | null) => {
      if (settled) return;
      settled = true;
      afterResponse('idempotency record', () => record(answer));
    };
    const send = res.send.bind(res);
    res.send = (chunk?: unknown) => {
      const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
      const result = send(chunk);
      settle({ status: res.statusCode, contentType: String(res.getHeader('Content-Type') ?? 'application/json'), body });
      return result;
    };
    // An answer without res.send (res.end), or none at all (a dropped connection, a crash).
    res.on('finish', () => settle({ status: res.statusCode, contentType: String(res.getHeader('Content-Type') ?? 'application/json'), body: '' }));
    res.on('close', () => settle(null));
    next();
    // False only if another process claimed it meanwhile; the answer's write then fails rather than overwrite.
    if (!settled) claimed = store.begin(scope, key, hash);
  };
}
