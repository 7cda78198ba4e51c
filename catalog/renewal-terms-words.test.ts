/** Issue 44: the renewal terms' translations are versioned with the terms; a changed translation is a new version. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { findPlan } from './plans';
import { priceLine } from './plan-terms';
import { RENEWAL_TERMS_VERSION, RENEWAL_TERMS_VERSIONS } from './renewal-terms';
import { editedLanguages, RENEWAL_TERMS_WORDS, renewalTermsText, termsFingerprint, versionOfWords, type PublishedTerms } from './renewal-terms-words';

const weekly = findPlan('pro_weekly_trial');
if (!weekly) throw new Error('catalog/plans.ts lost the weekly plan');

describe('the renewal terms’ words, version by version (issue 44)', () => {
  it('every published version holds words in all six languages, each matching its pinned fingerprint', () => {
    expect(Object.keys(RENEWAL_TERMS_WORDS)).toEqual([...RENEWAL_TERMS_VERSIONS]);
    for (const version of RENEWAL_TERMS_VERSIONS) {
      const published: PublishedTerms = RENEWAL_TERMS_WORDS[version];
      expect(Object.keys(published.words).sort()).toEqual([...LANGUAGES].sort());
      expect(editedLanguages(published)).toEqual([]);
    }
  });

  it('a changed translation matches no published version until it is published as a new one, and the old version keeps its words', () => {
    const current: PublishedTerms = RENEWAL_TERMS_WORDS[RENEWAL_TERMS_VERSION];
    const changed = { ...current.words.es, renewalOnce: 'Al pagar aceptas un único cargo: {priceLine}.' };
    expect(versionOfWords(RENEWAL_TERMS_WORDS, 'es', current.words.es)).toBe(RENEWAL_TERMS_VERSION);
    expect(versionOfWords(RENEWAL_TERMS_WORDS, 'es', changed)).toBeNull();
    // Edited in place under the same version: caught, and the words of that version refuse to be recorded.
    expect(editedLanguages({ ...current, words: { ...current.words, es: changed } })).toEqual(['es']);
    // Published as a new version: that version names the new words; the old one still names the old.
    const table = { ...RENEWAL_TERMS_WORDS, '2099-01-01': { words: { ...current.words, es: changed }, fingerprints: { ...current.fingerprints, es: termsFingerprint(changed) } } };
    expect(versionOfWords(table, 'es', changed)).toBe('2099-01-01');
    expect(versionOfWords(table, 'es', current.words.es)).toBe(RENEWAL_TERMS_VERSION);
  });

  it('say the plan’s facts in each language: English exactly as catalog/ words the price, Spanish and Arabic their own words with the amounts isolated right to left', () => {
    expect(renewalTermsText(weekly)).toBe(`By paying you agree that your subscription renews automatically: ${priceLine(weekly)}. Cancel any time in your account or from the link in every email.`);
    expect(renewalTermsText(weekly, RENEWAL_TERMS_VERSION, 'es')).toBe('Al pagar aceptas que tu suscripción se renueva automáticamente: 1\u00a0US$ hoy por 7 días, después 19,99\u00a0US$ cada semana hasta que canceles. Cancela cuando quieras en tu cuenta o desde el enlace de cada correo.');
    expect(renewalTermsText(weekly, RENEWAL_TERMS_VERSION, 'ar')).toContain('\u2067\u200f1\u00a0US$\u200e\u2069 اليوم لمدة 7 أيام');
  });
});
