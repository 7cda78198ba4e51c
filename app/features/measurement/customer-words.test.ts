import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appCataloguePath } from '../../text-registry/app-messages.vite';
import { APP_LOCALES, type AppLocale } from '../../lib/i18n/locale';
import { APP_ENGLISH_TEXTS } from '../../text-registry/sources';

/** The sentences members read about what the comparison and the scores rest on. */
const IDS = ['members.synthetic', 'areaCompare.syntheticLead', 'areaCompare.byCountrySynthetic', 'measurement.provisional', 'measurement.calibrated'];

/** Words of our own workshop that mean nothing to a customer (the simulator, seeding, "provisional", "synthetic"). */
const INTERNAL = /simulat|seed|provisional|provisori|provisoire|synthe|synthé|sintétic|اصطناع/i;

const textsOf = (locale: AppLocale): Readonly<Record<string, string>> =>
  locale === 'en' ? APP_ENGLISH_TEXTS : (JSON.parse(readFileSync(appCataloguePath(locale), 'utf8')) as Record<string, string>);

describe('members read customer words about the comparison and the scores (issue 41)', () => {
  it.each(APP_LOCALES)('%s: what the comparison and the scores rest on, without internal notes', (locale) => {
    const texts = textsOf(locale);
    for (const id of IDS) {
      const text = texts[id];
      expect(text, `${locale} ${id}`).toBeDefined();
      expect(text?.replace(/\{\w+\}/g, ''), `${locale} ${id}`).not.toMatch(INTERNAL);
    }
    // The interval is what tells how precise a score is: the calibration sentence says so.
    expect(texts['measurement.provisional']).toMatch(/95/);
  });
});
