import type { RequestHandler, Response } from 'express';
import { InitSessionQuery } from '../../../contracts/subscriptions';
import type { PaymentSessionResponse } from '../../../contracts/subscription-answers';
import { CURRENCY, DEFAULT_PLAN_ID, findPlan, toAmountValue } from '../../../catalog/plans';
import { Problem } from '../../platform/http/problem';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { assertNotSubscribed } from './duplicate-guard';
import { signedInUserOrNull } from '../identity/require-user';
import { firebaseUserRef } from '../identity/user-ref';
import type { PurchaseOrders } from '../store/purchase-orders';
import type { ProviderClient } from '../../payment-provider/client';

/** The signed-in shopper's account (optionalUser verified their ID token), or null. */
const userRefOf = (res: Response) => {
  const user = signedInUserOrNull(res);
  return user ? firebaseUserRef(user.uid) : null;
};

/** The funnel quiz attempts (simulator/merchant/psychometrics): the session's purchase is bound to one. */
export interface QuizAttemptBinding {
  /** Whether the attempt exists and is complete (scored): only a scored attempt can be bought. */
  isScored(attemptId: string): boolean | undefined;
  bindExecution(executionId: string, attemptId: string): void;
}

export interface InitSessionDeps {
  readonly provider: ProviderClient;
  readonly subscriptions: SubscriptionsRepo;
  readonly quizAttempts: QuizAttemptBinding;
  readonly orders: PurchaseOrders;
}

/** GET /init/session?plan=&scenario=&email=&quizAttemptId=&language=: a payment session for the plan's first charge, bound to a scenario, a quiz attempt and what the buyer bought, in their language. */
export function initSessionHandler({ provider, subscriptions, quizAttempts, orders }: InitSessionDeps): RequestHandler {
  return (req, res) => {
    const query = InitSessionQuery.parse(req.query);
    const planId = query.plan ?? DEFAULT_PLAN_ID;
    const plan = findPlan(planId);
    if (!plan) throw new Problem('bad-request', `Unknown plan "${planId}".`);
    if (query.scenario !== undefined && !provider.scenarioIds().includes(query.scenario)) {
      // Built-in and runtime scenarios (issue 28) alike: the provider knows which it runs.
      const validIds = provider.scenarioIds();
      const scenario = query.scenario.slice(0, 80);
      throw new Problem('unknown-scenario', `Unknown scenario "${scenario}". Valid ids: ${validIds.join(', ')}.`, { scenario, validIds });
    }
    const attempt = query.quizAttemptId;
    if (attempt !== undefined) {
      const scored = quizAttempts.isScored(attempt);
      if (scored === undefined) throw new Problem('bad-request', 'No quiz attempt has this id: take the quiz again.', { reason: 'unknown-quiz-attempt' });
      if (!scored) throw new Problem('conflict', 'This quiz attempt is not scored yet: finish it at the email step before paying for its report.', { reason: 'quiz-incomplete' });
    }
    const email = query.email?.toLowerCase() ?? null;
    // One active subscription per email and plan family: refused here, before any charge.
    if (email) assertNotSubscribed(subscriptions, email, plan.id);
    const userRef = userRefOf(res);
    const opened = provider.openSession({
      planId: plan.id,
      amount: { value: toAmountValue(plan.trial_sum), currency: CURRENCY },
      scenario: query.scenario ?? null,
      email,
      userRef,
    });
    res.locals.session = opened.journalHandle;
    if (attempt !== undefined) quizAttempts.bindExecution(opened.executionId, attempt);
    // What the buyer bought, bound before any charge: the provider's webhook alone can record it (issue 26, point 3).
    orders.bind({ execution_id: opened.executionId, plan_id: plan.id, email, user_ref: userRef, add_on_target: null, quiz_attempt_id: attempt ?? null, language: query.language });
    const answer: PaymentSessionResponse = { token: opened.token, amount: opened.amount, execution: opened.execution, scenario: opened.scenario };
    res.json(answer);
  };
}
