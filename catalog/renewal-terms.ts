/**
 * The checkout's renewal terms as the buyer agrees to them (issue 29, point 2; California's
 * automatic-renewal law as amended by AB 2863): a versioned text, so a consent on record names the
 * exact words shown. The pay button's own words are the agreement: the text sits beside it and says
 * so. A changed wording is a new version added here; old versions stay so old consents still read.
 */
import { priceLine } from './plan-terms';
import type { Plan } from './plans';

export const RENEWAL_TERMS_VERSIONS = {
  '2026-11-27': (plan: Plan) =>
    plan.kind === 'add-on'
      ? `By paying you agree to a one-time charge: ${priceLine(plan)}.`
      : `By paying you agree that your subscription renews automatically: ${priceLine(plan)}. Cancel any time in your account or from the link in every email.`,
} as const satisfies Record<string, (plan: Plan) => string>;

export type RenewalTermsVersion = keyof typeof RENEWAL_TERMS_VERSIONS;

/** The version the checkout shows now. */
export const RENEWAL_TERMS_VERSION: RenewalTermsVersion = '2026-11-27';

/** A create request's express agreement to the terms the checkout shows now (contracts/subscriptions.ts `consent`). */
export const AGREED_TO_CURRENT_TERMS = { terms_version: RENEWAL_TERMS_VERSION } as const;

export const isRenewalTermsVersion = (v: string): v is RenewalTermsVersion => Object.hasOwn(RENEWAL_TERMS_VERSIONS, v);

/** The words of one version for one plan, exactly as the checkout shows them. */
export function renewalTermsText(plan: Plan, version: RenewalTermsVersion = RENEWAL_TERMS_VERSION): string {
  return RENEWAL_TERMS_VERSIONS[version](plan);
}

/** How long a consent is kept (AB 2863: at least three years). */
export const CONSENT_RETENTION_YEARS = 3;
