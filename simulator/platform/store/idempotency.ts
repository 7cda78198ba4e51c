/**
 * Idempotency records in SQLite (migration 3), so a replay survives a restart of the simulator and
 * the 24-hour promise is kept by the database, not by a Map. All methods are synchronous
 * (better-sqlite3), so claiming a key is atomic even with many requests in flight.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS, type IdempotencyAnswer, type IdempotencyRecord, type IdempotencyStore } from '../http/idempotency';
import type { Db } from './db';

/** The sweep of expired rows runs at most this often (on a claim), so claims stay cheap. */
export const IDEMPOTENCY_SWEEP_EVERY_MS = 60 * 1000;

interface Row {
  readonly request_hash: string;
  readonly state: 'in-flight' | 'done';
  readonly status: number | null;
  readonly content_type: string | null;
  readonly body: string | null;
  readonly created_at: number;
}

/** Scopes are bearer tokens: only their hash is written to disk. */
const scopeId = (scope: string) => createHash('sha256').update(scope).digest('hex');

export class SqliteIdempotencyStore implements IdempotencyStore {
  private lastSweep = Number.NEGATIVE_INFINITY;
  /** Prepared once: a purchase touches this store twice, a read and its answer (issues 10 and 46). */
  private readonly sql;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    // A request in flight when the previous process stopped can never complete: free its key, or it would answer 409 for a day.
    this.db.prepare("DELETE FROM idempotency_keys WHERE state = 'in-flight'").run();
    this.sql = {
      get: db.prepare('SELECT request_hash, state, status, content_type, body, created_at FROM idempotency_keys WHERE scope = ? AND key = ? AND created_at > ?'),
      begin: db.prepare(
        `INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES (@scope, @key, @hash, 'in-flight', @now)
         ON CONFLICT (scope, key) DO UPDATE SET request_hash = @hash, state = 'in-flight', status = NULL, content_type = NULL, body = NULL, created_at = @now
         WHERE idempotency_keys.created_at <= @expired`,
      ),
      answer: db.prepare(
        `INSERT INTO idempotency_keys (scope, key, request_hash, state, status, content_type, body, created_at) VALUES (@scope, @key, @hash, 'done', @status, @contentType, @body, @now)
         ON CONFLICT (scope, key) DO UPDATE SET request_hash = @hash, state = 'done', status = @status, content_type = @contentType, body = @body, created_at = @now
         WHERE idempotency_keys.created_at <= @expired`,
      ),
      complete: db.prepare("UPDATE idempotency_keys SET state = 'done', status = ?, content_type = ?, body = ? WHERE scope = ? AND key = ? AND state = 'in-flight'"),
      release: db.prepare("DELETE FROM idempotency_keys WHERE scope = ? AND key = ? AND state = 'in-flight'"),
      sweep: db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?'),
    };
  }

  get(scope: string, key: string): IdempotencyRecord | undefined {
    const row = this.sql.get.get(scopeId(scope), key, this.now() - IDEMPOTENCY_TTL_MS) as Row | undefined;
    if (!row) return undefined;
    if (row.state === 'in-flight') return { state: 'in-flight', requestHash: row.request_hash, createdAt: row.created_at };
    if (row.status === null || row.content_type === null || row.body === null) {
      // The table's CHECK forbids this; never replay half an answer.
      throw new Error(`idempotency record ${key} is done but has no answer`);
    }
    return { state: 'done', requestHash: row.request_hash, createdAt: row.created_at, status: row.status, contentType: row.content_type, body: row.body };
  }

  begin(scope: string, key: string, requestHash: string): boolean {
    const now = this.sweptNow();
    // An expired row may still be there between sweeps: replace it, never a live one.
    const claimed = this.sql.begin.run({ scope: scopeId(scope), key, hash: requestHash, now, expired: now - IDEMPOTENCY_TTL_MS });
    return claimed.changes === 1;
  }

  answer(scope: string, key: string, requestHash: string, answer: IdempotencyAnswer): boolean {
    const now = this.sweptNow();
    const written = this.sql.answer.run({ scope: scopeId(scope), key, hash: requestHash, now, expired: now - IDEMPOTENCY_TTL_MS, ...answer });
    return written.changes === 1;
  }

  /** The time of a write, after the sweep when one is due. */
  private sweptNow(): number {
    const now = this.now();
    if (now - this.lastSweep >= IDEMPOTENCY_SWEEP_EVERY_MS) this.sweep();
    return now;
  }

  complete(scope: string, key: string, answer: IdempotencyAnswer): void {
    this.sql.complete.run(answer.status, answer.contentType, answer.body, scopeId(scope), key);
  }

  release(scope: string, key: string): void {
    this.sql.release.run(scopeId(scope), key);
  }

  /** Deletes every record older than 24 hours; returns how many. */
  sweep(): number {
    this.lastSweep = this.now();
    return this.sql.sweep.run(this.lastSweep - IDEMPOTENCY_TTL_MS).changes;
  }
}
