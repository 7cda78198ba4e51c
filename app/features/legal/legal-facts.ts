/**
 * Facts the legal pages state, kept in one place so the texts never drift from the product:
 * prices come from the plan catalogue, cookie names from the tracking constants.
 */
import { cadenceOf } from '../../../catalog/plan-terms';
import { DEFAULT_PLAN_ID, findPlan, formatPrice } from '../../../catalog/plans';
import { TRIAL_DAYS } from '../../../catalog/cadence';
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

function everyOf(planId: string): string {
  const plan = findPlan(planId);
  const cadence = plan ? cadenceOf(plan) : null;
  if (!cadence) throw new Error(`The legal pages need the renewing plan "${planId}" in catalog/plans.ts.`);
  return cadence.every;
}

/** How the other plans renew, for the terms' examples: "every 12 weeks", "every month". */
export const OTHER_PLANS_EVERY = { threeMonth: everyOf('pro_3month'), oneMonth: everyOf('club_premium_one_month') } as const;

/** The auto-renewal offer in one sentence, as the terms and their summary state it. */
export const AUTO_RENEWAL_SENTENCE = `The weekly plan costs ${WEEKLY_TRIAL.trialPrice} for a ${TRIAL_DAYS}-day trial, then ${WEEKLY_TRIAL.weeklyPrice} ${WEEKLY_TRIAL.every} until you cancel.`;
