import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages';
import type { TokenizationResult } from '../../vault-frame/protocol';
import { decideTokenization } from './decide';

const card = { token: 'tok', bin: '424242', last4: '4242', network: 'visa' as const };
const collected = { storeInstrument: true, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null };
const failed = (reason: Extract<TokenizationResult, { ok: false }>['reason']): TokenizationResult => ({ ok: false, reason, message: 'm' });

describe('decideTokenization', () => {
  it('authorizes with the token and the collected values', () => {
    expect(decideTokenization({ ok: true, card, collected })).toEqual({ kind: 'authorize', card, collected });
  });

  it('an invalid form is VALIDATION_FAILED', () => {
    expect(decideTokenization(failed('invalid-form'))).toMatchObject({ kind: 'failure', code: 'VALIDATION_FAILED' });
  });

  it("the vault's token rejection is a session expiry with the spec's message", () => {
    expect(decideTokenization(failed('vault-token-invalid'))).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.vaultTokenInvalid, reason: 'vault-token-invalid' });
  });

  it('a frame that never answered is UNKNOWN_ERROR with IFRAME_CREATION_FAILED', () => {
    expect(decideTokenization(failed('frame-unavailable'))).toMatchObject({ code: 'UNKNOWN_ERROR', message: MESSAGES.unknownError, error: 'IFRAME_CREATION_FAILED' });
  });

  it.each(['vault-error', 'vault-url-refused', 'frame-closed'] as const)('%s is an unknown error, never a session expiry', (reason) => {
    const outcome = decideTokenization(failed(reason));
    expect(outcome).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: MESSAGES.unknownError });
    expect('reason' in outcome).toBe(false);
    expect('error' in outcome).toBe(false);
  });
});
