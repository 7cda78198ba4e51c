import type { RequestHandler, Response } from 'express';
import { holderReferenceOf, VAULT_PROVIDER_CONFIG_ID } from '../provider/card-save';
import { InitSessionQuery } from '../../contracts/subscriptions';
import type { PaymentSessionResponse } from '../../contracts/subscription-answers';
import { ScenarioRun } from '../provider/scenario-run';
import { CURRENCY, DEFAULT_PLAN_ID, findPlan, toAmountValue } from '../../catalog/plans';
import { Problem } from '../http/problem';
import { instrumentsOf, paymentMethodLinks, withPaymentMethods } from '../provider/payment-methods';
import type { StoredInstruments } from '../provider/stored-instruments';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { assertNotSubscribed } from './duplicate-guard';
import type { PaymentSessions } from '../provider/sessions';
import type { PaymentSession } from '../provider/session-model';
import { installmentsFor } from '../provider/bin-lookup';
import { signedInUserOrNull } from '../identity/require-user';
import { firebaseUserRef } from './user-ref';

/** The signed-in shopper's account (optionalUser verified their ID token), or null. */
const userRefOf = (res: Response) => {
  const user = signedInUserOrNull(res);
  return user ? firebaseUserRef(user.uid) : null;
};

/** The card option's clientConfig (widget-spec section 3): flags from the session's scenario, installments from its amount. */
function cardClientConfig(session: PaymentSession) {
  const override = ScenarioRun.cardOptionOverride(session);
  return {
    supportsBillingInfo: override?.supportsBillingInfo ?? false,
    supportsInstallments: override?.supportsInstallments ?? false,
    installments: installmentsFor(session.amount.value),
  };
}

/** The funnel quiz attempts (simulator/psychometrics): the session's purchase is bound to one. */
export interface QuizAttemptBinding {
  /** Whether the attempt exists and is complete (scored): only a scored attempt can be bought. */
  isScored(attemptId: string): boolean | undefined;
  bindExecution(executionId: string, attemptId: string): void;
}

export interface InitSessionDeps {
  readonly sessions: PaymentSessions;
  readonly origins: Origins;
  readonly stored: StoredInstruments;
  readonly subscriptions: SubscriptionsRepo;
  readonly quizAttempts: QuizAttemptBinding;
}

export interface Origins {
  readonly app: string;
  readonly service: string;
  readonly asset: string;
}

/** The workflow execution the widget starts from: lookup result with the authorize link, and client meta. */
export function workflowExecution(session: PaymentSession, origins: Origins, stored: StoredInstruments) {
  const id = session.execution.id;
  return {
    id,
    holderReference: holderReferenceOf(id),
    initialResults: [
      {
        httpStatusCode: 200,
        body: {
          name: 'lookup',
          data: {
            paymentCompositionOptions: withPaymentMethods([
              { paymentMethodCode: 'card', config: {}, clientConfig: cardClientConfig(session), paymentInstruments: [] },
            ], instrumentsOf(session, stored), origins),
          },
          links: {
            authorize: { href: `${origins.service}/provider/executions/${id}/authorize` },
            binLookup: { href: `${origins.service}/provider/bin-lookup` },
            // app-spec section 3: the card-save body goes here when the shopper asks to store the card.
            saveInstrument: { href: `${origins.service}/provider/executions/${id}/instruments` },
            ...paymentMethodLinks(session, origins),
          },
        },
      },
    ],
    links: {
      self: { href: `${origins.service}/provider/executions/${id}` },
      startPaymentSession: { href: `${origins.service}/init/session` },
    },
    meta: { assetHost: origins.asset, vault: { url: `${origins.asset}/vault`, providerConfigId: VAULT_PROVIDER_CONFIG_ID } },
  };
}

/** GET /init/session?plan=&scenario=&email=&quizAttemptId=: a payment session for the plan's first charge, bound to a scenario and a quiz attempt. */
export function initSessionHandler({ sessions, origins, stored, subscriptions, quizAttempts }: InitSessionDeps): RequestHandler {
  return (req, res) => {
    const query = InitSessionQuery.parse(req.query);
    const planId = query.plan ?? DEFAULT_PLAN_ID;
    const plan = findPlan(planId);
    if (!plan) throw new Problem('bad-request', `Unknown plan "${planId}".`);
    if (query.scenario !== undefined && !sessions.scenarios.get(query.scenario)) {
      // Built-in and runtime scenarios (issue 28) alike.
      const validIds = sessions.scenarios.ids();
      throw new Problem('unknown-scenario', `Unknown scenario "${query.scenario.slice(0, 80)}". Valid ids: ${validIds.join(', ')}.`, { validIds });
    }
    const attempt = query.quizAttemptId;
    if (attempt !== undefined) {
      const scored = quizAttempts.isScored(attempt);
      if (scored === undefined) throw new Problem('bad-request', 'No quiz attempt has this id: take the quiz again.', { reason: 'unknown-quiz-attempt' });
      if (!scored) throw new Problem('conflict', 'This quiz attempt is not finished: answer every question before paying for its report.', { reason: 'quiz-incomplete' });
    }
    const email = query.email?.toLowerCase() ?? null;
    // One active subscription per email and plan family: refused here, before any charge.
    if (email) assertNotSubscribed(subscriptions, email, plan.id);
    const session = sessions.create({
      planId: plan.id,
      amount: { value: toAmountValue(plan.trial_sum), currency: CURRENCY },
      requestedScenario: query.scenario ?? null,
      email,
      userRef: userRefOf(res),
    });
    res.locals.session = session;
    if (attempt !== undefined) quizAttempts.bindExecution(session.execution.id, attempt);
    const answer: PaymentSessionResponse = {
      token: session.token,
      amount: session.amount,
      execution: workflowExecution(session, origins, stored),
      scenario: ScenarioRun.requested(session),
    };
    res.json(answer);
  };
}
