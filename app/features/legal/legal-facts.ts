/**
 * Facts the legal pages state, kept in one place so the texts never drift from the product:
 * prices come from the plan catalogue, cookie names from the tracking constants.
 */
import { cadenceOf } from '../../../catalog/plan-terms';
import { DEFAULT_PLAN_ID, findPlan, formatPrice } from '../../../catalog/plans';
import { PERIODS, TRIAL_DAYS } from '../../../catalog/cadence';
import { PRICE_NOTICE_MIN_DAYS_BEFORE } from '../../../catalog/price-change';
import { PRODUCT_NAME } from '../../../catalog/product';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '../../config/contact';

/** The operator of the service. The contact addresses are build settings (app/config/contact.ts). */
export const LEGAL_ENTITY = {
  name: `${PRODUCT_NAME}, Inc.`,
  address: '1000 Sample Avenue, Suite 100, Dover, DE 19901, United States',
  supportEmail: SUPPORT_EMAIL,
  privacyEmail: PRIVACY_EMAIL,
  governingLaw: 'the State of Delaware, United States',
} as const;

/** Date the current versions took effect: `iso` for <time dateTime>, `text` for people. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-20', text: 'November 20, 2026' } as const;

/** Minimum age to buy a subscription. */
export const MINIMUM_AGE_YEARS = 18;

/** How long after a renewal charge a forgotten renewal can be refunded. */
export const RENEWAL_REFUND_WINDOW_DAYS = 14;

function weeklyTrial() {
  const plan = findPlan(DEFAULT_PLAN_ID);
  const cadence = plan ? cadenceOf(plan) : null;
  if (!plan || !cadence || plan.trial_sum === plan.sum) throw new Error(`The legal pages need the weekly trial plan "${DEFAULT_PLAN_ID}" in catalog/plans.ts.`);
  return { trialPrice: formatPrice(plan.trial_sum), weeklyPrice: formatPrice(plan.sum), every: cadence.every };
}

/** The weekly trial as the terms state it: "$1 for 7 days, then $19.99 every week until cancelled". */
export const WEEKLY_TRIAL = weeklyTrial();

/** The auto-renewal offer in one sentence, as the terms and their summary state it. */
export const AUTO_RENEWAL_SENTENCE = `The weekly plan costs ${WEEKLY_TRIAL.trialPrice} for a ${TRIAL_DAYS}-day trial, then ${WEEKLY_TRIAL.weeklyPrice} ${WEEKLY_TRIAL.every} until you cancel.`;

/**
 * How many days before a new price applies the terms promise to tell the subscriber: the fewest the
 * renewals guarantee (a notice goes out at most 30 days ahead, and a new price is charged no sooner than
 * this many days after it), so the promise holds for a change QA schedules at short notice too.
 */
export const PRICE_CHANGE_NOTICE_DAYS = PRICE_NOTICE_MIN_DAYS_BEFORE;

/** How long the privacy policy says each kind of data is kept, and how fast a rights request is answered. */
const PRIVACY_PERIODS = {
  quizWithoutPurchaseDays: 90,
  accountAfterCloseYears: 3,
  paymentRecordsYears: 7,
  trackingMonths: 26,
  rightsAnswerDays: 30,
  /** Below this age we do not knowingly collect data at all (subscriptions need MINIMUM_AGE_YEARS). */
  childDataAge: 16,
} as const;

/** How long the partners' cookies the cookie policy lists are kept, as the partners document them. */
const PARTNER_COOKIE_PERIODS = { paymentFormMonths: 12, metaCookieDays: 90, videoCookieMonths: 13 } as const;

/** The facts the legal texts name as `{fact}` in every language (legal-body.tsx), so no translation retypes a price, a period or the entity. */
export const LEGAL_FACTS = {
  product: PRODUCT_NAME,
  entity: LEGAL_ENTITY.name,
  address: LEGAL_ENTITY.address,
  trialPrice: WEEKLY_TRIAL.trialPrice,
  weeklyPrice: WEEKLY_TRIAL.weeklyPrice,
  trialDays: TRIAL_DAYS,
  minimumAge: MINIMUM_AGE_YEARS,
  refundDays: RENEWAL_REFUND_WINDOW_DAYS,
  threeMonthWeeks: weeksOf('pro_3month'),
  priceNoticeDays: PRICE_CHANGE_NOTICE_DAYS,
  quizKeptDays: PRIVACY_PERIODS.quizWithoutPurchaseDays,
  accountKeptYears: PRIVACY_PERIODS.accountAfterCloseYears,
  paymentKeptYears: PRIVACY_PERIODS.paymentRecordsYears,
  trackingKeptMonths: PRIVACY_PERIODS.trackingMonths,
  rightsAnswerDays: PRIVACY_PERIODS.rightsAnswerDays,
  childDataAge: PRIVACY_PERIODS.childDataAge,
  ...PARTNER_COOKIE_PERIODS,
} as const;

function weeksOf(planId: string): number {
  const plan = findPlan(planId);
  const period = plan ? PERIODS[plan.length] : null;
  if (!period || period.unit !== 'day' || period.count % 7 !== 0) throw new Error(`The legal pages need the plan "${planId}" to renew in whole weeks (catalog/cadence.ts).`);
  return period.count / 7;
}
