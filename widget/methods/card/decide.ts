/**
 * The card method's pure decision (issue 11, point 3): what the vault frame's tokenization answer
 * means for the payment. A token goes on to authorize; every failure reason maps to one outcome.
 */
import { failure, withError, type PaymentFailure } from '../../executor/outcome';
import type { CollectedValues, TokenizationResult, TokenizedCard } from '../../vault-frame/protocol';
import { text } from '../../i18n/translator';

export type CardDecision = { readonly kind: 'authorize'; readonly card: TokenizedCard; readonly collected: CollectedValues } | PaymentFailure;

export function decideTokenization(result: TokenizationResult): CardDecision {
  if (result.ok) return { kind: 'authorize', card: result.card, collected: result.collected };
  const detail = `vault (${result.reason}): ${result.message}`;
  switch (result.reason) {
    case 'invalid-form':
      return failure('VALIDATION_FAILED', result.message);
    case 'vault-token-invalid':
      // widget §8 in docs/spec-coverage.md: 'Invalid token' is a session expiry with its own message.
      return failure('AUTHENTICATION_ERROR', detail, text('msg.vaultTokenInvalid'), 'vault-token-invalid');
    case 'vault-url-refused':
    case 'vault-error':
    case 'frame-closed':
      return failure('AUTHENTICATION_ERROR', detail, text('msg.unknownError'));
    case 'frame-unavailable':
      return frameUnavailable(detail);
  }
}

/** widget §8 in docs/spec-coverage.md: the vault frame was not created or never answered its handshake. */
export function frameUnavailable(detail: string): PaymentFailure {
  return withError('IFRAME_CREATION_FAILED', failure('UNKNOWN_ERROR', detail, text('msg.unknownError')));
}
