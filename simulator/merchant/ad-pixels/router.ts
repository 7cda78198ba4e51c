/**
 * The ad trackers' collection endpoint on the asset origin: the ad pixel and short-video tracker
 * stand-ins (payment-provider/sdk-stand-ins/ad-pixel.js, short-video.js) send each event they are given here, as an
 * ad network's servers would receive them. QA reads them at GET /qa/api/ad-events.
 */
import { Router } from 'express';
import { z } from 'zod';
import { AD_EVENTS, AD_EVENTS_PATH, AD_TRACKERS } from '../../../catalog/ad-events';
import { jsonTextBody } from '../../platform/http/body-limits';
import { jsonOf } from '../../platform/http/json-text';
import { Problem } from '../../platform/http/problem';
import type { AdEventsRepo } from './ad-events-repo';

export const AdEventBody = z.strictObject({
  tracker: z.enum(AD_TRACKERS),
  pixelId: z.string().regex(/^[\w-]{1,100}$/, 'pixelId must be 1 to 100 letters, digits, _ or -'),
  event: z.enum(AD_EVENTS, { error: `event must be one of: ${AD_EVENTS.join(', ')}` }),
  value: z.number().nonnegative().max(1_000_000).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code').optional(),
  pageUrl: z.string().max(2000),
});

export function adTrackersRouter(events: AdEventsRepo): Router {
  const router = Router();
  router.post(AD_EVENTS_PATH, jsonTextBody(), (req, res) => {
    if (req.body === undefined) throw new Problem('bad-request', 'Send the ad event as JSON (application/json or text/plain).');
    const body = AdEventBody.parse(jsonOf(req.body));
    events.record({ tracker: body.tracker, pixel_id: body.pixelId, event: body.event, value: body.value ?? null, currency: body.currency ?? null, page_url: body.pageUrl });
    res.status(204).end();
  });
  return router;
}
