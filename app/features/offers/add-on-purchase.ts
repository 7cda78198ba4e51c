/** The additional-offer purchase of app §4 in docs/spec-coverage.md, as a function of its collaborators (tested without a browser). */
import { HttpError } from '../../lib/fetch-json';
import { serviceErrorDetail, serviceErrorKey, type ServiceErrorKey } from '../../lib/service-errors/service-error-text';
import type { MESSAGE_TEXT } from '../../messages';
import type { BuyAddOnInput } from './api/buy-add-on';

/** Why an add-on was not bought, as catalogue keys the page shows in the shopper's language (issue 33). */
export type AddOnFailure =
  | { readonly kind: 'service'; readonly key: ServiceErrorKey }
  /** A refusal the catalogue has no text for yet: the service's own words (service-error-text.ts). */
  | { readonly kind: 'detail'; readonly text: string }
  | { readonly kind: 'app'; readonly key: Extract<keyof typeof MESSAGE_TEXT, 'noSubscriptionData' | 'defaultServiceError'> };

export type AddOnPurchaseResult = { readonly kind: 'bought'; readonly id: string } | { readonly kind: 'failed'; readonly failure: AddOnFailure };

export interface AddOnPurchaseDeps {
  /** The session-stored `__userEmail` and `__subscriptionId`. */
  readonly stored: { readonly email: string | null; readonly subscriptionId: string | null };
  readonly buy: (input: BuyAddOnInput) => Promise<{ id: string }>;
  readonly track: (event: 'ecommerce_additional_purchase' | 'ecommerce_additional_purchase_error') => void;
}

/** Needs the stored email and subscription id ('No subscription data' otherwise); the text of the service's code, else 'An error occurred'. */
export async function purchaseAddOn(planId: string, { stored, buy, track }: AddOnPurchaseDeps): Promise<AddOnPurchaseResult> {
  if (!stored.email || !stored.subscriptionId) {
    track('ecommerce_additional_purchase_error');
    return { kind: 'failed', failure: { kind: 'app', key: 'noSubscriptionData' } };
  }
  try {
    const { id } = await buy({ planId, email: stored.email, subscriptionId: stored.subscriptionId });
    track('ecommerce_additional_purchase');
    return { kind: 'bought', id };
  } catch (error) {
    track('ecommerce_additional_purchase_error');
    const key = error instanceof HttpError ? serviceErrorKey(error.body) : null;
    const detail = error instanceof HttpError ? serviceErrorDetail(error.body) : null;
    return { kind: 'failed', failure: key ? { kind: 'service', key } : detail ? { kind: 'detail', text: detail } : { kind: 'app', key: 'defaultServiceError' } };
  }
}
