/**
 * Identity error codes (app §8 in docs/spec-coverage.md) as short messages a person understands. Every failure
 * is also logged with its code (logAuthError).
 */
export const AUTH_MESSAGES = {
  'auth/wrong-password': 'That password is not right. Try again or reset it.',
  'auth/invalid-credential': 'That email and password do not match an account.',
  'auth/invalid-login-credentials': 'That email and password do not match an account.',
  'auth/user-not-found': 'No account uses this email. Check it, or create one.',
  'auth/email-already-in-use': 'An account already uses this email. Sign in instead.',
  'auth/too-many-requests': 'Too many tries. Wait a few minutes and try again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is not valid any more (it may have been used). Ask for a new one.',
  'auth/network-request-failed': 'No connection to the sign-in service. Check your connection and try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. We will continue in this tab.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this address.',
  'auth/user-disabled': 'This account has been disabled. Contact support.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/invalid-email': 'Enter a valid email address, like name@example.com.',
  'auth/weak-password': 'Choose a longer password.',
  'auth/password-does-not-meet-requirements': 'This password does not meet the requirements below.',
  'auth/missing-password': 'Enter your password.',
  'auth/invalid-phone-number': 'Enter your phone number with its country code, like +1 650 555 0101.',
  'auth/missing-phone-number': 'Enter your phone number with its country code, like +1 650 555 0101.',
  'auth/invalid-verification-code': 'That code is not right. Check the text message and try again.',
  'auth/missing-verification-code': 'Enter the code from the text message.',
  'auth/code-expired': 'This code has expired. Ask for a new one.',
  'auth/quota-exceeded': 'Too many codes were sent. Wait a few minutes and try again.',
  'auth/captcha-check-failed': 'We could not check that this is you. Reload the page and try again.',
} as const satisfies Record<string, string>;

export type AuthErrorCode = keyof typeof AUTH_MESSAGES;

export const AUTH_FALLBACK_MESSAGE = 'Something went wrong';

export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : 'unknown';
}

/** The message for an identity error; unknown codes get the app's generic message. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return code in AUTH_MESSAGES ? AUTH_MESSAGES[code as AuthErrorCode] : AUTH_FALLBACK_MESSAGE;
}

/** Logs an identity failure with its code (never the credential), and answers the message to show. */
export function logAuthError(action: string, error: unknown): string {
  console.warn(`[auth] ${action} failed: ${authErrorCode(error)}`);
  return authErrorMessage(error);
}

/** Why the app signed the user out by itself (app §4 in docs/spec-coverage.md: disabled user or expired token). */
export type SignOutReason = 'user-disabled' | 'session-expired' | 'session-ended';

export const SIGN_OUT_MESSAGES: Readonly<Record<SignOutReason, string>> = {
  'user-disabled': 'You have been signed out because this account has been disabled.',
  'session-expired': 'You have been signed out because your session expired. Please sign in again.',
  'session-ended': 'You have been signed out. Please sign in again.',
};
