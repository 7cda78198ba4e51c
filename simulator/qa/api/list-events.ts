import type { RequestHandler } from 'express';
import { z } from 'zod';
import { FUNNEL_EVENTS } from '../../../catalog/funnel-events';
import { FUNNEL_EVENTS_LIST_MAX, type FunnelEventsRepo } from '../../merchant/store/funnel-events';
import type { QaFunnelEvent } from '../../../contracts/qa-api';

export const EventsQuery = z.strictObject({
  event: z.enum(FUNNEL_EVENTS).optional(),
  campaign: z.string().min(1).max(200).optional(),
  browser: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FUNNEL_EVENTS_LIST_MAX).optional(),
});

/**
 * GET /qa/api/events?event=&campaign=&browser=&limit=: recorded funnel events, newest first.
 * campaign matches campaign_id or campaign_name; browser matches the fbp browser id.
 */
export function listEventsHandler(events: FunnelEventsRepo): RequestHandler {
  return (req, res) => {
    const query = EventsQuery.parse(req.query);
    const rows: readonly QaFunnelEvent[] = events.list(query);
    res.json(rows);
  };
}
