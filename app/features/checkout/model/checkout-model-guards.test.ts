/**
 * The checkout model's guards (issue 43, point 4): events that arrive when they cannot apply change
 * nothing, done is final, and each outcome clears exactly what it must. Beside checkout-model.test.ts,
 * which walks the purchase itself.
 */
import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../../messages';
import {
  activeSession,
  applePayCharged,
  applePayFailureText,
  checkoutStep,
  initialCheckout,
  loadingScreenOf,
  PAYMENT_METHODS,
  paymentMethodOf,
  type CheckoutEvent,
  type CheckoutSession,
  type CheckoutState,
  type CheckoutTexts,
} from './checkout-model';

const session = (id: string): CheckoutSession => ({ token: `tok-${id}`, amount: { value: '1.00', currency: 'USD' }, execution: { id } });
const OPENED_AT = Date.UTC(2026, 10, 27, 18, 0);
const opened: CheckoutEvent = { type: 'sessionOpened', session: session('exe-1'), at: OPENED_AT };
const clicked: CheckoutEvent = { type: 'paymentButtonClicked', method: 'card' };
const applePayAuthorized: CheckoutEvent = { type: 'applePayAuthorized', firstName: 'Ada', lastName: 'Lovelace' };

function play(...events: CheckoutEvent[]): CheckoutState {
  return events.reduce<CheckoutState>((state, event) => checkoutStep(state, event).state, initialCheckout);
}

/** The step must leave the state as it was (the same object) and ask for nothing. */
function expectIgnored(state: CheckoutState, event: CheckoutEvent): void {
  const step = checkoutStep(state, event);
  expect(step.state, JSON.stringify(event)).toBe(state);
  expect(step.effects).toEqual([]);
}

const TEXTS: CheckoutTexts = { somethingWentWrong: 'Algo salió mal', applePayUnavailable: 'Apple Pay no está disponible', cantCreateSubscription: 'No se pudo crear la suscripción' };

describe('the initial checkout', () => {
  it('is loading its session, paying, with nothing submitted, created or failed', () => {
    expect(initialCheckout).toEqual({
      session: { kind: 'loading' },
      phase: 'paying',
      startDate: null,
      firstName: '',
      lastName: '',
      paymentMethod: null,
      submitting: false,
      lastEvent: null,
      error: null,
      applePayCreateError: null,
      widgetFailureText: null,
      creating: null,
      applePaySubscription: null,
    });
    expect(loadingScreenOf(initialCheckout)).toBeNull();
    expect(activeSession(initialCheckout)).toBeNull();
    expect(applePayCharged(initialCheckout)).toBe(false);
  });

  it('knows two methods: the Apple Pay sheet, and the card form for everything else', () => {
    expect(PAYMENT_METHODS).toEqual(['apple', 'card']);
    expect(paymentMethodOf('applePay')).toBe('apple');
    for (const code of ['card', 'googlePay', 'payPal', 'genericRedirect'] as const) expect(paymentMethodOf(code)).toBe('card');
  });
});

describe('the session', () => {
  it('opens once: a second open or a late failure leaves the open session as it is', () => {
    const ready = play(opened);
    expect(activeSession(ready)).toEqual(session('exe-1'));
    expectIgnored(ready, { type: 'sessionOpened', session: session('exe-9'), at: OPENED_AT + 1 });
    expectIgnored(ready, { type: 'sessionFailed', message: 'late' });
  });

  it('a failed open stays failed: no session opens after it and there is no session to pay with', () => {
    const failed = play({ type: 'sessionFailed', message: 'Plan not found' });
    expectIgnored(failed, opened);
    expect(activeSession(failed)).toBeNull();
  });

  it('a refreshed session replaces the one the widget pays with, and the next create uses it', () => {
    const refreshed = play(opened, { type: 'sessionRefreshed', session: session('exe-2') });
    expect(activeSession(refreshed)).toEqual(session('exe-2'));
  });

  it('an authorization with no session open creates nothing', () => {
    const step = checkoutStep(play(clicked), { type: 'authorizeSucceeded', method: 'card' });
    expect(step.effects).toEqual([]);
    expect(step.state).toMatchObject({ phase: 'paying', submitting: false, lastEvent: { event: 'success' }, creating: null });
  });
});

describe('the card purchase', () => {
  it('creates with the execution, marks the create outstanding, and completes with the id the service gave', () => {
    const creating = play(opened, clicked, { type: 'authorizeSucceeded', method: 'card' });
    expect(creating).toMatchObject({ phase: 'creating', submitting: false, creating: { kind: 'card', executionId: 'exe-1' }, lastEvent: { event: 'success' } });
    const done = checkoutStep(creating, { type: 'created', subscriptionId: 'sub-1' });
    expect(done.state).toMatchObject({ phase: 'done', creating: null });
  });

  it('an answer for a create nobody asked for changes nothing', () => {
    const ready = play(opened);
    expectIgnored(ready, { type: 'created', subscriptionId: 'sub-x' });
    expectIgnored(ready, { type: 'createFailed', message: 'no' });
    // An Apple Pay create under way is not the card's: its answers are not the card create's.
    const applePay = play(opened, applePayAuthorized);
    expectIgnored(applePay, { type: 'created', subscriptionId: 'sub-x' });
    expectIgnored(applePay, { type: 'createFailed', message: 'no' });
  });

  it('done is final: no event changes it or asks for anything', () => {
    const done = play(opened, { type: 'authorizeSucceeded', method: 'card' }, { type: 'created', subscriptionId: 'sub-1' });
    expect(done.phase).toBe('done');
    expect(loadingScreenOf(done)).toBe('creating');
    for (const event of [opened, clicked, { type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR' }, { type: 'sessionExpired' }, { type: 'paymentPending' }, { type: 'createFailed', message: 'x' }] as const satisfies readonly CheckoutEvent[]) {
      expectIgnored(done, event);
    }
  });

  it('a failure tracks the purchase error once, clears the submit and leaves no coded error when the widget gave none', () => {
    const step = checkoutStep(play(opened, clicked), { type: 'authorizeFailed', method: 'googlePay', code: 'UNKNOWN_ERROR' });
    expect(step.effects).toEqual([{ kind: 'track', event: 'ecommerce_purchase_error' }]);
    expect(step.state.lastEvent).toEqual({ event: 'failure', code: 'UNKNOWN_ERROR', method: 'googlePay' });
    expect(step.state).toMatchObject({ submitting: false, phase: 'paying', widgetFailureText: null });
  });

  it('an expired session or a 3-D Secure window only lifts the loading screen: nothing else changes', () => {
    const submitted = play(opened, clicked);
    for (const event of [{ type: 'sessionExpired' }, { type: 'threeDSecureChallenge' }] as const) {
      const step = checkoutStep(submitted, event);
      expect(step.state).toEqual({ ...submitted, submitting: false });
      expect(step.effects).toEqual([]);
    }
  });

  it('pending lifts the loading screen and shows the pending phase, asking for nothing', () => {
    const step = checkoutStep(play(opened, clicked), { type: 'paymentPending' });
    expect(step.effects).toEqual([]);
    expect(step.state).toMatchObject({ submitting: false, phase: 'pending', lastEvent: { event: 'pending' } });
    expect(loadingScreenOf(step.state)).toBeNull();
  });
});

describe('Apple Pay', () => {
  it('the sheet’s authorization starts one create with the payer’s names and forgets an earlier refusal; a second one while it runs is ignored', () => {
    const refused = play(opened, applePayAuthorized, { type: 'applePayCreateFailed', message: 'Not sold here.' });
    expect(refused).toMatchObject({ phase: 'paying', creating: null, applePayCreateError: 'Not sold here.' });
    const again = checkoutStep(refused, { type: 'applePayAuthorized', firstName: 'Grace', lastName: 'Hopper' }).state;
    expect(again).toMatchObject({ phase: 'creating', creating: { kind: 'applePay' }, applePayCreateError: null, applePaySubscription: null, firstName: 'Grace', lastName: 'Hopper' });
    expectIgnored(again, applePayAuthorized);
    // A card create under way blocks it too.
    expectIgnored(play(opened, { type: 'authorizeSucceeded', method: 'card' }), applePayAuthorized);
  });

  it('an answer to an Apple Pay create that is not under way changes nothing', () => {
    const ready = play(opened);
    expectIgnored(ready, { type: 'applePayCreated', subscriptionId: 'sub-ap' });
    expectIgnored(ready, { type: 'applePayCreated', subscriptionId: null });
    expectIgnored(ready, { type: 'applePayCreateFailed', message: 'no' });
    const card = play(opened, { type: 'authorizeSucceeded', method: 'card' });
    expectIgnored(card, { type: 'applePayCreated', subscriptionId: 'sub-ap' });
    expectIgnored(card, { type: 'applePayCreateFailed', message: 'no' });
  });

  it('a created subscription is charged: the sheet may end in success, and the create is no longer outstanding', () => {
    const created = play(opened, applePayAuthorized, { type: 'applePayCreated', subscriptionId: 'sub-ap' });
    expect(applePayCharged(created)).toBe(true);
    expect(created.creating).toBeNull();
    const done = checkoutStep(created, { type: 'authorizeSucceeded', method: 'applePay' });
    expect(done.state).toMatchObject({ phase: 'done', submitting: false, lastEvent: { event: 'success' } });
  });

  it('a success event for Apple Pay with nothing created goes the card’s way: a create for the session', () => {
    const step = checkoutStep(play(opened), { type: 'authorizeSucceeded', method: 'applePay' });
    expect(step.effects).toEqual([{ kind: 'create', executionId: 'exe-1' }]);
  });

  it('only the Apple Pay success completes the sheet’s subscription: a card success after it goes the card’s way', () => {
    const created = play(opened, applePayAuthorized, { type: 'applePayCreated', subscriptionId: 'sub-ap' });
    expect(checkoutStep(created, { type: 'authorizeSucceeded', method: 'card' }).effects).toEqual([{ kind: 'create', executionId: 'exe-1' }]);
  });

  it('a failure after the create refused clears the refusal, so the next failure is the general text', () => {
    const refused = play(opened, applePayAuthorized, { type: 'applePayCreateFailed', message: 'Not sold here.' });
    const failed = checkoutStep(refused, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
    expect(failed.state).toMatchObject({ applePayCreateError: null, widgetFailureText: 'Not sold here.' });
  });

  it('speaks the shopper’s language: the texts given replace the English ones', () => {
    const created = checkoutStep(play(opened, applePayAuthorized), { type: 'applePayCreated', subscriptionId: null }, TEXTS).state;
    expect(created.applePayCreateError).toBe(TEXTS.cantCreateSubscription);
    const failed = checkoutStep(play(opened), { type: 'authorizeFailed', method: 'applePay', code: 'USER_CANCELLED' }, TEXTS).state;
    expect(failed.widgetFailureText).toBe(TEXTS.somethingWentWrong);
    expect(applePayFailureText('UNKNOWN_ERROR', 'WALLET_UNAVAILABLE', null, TEXTS)).toBe(TEXTS.applePayUnavailable);
    expect(applePayFailureText('UNKNOWN_ERROR', undefined, null, TEXTS)).toBe(TEXTS.somethingWentWrong);
    expect(applePayFailureText('UNKNOWN_ERROR', undefined, null)).toBe(APP_MESSAGES.somethingWentWrong);
  });

  it('a cancelled sheet says something went wrong even when a refusal was shown; an unavailable wallet says so whatever was shown', () => {
    expect(applePayFailureText('USER_CANCELLED', undefined, 'Not sold here.', TEXTS)).toBe(TEXTS.somethingWentWrong);
    expect(applePayFailureText('UNKNOWN_ERROR', 'WALLET_UNAVAILABLE', 'Not sold here.', TEXTS)).toBe(TEXTS.applePayUnavailable);
    expect(applePayFailureText('AUTHORIZATION_ERROR', 'WALLET_CONFIG_INVALID', 'Not sold here.', TEXTS)).toBe('Not sold here.');
  });
});

describe('the loading screen', () => {
  it('is the subscription’s while creating or done, the payment’s while submitted, none otherwise', () => {
    const base = play(opened);
    expect(loadingScreenOf({ ...base, phase: 'creating', submitting: false })).toBe('creating');
    expect(loadingScreenOf({ ...base, phase: 'done', submitting: false })).toBe('creating');
    expect(loadingScreenOf({ ...base, phase: 'paying', submitting: true })).toBe('submitting');
    expect(loadingScreenOf({ ...base, phase: 'pending', submitting: false })).toBeNull();
    expect(loadingScreenOf({ ...base, phase: 'pending', submitting: true })).toBe('submitting');
  });
});
