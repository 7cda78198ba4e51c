import { randomUUID } from 'node:crypto';
import type { AdEventName, AdTracker } from '../../../catalog/ad-events';
import type { Db } from '../../platform/store/db';

/** One event an ad tracker stand-in received (migration 1801). */
export interface AdEventRow {
  readonly id: string;
  readonly tracker: AdTracker;
  readonly pixel_id: string;
  readonly event: AdEventName;
  /** The value the tracker was told (the app sends 75 % of a purchase), or null for events without one. */
  readonly value: number | null;
  readonly currency: string | null;
  readonly page_url: string;
  readonly received_at: string;
}

export const AD_EVENTS_LIST_MAX = 500;

export interface AdEventFilter {
  readonly pixel?: string;
  readonly tracker?: AdTracker;
  readonly limit?: number;
}

/** What the ad trackers received, as an ad network's events manager would show it. */
export class AdEventsRepo {
  constructor(private readonly db: Db) {}

  record(input: Omit<AdEventRow, 'id' | 'received_at'>): AdEventRow {
    const row: AdEventRow = { ...input, id: `adv_${randomUUID()}`, received_at: new Date().toISOString() };
    this.db
      .prepare('INSERT INTO ad_events (id, tracker, pixel_id, event, value, currency, page_url, received_at) VALUES (@id, @tracker, @pixel_id, @event, @value, @currency, @page_url, @received_at)')
      .run(row);
    return row;
  }

  /** Newest first; every filter given must match. */
  list(filter: AdEventFilter = {}): AdEventRow[] {
    const where: string[] = [];
    const params: Record<string, string | number> = { limit: Math.min(filter.limit ?? AD_EVENTS_LIST_MAX, AD_EVENTS_LIST_MAX) };
    if (filter.pixel !== undefined) {
      where.push('pixel_id = @pixel');
      params.pixel = filter.pixel;
    }
    if (filter.tracker !== undefined) {
      where.push('tracker = @tracker');
      params.tracker = filter.tracker;
    }
    const sql = `SELECT * FROM ad_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, rowid DESC LIMIT @limit`;
    return this.db.prepare(sql).all(params) as AdEventRow[];
  }
}
