import type { Amount } from '../config';
import type { BillingInfo, TokenizedCard } from '../vault-frame/protocol';
import type { PaymentOutcome } from './outcome';
import type { ExecutorDeps } from './poller';
import { postThenPoll } from './post-then-poll';
import { consentField, type TermsConsent } from './terms-consent';

export interface CardAuthorization {
  readonly token: string;
  readonly amount: Amount;
  readonly authorizeLink: string;
  readonly card: TokenizedCard;
  readonly storeInstrument: boolean;
  /** Where the provider sends the shopper back after a redirect; the current page by default. */
  readonly returnUrl: string;
  /** From the card form's collected values: sent as installments.count (widget §5 in docs/spec-coverage.md). */
  readonly installmentCount?: number | null;
  /** meta.risk.sessionId, read from page data (risk-session.ts). */
  readonly riskSessionId?: string | null;
  /** The card form's collected billingInfo: sent as paymentInstrumentData.billingAddress (widget §3 in docs/spec-coverage.md). */
  readonly billingAddress?: BillingInfo | null;
  /** Enrol the stored card in the card network's offers (widget §3 in docs/spec-coverage.md). Default false. */
  readonly enrollInstrumentToNetworkOffers?: boolean;
  /** The shopper's agreement to the terms shown beside Pay (DropInOptions.termsConsent), sent as `consent`. */
  readonly consent: TermsConsent | null;
}

/** A stored instrument of the lookup: authorize sends its paymentInstrumentId instead of a vault token. */
export interface StoredInstrumentAuthorization {
  readonly token: string;
  readonly amount: Amount;
  readonly authorizeLink: string;
  readonly paymentInstrumentId: string;
  readonly paymentMethodCode: 'card' | 'payPal' | 'googlePay';
  readonly returnUrl: string;
  readonly riskSessionId?: string | null;
  readonly consent: TermsConsent | null;
}

const returnInfo = (url: string) => ({ success: url, cancel: url, error: url, pending: url });
const riskMeta = (id: string | null | undefined) => (id ? { meta: { risk: { sessionId: id } } } : {});

function storedInstrumentAuthorizeBody(input: StoredInstrumentAuthorization): unknown {
  return {
    amount: input.amount,
    paymentComposition: [{ paymentMethodCode: input.paymentMethodCode, integrationType: 'api', amount: input.amount, paymentInstrumentId: input.paymentInstrumentId }],
    returnInfo: returnInfo(input.returnUrl),
    ...riskMeta(input.riskSessionId),
    ...consentField(input.consent),
  };
}

/** The authorize request body of widget §3 and §7 in docs/spec-coverage.md for a freshly tokenized card. */
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
          ...(input.billingAddress ? { billingAddress: { country: input.billingAddress.country, postalCode: input.billingAddress.postalCode } } : {}),
        },
        enrollInstrumentToNetworkOffers: input.enrollInstrumentToNetworkOffers === true,
        ...(input.installmentCount ? { installments: { count: input.installmentCount } } : {}),
      },
    ],
    returnInfo: returnInfo(input.returnUrl),
    ...riskMeta(input.riskSessionId),
    ...consentField(input.consent),
  };
}

/**
 * Authorizes the card, then polls the execution to a final outcome (widget §4 and §7 in docs/spec-coverage.md).
 * Never throws: every way it can end is a PaymentOutcome.
 * @example const outcome = await authorizeCard({ token, amount, authorizeLink, card, storeInstrument: true, returnUrl: location.href, consent: { termsVersion: '2026-11-27', language: 'en' } });
 */
export async function authorizeCard(input: CardAuthorization, deps: ExecutorDeps = {}): Promise<PaymentOutcome> {
  return authorizeAndPoll(input, cardAuthorizeBody(input), deps);
}

/** Authorizes a stored instrument (paymentInstrumentId), then polls like a card. Never throws. */
export async function authorizeStoredInstrument(input: StoredInstrumentAuthorization, deps: ExecutorDeps = {}): Promise<PaymentOutcome> {
  return authorizeAndPoll(input, storedInstrumentAuthorizeBody(input), deps);
}

function authorizeAndPoll(input: { token: string; authorizeLink: string }, body: unknown, deps: ExecutorDeps): Promise<PaymentOutcome> {
  return postThenPoll({ call: 'authorize', token: input.token, url: input.authorizeLink, body }, deps);
}
