import english from 'virtual:app-messages/en/auth';
import { useCallback } from 'react';
import { textPart, useTexts } from '../i18n/texts';
import { authErrorCode, type SignOutReason } from './auth-messages';
import type { AUTH_TEXT } from './auth-text';

/** The identity errors in the shopper's language (issue 33): English in the page's chunk, every other language loaded on demand (texts.ts). */
const AUTH_TEXTS = textPart<keyof typeof AUTH_TEXT>('auth', english, 'account');

const isKnownCode = (code: string): code is Exclude<keyof typeof AUTH_TEXT, 'fallback' | `out-${SignOutReason}`> => code.startsWith('auth/') && Object.hasOwn(english, code);

/**
 * `message(error)`: an identity failure's message in the shopper's language (the caller logs it with
 * logAuthError, never the credential); `signedOut(reason)`: why the app signed them out.
 */
export function useAuthTexts() {
  const t = useTexts(AUTH_TEXTS);
  const message = useCallback(
    (error: unknown): string => {
      const code = authErrorCode(error);
      return t(isKnownCode(code) ? code : 'fallback');
    },
    [t],
  );
  const signedOut = useCallback((reason: SignOutReason): string => t(`out-${reason}`), [t]);
  return { message, signedOut };
}
