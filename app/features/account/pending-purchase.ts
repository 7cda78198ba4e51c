/**
 * The purchase waiting to join an account: from the activation email's link (`?subscription=&email=`)
 * or from this tab's session values (saved at checkout, app §3 in docs/spec-coverage.md).
 */
import { readSessionValue } from '../../lib/session-values';

export interface PendingPurchase {
  readonly subscriptionId: string;
  readonly email: string;
}

export function pendingPurchase(search: string, storage: Storage = sessionStorage): PendingPurchase | null {
  const params = new URLSearchParams(search);
  const fromLink = { subscriptionId: params.get('subscription'), email: params.get('email') };
  if (fromLink.subscriptionId && fromLink.email) return { subscriptionId: fromLink.subscriptionId, email: fromLink.email };
  const subscriptionId = readSessionValue('subscriptionId', storage);
  const email = readSessionValue('userEmail', storage);
  return subscriptionId && email ? { subscriptionId, email } : null;
}
