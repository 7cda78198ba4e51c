import type { Amount } from '../config';
import { MESSAGES } from '../messages';
import { callPaymentApi, type Fetch } from '../http/payment-api';
import type { TokenizedCard } from '../vault-frame/protocol';
import { parseAuthorizeResponse } from './execution';
import type { PaymentOutcome } from './poll-decision';
import { pollExecution, realSleep, type Sleep } from './poller';

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

const failure = (code: 'AUTHORIZATION_ERROR' | 'AUTHENTICATION_ERROR', detail: string, message: string = MESSAGES.authorizationFailed): PaymentOutcome => ({
  kind: 'failure',
  code,
  message,
  detail,
});

/** Authorizes the card, then polls the execution to a final outcome. Never throws. */
export async function authorizeCard(input: CardAuthorization, deps: { fetch?: Fetch; sleep?: Sleep } = {}): Promise<PaymentOutcome> {
  const fetchImpl = deps.fetch ?? fetch;
  const answer = await callPaymentApi({ method: 'POST', url: input.authorizeLink, token: input.token, body: cardAuthorizeBody(input) }, fetchImpl);
  switch (answer.kind) {
    case 'network-error':
      return failure('AUTHENTICATION_ERROR', 'authorize: unknown API error (network)');
    case 'http-error':
      return answer.status === 401 || answer.status === 403
        ? failure('AUTHENTICATION_ERROR', `authorize: HTTP ${answer.status}`, 'API token is not valid or expired.')
        : failure('AUTHORIZATION_ERROR', `authorize: HTTP ${answer.status}`);
    case 'ok': {
      const parsed = parseAuthorizeResponse(answer.body);
      if (!parsed.ok) return failure('AUTHORIZATION_ERROR', `authorize: ${parsed.reason}`);
      const { executionLink } = parsed.value;
      return pollExecution(() => callPaymentApi({ method: 'GET', url: executionLink, token: input.token }, fetchImpl), deps.sleep ?? realSleep);
    }
  }
}
