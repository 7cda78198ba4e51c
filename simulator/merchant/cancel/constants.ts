/** Cancel by email (issue 16): one-time codes and the limits that keep them from being guessed or abused. */

/** Digits, lifetime and tries of a code: shared with the app's cancel pages. */
export { CANCEL_CODE_DIGITS, CANCEL_CODE_MAX_TRIES, CANCEL_CODE_TTL_MINUTES } from '../../../contracts/cancel';
/** Code requests allowed per email address, and per client (IP), within the window. */
export const CODE_REQUESTS_PER_EMAIL = 3;
export const CODE_REQUESTS_PER_CLIENT = 10;
export const CODE_REQUEST_WINDOW_MINUTES = 15;
