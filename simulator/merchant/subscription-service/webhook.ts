/**
 * The merchant's webhook endpoint (issue 26, point 2): POST /subs/webhooks/provider. A delivery is
 * refused (400, problem+json) when its signature does not match the raw body under the endpoint
 * secret or its timestamp is more than 5 minutes from the merchant's clock; otherwise the event is
 * acted on once per event id, whatever the order or how many times it arrives: the inbox row and
 * what the event did commit together (platform/store/transaction.ts), and a repeat answers 200 at once.
 *
 * charge.authorized records the paid order's subscription (first-charge.ts, recordPaidOrder);
 * charge.refunded and charge.refund_failed settle a withdrawal's refund (simulator/merchant/withdrawal); the
 * other events are acknowledged and logged, as the merchant already holds their outcome from its
 * own calls (a void it asked for, a renewal charge it made) or has nothing to record (a decline).
 */
import type { RequestHandler } from 'express';
import { rawBodyOf } from '../../platform/http/body-limits';
import { Problem } from '../../platform/http/problem';
import { constructEvent, SIGNATURE_HEADER, type ProviderEventBody } from '../../payment-provider/client';
import type { Db } from '../../platform/store/db';
import { recordPaidOrder, type PaidOrderDeps } from './first-charge';

export const WEBHOOK_PATH = '/subs/webhooks/provider';

export interface WebhookDeps extends PaidOrderDeps {
  readonly db: Db;
  readonly secret: string;
  readonly now?: (() => number) | undefined;
  /** Settles the withdrawal refund a refund event reports (simulator/merchant/withdrawal, issue 29). */
  readonly refunds: { recordEvent(event: ProviderEventBody): string };
}

/** One row per event id the merchant acted on. */
class WebhookInbox {
  private readonly sql;
  constructor(db: Db) {
    this.sql = {
      seen: db.prepare('SELECT outcome FROM merchant_webhook_events WHERE event_id = ?').pluck(),
      insert: db.prepare('INSERT INTO merchant_webhook_events (event_id, type, outcome, received_at) VALUES (?, ?, ?, ?)'),
    };
  }
  outcomeOf(eventId: string): string | undefined {
    return this.sql.seen.get(eventId) as string | undefined;
  }
  record(event: ProviderEventBody, outcome: string, at: number): void {
    this.sql.insert.run(event.id, event.type, outcome, at);
  }
}

/** What the merchant does with one event, the first time it sees its id. */
function act(deps: WebhookDeps, event: ProviderEventBody): string {
  const executionId = event.data.executionId;
  if (event.type === 'charge.refunded' || event.type === 'charge.refund_failed') return deps.refunds.recordEvent(event);
  if (event.type !== 'charge.authorized') return 'acknowledged';
  if (!executionId) return 'ignored: no execution';
  const outcome = recordPaidOrder(deps, executionId, 'webhook');
  if (outcome.kind === 'service-fails') throw new Problem('webhook-not-processed', 'The subscription service failed (scripted by the scenario); the provider will retry.');
  if (outcome.kind === 'not-recorded') return `not recorded: ${outcome.reason}`;
  return `${outcome.kind} ${outcome.subscription.id}`;
}

export function webhookHandler(deps: WebhookDeps): RequestHandler {
  const inbox = new WebhookInbox(deps.db);
  const now = deps.now ?? Date.now;
  return (req, res) => {
    const raw = rawBodyOf(req);
    if (!raw) throw new Problem('bad-request', 'A webhook delivery needs an application/json body.');
    const constructed = constructEvent(raw.toString('utf8'), req.get(SIGNATURE_HEADER), deps.secret, now());
    if (!constructed.ok) throw new Problem(constructed.code, constructed.detail);
    const { event } = constructed;
    const seen = inbox.outcomeOf(event.id);
    if (seen !== undefined) {
      res.json({ received: event.id, duplicate: true, outcome: seen });
      return;
    }
    const outcome = act(deps, event);
    inbox.record(event, outcome, now());
    res.json({ received: event.id, duplicate: false, outcome });
  };
}
