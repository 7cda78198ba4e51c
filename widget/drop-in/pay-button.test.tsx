/**
 * The Pay button's state (widget-spec section 4): disabled by default until the card form is valid,
 * unless `disabledByDefault: false`; every change is reported once with onPayButtonStateChanged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import { BUS, type CardFormState } from '../vault-frame/protocol';
import type { DropInOptions } from './types';

const ASSET = 'https://asset.test';
const EXECUTION = {
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/authorize' } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
};
const state = (isValid: boolean): CardFormState => ({ isValid, cardNetwork: 'visa', bin: null, billingAddress: null, elements: {} });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function mount(options: DropInOptions = {}) {
  const changes: string[] = [];
  const client = createPaymentClient({
    config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION },
    getBearerToken: async () => 'unused',
    events: { onPayButtonStateChanged: (s) => changes.push(s) },
  });
  const target = document.createElement('div');
  document.body.append(target);
  client.createDropIn(options).mount(target);
  const frameWindow = target.querySelector('iframe')?.contentWindow;
  const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...data }, origin: ASSET, source: frameWindow }));
  const pay = () => target.querySelector<HTMLButtonElement>('#mm-card-payment-button');
  return { changes, fromFrame, pay };
}

describe('the Pay button state', () => {
  it('starts disabled, follows the form validity and reports each change once', () => {
    const { changes, fromFrame, pay } = mount();
    expect(pay()?.disabled).toBe(true);
    fromFrame({ type: 'CHANGE', state: state(false) });
    fromFrame({ type: 'CHANGE', state: state(true) });
    fromFrame({ type: 'CHANGE', state: state(true) });
    expect(pay()?.disabled).toBe(false);
    fromFrame({ type: 'CHANGE', state: state(false) });
    expect(pay()?.disabled).toBe(true);
    expect(changes).toEqual(['disabled', 'enabled', 'disabled']);
  });

  it('is enabled at once with disabledByDefault: false', () => {
    const { changes, pay } = mount({ disabledByDefault: false });
    expect(pay()?.disabled).toBe(false);
    expect(changes).toEqual(['enabled']);
  });
});
