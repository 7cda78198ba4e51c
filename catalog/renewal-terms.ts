/**
 * The checkout's renewal terms as the buyer agrees to them (issue 29, point 2; California's
 * automatic-renewal law as amended by AB 2863): a versioned text, so a consent on record names the
 * exact words shown. The pay button's own words are the agreement: the text sits beside it and says
 * so. A version's words, in every language, are in catalog/renewal-terms-words.ts (issue 44): a changed
 * wording in any language is a new version; old versions stay so old consents still read. This module
 * is only the labels, which the checkout sends: the words never ride in its chunk.
 */

/** Every published version, oldest first. */
export const RENEWAL_TERMS_VERSIONS = ['2026-11-27'] as const;

export type RenewalTermsVersion = (typeof RENEWAL_TERMS_VERSIONS)[number];

/** The version the checkout shows now. */
export const RENEWAL_TERMS_VERSION: RenewalTermsVersion = '2026-11-27';

/** A create request's express agreement to the terms the checkout shows now (contracts/subscriptions.ts `consent`). */
export const AGREED_TO_CURRENT_TERMS = { terms_version: RENEWAL_TERMS_VERSION } as const;

export const isRenewalTermsVersion = (v: string): v is RenewalTermsVersion => (RENEWAL_TERMS_VERSIONS as readonly string[]).includes(v);

/** How long a consent is kept (AB 2863: at least three years). */
export const CONSENT_RETENTION_YEARS = 3;
