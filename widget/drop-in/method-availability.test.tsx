/**
 * The drop-in's method list says it is still growing (aria-busy) while a wallet checks whether it is
 * available, through the real drop-in and its Google Pay method (the timing rules: method-arrival.test.tsx).
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
  it('is aria-busy until the last check settles, and stops being busy when a wallet cannot load', async () => {
    const list = mountWithGooglePay();
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect([...list.querySelectorAll('input[type=radio]')].map((radio) => (radio as HTMLInputElement).value)).toEqual(['card']);
    // jsdom fetches no script: the Google Pay SDK's script tag fails as a blocked one would.
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="google"]');
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('error'));
    await expect.poll(() => list.hasAttribute('aria-busy')).toBe(false);
    expect([...list.querySelectorAll('input[type=radio]')].map((radio) => (radio as HTMLInputElement).value)).toEqual(['card']);
  });
});
