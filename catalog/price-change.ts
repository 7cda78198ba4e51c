/**
 * A plan's price changing for existing subscribers (issue 29, point 3): California's automatic-renewal
 * law as amended by AB 2863 asks for notice 7 to 30 days before a price change, so a subscriber is told
 * at most 30 days ahead, and renews at the new price only from 7 days after being told.
 */
export const PRICE_NOTICE_MAX_DAYS_BEFORE = 30;
export const PRICE_NOTICE_MIN_DAYS_BEFORE = 7;
/** How far ahead QA may schedule a change. */
export const PRICE_CHANGE_MAX_DAYS_AHEAD = 365;
