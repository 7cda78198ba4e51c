import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_FALLBACK_MESSAGE, AUTH_MESSAGES, authErrorCode, authErrorMessage, logAuthError } from './auth-messages';

const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('identity error codes (app §8)', () => {
  // Each code the spec lists, with a message that says what to do (not the library's own text).
  it.each([
    ['wrong password', 'auth/wrong-password', /password is not right/],
    ['user not found', 'auth/user-not-found', /No account uses this email/],
    ['email already in use', 'auth/email-already-in-use', /already uses this email/],
    ['too many requests', 'auth/too-many-requests', /Too many tries/],
    ['expired action code', 'auth/expired-action-code', /expired/],
    ['invalid action code', 'auth/invalid-action-code', /not valid any more/],
    ['network failure', 'auth/network-request-failed', /No connection/],
    ['popup blocked', 'auth/popup-blocked', /blocked the sign-in window/],
    ['popup closed', 'auth/popup-closed-by-user', /closed before you finished/],
    ['unauthorized domain', 'auth/unauthorized-domain', /not allowed from this address/],
  ])('%s (%s) has its own message', (_name, code, message) => {
    expect(authErrorMessage(failure(code))).toMatch(message);
    expect(authErrorMessage(failure(code))).not.toContain('Firebase');
  });

  it('phone sign-in codes say what to fix', () => {
    expect(authErrorMessage(failure('auth/invalid-phone-number'))).toBe(AUTH_MESSAGES['auth/invalid-phone-number']);
    expect(authErrorMessage(failure('auth/invalid-verification-code'))).toBe(AUTH_MESSAGES['auth/invalid-verification-code']);
    expect(authErrorMessage(failure('auth/code-expired'))).toBe(AUTH_MESSAGES['auth/code-expired']);
  });

  it('an unknown code, or a failure without one, gets the generic message', () => {
    expect(authErrorMessage(failure('auth/something-new'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorCode({ code: 42 })).toBe('unknown');
  });

  it('logs the action and the code only, never the message the library built (it can hold the email)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = Object.assign(new Error('Firebase: ada@example.com (auth/user-not-found).'), { code: 'auth/user-not-found' });
    expect(logAuthError('password sign-in', error)).toBe(AUTH_MESSAGES['auth/user-not-found']);
    expect(warn).toHaveBeenCalledWith('[auth] password sign-in failed: auth/user-not-found');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('ada@example.com');
  });
});
