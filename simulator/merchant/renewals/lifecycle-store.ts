/** SQLite rows of the life after the first charge (migration 1602): lifecycle, renewal charges, timeline. */
import type { Db } from '../../platform/store/db';
import type { LifeState, LifeStatus, NextAction } from './schedule';

export interface LifecycleRow {
  readonly subscription_id: string;
  readonly status: LifeStatus;
  readonly period_end: number;
  readonly next_action: NextAction | null;
  readonly next_action_at: number | null;
  readonly renewal_index: number;
  readonly attempt: number;
  readonly charges_made: number;
  readonly clock_offset_ms: number;
  readonly cancel_at_period_end: 0 | 1;
  readonly cancel_reason: string | null;
  readonly cancel_channel: string | null;
  readonly cancel_requested_at: number | null;
  readonly ended_at: number | null;
  readonly ended_reason: string | null;
}

export interface RenewalChargeRow {
  readonly id: string;
  readonly subscription_id: string;
  readonly renewal_index: number;
  readonly attempt: number;
  readonly charge_index: number;
  readonly idempotency_key: string;
  readonly amount_value: string;
  readonly currency: string;
  readonly state: 'pending' | 'paid' | 'declined';
  readonly decline_reason: string | null;
  readonly charge_id: string | null;
  readonly due_at: number;
  readonly settled_at: number | null;
}

export type TimelineKind =
  | 'subscribed'
  | 'trial-started'
  | 'renewal-paid'
  | 'renewal-declined'
  | 'retry-scheduled'
  | 'past-due'
  | 'cancel-requested'
  | 'ended'
  | 'clock-advanced'
  | 'reminder-sent'
  | 'price-notice-sent'
  | 'withdrawn'
  | 'refunded'
  | 'refund-failed'
  | 'refund-owed'
  | 'refund-owed-paid';

export interface TimelineEntry {
  readonly id: number;
  readonly subscription_id: string;
  readonly at: number;
  readonly kind: TimelineKind;
  readonly detail: string;
  readonly email_id: string | null;
}

export const toState = (row: LifecycleRow): LifeState => ({
  status: row.status,
  periodEnd: row.period_end,
  attempt: row.attempt,
  cancelAtPeriodEnd: row.cancel_at_period_end === 1,
  next: row.next_action !== null && row.next_action_at !== null ? { action: row.next_action, at: row.next_action_at } : null,
});

export class LifecycleStore {
  private readonly statements;

  constructor(readonly db: Db) {
    this.statements = {
      get: db.prepare('SELECT * FROM subscription_lifecycle WHERE subscription_id = ?'),
      due: db.prepare('SELECT subscription_id FROM subscription_lifecycle WHERE next_action_at IS NOT NULL AND next_action_at <= ? + clock_offset_ms ORDER BY next_action_at LIMIT 100'),
      timeline: db.prepare('SELECT * FROM subscription_timeline WHERE subscription_id = ? ORDER BY at, id'),
      charges: db.prepare('SELECT * FROM renewal_charges WHERE subscription_id = ? ORDER BY due_at, attempt'),
      chargeByKey: db.prepare('SELECT * FROM renewal_charges WHERE idempotency_key = ?'),
      addTimeline: db.prepare('INSERT INTO subscription_timeline (subscription_id, at, kind, detail, email_id) VALUES (?, ?, ?, ?, ?)'),
    };
  }

  get(subscriptionId: string): LifecycleRow | undefined {
    return this.statements.get.get(subscriptionId) as LifecycleRow | undefined;
  }

  /** Subscriptions whose next action is due on their own clock at real time `now`. */
  dueIds(now: number): string[] {
    return this.statements.due.pluck().all(now) as string[];
  }

  insert(row: LifecycleRow): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO subscription_lifecycle (subscription_id, status, period_end, next_action, next_action_at, renewal_index, attempt, charges_made, clock_offset_ms, cancel_at_period_end)
         VALUES (@subscription_id, @status, @period_end, @next_action, @next_action_at, @renewal_index, @attempt, @charges_made, @clock_offset_ms, @cancel_at_period_end)`,
      )
      .run(row);
  }

  /** Writes the state of the pure rules and any extra columns. */
  save(subscriptionId: string, state: LifeState, extra: Partial<Pick<LifecycleRow, 'renewal_index' | 'charges_made' | 'cancel_reason' | 'cancel_channel' | 'cancel_requested_at' | 'ended_at' | 'ended_reason'>> = {}): void {
    const current = this.get(subscriptionId);
    if (!current) throw new Error(`renewals: no lifecycle for ${subscriptionId}`);
    this.db
      .prepare(
        `UPDATE subscription_lifecycle SET status = @status, period_end = @period_end, next_action = @next_action, next_action_at = @next_action_at,
           attempt = @attempt, cancel_at_period_end = @cancel_at_period_end, renewal_index = @renewal_index, charges_made = @charges_made,
           cancel_reason = @cancel_reason, cancel_channel = @cancel_channel, cancel_requested_at = @cancel_requested_at, ended_at = @ended_at, ended_reason = @ended_reason
         WHERE subscription_id = @subscription_id`,
      )
      .run({
        ...current,
        ...extra,
        subscription_id: subscriptionId,
        status: state.status,
        period_end: state.periodEnd,
        next_action: state.next?.action ?? null,
        next_action_at: state.next?.at ?? null,
        attempt: state.attempt,
        cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
      });
  }

  addClockOffset(subscriptionId: string, ms: number): void {
    this.db.prepare('UPDATE subscription_lifecycle SET clock_offset_ms = clock_offset_ms + ? WHERE subscription_id = ?').run(ms, subscriptionId);
  }

  timeline(subscriptionId: string): TimelineEntry[] {
    return this.statements.timeline.all(subscriptionId) as TimelineEntry[];
  }

  addTimeline(subscriptionId: string, at: number, kind: TimelineKind, detail: string, emailId: string | null = null): void {
    this.statements.addTimeline.run(subscriptionId, at, kind, detail, emailId);
  }

  charges(subscriptionId: string): RenewalChargeRow[] {
    return this.statements.charges.all(subscriptionId) as RenewalChargeRow[];
  }

  chargeByKey(key: string): RenewalChargeRow | undefined {
    return this.statements.chargeByKey.get(key) as RenewalChargeRow | undefined;
  }

  insertPendingCharge(row: Omit<RenewalChargeRow, 'state' | 'decline_reason' | 'charge_id' | 'settled_at'>): void {
    this.db
      .prepare(
        `INSERT OR IGNORE INTO renewal_charges (id, subscription_id, renewal_index, attempt, charge_index, idempotency_key, amount_value, currency, state, due_at)
         VALUES (@id, @subscription_id, @renewal_index, @attempt, @charge_index, @idempotency_key, @amount_value, @currency, 'pending', @due_at)`,
      )
      .run(row);
  }

  settleCharge(key: string, settled: { state: 'paid' | 'declined'; charge_id: string | null; decline_reason: string | null; settled_at: number }): void {
    this.db.prepare('UPDATE renewal_charges SET state = @state, charge_id = @charge_id, decline_reason = @decline_reason, settled_at = @settled_at WHERE idempotency_key = @key').run({ ...settled, key });
  }
}
