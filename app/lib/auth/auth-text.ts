/**
 * The identity errors' and sign-out notices' words in English (issue 33): the part "auth" of the app's
 * catalogues, each text auth-messages.ts's (the English the logs and tests read), keyed by the
 * provider's error code; `fallback` for a code we do not know, `out-<reason>` for why the app signed
 * someone out. The account pages read them through auth-texts.ts.
 */
import { AUTH_FALLBACK_MESSAGE, AUTH_MESSAGES, SIGN_OUT_MESSAGES } from './auth-messages';

export const AUTH_TEXT = {
  ...AUTH_MESSAGES,
  fallback: AUTH_FALLBACK_MESSAGE,
  'out-user-disabled': SIGN_OUT_MESSAGES['user-disabled'],
  'out-session-expired': SIGN_OUT_MESSAGES['session-expired'],
  'out-session-ended': SIGN_OUT_MESSAGES['session-ended'],
} as const;
