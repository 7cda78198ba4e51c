import type { RequestHandler, Response } from 'express';
import { holderReferenceOf, VAULT_PROVIDER_CONFIG_ID } from '../provider/card-save';
import { z } from 'zod';
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

const Query = z.object({
  plan: z.string().min(1).default(DEFAULT_PLAN_ID),
  scenario: z.string().min(1).optional(),
  /** The shopper, when the merchant knows them: binds the charge, lists their stored cards, refuses a duplicate before any charge. */
  email: z.email().max(320).optional(),
});

export interface InitSessionDeps {
  readonly sessions: PaymentSessions;
  readonly origins: Origins;
  readonly stored: StoredInstruments;
  readonly subscriptions: SubscriptionsRepo;
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

/** GET /init/session?plan=&scenario=: a payment session for the plan's first charge, bound to a scenario. */
export function initSessionHandler({ sessions, origins, stored, subscriptions }: InitSessionDeps): RequestHandler {
  return (req, res) => {
    const query = Query.parse(req.query);
    const plan = findPlan(query.plan);
    if (!plan) throw new Problem('bad-request', `Unknown plan "${query.plan}".`);
    if (query.scenario !== undefined && !sessions.scenarios.get(query.scenario)) {
      // Built-in and runtime scenarios (issue 28) alike.
      const validIds = sessions.scenarios.ids();
      throw new Problem('unknown-scenario', `Unknown scenario "${query.scenario.slice(0, 80)}". Valid ids: ${validIds.join(', ')}.`, { validIds });
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
    const answer: PaymentSessionResponse = {
      token: session.token,
      amount: session.amount,
      execution: workflowExecution(session, origins, stored),
      scenario: ScenarioRun.requested(session),
    };
    res.json(answer);
  };
}
