import { findPlan, type Plan } from '../../app/plans';
import { SCENARIOS, type ScenarioId } from '../../scenarios';
import { Problem } from '../http/problem';
import type { PaymentSession, PaymentSessions, CardSummary } from '../provider/sessions';

export interface AuthorizedFirstCharge {
  readonly plan: Plan;
  readonly session: PaymentSession;
  readonly card: CardSummary;
  readonly scenarioId: ScenarioId;
  /** True when the scenario scripts the subscription service to fail after the provider authorized. */
  readonly serviceFails: boolean;
}

/** A subscription plan by id, or a 400 that names it. */
export function subscriptionPlan(planId: string): Plan {
  const plan = findPlan(planId);
  if (!plan) throw new Problem('bad-request', `Unknown plan "${planId}".`);
  if (plan.kind !== 'subscription') throw new Problem('bad-request', `Plan "${planId}" is an add-on: buy it with subscription_id.`);
  return plan;
}

/**
 * Asks the provider whether this execution's first charge was authorized for this plan. The
 * browser's word is never enough: anything short of authorizeSuccessful is a 402.
 */
export function authorizedFirstCharge(sessions: PaymentSessions, planId: string, executionId: string, locals: Record<string, unknown>): AuthorizedFirstCharge {
  const plan = subscriptionPlan(planId);
  const session = sessions.byExecutionId(executionId);
  if (!session) throw new Problem('payment-not-authorized', 'No payment is known for this execution.');
  locals.session = session;
  if (session.planId !== plan.id) throw new Problem('bad-request', `The payment was made for plan "${session.planId}", not "${plan.id}".`);
  const { execution } = session;
  const authorized = execution.authorizedWith !== null && execution.statuses.some((s) => s.code === 'authorizeSuccessful');
  if (!authorized || !execution.authorizedWith) throw new Problem('payment-not-authorized', 'The provider has not authorized this payment.');
  const { scenarioId, card } = execution.authorizedWith;
  return { plan, session, card, scenarioId, serviceFails: SCENARIOS[scenarioId].subscriptionService?.create === 'error' };
}
