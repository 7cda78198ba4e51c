import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../../../lib/i18n/locale';
import { leftInEnglish } from '../../../test-support/english-left';
import { ATTEMPT_TEXT } from './messages';
import { RUNNER_TEXTS } from './runner-texts';

const KEYS = Object.keys(ATTEMPT_TEXT) as (keyof typeof ATTEMPT_TEXT)[];
/** Each percentile ordinal form, counts of questions through the plural forms. */
const SAMPLES = [1, 2, 3, 4, 11].map((n) => ({ n, max: 30, se: '4.8', target: '5', percent: '80 %', detail: 'x', question: n, timeLeft: '12:00', test: 'R', minutes: 20, time: '9:12', range: '95–110', ordinal: n, correct: 12, total: 20 }));

describe('the timed test’s texts in the shopper’s language (issue 44)', () => {
  it.each(APP_LOCALES.filter((l) => l !== 'en'))('%s has every text of the runner, none left in English', async (locale) => {
    expect(await leftInEnglish('areaRunner', RUNNER_TEXTS, KEYS, SAMPLES, locale)).toEqual([]);
  });

  it('finds every text when English is held against itself (the check can fail)', async () => {
    expect((await leftInEnglish('areaRunner', RUNNER_TEXTS, KEYS, SAMPLES, 'en')).length).toBe(KEYS.length);
  });
});
