/**
 * When methods join the drop-in's list: at once when they know, together once every wallet's
 * question to the device is answered, and alone after METHOD_CHECKS_WAIT_MS for a question still open.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METHOD_CHECKS_WAIT_MS } from '../constants';
import { createLogger } from '../logger';
import type { MethodContext, PaymentMethod } from '../methods/types';
import { createItemList } from './item-list';
import { listAvailableMethods } from './method-arrival';

interface Question {
  readonly answer: (yes: boolean) => void;
  readonly fail: (error: Error) => void;
}

function method(id: string, available: boolean | (() => Promise<boolean>)): PaymentMethod {
  return { id, label: id, logo: id, isAvailable: () => (typeof available === 'boolean' ? available : available()), mount: () => ({ destroy: () => undefined }) };
}

/** A wallet whose question to the device stays open until the test answers it. */
function asking(id: string): { method: PaymentMethod; question: () => Question } {
  let open: Question | undefined;
  const m = method(id, () => new Promise<boolean>((answer, fail) => (open = { answer, fail })));
  return { method: m, question: () => open ?? (() => { throw new Error(`${id} was not asked`); })() };
}

function mount(methods: readonly PaymentMethod[], alive = () => true) {
  const list = createItemList('Payment method');
  document.body.replaceChildren(list.element);
  listAvailableMethods({
    methods,
    ctx: {} as MethodContext,
    list,
    logger: createLogger('ERROR', { warn: () => undefined, error: () => undefined }),
    itemOf: (m) => ({ id: m.id, label: m.label, mount: () => () => undefined }),
    alive,
  });
  const shown = () => [...list.element.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((radio) => radio.value);
  return { list, shown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('methods joining the drop-in list', () => {
  it('shows a wallet the device has only once every other wallet has answered, then all in their listed order', async () => {
    const google = asking('googlePay');
    const apple = asking('applePay');
    const { list, shown } = mount([method('card', true), apple.method, google.method, method('paypal', true)]);
    expect(shown()).toEqual(['card', 'paypal']);
    expect(list.element.getAttribute('aria-busy')).toBe('true');

    google.question().answer(true);
    await vi.advanceTimersByTimeAsync(0);
    // Google Pay waits: Apple Pay, listed above it, may still join.
    expect(shown()).toEqual(['card', 'paypal']);

    apple.question().answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual(['card', 'applePay', 'googlePay', 'paypal']);
    expect(list.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('lets the wallets that answered join after the wait, and one that answers later joins alone in its place', async () => {
    const apple = asking('applePay');
    const google = asking('googlePay');
    const { list, shown } = mount([method('card', true), apple.method, google.method]);
    google.question().answer(true);
    await vi.advanceTimersByTimeAsync(METHOD_CHECKS_WAIT_MS - 1);
    expect(shown()).toEqual(['card']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual(['card', 'googlePay']);
    // Apple Pay's question is still open: the list may still grow.
    expect(list.element.getAttribute('aria-busy')).toBe('true');

    apple.question().answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual(['card', 'applePay', 'googlePay']);
    expect(list.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves out a wallet the device lacks or whose question fails, without holding the others', async () => {
    const apple = asking('applePay');
    const google = asking('googlePay');
    const broken = method('broken', () => {
      throw new Error('no device API');
    });
    const { list, shown } = mount([method('card', true), broken, apple.method, google.method, method('absent', false)]);
    apple.question().fail(new Error('SDK blocked'));
    google.question().answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toEqual(['card', 'googlePay']);
    expect(list.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('adds nothing to a drop-in unmounted while a wallet was asking', async () => {
    const google = asking('googlePay');
    let alive = true;
    const { shown } = mount([method('card', true), google.method], () => alive);
    alive = false;
    google.question().answer(true);
    await vi.advanceTimersByTimeAsync(METHOD_CHECKS_WAIT_MS);
    expect(shown()).toEqual(['card']);
  });
});
