import type { RequestHandler } from 'express';
import { z } from 'zod';
import { findPlan } from '../../app/plans';
import { SCENARIOS } from '../../scenarios';
import { Problem } from '../http/problem';
import type { PaymentSessions } from '../provider/sessions';
import type { SubscriptionsRepo } from '../store/subscriptions';

const Body = z.object({
  plan_id: z.string().min(1),
  email: z.email(),
  attribution: z.record(z.string(), z.unknown()).default({}),
  card: z.object({ execution_id: z.string().min(1) }),
});

/**
 * POST /subs/create-no-user: records a subscription for an anonymous quiz taker. The browser's word
 * is never enough: the provider must have authorized this execution's first charge for this plan.
 */
export function createNoUserHandler(sessions: PaymentSessions, subscriptions: SubscriptionsRepo): RequestHandler {
  return (req, res) => {
    const body = Body.parse(req.body);
    const plan = findPlan(body.plan_id);
    if (!plan) throw new Problem('bad-request', `Unknown plan "${body.plan_id}".`);
    const session = sessions.byExecutionId(body.card.execution_id);
    if (!session) throw new Problem('payment-not-authorized', 'No payment is known for this execution.');
    res.locals.session = session;
    if (session.planId !== plan.id) throw new Problem('bad-request', `The payment was made for plan "${session.planId}", not "${plan.id}".`);
    const { execution } = session;
    const authorized = execution.authorizedWith !== null && execution.statuses.some((s) => s.code === 'authorizeSuccessful');
    if (!authorized || !execution.authorizedWith) throw new Problem('payment-not-authorized', 'The provider has not authorized this payment.');
    if (SCENARIOS[execution.authorizedWith.scenarioId].subscriptionService?.create === 'error') {
      // Scripted backend failure: a 500 without an error text, so the app falls back to its own message.
      res.status(500).json({});
      return;
    }
    const existing = subscriptions.byExecution(execution.id);
    if (existing) {
      // The same charge never makes two subscriptions; a retry gets the first answer.
      res.json({ id: existing.id });
      return;
    }
    const row = subscriptions.create({
      plan_id: plan.id,
      email: body.email.toLowerCase(),
      execution_id: execution.id,
      amount_value: session.amount.value,
      currency: session.amount.currency,
      card_network: execution.authorizedWith.card.network,
      card_last4: execution.authorizedWith.card.last4,
      scenario_id: execution.authorizedWith.scenarioId,
      attribution: JSON.stringify(body.attribution),
    });
    res.status(201).json({ id: row.id });
  };
}
