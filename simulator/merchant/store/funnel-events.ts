import { randomUUID } from 'node:crypto';
import type { FunnelEventName } from '../../../catalog/funnel-events';
import type { Db } from '../../platform/store/db';

/** Campaign values as the app sends them (its attribution context): flat scalars only. */
export type CampaignData = Readonly<Record<string, string | number | boolean | null>>;

export interface FunnelAttribution {
  readonly campaign: CampaignData;
  /** Country the client learned from /remote-addr, or null when it did not say. */
  readonly country: string | null;
  /** The cf-track header, or null when absent. */
  readonly cfTrack: string | null;
}

export interface FunnelEvent {
  readonly id: string;
  readonly event: FunnelEventName;
  readonly userAgent: string;
  readonly ip: string;
  readonly attribution: FunnelAttribution;
  readonly receivedAt: string;
}

interface FunnelEventRow {
  readonly id: string;
  readonly event: FunnelEventName;
  readonly user_agent: string;
  readonly ip: string;
  readonly attribution: string;
  readonly received_at: string;
}

export interface FunnelEventFilter {
  readonly event?: FunnelEventName;
  /** Matches the campaign's campaign_id or campaign_name. */
  readonly campaign?: string;
  /** Matches the campaign's fbp, the browser id the app always sends: one QA browser's events. */
  readonly browser?: string;
  readonly limit?: number;
}

export const FUNNEL_EVENTS_LIST_MAX = 500;

const fromRow = (row: FunnelEventRow): FunnelEvent => ({
  id: row.id,
  event: row.event,
  userAgent: row.user_agent,
  ip: row.ip,
  attribution: JSON.parse(row.attribution) as FunnelAttribution,
  receivedAt: row.received_at,
});

/** Funnel events of the app origin's POST /event. */
export class FunnelEventsRepo {
  constructor(private readonly db: Db) {}

  record(input: Omit<FunnelEvent, 'id' | 'receivedAt'>): FunnelEvent {
    const event: FunnelEvent = { ...input, id: `evt_${randomUUID()}`, receivedAt: new Date().toISOString() };
    this.db
      .prepare('INSERT INTO funnel_events (id, event, user_agent, ip, attribution, received_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(event.id, event.event, event.userAgent, event.ip, JSON.stringify(event.attribution), event.receivedAt);
    return event;
  }

  /** Newest first; every filter given must match. */
  list(filter: FunnelEventFilter = {}): FunnelEvent[] {
    const where: string[] = [];
    const params: Record<string, string | number> = { limit: Math.min(filter.limit ?? FUNNEL_EVENTS_LIST_MAX, FUNNEL_EVENTS_LIST_MAX) };
    if (filter.event !== undefined) {
      where.push('event = @event');
      params.event = filter.event;
    }
    if (filter.campaign !== undefined) {
      // CAST: a numeric campaign_id must still match the text of a query parameter.
      where.push(
        "(CAST(json_extract(attribution, '$.campaign.campaign_id') AS TEXT) = @campaign OR CAST(json_extract(attribution, '$.campaign.campaign_name') AS TEXT) = @campaign)",
      );
      params.campaign = filter.campaign;
    }
    if (filter.browser !== undefined) {
      where.push("json_extract(attribution, '$.campaign.fbp') = @browser");
      params.browser = filter.browser;
    }
    const sql = `SELECT * FROM funnel_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY received_at DESC, rowid DESC LIMIT @limit`;
    return (this.db.prepare(sql).all(params) as FunnelEventRow[]).map(fromRow);
  }
}
