/**
 * Scheduled price changes (issue 29, point 3; catalog/price-change.ts). QA schedules a plan's new price
 * from a date; each renewing subscriber of the plan is told once, on their own clock, at most 30 days
 * before the date and never on or after it; a renewal charges the new price only when it falls on or
 * after the date and at least 7 days after that subscriber was told. Untold, a subscriber keeps the
 * old price. Pure rules and the store; the scheduler sends the notices before the step they announce.
 */
import { DAY_MS } from '../../../catalog/cadence';
import { PRICE_NOTICE_MAX_DAYS_BEFORE, PRICE_NOTICE_MIN_DAYS_BEFORE } from '../../../catalog/price-change';
import { migrate, type Db } from '../../platform/store/db';
import type { Migration } from '../../platform/store/db';
import { timeOrderedUuid } from '../../platform/store/ids';

export const PRICE_CHANGE_MIGRATIONS: readonly Migration[] = [
  {
    version: 2905,
    name: 'price_changes',
    sql: `
      CREATE TABLE price_changes (
        id            TEXT PRIMARY KEY,
        plan_id       TEXT NOT NULL,
        price_value   TEXT NOT NULL,
        effective_at  INTEGER NOT NULL,
        created_at    INTEGER NOT NULL
      );
      CREATE INDEX price_changes_plan ON price_changes (plan_id, effective_at);
      CREATE TABLE price_notices (
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        change_id        TEXT NOT NULL REFERENCES price_changes (id),
        sent_at          INTEGER NOT NULL,
        email_id         TEXT,
        PRIMARY KEY (subscription_id, change_id)
      );
    `,
  },
];

export interface PriceChangeRow {
  readonly id: string;
  readonly plan_id: string;
  readonly price_value: string;
  readonly effective_at: number;
  /** Real time when QA scheduled it. */
  readonly created_at: number;
}

/**
 * When a subscriber whose clock runs `clockOffsetMs` ahead of real time is told: 30 days before the
 * date, or when QA scheduled it if that is later; null when that moment is not before the date.
 */
export function noticeDueAt(change: PriceChangeRow, clockOffsetMs: number): number | null {
  const at = Math.max(change.effective_at - PRICE_NOTICE_MAX_DAYS_BEFORE * DAY_MS, change.created_at + clockOffsetMs);
  return at < change.effective_at ? at : null;
}

/** From when the change applies to a subscriber told at `sentAt`: its date, or 7 days after the notice if later. */
export const appliesFrom = (change: PriceChangeRow, sentAt: number) => Math.max(change.effective_at, sentAt + PRICE_NOTICE_MIN_DAYS_BEFORE * DAY_MS);

/** The price a renewal at `chargeAt` charges: the newest change the subscriber was told of in time, else the plan's own. */
export function priceAt(basePrice: number, changes: readonly PriceChangeRow[], sentAt: ReadonlyMap<string, number>, chargeAt: number): number {
  let price = basePrice;
  let from = -Infinity;
  for (const change of changes) {
    const told = sentAt.get(change.id);
    if (told === undefined) continue;
    const start = appliesFrom(change, told);
    if (start <= chargeAt && start >= from) {
      price = Number(change.price_value);
      from = start;
    }
  }
  return price;
}

/** The next new price a renewing subscriber will pay, and from when; null when none (never told in time: they keep theirs). */
export function comingPriceChange(changes: readonly PriceChangeRow[], sent: ReadonlyMap<string, number>, clockOffsetMs: number, clock: number): { readonly price: number; readonly from: number } | null {
  const coming = changes.flatMap((change) => {
    const told = sent.get(change.id);
    const due = told ?? noticeDueAt(change, clockOffsetMs);
    if (due === null) return [];
    const from = appliesFrom(change, told ?? Math.max(due, clock));
    return from > clock ? [{ price: Number(change.price_value), from }] : [];
  });
  coming.sort((a, b) => a.from - b.from);
  return coming[0] ?? null;
}

export class PriceChanges {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    migrate(db, PRICE_CHANGE_MIGRATIONS);
    this.sql = {
      insert: db.prepare('INSERT INTO price_changes (id, plan_id, price_value, effective_at, created_at) VALUES (@id, @plan_id, @price_value, @effective_at, @created_at)'),
      ofPlan: db.prepare('SELECT * FROM price_changes WHERE plan_id = ? ORDER BY effective_at, created_at'),
      all: db.prepare('SELECT * FROM price_changes ORDER BY effective_at DESC, created_at DESC LIMIT 200'),
      notices: db.prepare('SELECT change_id, sent_at FROM price_notices WHERE subscription_id = ?'),
      notice: db.prepare('INSERT OR IGNORE INTO price_notices (subscription_id, change_id, sent_at, email_id) VALUES (?, ?, ?, ?)'),
    };
  }

  schedule(planId: string, priceValue: string, effectiveAt: number): PriceChangeRow {
    const row: PriceChangeRow = { id: `pc_${timeOrderedUuid()}`, plan_id: planId, price_value: priceValue, effective_at: effectiveAt, created_at: this.now() };
    this.sql.insert.run(row);
    return row;
  }

  ofPlan(planId: string): PriceChangeRow[] {
    return this.sql.ofPlan.all(planId) as PriceChangeRow[];
  }

  list(): PriceChangeRow[] {
    return this.sql.all.all() as PriceChangeRow[];
  }

  /** When the subscriber was told of each change, by change id. */
  noticesOf(subscriptionId: string): Map<string, number> {
    return new Map((this.sql.notices.all(subscriptionId) as { change_id: string; sent_at: number }[]).map((n) => [n.change_id, n.sent_at]));
  }

  recordNotice(subscriptionId: string, changeId: string, sentAt: number, emailId: string | null): void {
    this.sql.notice.run(subscriptionId, changeId, sentAt, emailId);
  }
}
