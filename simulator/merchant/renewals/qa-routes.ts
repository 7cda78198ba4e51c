/**
 * QA time travel, as with a payment provider's test clocks: the QA API moves one subscription's clock
 * forward by days and answers its timeline; the timeline page shows the same with buttons that do it.
 */
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { ConsentsRepo } from '../consent/consents';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { MAX_ADVANCE_DAYS, type RenewalScheduler } from './scheduler';
import { PRICE_CHANGES_PATH, PriceChangeRequest, type PriceChange, type PriceChangeList } from '../../../contracts/price-changes';
import { DAY_MS } from '../../../catalog/cadence';
import { PRICE_CHANGE_MAX_DAYS_AHEAD, PRICE_NOTICE_MIN_DAYS_BEFORE } from '../../../catalog/price-change';
import { toAmountValue } from '../../../catalog/plans';
import type { PriceChangeRow } from './price-changes';
import { timelineView, type ChargeRefunds } from './timeline';
import { timelinePage } from './timeline-page';

export interface TimeTravelDeps {
  /** Real time (tests inject a clock). */
  readonly now?: (() => number) | undefined;
  readonly scheduler: RenewalScheduler;
  readonly subscriptions: SubscriptionsRepo;
  readonly addOns?: AddOnsRepo;
  readonly consents?: ConsentsRepo;
  /** Where each charge's refund stands after a withdrawal: "refunded" in place of "paid". */
  readonly refunds?: ChargeRefunds;
}

export const AdvanceBody = z.strictObject({ days: z.coerce.number().int().min(1).max(MAX_ADVANCE_DAYS) });
const SubscriptionId = z.string().min(1).max(200);

function advance({ scheduler, subscriptions }: TimeTravelDeps, rawId: unknown, body: unknown): string {
  const id = SubscriptionId.parse(rawId);
  const { days } = AdvanceBody.parse(body);
  if (!subscriptions.byId(id)) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
  if (!scheduler.advance(id, days)) throw new Problem('conflict', 'This subscription does not renew (an add-on or a plan without renewals) and has no clock to move.');
  return id;
}

/** QA records the bank transfer owed after a refused refund as made; 404 when the subscription owes none. */
function markOwedPaid({ subscriptions, refunds }: TimeTravelDeps, rawId: unknown): string {
  const id = SubscriptionId.parse(rawId);
  if (!subscriptions.byId(id)) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
  if (!refunds?.markOwedPaid(id)) throw new Problem('not-found', 'Nothing is owed by bank transfer on this subscription: only a withdrawal whose refund the card refused owes one.');
  return id;
}

/** Mounted at /qa/api: GET /subscriptions/:id/timeline, POST /subscriptions/:id/advance { days }, POST /subscriptions/:id/refund-owed/paid, POST /renewals/run. */
export function timeTravelApi(deps: TimeTravelDeps): Router {
  const router = Router();
  const view = (id: string) => {
    const v = timelineView(deps.scheduler, deps.subscriptions, deps.addOns, id, deps.consents, deps.refunds);
    if (!v) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
    return v;
  };
  router.get('/subscriptions/:id/timeline', (req, res) => {
    res.json(view(SubscriptionId.parse(req.params.id)));
  });
  router.post('/subscriptions/:id/advance', (req, res) => {
    res.json(view(advance(deps, req.params.id, req.body)));
  });
  router.post('/subscriptions/:id/refund-owed/paid', (req, res) => {
    res.json(view(markOwedPaid(deps, req.params.id)));
  });
  router.post('/renewals/run', (_req, res) => {
    res.json({ steps: deps.scheduler.runDue() });
  });
  router.get(underQaApi(PRICE_CHANGES_PATH), (_req, res) => {
    const body: PriceChangeList = { price_changes: deps.scheduler.prices.list().map(priceChangeView) };
    res.json(body);
  });
  router.post(underQaApi(PRICE_CHANGES_PATH), (req, res) => {
    res.status(201).json(priceChangeView(schedulePriceChange(deps.scheduler, req.body, deps.now?.() ?? Date.now())));
  });
  return router;
}

/** The QA API router is mounted at /qa/api: its routes are the contract's paths without that prefix. */
const underQaApi = (path: string) => path.replace(/^\/qa\/api/, '');

const priceChangeView = (row: PriceChangeRow): PriceChange => ({
  id: row.id,
  plan_id: row.plan_id,
  price: Number(row.price_value),
  effective_at: new Date(row.effective_at).toISOString(),
  created_at: new Date(row.created_at).toISOString(),
});

/** A renewing plan, a date 7 to 365 days ahead: subscribers can then be told at least 7 days before (AB 2863). */
function schedulePriceChange(scheduler: RenewalScheduler, body: unknown, now: number): PriceChangeRow {
  // The schema takes only a renewing plan of the catalogue (contracts/price-changes.ts), as the document says.
  const request = PriceChangeRequest.parse(body);
  const at = Date.parse(request.effective_at);
  if (at < now + PRICE_NOTICE_MIN_DAYS_BEFORE * DAY_MS) throw new Problem('bad-request', `A new price takes effect at least ${PRICE_NOTICE_MIN_DAYS_BEFORE} days ahead, so every subscriber can be told in time.`);
  if (at > now + PRICE_CHANGE_MAX_DAYS_AHEAD * DAY_MS) throw new Problem('bad-request', `A new price is scheduled at most ${PRICE_CHANGE_MAX_DAYS_AHEAD} days ahead.`);
  return scheduler.prices.schedule(request.plan_id, toAmountValue(request.price), at);
}

/** GET /qa/subscriptions/:id (the page) and its forms, POST …/advance and …/refund-owed/paid, each back to the page. */
export function timeTravelPages(deps: TimeTravelDeps): Router {
  const router = Router();
  const page: RequestHandler = (req, res) => {
    const id = SubscriptionId.parse(req.params.id);
    const v = timelineView(deps.scheduler, deps.subscriptions, deps.addOns, id, deps.consents, deps.refunds);
    if (!v) throw new Problem('not-found', `No subscription has the id "${id.slice(0, 80)}".`);
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    res.type('html').send(timelinePage(v));
  };
  router.get('/subscriptions/:id', page);
  router.post('/subscriptions/:id/advance', express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const id = advance(deps, req.params.id, req.body);
    res.redirect(303, `/qa/subscriptions/${encodeURIComponent(id)}`);
  });
  router.post('/subscriptions/:id/refund-owed/paid', (req, res) => {
    res.redirect(303, `/qa/subscriptions/${encodeURIComponent(markOwedPaid(deps, req.params.id))}`);
  });
  return router;
}
