import { MemberResponse } from '../../../../contracts/members';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';

/** The signed-in member's active subscription, as the add-ons are bought against it. */
export interface MemberSubscription {
  readonly subscriptionId: string;
  readonly email: string;
  /** The add-ons it already holds (plan ids): not offered again. */
  readonly owned: readonly string[];
}

/**
 * GET /members/me with the verified ID token (as the checkout sends it, checkout/api/init-session.ts):
 * the subscription a signed-in member holds when this tab bought nothing. Firebase loads here, at call
 * time, only for a browser that signed in. Null when nobody is signed in or no subscription is active.
 */
export async function memberSubscription(): Promise<MemberSubscription | null> {
  const { NotSignedInError } = await import('../../../lib/auth/id-token');
  let headers: Record<string, string>;
  try {
    headers = await memberHeaders();
  } catch (error) {
    if (error instanceof NotSignedInError) return null;
    throw error;
  }
  const me = await fetchJson(`${appConfig().serviceOrigin}/members/me`, MemberResponse, { headers });
  const active = me.subscriptions.find((s) => s.kind === 'subscription' && s.status === 'active');
  if (!active || !me.email) return null;
  return { subscriptionId: active.id, email: me.email, owned: active.add_ons.map((a) => a.plan_id) };
}

/** The signed-in member's `x-id-token`, sent with an add-on bought against their subscription: the service checks the account owns it. */
export async function memberHeaders(): Promise<Record<string, string>> {
  const { idTokenHeaders } = await import('../../../lib/auth/id-token');
  return idTokenHeaders();
}
