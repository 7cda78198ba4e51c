/**
 * The provider's side of opening a payment session (ProviderClient.openSession): the session and
 * its execution, bound to the plan's amount, QA's scenario and the shopper the merchant names, and
 * the workflow execution the widget starts from (widget §3 in docs/spec-coverage.md: the lookup result with its
 * links, and client meta). The merchant forwards the answer to the browser as it is.
 */
import { VAULT_PROVIDER_CONFIG_ID } from '../../../contracts/card-save';
import { holderReferenceOf } from './card-save';
import { installmentsFor } from './bin-lookup';
import { instrumentsOf, paymentMethodLinks, withPaymentMethods } from './payment-methods';
import { ScenarioRun } from './scenario-run';
import type { PaymentSessions } from './sessions';
import type { PaymentSession } from './session-model';
import type { StoredInstruments } from './stored-instruments';
import type { OpenedSession, OpenSessionRequest } from '../client';

export interface Origins {
  readonly app: string;
  readonly service: string;
  readonly asset: string;
}

/** The card option's clientConfig (widget §3 in docs/spec-coverage.md): flags from the session's scenario, installments from its amount. */
function cardClientConfig(session: PaymentSession) {
  const override = ScenarioRun.cardOptionOverride(session);
  return {
    supportsBillingInfo: override?.supportsBillingInfo ?? false,
    supportsInstallments: override?.supportsInstallments ?? false,
    installments: installmentsFor(session.amount.value),
  };
}

/** The workflow execution the widget starts from: lookup result with the authorize link, and client meta. */
function workflowExecution(session: PaymentSession, origins: Origins, stored: StoredInstruments) {
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
            // app §3 in docs/spec-coverage.md: the card-save body goes here when the shopper asks to store the card.
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

/** Opens the session; an unknown scenario id is refused (400 unknown-scenario) by PaymentSessions.create. */
export function openPaymentSession(sessions: PaymentSessions, stored: StoredInstruments, origins: Origins, request: OpenSessionRequest): OpenedSession {
  const session = sessions.create({ planId: request.planId, amount: request.amount, requestedScenario: request.scenario, email: request.email, userRef: request.userRef });
  return {
    token: session.token,
    executionId: session.execution.id,
    amount: session.amount,
    execution: workflowExecution(session, origins, stored),
    scenario: ScenarioRun.requested(session),
    journalHandle: session,
  };
}
