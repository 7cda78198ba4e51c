import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { closePaymentModalAtom, isPaymentLoadingAtom, isPaymentModalOpenAtom, openPaymentModalAtom, resetCheckoutAtom, setPaymentLoadingAtom } from './checkout-state';

describe('checkout state', () => {
  it('starts with the payment modal closed and nothing loading (app §3)', () => {
    const store = createStore();
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
    expect(store.get(isPaymentLoadingAtom)).toBe(false);
  });

  it('opens and closes the modal', () => {
    const store = createStore();
    store.set(openPaymentModalAtom);
    expect(store.get(isPaymentModalOpenAtom)).toBe(true);
    store.set(closePaymentModalAtom);
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
  });

  it('keeps the modal open while a payment is submitted, and lets it close once the outcome cleared the flag', () => {
    const store = createStore();
    store.set(openPaymentModalAtom);
    store.set(setPaymentLoadingAtom, true);
    store.set(closePaymentModalAtom);
    expect(store.get(isPaymentModalOpenAtom)).toBe(true);
    store.set(setPaymentLoadingAtom, false);
    store.set(closePaymentModalAtom);
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
  });

  it('a checkout (re)mounting or leaving starts over: modal closed, nothing submitted', () => {
    const store = createStore();
    store.set(openPaymentModalAtom);
    store.set(setPaymentLoadingAtom, true);
    store.set(resetCheckoutAtom);
    expect(store.get(isPaymentModalOpenAtom)).toBe(false);
    expect(store.get(isPaymentLoadingAtom)).toBe(false);
  });
});
