/**
 * The card-save call (app §3 in docs/spec-coverage.md): when the shopper asks to store the card, the widget sends
 * the card-save body to the lookup's saveInstrument link before authorizing, so that the provider
 * keeps the card on file for the holder and lists it at the next checkout. The body carries the
 * vault token, never card data. The simulator parses it with contracts/card-save.ts.
 */
import type { CardSaveTarget } from '../config';
import { callPaymentApi, type Fetch } from '../http/payment-api';
import { callFailure, thrownFailure } from './call-failures';
import type { PaymentFailure } from './outcome';

export interface CardSaveBody {
  readonly holderReference: string;
  readonly paymentMethod: 'card';
  readonly storeInstrument: true;
  readonly futureUsage: 'CardOnFile';
  readonly data: { readonly encryptedData: string; readonly vaultProviderConfigId: string };
}

export function cardSaveBody(target: CardSaveTarget, vaultToken: string): CardSaveBody {
  return {
    holderReference: target.holderReference,
    paymentMethod: 'card',
    storeInstrument: true,
    futureUsage: 'CardOnFile',
    data: { encryptedData: vaultToken, vaultProviderConfigId: target.vaultProviderConfigId },
  };
}

/** Sends the card-save body with the payment headers; null once saved. Never throws. */
export async function saveCard(input: { token: string; target: CardSaveTarget; vaultToken: string }, fetchImpl: Fetch = fetch): Promise<PaymentFailure | null> {
  try {
    const answer = await callPaymentApi({ method: 'POST', url: input.target.link, token: input.token, body: cardSaveBody(input.target, input.vaultToken) }, fetchImpl);
    return answer.kind === 'ok' ? null : callFailure('card-save', answer);
  } catch (error) {
    return thrownFailure('card-save', error);
  }
}
