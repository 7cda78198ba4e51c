/**
 * The drop-in's method list says it may still change (aria-busy) while a wallet checks whether it is
 * available, through the real drop-in and its Google Pay method (the reserve rule: method-arrival.test.tsx).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentClient } from '../client';
import { cardExecution } from './card-frame.test-support';

afterEach(() => document.body.replaceChildren());

function mountWithGooglePay() {
  const target = document.createElement('div');
  document.body.append(target);
  const card = cardExecution('https://p/authorize');
  const lookup = card.initialResults[0]?.body;
  if (!lookup) throw new Error('no lookup');
  const googlePay = { paymentMethodCode: 'googlePay', config: { merchantInfo: { merchantId: 'm', merchantName: 'MindMetric' } } };
  const execution = { ...card, initialResults: [{ body: { ...lookup, data: { paymentCompositionOptions: [...lookup.data.paymentCompositionOptions, googlePay] } } }] };
  const client = createPaymentClient({ config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution }, getBearerToken: async () => 'unused' });
  client.createDropIn({ cardForm: {} }).mount(target);
  const list = target.querySelector('fieldset.mm-methods');
  if (!list) throw new Error('no method list');
  return list;
}

describe('the method list while wallets check their availability', () => {
  it('is aria-busy until the last check settles; a wallet that cannot load keeps its row, disabled and marked unavailable', async () => {
    const list = mountWithGooglePay();
    const rows = () => [...list.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((radio) => `${radio.value}${radio.disabled ? ' (disabled)' : ''} ${radio.closest('label')?.textContent ?? ''}`);
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(rows()).toEqual(['card Card', 'google-pay (disabled) Google Pay']);
    // jsdom fetches no script: the Google Pay SDK's script tag fails as a blocked one would.
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="google"]');
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('error'));
    await expect.poll(() => list.hasAttribute('aria-busy')).toBe(false);
    expect(rows()).toEqual(['card Card', 'google-pay (disabled) Google Pay Unavailable']);
  });
});
