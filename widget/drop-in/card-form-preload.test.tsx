/**
 * Card-form asset preload (widget §2 and §7 in docs/spec-coverage.md): mounting a drop-in with a card method
 * opens the connection to the asset host and prefetches the card icons, once per document; a
 * drop-in without a card method preloads nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPaymentClient } from '../client';

const ASSET = 'https://asset.test';
const execution = (methods: string[]) => ({
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: methods.map((paymentMethodCode) => ({ paymentMethodCode, config: { paymentMethod: 'pix' } })) }, links: { authorize: { href: 'https://p/authorize' } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
});

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function mount(methods: string[]) {
  const client = createPaymentClient({ config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: execution(methods) }, getBearerToken: async () => 'b' });
  const target = document.createElement('div');
  document.body.append(target);
  const dropIn = client.createDropIn();
  dropIn.mount(target);
  return dropIn;
}

const links = () => [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.href}`);

describe('card-form asset preload', () => {
  it('a drop-in with the card method preconnects to the asset host and prefetches the card icons, once', () => {
    const first = mount(['card']);
    const expected = [
      `preconnect ${ASSET}/`,
      `prefetch ${ASSET}/sdk/icons/card.svg`,
      `prefetch ${ASSET}/sdk/icons/visa.svg`,
      `prefetch ${ASSET}/sdk/icons/mastercard.svg`,
      `prefetch ${ASSET}/sdk/icons/amex.svg`,
    ];
    expect(links()).toEqual(expected);
    first.unmount();
    mount(['card']);
    expect(links()).toEqual(expected);
  });

  it('a drop-in without a card method preloads nothing', () => {
    mount(['genericRedirect']);
    expect(links()).toEqual([]);
  });
});
