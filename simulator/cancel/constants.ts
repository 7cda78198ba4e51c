/** Cancel by email (issue 16): one-time codes and the limits that keep them from being guessed or abused. */

/** A code is this many digits, random. */
export const CANCEL_CODE_DIGITS = 6;
/** A code expires this long after it was sent. */
export const CANCEL_CODE_TTL_MINUTES = 15;
/** Wrong entries a code allows; the fifth wrong one locks it and a new code is needed. */
export const CANCEL_CODE_MAX_TRIES = 5;
/** Code requests allowed per email address, and per client (IP), within the window. */
export const CODE_REQUESTS_PER_EMAIL = 3;
export const CODE_REQUESTS_PER_CLIENT = 10;
export const CODE_REQUEST_WINDOW_MINUTES = 15;
/** The reason question's answer is optional and kept short. */
export const CANCEL_REASON_MAX_CHARS = 500;
