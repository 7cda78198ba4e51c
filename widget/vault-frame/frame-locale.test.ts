// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/translator';
import { createVaultFrame } from './create-vault-frame';
import { readFrameLocale } from './frame-params';

const label = (id: string) => document.querySelector(`label[for=${id}]`)?.textContent;

afterEach(() => {
  expect(activateLocale('en')).toBe(true);
  vi.restoreAllMocks();
});

describe('the vault frame speaks the host’s language (issue 33)', () => {
  it('reads `locale` from its URL: a language it has, else English', () => {
    expect(readFrameLocale('?parent=x&locale=pt-BR')).toBe('pt-BR');
    expect(readFrameLocale('?parent=x&locale=xx')).toBe('en');
    expect(readFrameLocale('?parent=x')).toBe('en');
  });

  it('labels its fields and page in the active language, mirrored for Arabic', async () => {
    await activateLocale('ar');
    document.body.innerHTML = '<main id="vault-root"></main>';
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const frame = createVaultFrame({ document, location: { origin: 'https://assets.test', search: '?parent=https%3A%2F%2Fapp.test&locale=ar' }, parent: window, fetch, storage: null });
    await vi.waitFor(() => expect(document.querySelectorAll('.vf-row').length).toBeGreaterThan(0));
    expect([document.documentElement.lang, document.documentElement.dir, document.title]).toEqual(['ar', 'rtl', 'حقول البطاقة الآمنة']);
    expect([label('vf-holder'), label('vf-number'), label('vf-expiry'), label('vf-cvv')]).toEqual(['الاسم على البطاقة', 'رقم البطاقة', 'تاريخ الانتهاء (MM/YY)', 'رمز الأمان']);
    frame.destroy();
  });
});
