import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import { DAY_MS } from '../../../catalog/cadence';
import { HEARTBEAT_RETENTION_DAYS } from './constants';

export interface CertificateRow {
  readonly id: string;
  readonly user_ref: string;
  readonly subscription_id: string;
  readonly name: string;
  readonly iq: number;
  readonly iq_low: number;
  readonly iq_high: number;
  readonly created_at: string;
  /** The result it certifies (migration 1404); null on a certificate issued before. */
  readonly result_key: string | null;
  readonly test_name: string | null;
  readonly items: number | null;
  readonly taken_at: string | null;
}

export interface ReportRow {
  readonly id: string;
  readonly user_ref: string;
  readonly subscription_id: string;
  readonly body: string;
  readonly created_at: string;
}

export interface HeartbeatRow {
  readonly user_ref: string;
  readonly day: string;
  readonly payload: string;
  readonly created_at: number;
}

/** Profiles, reports, certificates and heartbeats of members (migration 1401). */
export class MembersRepo {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  profileName(userRef: string): string | undefined {
    return this.db.prepare('SELECT name FROM member_profiles WHERE user_ref = ?').pluck().get(userRef) as string | undefined;
  }

  setProfileName(userRef: string, name: string): void {
    this.db
      .prepare('INSERT INTO member_profiles (user_ref, name, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_ref) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at')
      .run(userRef, name, new Date(this.now()).toISOString());
  }

  /** Stores a report; `body` builds its JSON from the id and time the row gets. */
  addReport(input: { user_ref: string; subscription_id: string; body: (meta: { id: string; created_at: string }) => unknown }): ReportRow {
    const meta = { id: `rep_${randomUUID()}`, created_at: new Date(this.now()).toISOString() };
    const row: ReportRow = { ...meta, user_ref: input.user_ref, subscription_id: input.subscription_id, body: JSON.stringify(input.body(meta)) };
    this.db.prepare('INSERT INTO analysis_reports (id, user_ref, subscription_id, body, created_at) VALUES (@id, @user_ref, @subscription_id, @body, @created_at)').run(row);
    return row;
  }

  latestReport(subscriptionId: string): ReportRow | undefined {
    return this.db.prepare('SELECT * FROM analysis_reports WHERE subscription_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(subscriptionId) as ReportRow | undefined;
  }

  /** The id is 128 random bits: it names the certificate in its PDF and is what the service verifies. */
  /**
   * The certificate of one result: the first request issues it; another for the same result keeps its
   * id and issue date, with the name as typed this time (a typo can be corrected).
   */
  certificateFor(input: Omit<CertificateRow, 'id' | 'created_at' | 'result_key'> & { readonly result_key: string }): CertificateRow {
    return this.db.transaction(() => {
      const existing = this.db.prepare('SELECT * FROM certificates WHERE user_ref = ? AND result_key = ?').get(input.user_ref, input.result_key) as CertificateRow | undefined;
      if (existing) {
        if (existing.name !== input.name) this.db.prepare('UPDATE certificates SET name = ? WHERE id = ?').run(input.name, existing.id);
        return { ...existing, name: input.name };
      }
      const row: CertificateRow = { ...input, id: `MM-${randomBytes(16).toString('hex').toUpperCase()}`, created_at: new Date(this.now()).toISOString() };
      this.db
        .prepare(
          `INSERT INTO certificates (id, user_ref, subscription_id, name, iq, iq_low, iq_high, created_at, result_key, test_name, items, taken_at)
           VALUES (@id, @user_ref, @subscription_id, @name, @iq, @iq_low, @iq_high, @created_at, @result_key, @test_name, @items, @taken_at)`,
        )
        .run(row);
      return row;
    })();
  }

  certificate(id: string): CertificateRow | undefined {
    return this.db.prepare('SELECT * FROM certificates WHERE id = ?').get(id) as CertificateRow | undefined;
  }

  /**
   * Records today's heartbeat unless the user already has one (at most one a day, app §9 in docs/spec-coverage.md),
   * and sweeps records older than the retention in the same transaction.
   */
  heartbeat(userRef: string, payload: string): { recorded: boolean; day: string } {
    const now = this.now();
    const day = new Date(now).toISOString().slice(0, 10);
    const recorded = this.db.transaction(() => {
      this.db.prepare('DELETE FROM heartbeats WHERE created_at < ?').run(now - HEARTBEAT_RETENTION_DAYS * DAY_MS);
      return this.db.prepare('INSERT OR IGNORE INTO heartbeats (user_ref, day, payload, created_at) VALUES (?, ?, ?, ?)').run(userRef, day, payload, now).changes === 1;
    })();
    return { recorded, day };
  }

  /** Heartbeats within the retention, newest first, for the QA console. */
  heartbeats(filter: { userRef?: string; limit?: number } = {}): HeartbeatRow[] {
    const since = this.now() - HEARTBEAT_RETENTION_DAYS * DAY_MS;
    const limit = filter.limit ?? 200;
    if (filter.userRef) {
      return this.db.prepare('SELECT * FROM heartbeats WHERE user_ref = ? AND created_at >= ? ORDER BY created_at DESC LIMIT ?').all(filter.userRef, since, limit) as HeartbeatRow[];
    }
    return this.db.prepare('SELECT * FROM heartbeats WHERE created_at >= ? ORDER BY created_at DESC LIMIT ?').all(since, limit) as HeartbeatRow[];
  }
}
