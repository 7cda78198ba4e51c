/**
 * IFRAME_CREATION_FAILED through the drop-in (widget §8 in docs/spec-coverage.md): when the vault frame never
 * announces itself, Pay ends the payment once with the coded error instead of waiting for ever.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPaymentClient } from '../client';
import { FRAME_HANDSHAKE_TIMEOUT_MS } from '../constants';
import { MESSAGES } from '../messages';
import type { PaymentEvents } from './types';

const ASSET = 'https://asset.test';
const EXECUTION = {
  initialResults: [{ body: { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/authorize' } } } }],
  meta: { assetHost: ASSET, vault: { url: `${ASSET}/vault` } },
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a vault frame that never answers', () => {
  it('Pay fails once with IFRAME_CREATION_FAILED and the failure message shown', () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: Parameters<NonNullable<PaymentEvents['onAuthorizeFailed']>>[0][] = [];
    const fetchSpy = vi.fn<typeof fetch>();
    const client = createPaymentClient({
      config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: EXECUTION },
      getBearerToken: async () => 'bearer',
      events: { onAuthorizeFailed: (f) => void failures.push(f) },
      fetch: fetchSpy,
    });
    const target = document.createElement('div');
    document.body.append(target);
    client.createDropIn({ disabledByDefault: false }).mount(target);
    vi.advanceTimersByTime(FRAME_HANDSHAKE_TIMEOUT_MS);
    expect(logged.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/IFRAME_CREATION_FAILED/)]);
    target.querySelector<HTMLButtonElement>('#mm-card-payment-button')?.click();
    expect(failures).toEqual([expect.objectContaining({ code: 'UNKNOWN_ERROR', error: 'IFRAME_CREATION_FAILED', message: MESSAGES.unknownError, paymentMethodCode: 'card' })]);
    expect(target.textContent).toContain(MESSAGES.authorizationFailed);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
