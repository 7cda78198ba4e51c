import { describe, expect, it } from 'vitest';
import { chosenLanguage, isLanguage, rememberLanguage } from './language-choice';

const storage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('the shopper’s language choice (issue 33)', () => {
  it('takes the lang flag first, then the remembered choice, else none (the browser decides)', () => {
    const remembered = storage({ 'mm.lang': 'de' });
    expect(chosenLanguage('?lang=pt-BR&scenario=success', remembered)).toBe('pt-BR');
    expect(chosenLanguage('?scenario=success', remembered)).toBe('de');
    expect(chosenLanguage('', storage())).toBeNull();
    expect(chosenLanguage('', null)).toBeNull();
  });

  it('remembers a choice and ignores a stored value that is not one of its languages', () => {
    const device = storage({ 'mm.lang': 'klingon' });
    expect(chosenLanguage('', device)).toBeNull();
    rememberLanguage('ar', device);
    expect(chosenLanguage('', device)).toBe('ar');
  });

  it('survives a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberLanguage('fr', blocked)).not.toThrow();
    expect(chosenLanguage('', blocked)).toBeNull();
    expect([isLanguage('fr'), isLanguage('toString')]).toEqual([true, false]);
  });
});
