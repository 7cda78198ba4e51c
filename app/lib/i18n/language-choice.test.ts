import { describe, expect, it, vi } from 'vitest';
import { chosenLanguage, isLanguage, rememberLanguage } from './language-choice';
import { accountLanguage, onAccountLanguage, setAccountLanguage } from './account-choice';

const saved = vi.hoisted(() => ({ languages: [] as string[] }));
vi.mock('./account-language', () => ({ saveAccountLanguage: (language: string) => void saved.languages.push(language), fetchAccountLanguage: () => Promise.resolve(null) }));

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

  it('puts the signed-in person’s stored choice after the flag and before this device’s memory (issue 33)', () => {
    const remembered = storage({ 'mm.lang': 'de' });
    expect(chosenLanguage('?lang=fr', remembered, 'es')).toBe('fr');
    expect(chosenLanguage('', remembered, 'es')).toBe('es');
    expect(chosenLanguage('', remembered, null)).toBe('de');
  });

  it('keeps a choice made while signed in with the account, and tells the pages; signed out, only on the device', async () => {
    const heard: (string | null)[] = [];
    const stop = onAccountLanguage(() => heard.push(accountLanguage()));
    rememberLanguage('ar', storage(), () => true);
    expect(heard).toEqual(['ar']);
    await vi.waitFor(() => expect(saved.languages).toEqual(['ar']));
    rememberLanguage('de', storage(), () => false);
    await Promise.resolve();
    expect(saved.languages).toEqual(['ar']);
    expect(accountLanguage()).toBe('ar');
    stop();
    setAccountLanguage(null);
  });
});
