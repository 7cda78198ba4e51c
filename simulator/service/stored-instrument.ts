import { randomUUID } from 'node:crypto';
import type { SubscriptionRow } from '../store/subscriptions';

export type StoredInstrumentCharge =
  | { readonly kind: 'charged'; readonly chargeId: string }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * The provider's merchant-initiated charge on the instrument stored with a subscription's first
 * payment (storeInstrument was on). No card data is involved: the instrument is the provider's.
 * Refused when the subscription is not active or no instrument was stored with it.
 */
export function chargeStoredInstrument(subscription: SubscriptionRow): StoredInstrumentCharge {
  if (subscription.status !== 'active') return { kind: 'refused', reason: 'The subscription is not active.' };
  if (!subscription.card_network || !subscription.card_last4) return { kind: 'refused', reason: 'No payment instrument is stored with this subscription.' };
  return { kind: 'charged', chargeId: `chg_${randomUUID()}` };
}
