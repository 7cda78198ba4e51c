/**
 * The offers page's words in English, ICU MessageFormat (issue 33): the part "offers" of the app's
 * catalogues, translated in app/lib/i18n/catalogues/. Add-on names stay the catalogue's product names.
 */
import { SUBSCRIPTION_ACTIVE } from '../../../catalog/shopper-messages';
import type { OfferSlot } from '../../lib/plan-params';
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';

/** What each add-on slot offers, keyed by slot. */
export const OFFER_SLOT_TEXT = {
  early_access: 'Play new brain games weeks before everyone else.',
  analysis_report: 'A detailed breakdown of your strengths across logic, memory and spatial reasoning.',
  offline_access: 'Train without a connection, on the plane or the metro.',
  ult_pack: 'Early access, the extended report and offline access, in one pack.',
} as const satisfies Record<OfferSlot, string>;

export const OFFERS_TEXT = {
  ...OFFER_SLOT_TEXT,
  /** The header's two names on this page (Header.tsx keeps English for the pages not yet translated). */
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  welcome: 'Welcome aboard',
  active: SUBSCRIPTION_ACTIVE,
  /** What the outbox really sends after the purchase: the receipt. The report is in the members' area, not mailed. */
  receiptOnItsWay: 'Your receipt is on its way to {email}. Your full report is in the members’ area: open it with “Go to my training” below.',
  yourInbox: 'your inbox',
  scoreBasis: 'This score rests on your answers to {answered} of the {total} questions.',
  addOns: 'Add-ons',
  /** A subscriber who came from the members' area: add-ons to what they have, not a welcome (issue 41). */
  memberTitle: 'Add to your subscription',
  memberBody: 'These add-ons join the subscription you already have, charged once to its card. Your plan itself does not change.',
  notHereTitle: 'Your purchase is not in this browser',
  notHereBody: 'Add-ons are charged to the subscription bought in this browser tab. Open the link from your receipt email, or take the test to subscribe.',
  moreTitle: 'Make the most of it',
  moreBody: 'One-time add-ons, charged once to the card you just used. No need to type it again.',
  /** Without a purchase in this tab there is no card "you just used": the add-ons join the subscription's. */
  moreBodyElsewhere: 'One-time add-ons, charged once to the card of your subscription.',
  goToTraining: 'Go to my training',
  adding: 'Adding {plan} to your plan…',
  was: 'was {price}',
  added: 'Added to your plan',
  confirmLabel: 'Confirm {plan}',
  confirmText: '{plan}: {price} charged once to the card of your subscription.',
  confirmPay: 'Confirm and pay {price}',
  notNow: 'Not now',
  retryPay: 'Try again: pay {price}',
  addFor: 'Add for {price}',
  // The buyer's result (results/ResultsScreen.tsx, issue 44): a percent and the numbers come formatted and isolated.
  resultEyebrow: 'Your result',
  resultTitle: 'Your estimated IQ',
  /** The band's words (results/iq-stats.ts IqBand, hyphens as underscores: ICU select keys are words). */
  band: '{band, select, very_high {Very high} high {High} above_average {Above average} average {Average} below_average {Below average} low {Low} other {Very low}}',
  intervalLabel: '95 % interval',
  percentileLabel: 'Percentile',
  percentileAbove: 'Higher than {percent} of people',
  percentileLowest: 'In the lowest {percent} of people',
  finePrint: 'IQ scores follow a bell curve with an average of {mean} and a standard deviation of {sd}. A {count}-question quiz is a quick estimate, not a clinical assessment: given your answers, your score lies between {low} and {high} with 95 % probability.',
  howMeasured: 'How your score is measured',
  chartLabel: 'Bell curve of IQ scores, average {mean}. Your score of {score} is marked{edge, select, yes { at the edge of the chart} other {}}, with a 95 % interval of {low} to {high}. {percentile}.',
  you: 'You',
  keyBelow: 'Scored lower than you',
  keyRange: 'Your 95 % interval',
  loadingScore: 'Loading your score…',
  scoreFailed: 'Your score could not be loaded just now.',
  scoreRetry: 'Try again',
} as const;
