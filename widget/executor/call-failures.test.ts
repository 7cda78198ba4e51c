import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { callFailure, errorText, thrownFailure, tokenRejection } from './call-failures';
import { failure, isSessionExpiry } from './outcome';

describe('call failures', () => {
  it('checks 401/403 before the "Invalid token" text', () => {
    expect(callFailure('authorize', { kind: 'http-error', status: 403, text: 'Invalid token' })).toMatchObject({ message: MESSAGES.apiTokenInvalid });
  });

  it('matches "Invalid token" case-sensitively', () => {
    expect(callFailure('authorize', { kind: 'http-error', status: 400, text: 'invalid token' })).toMatchObject({ code: 'AUTHORIZATION_ERROR' });
  });

  it('reports anything thrown as an unknown AUTHENTICATION_ERROR, or as the vault token message', () => {
    expect(thrownFailure('poll', new Error('boom'))).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.unknownError });
    expect(thrownFailure('poll', 'Invalid token')).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.vaultTokenInvalid });
  });

  it('reads a text out of anything, even an object without toString', () => {
    expect(errorText(Object.create(null))).toBe('[object Object]');
    expect(errorText(undefined)).toBe('undefined');
  });
});

describe('every failed call names where and why (the detail the host page receives)', () => {
  it('maps each refused call to its code, message and detail', () => {
    expect(callFailure('confirm', { kind: 'http-error', status: 429, text: '' })).toEqual({
      kind: 'failure',
      code: 'AUTHORIZATION_ERROR',
      message: MESSAGES.authorizationFailed,
      detail: 'confirm: HTTP 429 too many requests',
    });
    expect(callFailure('confirm', { kind: 'http-error', status: 500, text: 'oops' })).toMatchObject({ code: 'AUTHORIZATION_ERROR', detail: 'confirm: HTTP 500 unsuccessful' });
    expect(callFailure('pay', { kind: 'malformed', status: 200, text: 'OK', cause: new SyntaxError('x') })).toEqual({
      kind: 'failure',
      code: 'AUTHORIZATION_ERROR',
      message: MESSAGES.authorizationFailed,
      detail: 'pay: HTTP 200 answer is not JSON',
    });
    expect(callFailure('authorize', { kind: 'network-error', cause: new TypeError('fetch failed') })).toEqual({
      kind: 'failure',
      code: 'AUTHENTICATION_ERROR',
      message: MESSAGES.unknownError,
      detail: 'authorize: unknown API error (fetch failed)',
    });
  });

  it('reads token rejections with their reason, and leaves every other failure to the caller', () => {
    expect(tokenRejection('poll', { kind: 'http-error', status: 401, text: '' })).toEqual({
      kind: 'failure',
      code: 'AUTHENTICATION_ERROR',
      message: MESSAGES.apiTokenInvalid,
      detail: 'poll: HTTP 401 unauthorized',
      reason: 'api-token-invalid',
    });
    expect(tokenRejection('poll', { kind: 'http-error', status: 400, text: '{"error":"Invalid token"}' })).toEqual({
      kind: 'failure',
      code: 'AUTHENTICATION_ERROR',
      message: MESSAGES.vaultTokenInvalid,
      detail: 'poll: HTTP 400 invalid vault token',
      reason: 'vault-token-invalid',
    });
    expect(tokenRejection('poll', { kind: 'network-error', cause: new Error('Invalid token') })).toEqual({
      kind: 'failure',
      code: 'AUTHENTICATION_ERROR',
      message: MESSAGES.vaultTokenInvalid,
      detail: 'poll: invalid vault token (Invalid token)',
      reason: 'vault-token-invalid',
    });
    expect(tokenRejection('poll', { kind: 'network-error', cause: new Error('offline') })).toBeNull();
    expect(tokenRejection('poll', { kind: 'http-error', status: 500, text: '' })).toBeNull();
    expect(tokenRejection('poll', { kind: 'malformed', status: 200, text: 'Invalid token', cause: null })).toBeNull();
  });

  it('names what was thrown and where', () => {
    expect(thrownFailure('poll', new Error('boom'))).toEqual({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.unknownError, detail: 'poll: unknown error (boom)' });
    expect(thrownFailure('pay', new Error('Invalid token'))).toEqual({
      kind: 'failure',
      code: 'AUTHENTICATION_ERROR',
      message: MESSAGES.vaultTokenInvalid,
      detail: 'pay: invalid vault token (Invalid token)',
      reason: 'vault-token-invalid',
    });
  });

  it('reads an error by its message, a string as itself, anything else as its text', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText('plain')).toBe('plain');
    expect(errorText(42)).toBe('42');
    expect(errorText({ toString: () => 'custom' })).toBe('custom');
  });
});

describe('isSessionExpiry', () => {
  it('is true for a rejected API or vault token only', () => {
    expect(isSessionExpiry(failure('AUTHENTICATION_ERROR', 'x', 'm', 'api-token-invalid'))).toBe(true);
    expect(isSessionExpiry(failure('AUTHENTICATION_ERROR', 'x', 'm', 'vault-token-invalid'))).toBe(true);
    expect(isSessionExpiry(failure('AUTHORIZATION_ERROR', 'x', 'm', 'three-ds-failed'))).toBe(false);
    expect(isSessionExpiry(failure('AUTHENTICATION_ERROR', 'x'))).toBe(false);
  });
});
