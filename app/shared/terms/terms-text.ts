/**
 * The legal facts in English, ICU MessageFormat (issue 33): what is free and what is paid, the price
 * and cadence line and the renewal terms, in words that read the same in every language (the part
 * "terms" of the catalogues). English gives exactly catalog/'s words (terms-text.test.ts): the
 * recorded consent and the emails read those.
 */
import { RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import { RENEWAL_TERMS_WORDS } from '../../../catalog/renewal-terms-words';

/** The renewal terms' words as the current version publishes them: every language's come from there too (app-messages.vite.ts). */
const ENGLISH_TERMS = RENEWAL_TERMS_WORDS[RENEWAL_TERMS_VERSION].words.en;

export const TERMS_TEXT = {
  offerFree: 'Taking the {count}-question test is free',
  offerPaid: 'Your IQ score, personal report and daily brain training come with the subscription',
  // The price line's words are the renewal terms' (catalog/renewal-terms-words.ts), versioned with them.
  every: ENGLISH_TERMS.every,
  priceOnce: ENGLISH_TERMS.priceOnce,
  priceTrial: ENGLISH_TERMS.priceTrial,
  priceRenewing: ENGLISH_TERMS.priceRenewing,
} as const;

/** The checkout's own legal words (the part "consent"): the plan summary and the renewal terms beside Pay, apart so the landing does not carry them. */
export const CONSENT_TEXT = {
  /** The display summary of app §3 in docs/spec-coverage.md counts the month ("every 1 month"). */
  summaryEvery: '{unit, select, month {every {count} month} week {{count, plural, one {every week} other {every {count} weeks}}} other {{count, plural, one {every day} other {every {count} days}}}}',
  summary: '{title}: {trial, select, yes {{price} for {days} days, then {regular} {every}} other {{price}, {every}}}',
  renewalSubscription: ENGLISH_TERMS.renewalSubscription,
  renewalOnce: ENGLISH_TERMS.renewalOnce,
} as const;
