import { describe, expect, it } from 'vitest';
import spanish from '../i18n/catalogues/es.json' with { type: 'json' };
import { serviceErrorKey, SERVICE_ERROR_TEXT } from './service-error-text';

describe('the service’s refusals on a shopper’s screen (issue 33)', () => {
  it('maps a known code to its catalogue text, never the service’s English detail', () => {
    const body = { type: 'about:blank#session-expired', title: 'The payment session expired.', status: 401, code: 'session-expired', detail: 'Session tok_1 expired at 10:00.', error: 'Session tok_1 expired at 10:00.' };
    expect(serviceErrorKey(body)).toBe('sessionExpired');
    expect(SERVICE_ERROR_TEXT.sessionExpired).not.toBe(body.error);
    expect(spanish['errors.sessionExpired']).toBe('Tu sesión de pago ha caducado. Recarga la página para empezar de nuevo.');
  });

  it('reads a known reason before its code', () => {
    expect(serviceErrorKey({ code: 'payment-not-authorized', reason: 'no-stored-instrument' })).toBe('noStoredInstrument');
    expect(serviceErrorKey({ code: 'payment-not-authorized', reason: 'payment-declined' })).toBe('walletDeclined');
    // An unknown reason falls back to its code's text.
    expect(serviceErrorKey({ code: 'conflict', reason: 'sitting-closed' })).toBe('conflict');
  });

  it('gives no key for an unknown code, a missing one or a body that is not a problem: the caller shows its generic text', () => {
    for (const body of [{ code: 'brand-new-code', error: 'For developers only.' }, { error: 'No code here.' }, { code: 42 }, { code: 'constructor' }, { code: 'toString' }, 'Bad Gateway', null, undefined]) {
      expect(serviceErrorKey(body)).toBeNull();
    }
  });
});
