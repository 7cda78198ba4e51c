import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { RecSubscriptionRequest } from '../../../contracts/subscriptions';

const Params = z.object({ id: z.string().min(1).max(200) });

/**
 * POST /rec/subscriptions/{id} with { email }: the subscription's record with its add-ons (the
 * spec leaves the shape open; this is ours). The email must match: an id alone proves nothing.
 */
export function recSubscriptionHandler(subscriptions: SubscriptionsRepo, addOns: AddOnsRepo): RequestHandler {
  return (req, res) => {
    const { id } = Params.parse(req.params);
    const { email } = RecSubscriptionRequest.parse(req.body);
    const row = subscriptions.byId(id);
    if (!row || row.email !== email.toLowerCase()) throw new Problem('not-found', 'No subscription with this id belongs to this email.');
    res.json({
      id: row.id,
      plan_id: row.plan_id,
      status: row.status,
      email: row.email,
      amount_value: row.amount_value,
      currency: row.currency,
      card: row.card_last4 ? { network: row.card_network, last4: row.card_last4 } : null,
      created_at: row.created_at,
      add_ons: addOns.ofSubscription(row.id).map((a) => ({ id: a.id, plan_id: a.plan_id, amount_value: a.amount_value, currency: a.currency, created_at: a.created_at })),
    });
  };
}
