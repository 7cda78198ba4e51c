/**
 * Success, pending and failure each replace the payment options (app §2 and §4 in docs/spec-coverage.md,
 * widget §4 in docs/spec-coverage.md). A failure shows its message where the options were, announced (role alert)
 * with "Try again" focused; Try again gives the options back as they were left. The host may answer
 * onAuthorizeFailed with its own text. Driven through createPaymentClient and the Pay button.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { cardExecution, jwt, mountCardDropIn } from './card-frame.test-support';
import type { PaymentEvents } from './types';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const statuses = (...codes: string[]) => ({ status: codes.map((code, i) => ({ code, time: `2026-01-01T00:00:0${i}Z` })) });

/** A card payment whose polls answer `final` (after authorizeRequested). */
function mount(final: string | null, events: PaymentEvents = {}) {
  const fetchImpl = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith('/authorize') ? json(200, { links: { execution: { href: 'https://p/exec' } } }) : json(200, statuses('authorizeRequested', ...(final ? [final] : ['authorizePending']))),
  );
  const dropIn = mountCardDropIn({
    config: { token: 't', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/authorize') },
    getBearerToken: async () => jwt({ exp: Math.floor(Date.now() / 1000) + 3600 }),
    events,
    fetch: fetchImpl,
    sleep: async () => {},
  });
  dropIn.answerTokenization({ ok: true, card: { token: 'tok', bin: '42424242', last4: '4242', network: 'visa' }, collected: { storeInstrument: false, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null } });
  dropIn.readyWithValidCard();
  const options = () => document.querySelector<HTMLFieldSetElement>('fieldset.mm-methods');
  const retry = () => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === MESSAGES.tryAgain);
  return { ...dropIn, options, retry };
}

describe('payment outcomes replace the options', () => {
  it('a failure shows its message and a focused "Try again" in place of the options; Try again restores them as left', async () => {
    const onAuthorizeFailed = vi.fn();
    const d = mount('authorizeFailed', { onAuthorizeFailed });
    await d.payUntilFailure(onAuthorizeFailed);
    expect(onAuthorizeFailed).toHaveBeenCalledWith(expect.objectContaining({ code: 'AUTHORIZATION_ERROR' }));
    expect(d.options()?.hidden).toBe(true);
    expect(d.message()?.textContent).toBe(MESSAGES.authorizationFailed);
    expect(d.message()?.hidden).toBe(false);
    expect(d.retry()?.hidden).toBe(false);
    expect(document.activeElement).toBe(d.retry());

    d.retry()?.click();
    expect(d.options()?.hidden).toBe(false);
    expect(d.message()?.hidden).toBe(true);
    expect(d.retry()?.hidden).toBe(true);
    // The card item is still the active one, with its Pay button ready: retrying is one press away.
    expect(document.querySelector<HTMLInputElement>('input[type=radio][value=card]')?.checked).toBe(true);
    expect(d.payButton()?.disabled).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('input[type=radio][value=card]'));
  });

  it("shows the host's text when onAuthorizeFailed answers one", async () => {
    const onAuthorizeFailed = vi.fn(() => 'Your bank said no. Try another card.');
    const d = mount('authorizeFailed', { onAuthorizeFailed });
    await d.payUntilFailure(onAuthorizeFailed);
    expect(d.message()?.textContent).toBe('Your bank said no. Try another card.');
  });

  it.each([
    ['authorizeSuccessful', 'onAuthorizeSuccess'],
    [null, 'onPaymentPending'],
  ] as const)('ends in %s: %s, and the options are hidden', async (final, event) => {
    const ended = vi.fn();
    const d = mount(final, { [event]: ended });
    d.payButton()?.click();
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(d.options()?.hidden).toBe(true);
    expect(d.retry()?.hidden).toBe(true);
  });
});
