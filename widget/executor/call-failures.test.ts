import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { callFailure, errorText, thrownFailure } from './call-failures';
import { EXECUTOR_MESSAGES } from './executor-messages';

describe('call failures', () => {
  it('checks 401/403 before the "Invalid token" text', () => {
    expect(callFailure('authorize', { kind: 'http-error', status: 403, text: 'Invalid token' })).toMatchObject({ message: EXECUTOR_MESSAGES.apiTokenInvalid });
  });

  it('matches "Invalid token" case-sensitively', () => {
    expect(callFailure('authorize', { kind: 'http-error', status: 400, text: 'invalid token' })).toMatchObject({ code: 'AUTHORIZATION_ERROR' });
  });

  it('reports anything thrown as an unknown AUTHENTICATION_ERROR, or as the vault token message', () => {
    expect(thrownFailure('poll', new Error('boom'))).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.unknownError });
    expect(thrownFailure('poll', 'Invalid token')).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: EXECUTOR_MESSAGES.vaultTokenInvalid });
  });

  it('reads a text out of anything, even an object without toString', () => {
    expect(errorText(Object.create(null))).toBe('[object Object]');
    expect(errorText(undefined)).toBe('undefined');
  });
});
