/**
 * Pure mapping of failed payment calls to outcomes (widget §8 in docs/spec-coverage.md). Shared by authorize,
 * confirm and the poll decision so that the same error reads the same way everywhere.
 */
import type { ApiResult } from '../http/payment-api';
import { assertNever } from './assert-never';
import { INVALID_VAULT_TOKEN_TEXT } from './executor-messages';
import { failure, type PaymentFailure } from './outcome';
import { text } from '../i18n/translator';

export type FailedAnswer = Exclude<ApiResult, { kind: 'ok' }>;

const isUnauthorizedStatus = (status: number): boolean => status === 401 || status === 403;

/** The readable text of anything thrown or answered, for the 'Invalid token' check. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return String(error);
  } catch {
    // An object without a usable toString (null prototype) must not turn a failure into a crash.
    return Object.prototype.toString.call(error);
  }
}

/** The vault rejected its token if any error text says so. */
const isVaultTokenRejection = (text: string): boolean => text.includes(INVALID_VAULT_TOKEN_TEXT);

/**
 * The token rejections that end a payment wherever they come from, or null when the caller decides.
 * 401/403 is checked first: the status is more certain than a phrase in a body.
 */
export function tokenRejection(where: string, answer: FailedAnswer): PaymentFailure | null {
  switch (answer.kind) {
    case 'http-error':
      if (isUnauthorizedStatus(answer.status)) {
        return failure('AUTHENTICATION_ERROR', `${where}: HTTP ${answer.status} unauthorized`, text('msg.apiTokenInvalid'), 'api-token-invalid');
      }
      return isVaultTokenRejection(answer.text)
        ? failure('AUTHENTICATION_ERROR', `${where}: HTTP ${answer.status} invalid vault token`, text('msg.vaultTokenInvalid'), 'vault-token-invalid')
        : null;
    case 'network-error':
      return isVaultTokenRejection(errorText(answer.cause))
        ? failure('AUTHENTICATION_ERROR', `${where}: invalid vault token (${errorText(answer.cause)})`, text('msg.vaultTokenInvalid'), 'vault-token-invalid')
        : null;
    case 'malformed':
      // A 2xx body is not an error text, so it is never read as a token rejection.
      return null;
    default:
      return assertNever(answer);
  }
}

/** A failed single call (authorize or confirm): these are not retried, since each try carries a fresh idempotency key. */
export function callFailure(where: 'authorize' | 'confirm' | 'pay' | 'card-save', answer: FailedAnswer): PaymentFailure {
  const rejected = tokenRejection(where, answer);
  if (rejected) return rejected;
  switch (answer.kind) {
    case 'http-error':
      return failure(
        'AUTHORIZATION_ERROR',
        answer.status === 429 ? `${where}: HTTP 429 too many requests` : `${where}: HTTP ${answer.status} unsuccessful`,
      );
    case 'malformed':
      return failure('AUTHORIZATION_ERROR', `${where}: HTTP ${answer.status} answer is not JSON`);
    case 'network-error':
      return failure('AUTHENTICATION_ERROR', `${where}: unknown API error (${errorText(answer.cause)})`, text('msg.unknownError'));
    default:
      return assertNever(answer);
  }
}

/** Something threw where nothing should: an unknown error, reported as AUTHENTICATION_ERROR (widget §8 in docs/spec-coverage.md). */
export function thrownFailure(where: string, error: unknown): PaymentFailure {
  const said = errorText(error);
  return isVaultTokenRejection(said)
    ? failure('AUTHENTICATION_ERROR', `${where}: invalid vault token (${said})`, text('msg.vaultTokenInvalid'), 'vault-token-invalid')
    : failure('AUTHENTICATION_ERROR', `${where}: unknown error (${said})`, text('msg.unknownError'));
}
