import { describe, expect, it } from 'vitest';
import spanish from '../i18n/catalogues/es.json' with { type: 'json' };
import { HttpError } from '../fetch-json';
import { PROBLEMS } from '../../../contracts/problems';
import { SCENARIO_IDS } from '../../../scenarios/ids';
import { APP_LOCALES } from '../i18n/locale';
import { loadTexts } from '../i18n/texts';
import { NOT_SHOWN_HERE, serviceErrorKey, SERVICE_ERROR_TEXT } from './service-error-text';
import { serviceErrorText } from './service-error-texts';

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

  it('gives no key for an unknown code, a missing one or a body that is not a problem', () => {
    for (const body of [{ code: 'brand-new-code', error: 'For developers only.' }, { error: 'No code here.' }, { code: 42 }, { code: 'constructor' }, { code: 'toString' }, 'Bad Gateway', null, undefined]) {
      expect(serviceErrorKey(body)).toBeNull();
    }
  });

  it('has a text for every code the service’s problem catalogue can answer, or says why the app never shows it', () => {
    const without = Object.keys(PROBLEMS).filter((code) => serviceErrorKey({ code }) === null && !Object.hasOwn(NOT_SHOWN_HERE, code));
    expect(without).toEqual([]);
    // The exceptions are codes the service really has, not stale names.
    expect(Object.keys(NOT_SHOWN_HERE).filter((code) => !Object.hasOwn(PROBLEMS, code))).toEqual([]);
  });

  it('shows a code without a text as the service’s own detail, never a generic fallback; the fallback only when nothing was said', () => {
    const brandNew = new HttpError(409, { code: 'brand-new-code', detail: 'The brand-new rule refused this.', error: 'The brand-new rule refused this.' });
    expect(serviceErrorText(brandNew, 'Something went wrong', 'en')).toBe('The brand-new rule refused this.');
    expect(serviceErrorText(new HttpError(502, 'Bad Gateway'), 'Something went wrong', 'en')).toBe('Something went wrong');
    expect(serviceErrorText(new TypeError('Failed to fetch'), 'Something went wrong', 'en')).toBe('Something went wrong');
  });

  it.each(APP_LOCALES)('names an unknown ?scenario= id and lists the valid ones in %s', async (locale) => {
    await loadTexts(locale);
    const validIds = [...SCENARIO_IDS];
    const refused = new HttpError(400, { code: 'unknown-scenario', scenario: 'declinedd', validIds, detail: 'Unknown scenario "declinedd".', error: 'Unknown scenario "declinedd".' });
    const text = serviceErrorText(refused, 'Something went wrong', locale);
    expect(text).toContain('declinedd');
    expect(text).toContain(validIds.join(', '));
    if (locale !== 'en') expect(text).not.toContain('There is no test scenario');
  });
});
