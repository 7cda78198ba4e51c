import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../../../lib/i18n/locale';
import { loadTexts } from '../../../lib/i18n/texts';
import { IQ_TESTS_TEXT } from '../area-text';
import { IQ_TESTS_TEXTS } from './iq-tests-texts';

// WCAG 2.5.3 label in name (axe "label-in-name"): a voice user says what they see, so each test card's
// link (IqTestsPage.tsx) must carry its visible words inside its accessible name, in every language.
describe("the IQ tests' start and retake links", () => {
  it.each(APP_LOCALES)('name their test and contain their visible text in %s', async (locale) => {
    await loadTexts(locale, IQ_TESTS_TEXTS.group);
    const text = (key: Parameters<typeof IQ_TESTS_TEXTS.format>[1], values?: Record<string, string>) => IQ_TESTS_TEXTS.format(locale, key, values);
    // The language's own words, not the English fallback.
    if (locale !== 'en') expect(text('retake')).not.toBe(IQ_TESTS_TEXT.retake);
    const title = text('reasoningTitle');
    for (const [visible, name] of [['retake', 'retakeTest'], ['start', 'startTest']] as const) {
      const label = text(name, { test: title });
      expect(label.toLocaleLowerCase(locale)).toContain(text(visible).toLocaleLowerCase(locale));
      // The title comes inside bidi isolates (U+2068 … U+2069).
      expect(label.replace(/[\u2068\u2069]/g, '')).toContain(title);
    }
  });
});
