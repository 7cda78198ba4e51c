import { describe, expect, it } from 'vitest';
import { speakPseudoHere } from './pseudo-texts';
import { speaksPseudo } from './texts';
import { SERVICE_ERROR_TEXTS } from '../service-errors/service-error-texts';

describe('the pseudo-locale in the app (issue 44)', () => {
  it('is refused on a production origin: the texts stay English', async () => {
    expect(await speakPseudoHere('https://mindmetric.example')).toBe(false);
    expect(speaksPseudo()).toBe(false);
    expect(SERVICE_ERROR_TEXTS.format('en', 'notFound')).toBe('We could not find this purchase.');
  });

  it('on a test deployment, every part reads its texts in English’s place, marked, accented and longer', async () => {
    expect(await speakPseudoHere('http://localhost:3100')).toBe(true);
    expect(speaksPseudo()).toBe(true);
    const text = SERVICE_ERROR_TEXTS.format('en', 'notFound');
    expect(text).toMatch(/^⟦Ŵé ç[^A-Za-z]*⟧$/);
    expect(text.length).toBeGreaterThan(Math.round('We could not find this purchase.'.length * 1.3));
  });
});
