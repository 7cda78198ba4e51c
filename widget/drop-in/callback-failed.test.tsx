/**
 * CALLBACK_FAILED (widget §8 in docs/spec-coverage.md): a host callback that vetoes (returns false) or throws
 * ends the payment once with VALIDATION_FAILED, and the failure names the coded error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import { BUS, type CardFormState } from '../vault-frame/protocol';
import type { PaymentEvents } from './types';

const ASSET = 'https://asset.test';
const EXECUTION = {
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/authorize' } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
};
const valid: CardFormState = { isValid: true, cardNetwork: 'visa', bin: null, billingAddress: null, elements: {} };

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

async function payWith(onPaymentButtonClicked: PaymentEvents['onPaymentButtonClicked']) {
  const failures: Parameters<NonNullable<PaymentEvents['onAuthorizeFailed']>>[0][] = [];
  const fetchSpy = vi.fn<typeof fetch>();
  const client = createPaymentClient({
    config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION },
    getBearerToken: async () => 'bearer',
    events: { onPaymentButtonClicked, onAuthorizeFailed: (f) => void failures.push(f) },
    fetch: fetchSpy,
  });
  const target = document.createElement('div');
  document.body.append(target);
  client.createDropIn().mount(target);
  const frameWindow = target.querySelector('iframe')?.contentWindow;
  window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, type: 'CHANGE', state: valid }, origin: ASSET, source: frameWindow }));
  target.querySelector<HTMLButtonElement>('#mm-card-payment-button')?.click();
  await vi.waitFor(() => expect(failures).toHaveLength(1));
  return { failures, fetchSpy };
}

describe('a host callback that fails', () => {
  it('a veto (false) is VALIDATION_FAILED with CALLBACK_FAILED, and nothing is sent', async () => {
    const { failures, fetchSpy } = await payWith(() => false);
    expect(failures[0]).toMatchObject({ code: 'VALIDATION_FAILED', error: 'CALLBACK_FAILED', paymentMethodCode: 'card' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a throw is VALIDATION_FAILED with CALLBACK_FAILED, logged with what it threw', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = new Error('host bug');
    const { failures } = await payWith(() => {
      throw boom;
    });
    expect(failures[0]).toMatchObject({ code: 'VALIDATION_FAILED', error: 'CALLBACK_FAILED' });
    expect(logged.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/^CALLBACK_FAILED: .*onPaymentButtonClicked threw: host bug/));
  });

});
