/**
 * The reserve rule of the drop-in's list (issue 45): every row is drawn at once in the listed order; a wallet
 * still asking the device holds its row, disabled, and its answer never adds, removes or moves a row.
 */
import { afterEach, describe, expect, it } from 'vitest';
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

function mount(methods: readonly PaymentMethod[]) {
  const list = createItemList('Payment method');
  document.body.replaceChildren(list.element);
  listAvailableMethods({
    methods,
    ctx: {} as MethodContext,
    list,
    logger: createLogger('ERROR', { warn: () => undefined, error: () => undefined }),
    itemOf: (m) => ({ id: m.id, label: m.label, mount: () => () => undefined }),
  });
  const radios = () => [...list.element.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  /** Each row in order, as "id" when it can be chosen, "(id)" when not, with its label's text. */
  const shown = () => radios().map((radio) => `${radio.disabled ? `(${radio.value})` : radio.value} ${radio.closest('label')?.textContent ?? ''}`.trim());
  const rows = () => [...list.element.querySelectorAll('.mm-item')];
  return { list, shown, rows };
}

/** Lets the answered questions' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('the rows of the drop-in list', () => {
  it('are all drawn at once in the listed order, a wallet still asking holding its row disabled until it answers yes', async () => {
    const apple = asking('applePay');
    const google = asking('googlePay');
    const { list, shown, rows } = mount([method('card', true), apple.method, google.method, method('paypal', true)]);
    const first = rows();
    expect(shown()).toEqual(['card card', '(applePay) applePay', '(googlePay) googlePay', 'paypal paypal']);
    expect(list.element.getAttribute('aria-busy')).toBe('true');

    google.question().answer(true);
    await settle();
    expect(shown()).toEqual(['card card', '(applePay) applePay', 'googlePay googlePay', 'paypal paypal']);
    // Apple Pay's question is still open: the list may still change.
    expect(list.element.getAttribute('aria-busy')).toBe('true');

    apple.question().answer(true);
    await settle();
    expect(shown()).toEqual(['card card', 'applePay applePay', 'googlePay googlePay', 'paypal paypal']);
    expect(list.element.hasAttribute('aria-busy')).toBe(false);
    // The same rows, in the same places: nothing was added, removed or moved.
    expect(rows()).toEqual(first);
  });

  it('keeps the row of a wallet the device lacks, or whose question fails, disabled and marked unavailable: no row under it moves up', async () => {
    const apple = asking('applePay');
    const google = asking('googlePay');
    const { list, shown, rows } = mount([method('card', true), apple.method, google.method, method('pix', true)]);
    const first = rows();
    apple.question().answer(false);
    google.question().fail(new Error('SDK blocked'));
    await settle();
    expect(shown()).toEqual(['card card', '(applePay) applePay Unavailable', '(googlePay) googlePay Unavailable', 'pix pix']);
    expect(rows()).toEqual(first);
    expect(list.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('gives no row to a method that knows at once it is unavailable, or cannot say', () => {
    const broken = method('broken', () => {
      throw new Error('no device API');
    });
    const { shown, list } = mount([method('card', true), broken, method('absent', false), method('pix', true)]);
    expect(shown()).toEqual(['card card', 'pix pix']);
    expect(list.element.hasAttribute('aria-busy')).toBe(false);
  });

  it('never lets a payment that ends give back a row the device cannot use, nor a wallet that answers during the payment be chosen', async () => {
    const apple = asking('applePay');
    const google = asking('googlePay');
    const { list, shown } = mount([method('card', true), apple.method, google.method]);
    apple.question().answer(false);
    await settle();
    list.setDisabled(true);
    google.question().answer(true);
    await settle();
    expect(shown()).toEqual(['(card) card', '(applePay) applePay Unavailable', '(googlePay) googlePay']);
    list.setDisabled(false);
    expect(shown()).toEqual(['card card', '(applePay) applePay Unavailable', 'googlePay googlePay']);
  });
});
