import type { Amount } from '../config';
import { callPaymentApi } from '../http/payment-api';
import type { TokenizedCard } from '../vault-frame/protocol';
import { callFailure, thrownFailure } from './call-failures';
import { parseExecutionLink } from './execution';
import { failure, type PaymentOutcome } from './outcome';
import { pollExecution, realSleep, type ExecutorDeps } from './poller';

export interface CardAuthorization {
  readonly token: string;
  readonly amount: Amount;
  readonly authorizeLink: string;
  readonly card: TokenizedCard;
  readonly storeInstrument: boolean;
  /** Where the provider sends the shopper back after a redirect; the current page by default. */
  readonly returnUrl: string;
}

/** The authorize request body of widget-spec sections 3 and 7 for a freshly tokenized card. */
export function cardAuthorizeBody(input: CardAuthorization): unknown {
  return {
    amount: input.amount,
    paymentComposition: [
      {
        paymentMethodCode: 'card',
        integrationType: 'api',
        amount: input.amount,
        storeInstrument: input.storeInstrument,
        paymentInstrumentData: {
          vaultToken: input.card.token,
          bin: input.card.bin,
          network: input.card.network,
          last4: input.card.last4,
        },
        enrollInstrumentToNetworkOffers: false,
      },
    ],
    returnInfo: {
      success: input.returnUrl,
      cancel: input.returnUrl,
      error: input.returnUrl,
      pending: input.returnUrl,
    },
  };
}

/**
 * Authorizes the card, then polls the execution to a final outcome (widget-spec sections 4 and 7).
 * Never throws: every way it can end is a PaymentOutcome.
 * @example const outcome = await authorizeCard({ token, amount, authorizeLink, card, storeInstrument: true, returnUrl: location.href });
 */
export async function authorizeCard(input: CardAuthorization, deps: ExecutorDeps = {}): Promise<PaymentOutcome> {
  const fetchImpl = deps.fetch ?? fetch;
  try {
    const answer = await callPaymentApi({ method: 'POST', url: input.authorizeLink, token: input.token, body: cardAuthorizeBody(input) }, fetchImpl);
    if (answer.kind !== 'ok') return callFailure('authorize', answer);
    const parsed = parseExecutionLink(answer.body, 'authorize');
    if (!parsed.ok) return failure('AUTHORIZATION_ERROR', `authorize: ${parsed.reason}`);
    const { executionLink } = parsed.value;
    return await pollExecution(() => callPaymentApi({ method: 'GET', url: executionLink, token: input.token }, fetchImpl), deps.sleep ?? realSleep, 'authorize');
  } catch (error) {
    return thrownFailure('authorize', error);
  }
}
