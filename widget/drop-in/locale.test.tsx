/**
 * The drop-in's `locale` option (issue 33): the option, else the browser's language, else English;
 * the drop-in, the vault frame's URL and the provider pages it opens all carry it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/translator';
import { createPaymentClient } from '../client';
import { cardExecution } from './card-frame.test-support';
import type { DropInOptions } from './types';

afterEach(() => {
  expect(activateLocale('en')).toBe(true);
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function mount(options: DropInOptions = {}) {
  const target = document.createElement('div');
  document.body.append(target);
  const client = createPaymentClient({ config: { token: 's', amount: { value: '1.00', currency: 'BRL' }, execution: cardExecution('https://p/authorize') }, getBearerToken: async () => 'unused' });
  client.createDropIn({ cardForm: {}, ...options }).mount(target);
  return {
    root: () => target.querySelector<HTMLElement>('.mm-dropin'),
    pay: () => target.querySelector('#mm-card-payment-button')?.textContent,
    frame: () => target.querySelector('iframe'),
  };
}

describe('the drop-in’s language', () => {
  it('is English at once by default, with the spec’s Pay label', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    const dropIn = mount();
    expect([dropIn.root()?.lang, dropIn.root()?.dir, dropIn.pay()]).toEqual(['en', 'ltr', 'Pay']);
    expect(new URL(dropIn.frame()?.src ?? '').searchParams.get('locale')).toBe('en');
  });

  it('follows the `locale` option once its catalogue loads: Arabic is right to left, and the frame is asked for it', async () => {
    const dropIn = mount({ locale: 'ar-EG' });
    expect(dropIn.root()).toBeNull();
    await vi.waitFor(() => expect(dropIn.root()).not.toBeNull());
    expect([dropIn.root()?.lang, dropIn.root()?.dir, dropIn.pay()]).toEqual(['ar', 'rtl', 'ادفع']);
    expect(dropIn.root()?.querySelector('label')?.textContent).toContain('بطاقة');
    expect(dropIn.frame()?.title).toBe('حقول آمنة لبيانات البطاقة');
    expect(new URL(dropIn.frame()?.src ?? '').searchParams.get('locale')).toBe('ar');
  });

  it('takes the browser’s language without any option (de-DE is German)', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
    const dropIn = mount();
    await vi.waitFor(() => expect(dropIn.pay()).toBe('Bezahlen'));
    expect(dropIn.root()?.lang).toBe('de');
  });

  it('draws nothing once unmounted before the catalogue arrived', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const dropIn = createPaymentClient({ config: { token: 's', amount: { value: '1.00', currency: 'EUR' }, execution: cardExecution('https://p/authorize') }, getBearerToken: async () => 'unused' }).createDropIn({ locale: 'fr' });
    dropIn.mount(target);
    dropIn.unmount();
    await activateLocale('fr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(target.children.length).toBe(0);
  });
});
