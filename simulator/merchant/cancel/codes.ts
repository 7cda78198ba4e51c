/**
 * One-time cancel codes (migration 1603). Issued for any address, whether or not it has a
 * subscription, so the answers never tell who is a customer. Only a salted hash of a code is stored.
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import { CANCEL_CODE_DIGITS, CANCEL_CODE_MAX_TRIES, CANCEL_CODE_TTL_MINUTES, CODE_REQUEST_WINDOW_MINUTES, CODE_REQUESTS_PER_CLIENT, CODE_REQUESTS_PER_EMAIL } from './constants';

const MINUTE_MS = 60_000;

export type IssueResult =
  | { readonly kind: 'issued'; readonly id: string; readonly code: string; readonly expiresAt: number }
  | { readonly kind: 'rate-limited'; readonly limit: 'email' | 'client'; readonly retryAfterSeconds: number };

export type VerifyResult =
  | { readonly kind: 'ok'; readonly email: string }
  | { readonly kind: 'invalid'; readonly triesLeft: number }
  | { readonly kind: 'locked' }
  | { readonly kind: 'expired' };

interface CodeRow {
  readonly id: string;
  readonly email: string;
  readonly code_hash: string;
  readonly created_at: number;
  readonly expires_at: number;
  readonly tries: number;
  readonly state: 'open' | 'used' | 'locked' | 'superseded';
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export class CancelCodes {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new code for the address; earlier open codes of the address stop working. */
  issue(email: string, client: string): IssueResult {
    const now = this.now();
    const since = now - CODE_REQUEST_WINDOW_MINUTES * MINUTE_MS;
    const count = (column: 'email' | 'client', value: string) =>
      this.db.prepare(`SELECT count(*) AS n, min(created_at) AS oldest FROM cancel_codes WHERE ${column} = ? AND created_at > ?`).get(value, since) as { n: number; oldest: number | null };
    const byEmail = count('email', email);
    const byClient = count('client', client);
    const retryAfter = (oldest: number | null) => Math.max(1, Math.ceil(((oldest ?? now) + CODE_REQUEST_WINDOW_MINUTES * MINUTE_MS - now) / 1000));
    if (byClient.n >= CODE_REQUESTS_PER_CLIENT) return { kind: 'rate-limited', limit: 'client', retryAfterSeconds: retryAfter(byClient.oldest) };
    if (byEmail.n >= CODE_REQUESTS_PER_EMAIL) return { kind: 'rate-limited', limit: 'email', retryAfterSeconds: retryAfter(byEmail.oldest) };
    const id = `ccd_${randomUUID()}`;
    const code = String(randomInt(0, 10 ** CANCEL_CODE_DIGITS)).padStart(CANCEL_CODE_DIGITS, '0');
    const expiresAt = now + CANCEL_CODE_TTL_MINUTES * MINUTE_MS;
    this.db.transaction(() => {
      this.db.prepare("UPDATE cancel_codes SET state = 'superseded' WHERE email = ? AND state = 'open'").run(email);
      this.db
        .prepare("INSERT INTO cancel_codes (id, email, client, code_hash, created_at, expires_at, tries, state) VALUES (?, ?, ?, ?, ?, ?, 0, 'open')")
        .run(id, email, client, hashCode(id, code), now, expiresAt);
    })();
    return { kind: 'issued', id, code, expiresAt };
  }

  /** Checks the latest code of an address. */
  verify(email: string, code: string): VerifyResult {
    const row = this.db.prepare("SELECT * FROM cancel_codes WHERE email = ? AND state != 'superseded' ORDER BY created_at DESC, rowid DESC LIMIT 1").get(email) as CodeRow | undefined;
    return this.check(row, code);
  }

  /** Checks a code by the id carried in the email's link (POST /api/cancel-subscription/{content}). */
  verifyById(id: string, code: string): VerifyResult {
    const row = this.db.prepare('SELECT * FROM cancel_codes WHERE id = ?').get(id) as CodeRow | undefined;
    return this.check(row?.state === 'superseded' ? undefined : row, code);
  }

  private check(row: CodeRow | undefined, code: string): VerifyResult {
    // No code was asked for (or it was replaced): the same answer as an expired one, "ask for a new code".
    if (!row || row.state === 'used') return { kind: 'expired' };
    if (row.state === 'locked') return { kind: 'locked' };
    if (row.expires_at <= this.now()) return { kind: 'expired' };
    if (sameHash(row.code_hash, hashCode(row.id, code))) {
      this.db.prepare("UPDATE cancel_codes SET state = 'used' WHERE id = ?").run(row.id);
      return { kind: 'ok', email: row.email };
    }
    const tries = row.tries + 1;
    const locked = tries >= CANCEL_CODE_MAX_TRIES;
    this.db.prepare('UPDATE cancel_codes SET tries = ?, state = ? WHERE id = ?').run(tries, locked ? 'locked' : 'open', row.id);
    return locked ? { kind: 'locked' } : { kind: 'invalid', triesLeft: CANCEL_CODE_MAX_TRIES - tries };
  }
}
