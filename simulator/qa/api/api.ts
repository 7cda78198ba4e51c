import { Router } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import { EMAIL_KINDS, OUTBOX_LIST_MAX, type Outbox } from '../../merchant/outbox/outbox';
import type { ProviderCharges } from '../../payment-provider/payments/charges';
import { ScenarioRun } from '../../payment-provider/payments/scenario-run';
import type { Faults } from '../../payment-provider/payments/faults';
import type { PaymentSessions } from '../../payment-provider/payments/sessions';
import type { ChargeRow } from '../../payment-provider/payments/session-model';
import type { EventListing, ProviderEvents } from '../../payment-provider/webhooks/events';
import type { AddOnsRepo } from '../../merchant/store/add-ons';
import type { FunnelEventsRepo } from '../../merchant/store/funnel-events';
import { AD_EVENTS_LIST_MAX, type AdEventsRepo } from '../../merchant/ad-pixels/ad-events-repo';
import { AD_TRACKERS } from '../../../catalog/ad-events';
import type { SubscriptionsRepo } from '../../merchant/store/subscriptions';
import { listEventsHandler } from './list-events';
import type { QaAdEvent, QaCharge, QaCharges, QaEmail, QaProviderEvent, QaSession, QaSubscription } from '../../../contracts/qa-api';

/** A charge as QA reads it: its state, what it paid, and why it was voided. */
function chargeView(charge: ChargeRow | undefined): QaCharge | null {
  if (!charge) return null;
  return {
    id: charge.id,
    kind: charge.kind,
    status: charge.status,
    amount: { value: charge.amount_value, currency: charge.currency },
    email: charge.email,
    subscriptionId: charge.subscription_id,
    voidReason: charge.void_reason,
    createdAt: new Date(charge.created_at).toISOString(),
    settledAt: charge.settled_at === null ? null : new Date(charge.settled_at).toISOString(),
  };
}

export const SubscriptionsQuery = z.strictObject({ email: z.string().min(1).max(320).optional() });

export const AdEventsQuery = z.strictObject({
  pixel: z.string().min(1).max(100).optional(),
  tracker: z.enum(AD_TRACKERS).optional(),
  limit: z.coerce.number().int().min(1).max(AD_EVENTS_LIST_MAX).optional(),
});

export const OutboxQuery = z.strictObject({
  to: z.string().min(1).max(320).optional(),
  kind: z.enum(EMAIL_KINDS).optional(),
  subscription: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_LIST_MAX).optional(),
});

export interface QaApiDeps {
  readonly sessions: PaymentSessions;
  /** The provider's charges: each session shows whether its charge was recorded or voided. */
  readonly charges?: ProviderCharges;
  readonly subscriptions: SubscriptionsRepo;
  readonly events: FunnelEventsRepo;
  readonly outbox: Outbox;
  /** Add-on purchases, listed under their subscription. */
  readonly addOns?: AddOnsRepo;
  /** What the ad pixel and short-video tracker stand-ins received. */
  readonly adEvents?: AdEventsRepo;
  /** Faults QA switched on for live sessions (issue 28), shown on each session. */
  readonly faults?: Faults;
  /** The provider's webhook events and their delivery attempts (issue 26); resend makes one due now. */
  readonly providerEvents?: ProviderEvents;
  /** Starts a delivery pass after a resend, so QA sees the attempt within a refresh. */
  readonly deliverWebhooks?: () => void;
}

/** An event as QA reads it: what it reports, where its delivery stands, every attempt. */
function providerEventView(e: EventListing): QaProviderEvent {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: e.id,
    type: e.type,
    executionId: e.execution_id,
    state: e.state,
    attempts: e.attempts,
    faults: JSON.parse(e.faults) as Record<string, unknown>,
    createdAt: new Date(e.created_at).toISOString(),
    nextAttemptAt: iso(e.next_attempt_at),
    deliveredAt: iso(e.delivered_at),
    attemptLog: e.attemptLog.map((a) => ({ attempt: a.attempt, at: new Date(a.at).toISOString(), outcome: a.outcome, status: a.status, detail: a.detail })),
  };
}

/**
 * The QA console's JSON API (documented in the README's QA section): sessions with their journals,
 * subscriptions with their add-ons, funnel events, the provider's webhook events with their
 * delivery attempts (and a resend), and the outbox.
 */
export function qaApi({ sessions, charges, subscriptions, events, outbox, addOns, adEvents, faults, providerEvents, deliverWebhooks }: QaApiDeps): Router {
  const router = Router();
  router.get('/sessions', (_req, res) => {
    res.json(
      sessions
        .all()
        .map((s): QaSession => ({
          // Only a prefix of the token: enough to tell sessions apart, not enough to act as one.
          token: `${s.token.slice(0, 10)}…`,
          planId: s.planId,
          amount: s.amount,
          email: s.email,
          requestedScenario: ScenarioRun.requested(s),
          executionId: s.execution.id,
          scenarioRun: ScenarioRun.current(s)?.id ?? null,
          statuses: s.execution.statuses,
          pollCount: s.execution.pollCount,
          switchedFaults: [...(faults?.switchedOn(s) ?? [])],
          createdAt: new Date(s.createdAt).toISOString(),
          charge: chargeView(charges?.of(s.execution.id)),
          journal: s.journal.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
        }))
        .reverse(),
    );
  });
  router.get('/charges', (_req, res) => {
    const answer: QaCharges = { counts: charges?.firstChargeCounts() ?? { authorized: 0, recorded: 0, voided: 0 }, charges: (charges?.list() ?? []).map(chargeView) };
    res.json(answer);
  });
  router.get('/subscriptions', (req, res) => {
    const { email } = SubscriptionsQuery.parse(req.query);
    const rows = subscriptions.list(email === undefined ? {} : { email: email.toLowerCase() });
    res.json(rows.map((row): QaSubscription => ({ ...row, addOns: addOns?.ofSubscription(row.id) ?? [] })));
  });
  router.get('/events', listEventsHandler(events));
  router.get('/provider-events', (_req, res) => {
    res.json((providerEvents?.list() ?? []).map(providerEventView));
  });
  router.post('/provider-events/:id/resend', (req, res) => {
    const id = req.params.id.slice(0, 100);
    if (!providerEvents?.resend(id)) throw new Problem('not-found', `No provider event has the id "${id}".`);
    deliverWebhooks?.();
    res.status(202).json({ resent: id });
  });
  router.get('/ad-events', (req, res) => {
    const q = AdEventsQuery.parse(req.query);
    const rows: readonly QaAdEvent[] = adEvents?.list(q) ?? [];
    res.json(rows);
  });
  router.get('/outbox', (req, res) => {
    const q = OutboxQuery.parse(req.query);
    const emails: readonly QaEmail[] = outbox.list({
        ...(q.to !== undefined ? { to: q.to } : {}),
        ...(q.kind !== undefined ? { kind: q.kind } : {}),
        ...(q.subscription !== undefined ? { subscriptionId: q.subscription } : {}),
        ...(q.limit !== undefined ? { limit: q.limit } : {}),
    });
    res.json(emails);
  });
  router.get('/outbox/:id', (req, res) => {
    const email: QaEmail | undefined = outbox.get(req.params.id);
    if (!email) throw new Problem('not-found', `No email in the outbox has the id "${req.params.id.slice(0, 80)}".`);
    res.json(email);
  });
  return router;
}
