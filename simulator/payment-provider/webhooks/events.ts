/**
 * The provider's durable event table (issue 26, point 2): each change the merchant must hear of is
 * recorded here by the code that makes it, in the same transaction, so a crash never loses an event
 * of a committed change nor reports one that rolled back. The dispatcher (dispatcher.ts) delivers
 * them, at least once, and records every attempt. An event's `dedupe_key` says which change it
 * reports: recording the same change twice (a retried request) leaves one event.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookFaultScript } from '../../../scenarios';
import type { Db } from '../../platform/store/db';
import type { PROVIDER_EVENT_TYPES } from '../../../contracts/provider';

export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

/** The event's data: the objects it is about. The merchant reads the payment's current state through the client. */
export interface ProviderEventData {
  readonly executionId: string | null;
  readonly chargeId: string | null;
  readonly subscriptionId: string | null;
  readonly amount: { readonly value: string; readonly currency: string } | null;
  readonly reason: string | null;
}

/** The body the merchant receives (the signed bytes are its JSON text). */
export interface ProviderEventBody {
  readonly id: string;
  readonly type: ProviderEventType;
  /** Unix seconds, as Stripe's `created`. */
  readonly created: number;
  readonly data: ProviderEventData;
}

export type EventState = 'pending' | 'delivered' | 'failed';
export type AttemptOutcome = 'acknowledged' | 'refused' | 'unreachable' | 'dropped' | 'resend-requested';

export interface ProviderEventRow {
  readonly id: string;
  readonly type: ProviderEventType;
  readonly dedupe_key: string;
  readonly execution_id: string | null;
  readonly payload: string;
  readonly faults: string;
  readonly created_at: number;
  readonly state: EventState;
  readonly attempts: number;
  readonly next_attempt_at: number | null;
  readonly delivered_at: number | null;
}

export interface AttemptRow {
  readonly event_id: string;
  readonly attempt: number;
  readonly at: number;
  readonly outcome: AttemptOutcome;
  readonly status: number | null;
  readonly detail: string | null;
}

/** The QA console's view of an event. */
export interface EventListing extends ProviderEventRow {
  readonly attemptLog: AttemptRow[];
}

export const EVENTS_LISTED = 200;

export class ProviderEvents {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      // An event of a payment inherits the faults its first event recorded (the scenario of the attempt
      // that paid), so a renewal's events misbehave as the first charge's did.
      insert: db.prepare(
        `INSERT INTO provider_events (id, type, dedupe_key, execution_id, payload, faults, created_at, state, next_attempt_at)
         VALUES (@id, @type, @dedupe_key, @execution_id, @payload,
           COALESCE((SELECT faults FROM provider_events WHERE execution_id = @execution_id ORDER BY created_at, rowid LIMIT 1), @faults),
           @created_at, 'pending', @next_attempt_at)
         ON CONFLICT (dedupe_key) DO NOTHING`,
      ),
      due: db.prepare("SELECT * FROM provider_events WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, rowid LIMIT ?"),
      byId: db.prepare('SELECT * FROM provider_events WHERE id = ?'),
      attempt: db.prepare('INSERT INTO provider_event_attempts (event_id, attempt, at, outcome, status, detail) VALUES (@event_id, @attempt, @at, @outcome, @status, @detail)'),
      delivered: db.prepare("UPDATE provider_events SET state = 'delivered', attempts = @attempts, delivered_at = @at, next_attempt_at = NULL WHERE id = @id"),
      retry: db.prepare("UPDATE provider_events SET state = @state, attempts = @attempts, next_attempt_at = @next WHERE id = @id AND state = 'pending'"),
      resend: db.prepare("UPDATE provider_events SET state = 'pending', next_attempt_at = @at WHERE id = @id"),
      lastAttempt: db.prepare('SELECT COALESCE(MAX(attempt), 0) FROM provider_event_attempts WHERE event_id = ?').pluck(),
      newest: db.prepare('SELECT * FROM provider_events ORDER BY created_at DESC, rowid DESC LIMIT ?'),
      ofExecution: db.prepare('SELECT * FROM provider_events WHERE execution_id = ? ORDER BY created_at, rowid'),
      attemptsOf: db.prepare('SELECT * FROM provider_event_attempts WHERE event_id = ? ORDER BY attempt'),
      counts: db.prepare('SELECT state, count(*) AS n FROM provider_events GROUP BY state'),
    };
  }

  private recorded: (() => void) | null = null;

  /** Whom to tell when an event is recorded (the server's dispatcher, to deliver it at once); called inside the recording transaction. */
  onRecorded(listener: () => void): void {
    this.recorded = listener;
  }

  /** Records an event in the caller's transaction; the same `dedupeKey` again records nothing. */
  record(type: ProviderEventType, dedupeKey: string, data: Partial<ProviderEventData>, faults: WebhookFaultScript = {}): void {
    const now = this.now();
    const id = `evt_${randomUUID()}`;
    const body: ProviderEventBody = {
      id,
      type,
      created: Math.floor(now / 1000),
      data: { executionId: data.executionId ?? null, chargeId: data.chargeId ?? null, subscriptionId: data.subscriptionId ?? null, amount: data.amount ?? null, reason: data.reason ?? null },
    };
    const delayMs = Math.max(0, faults.delayMinutes ?? 0) * 60_000;
    const inserted = this.sql.insert.run({
      id,
      type,
      dedupe_key: dedupeKey,
      execution_id: body.data.executionId,
      payload: JSON.stringify(body),
      faults: JSON.stringify(faults),
      created_at: now,
      next_attempt_at: now + delayMs,
    });
    if (inserted.changes > 0 && delayMs === 0) this.recorded?.();
  }

  /** Events whose next attempt is due, oldest first. */
  due(limit: number): ProviderEventRow[] {
    return this.sql.due.all(this.now(), limit) as ProviderEventRow[];
  }

  byId(id: string): ProviderEventRow | undefined {
    return this.sql.byId.get(id) as ProviderEventRow | undefined;
  }

  ofExecution(executionId: string): ProviderEventRow[] {
    return this.sql.ofExecution.all(executionId) as ProviderEventRow[];
  }

  /** Logs one attempt and moves the event on: delivered, due again at `retryAt`, or given up (`retryAt` null). */
  logAttempt(event: ProviderEventRow, outcome: Exclude<AttemptOutcome, 'resend-requested'>, status: number | null, detail: string | null, retryAt: number | null): void {
    const attempt = (this.sql.lastAttempt.get(event.id) as number) + 1;
    const at = this.now();
    this.sql.attempt.run({ event_id: event.id, attempt, at, outcome, status, detail });
    const attempts = event.attempts + 1;
    if (outcome === 'acknowledged') this.sql.delivered.run({ id: event.id, attempts, at });
    else this.sql.retry.run({ id: event.id, attempts, state: retryAt === null ? 'failed' : 'pending', next: retryAt });
  }

  /** QA's resend: the event is due now, whatever its state (the merchant acts on its id once anyway). */
  resend(id: string): boolean {
    const event = this.byId(id);
    if (!event) return false;
    const at = this.now();
    const attempt = (this.sql.lastAttempt.get(id) as number) + 1;
    this.sql.attempt.run({ event_id: id, attempt, at, outcome: 'resend-requested', status: null, detail: 'QA asked for a resend' });
    this.sql.resend.run({ id, at });
    return true;
  }

  list(): EventListing[] {
    return (this.sql.newest.all(EVENTS_LISTED) as ProviderEventRow[]).map((row) => ({ ...row, attemptLog: this.sql.attemptsOf.all(row.id) as AttemptRow[] }));
  }

  counts(): Record<EventState, number> {
    const counts = { pending: 0, delivered: 0, failed: 0 };
    for (const { state, n } of this.sql.counts.all() as { state: EventState; n: number }[]) counts[state] = n;
    return counts;
  }
}
