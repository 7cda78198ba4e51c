/** The additional-offer purchase of app-spec section 4, as a function of its collaborators (tested without a browser). */
import { HttpError } from '../../lib/fetch-json';
import { APP_MESSAGES } from '../../messages';
import type { BuyAddOnInput } from './api/buy-add-on';

export type AddOnPurchaseResult = { readonly kind: 'bought'; readonly id: string } | { readonly kind: 'failed'; readonly message: string };

export interface AddOnPurchaseDeps {
  /** The session-stored `__userEmail` and `__subscriptionId`. */
  readonly stored: { readonly email: string | null; readonly subscriptionId: string | null };
  readonly buy: (input: BuyAddOnInput) => Promise<{ id: string }>;
  readonly track: (event: 'ecommerce_additional_purchase' | 'ecommerce_additional_purchase_error') => void;
}

/** Needs the stored email and subscription id ('No subscription data' otherwise); the service's error text, else 'An error occurred'. */
export async function purchaseAddOn(planId: string, { stored, buy, track }: AddOnPurchaseDeps): Promise<AddOnPurchaseResult> {
  if (!stored.email || !stored.subscriptionId) {
    track('ecommerce_additional_purchase_error');
    return { kind: 'failed', message: APP_MESSAGES.noSubscriptionData };
  }
  try {
    const { id } = await buy({ planId, email: stored.email, subscriptionId: stored.subscriptionId });
    track('ecommerce_additional_purchase');
    return { kind: 'bought', id };
  } catch (error) {
    track('ecommerce_additional_purchase_error');
    const message = error instanceof HttpError ? HttpError.messageOf(error.body) : null;
    return { kind: 'failed', message: message ?? APP_MESSAGES.defaultServiceError };
  }
}
