/**
 * The Pay button's state (widget §4 in docs/spec-coverage.md): disabled by default until the card form is valid,
 * unless `disabledByDefault: false`; every change is reported once with onPayButtonStateChanged.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardExecution, cardState, jwt, mountCardDropIn, tokenizedCard } from './card-frame.test-support';
import type { DropInOptions } from './types';

const state = (isValid: boolean) => cardState(isValid, null);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function mount(options: DropInOptions = {}) {
  const changes: string[] = [];
  const { fromFrame, payButton } = mountCardDropIn(
    {
      config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/authorize') },
      getBearerToken: async () => 'unused',
      events: { onPayButtonStateChanged: (s) => changes.push(s) },
    },
    options,
  );
  return { changes, fromFrame, pay: payButton };
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

  it('on a click disables Pay and shows its spinner and the loader over the options; a failure enables it again', async () => {
    let answerAuthorize: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answerAuthorize = resolve))));
    const failed = vi.fn();
    const target = mountCardDropIn({
      config: { token: 's', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/authorize') },
      getBearerToken: async () => jwt({ exp: Math.floor(Date.now() / 1000) + 600 }),
      events: { onAuthorizeFailed: failed },
    });
    target.answerTokenization(tokenizedCard(false));
    target.readyWithValidCard();
    const pay = target.payButton();
    const loader = document.querySelector<HTMLElement>('.mm-loader');
    expect([pay?.disabled, pay?.getAttribute('aria-busy'), loader?.hidden]).toEqual([false, null, true]);
    pay?.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect([pay?.disabled, pay?.getAttribute('aria-busy'), pay?.querySelector<HTMLElement>('.mm-spinner')?.hidden, loader?.hidden]).toEqual([true, 'true', false, false]);
    answerAuthorize(new Response('{"message":"provider down"}', { status: 502 }));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce());
    expect([pay?.disabled, pay?.getAttribute('aria-busy'), loader?.hidden]).toEqual([false, 'false', true]);
  });
});
