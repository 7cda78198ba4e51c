/**
 * Whether a subscription may still be withdrawn from (catalog/withdrawal.ts): a pure rule over its
 * country, its purchase time and the subscription's own clock (QA's time travel moves it).
 */
import { DAY_MS } from '../../../catalog/cadence';
import { hasWithdrawalRight, WITHDRAWAL_DAYS } from '../../../catalog/withdrawal';

export type WithdrawalStatus =
  | { readonly kind: 'open'; readonly until: number }
  | { readonly kind: 'period-over'; readonly until: number }
  | { readonly kind: 'not-offered' }
  | { readonly kind: 'ended' };

export interface WithdrawalFacts {
  /** The buyer's two-letter country (billing, else the purchase's attribution), or null when unknown. */
  readonly country: string | null;
  readonly purchasedAt: number;
  /** The subscription's clock. */
  readonly now: number;
  readonly active: boolean;
}

export function withdrawalStatus(facts: WithdrawalFacts): WithdrawalStatus {
  // An unknown country is not presumed to be in the EU: the function is for those the Directive covers.
  if (!hasWithdrawalRight(facts.country)) return { kind: 'not-offered' };
  if (!facts.active) return { kind: 'ended' };
  const until = facts.purchasedAt + WITHDRAWAL_DAYS * DAY_MS;
  return facts.now < until ? { kind: 'open', until } : { kind: 'period-over', until };
}
