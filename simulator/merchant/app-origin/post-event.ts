import type { RequestHandler } from 'express';
import { z } from 'zod';
import { callerIp } from '../../platform/http/ip-country';
import { jsonOf } from '../../platform/http/json-text';
import { Problem } from '../../platform/http/problem';
import type { FunnelEventsRepo } from '../store/funnel-events';
import { FUNNEL_EVENTS } from '../../../catalog/funnel-events';

const MAX_TEXT = 2000;
const MAX_CAMPAIGN_KEYS = 64;

/**
 * The body of POST /event (app §7 in docs/spec-coverage.md): userAgent, event, campaign data (the attribution
 * context) and ip data (the /remote-addr answer, as ip and country). Strict: an unknown field is
 * named in the error rather than silently dropped.
 */
export const EventBody = z.strictObject({
  event: z.enum(FUNNEL_EVENTS, { error: `event must be one of: ${FUNNEL_EVENTS.join(', ')}` }),
  userAgent: z.string().max(MAX_TEXT),
  campaign: z
    .record(z.string().max(100), z.union([z.string().max(MAX_TEXT), z.number(), z.boolean(), z.null()]))
    .refine((c) => Object.keys(c).length <= MAX_CAMPAIGN_KEYS, `campaign may hold at most ${MAX_CAMPAIGN_KEYS} fields`)
    .default({}),
  // '' is what the app holds before /remote-addr answers.
  ip: z.union([z.ipv4(), z.ipv6(), z.literal('')]).optional(),
  country: z.union([z.string().regex(/^[A-Za-z]{2}$/, 'country must be a 2-letter code'), z.literal('')]).optional(),
});

const CfTrack = z.string().max(MAX_TEXT).optional();

/** POST /event on the app origin: records one funnel event (JSON or text/plain holding JSON, with a cf-track header). */
export function postEventHandler(events: FunnelEventsRepo): RequestHandler {
  return (req, res) => {
    if (req.body === undefined) throw new Problem('bad-request', 'Send the event as JSON, with Content-Type application/json or text/plain.');
    const body = EventBody.parse(jsonOf(req.body));
    const cfTrack = CfTrack.parse(req.get('cf-track'));
    const recorded = events.record({
      event: body.event,
      userAgent: body.userAgent,
      // The client's own view of its ip when it has one, else what this server sees.
      ip: body.ip || (callerIp(req) ?? ''),
      attribution: { campaign: body.campaign, country: body.country ? body.country.toUpperCase() : null, cfTrack: cfTrack ?? null },
    });
    // 200, not 201: the app's fetch helper rejects on any non-200 answer (app §7 in docs/spec-coverage.md).
    res.json({ id: recorded.id });
  };
}
