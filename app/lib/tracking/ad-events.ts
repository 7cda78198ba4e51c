/**
 * Which ad events a funnel event means for the ad pixel and the short-video tracker (app §1
 * and §3 in docs/spec-coverage.md). Purchases carry the ad-pixel purchase value: 75 % of what was paid, 2 decimals.
 */
import type { AdEventName } from '../../../catalog/ad-events';
import { adPixelPurchaseValue } from './ad-pixel-value';
import type { FunnelEventName } from '../../../catalog/funnel-events';

/** What a purchase event says: what was charged now, and whether it was the plan's full price (no trial). */
export interface PurchaseDetails {
  readonly value: number;
  readonly fullPlan: boolean;
}

export interface AdEvent {
  readonly name: AdEventName;
  /** The ad-pixel purchase value, for purchases only. */
  readonly value?: number;
}

export const AD_EVENT_CURRENCY = 'USD';

export function adEventsFor(event: FunnelEventName, purchase?: PurchaseDetails): readonly AdEvent[] {
  switch (event) {
    case 'intro_shown':
      return [{ name: 'ViewContent' }];
    case 'intro_success':
      return [{ name: 'Contact' }];
    case 'email_success':
      return [{ name: 'CompleteRegistration' }];
    case 'modal_payment_shown':
      return [{ name: 'InitiateCheckout' }];
    case 'ecommerce_purchase': {
      if (!purchase) return [];
      const value = adPixelPurchaseValue(purchase.value);
      const paid: AdEvent[] = [{ name: 'Purchase', value }, { name: 'Subscribe', value }, { name: 'AllPurchase', value }];
      return purchase.fullPlan ? [...paid, { name: 'Full plan sale purchase', value }] : paid;
    }
    case 'ecommerce_additional_purchase': {
      if (!purchase) return [];
      const value = adPixelPurchaseValue(purchase.value);
      return [{ name: 'One-timePurchase', value }, { name: 'AllPurchase', value }];
    }
    case 'subscription_shown':
    case 'card_submit':
    case 'apple_pay_submit':
    case 'modal_payment_submit':
    case 'ecommerce_purchase_error':
    case 'ecommerce_additional_purchase_error':
    case 'offers_shown':
    case 'account_product_shown':
    case 'results_product_shown':
      return [];
  }
}
