/**
 * The members' service answer to "who is this and what do they pay for" (contracts/members.ts) as the
 * app's tests build it: Ada, on the weekly plan with a 7-day trial, active, paid with a Visa ending 4242.
 * Each builder returns a fresh object, so a test may change what it is about and leave the rest alone.
 */
import type { MemberResponse, SubscriptionSummary } from '../../contracts/members';

type MemberSubscription = MemberResponse['subscriptions'][number];

/** One subscription or add-on line as the service sums it up. */
export const subscriptionSummary = (over: Partial<SubscriptionSummary> = {}): SubscriptionSummary => ({
  id: 'sub_1',
  plan_id: 'pro_weekly_trial',
  name: 'Weekly plan with 7-day trial',
  kind: 'subscription',
  status: 'active',
  price: 19.99,
  currency: 'USD',
  renews: 'every week',
  next_charge_at: '2026-12-06T10:00:00.000Z',
  ends_at: null,
  network: 'visa',
  last4: '4242',
  created_at: '2026-11-29T10:00:00.000Z',
  ...over,
});

/** A member's subscription: no add-ons, no withdrawal and no price change unless `over` names them. */
export const memberSubscription = (over: Partial<MemberSubscription> = {}): MemberSubscription => ({
  ...subscriptionSummary(),
  add_ons: [],
  withdrawal: null,
  price_change: null,
  ...over,
});

/** The member with `subscriptions` (one weekly subscription by default). */
export const memberResponse = (subscriptions: MemberSubscription[] = [memberSubscription()], over: Partial<Omit<MemberResponse, 'subscriptions'>> = {}): MemberResponse => ({
  uid: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  name_given: false,
  active: true,
  subscriptions,
  ...over,
});
