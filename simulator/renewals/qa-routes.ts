/**
 * QA time travel, as with a payment provider's test clocks: the QA API moves one subscription's clock
 * forward by days and answers its timeline; the timeline page shows the same with buttons that do it.
 */
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../http/problem';
import type { ConsentsRepo } from '../consent/consents';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { MAX_ADVANCE_DAYS, type RenewalScheduler } from './scheduler';
import { timelineView } from './timeline';
import { timelinePage } from './timeline-page';

export interface TimeTravelDeps {
  readonly scheduler: RenewalScheduler;
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns?: AddOnsRepo;
  readonly consents?: ConsentsRepo;
}

const AdvanceBody = z.strictObject({ days: z.coerce.number().int().min(1).max(MAX_ADVANCE_DAYS) });
const SubscriptionId = z.string().min(1).max(200);

function advance({ scheduler, subscriptions }: TimeTravelDeps, rawId: unknown, body: unknown): string {
  const id = SubscriptionId.parse(rawId);
  const { days } = AdvanceBody.parse(body);
  if (!subscriptions.byId(id)) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
  if (!scheduler.advance(id, days)) throw new Problem('conflict', 'This subscription does not renew (an add-on or a plan without renewals) and has no clock to move.');
  return id;
}

/** Mounted at /qa/api: GET /subscriptions/:id/timeline, POST /subscriptions/:id/advance { days }, POST /renewals/run. */
export function timeTravelApi(deps: TimeTravelDeps): Router {
  const router = Router();
  const view = (id: string) => {
    const v = timelineView(deps.scheduler, deps.subscriptions, deps.addOns, id, deps.consents);
    if (!v) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
    return v;
  };
  router.get('/subscriptions/:id/timeline', (req, res) => {
    res.json(view(SubscriptionId.parse(req.params.id)));
  });
  router.post('/subscriptions/:id/advance', (req, res) => {
    res.json(view(advance(deps, req.params.id, req.body)));
  });
  router.post('/renewals/run', (_req, res) => {
    res.json({ steps: deps.scheduler.runDue() });
  });
  return router;
}

/** GET /qa/subscriptions/:id (the page) and POST /qa/subscriptions/:id/advance (its form, then back to the page). */
export function timeTravelPages(deps: TimeTravelDeps): Router {
  const router = Router();
  const page: RequestHandler = (req, res) => {
    const id = SubscriptionId.parse(req.params.id);
    const v = timelineView(deps.scheduler, deps.subscriptions, deps.addOns, id, deps.consents);
    if (!v) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    res.type('html').send(timelinePage(v));
  };
  router.get('/subscriptions/:id', page);
  router.post('/subscriptions/:id/advance', express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const id = advance(deps, req.params.id, req.body);
    res.redirect(303, `/qa/subscriptions/${encodeURIComponent(id)}`);
  });
  return router;
}
