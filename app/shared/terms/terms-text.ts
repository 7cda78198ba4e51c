/**
 * The legal facts in English, ICU MessageFormat (issue 33): what is free and what is paid, the price
 * and cadence line and the renewal terms, in words that read the same in every language (the part
 * "terms" of the catalogues). English gives exactly catalog/'s words (terms-text.test.ts): the
 * recorded consent and the emails read those.
 */
export const TERMS_TEXT = {
  offerFree: 'Taking the {count}-question test is free',
  offerPaid: 'Your IQ score, personal report and daily brain training come with the subscription',
  /** A renewal period after "every": weeks when whole weeks, calendar months, else days. */
  every: '{unit, select, month {{count, plural, one {every month} other {every {count} months}}} week {{count, plural, one {every week} other {every {count} weeks}}} other {{count, plural, one {every day} other {every {count} days}}}}',
  priceOnce: '{price} once',
  priceTrial: '{trialPrice} today for {days} days, then {price} {every} until you cancel',
  priceRenewing: '{price} today, then {every} until you cancel',
} as const;

/** The checkout's own legal words (the part "consent"): the plan summary and the renewal terms beside Pay, apart so the landing does not carry them. */
export const CONSENT_TEXT = {
  /** The display summary of app §3 in docs/spec-coverage.md counts the month ("every 1 month"). */
  summaryEvery: '{unit, select, month {every {count} month} week {{count, plural, one {every week} other {every {count} weeks}}} other {{count, plural, one {every day} other {every {count} days}}}}',
  summary: '{title}: {trial, select, yes {{price} for {days} days, then {regular} {every}} other {{price}, {every}}}',
  renewalSubscription: 'By paying you agree that your subscription renews automatically: {priceLine}. Cancel any time in your account or from the link in every email.',
  renewalOnce: 'By paying you agree to a one-time charge: {priceLine}.',
} as const;
