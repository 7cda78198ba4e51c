import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../../messages';
import { checkoutStep, initialCheckout, loadingScreenOf, type CheckoutEvent, type CheckoutSession, type CheckoutState, type Step } from './checkout-model';

const session = (id: string): CheckoutSession => ({ token: `tok-${id}`, amount: { value: '1.00', currency: 'USD' }, execution: { id } });

/** Runs events from the initial state; the last step and every effect on the way. */
function play(...events: CheckoutEvent[]): Step & { all: Step['effects'] } {
  let state: CheckoutState = initialCheckout;
  const all: Step['effects'][number][] = [];
  let last: Step = { state, effects: [] };
  for (const event of events) {
    last = checkoutStep(state, event);
    state = last.state;
    all.push(...last.effects);
  }
  return { ...last, all };
}

const OPENED_AT = Date.UTC(2026, 10, 27, 18, 0);
const opened: CheckoutEvent = { type: 'sessionOpened', session: session('exe-1'), at: OPENED_AT };
const authorized: CheckoutEvent = { type: 'applePayAuthorized', firstName: 'Ada', lastName: 'Lovelace' };

describe('checkout model (app §4)', () => {
  it('starts with the state of app §3: no start date, no names, no method, nothing submitted', () => {
    expect(initialCheckout).toMatchObject({ startDate: null, firstName: '', lastName: '', paymentMethod: null, submitting: false });
  });

  it('opens the session, which dates the checkout (startDate), and a failed open shows the service text', () => {
    expect(play(opened).state.session).toEqual({ kind: 'ready', session: session('exe-1') });
    expect(play(opened).state.startDate).toBe(OPENED_AT);
    // A refreshed session keeps the checkout's start.
    expect(play(opened, { type: 'sessionRefreshed', session: session('exe-2') }).state.startDate).toBe(OPENED_AT);
    expect(play({ type: 'sessionFailed', message: 'Plan not found' }).state.session).toEqual({ kind: 'error', message: 'Plan not found' });
  });

  it('tracks the submit by method and sets the loading flag; the outcome clears it', () => {
    const card = play(opened, { type: 'paymentButtonClicked', method: 'card' });
    expect(card.state.submitting).toBe(true);
    expect(card.effects).toEqual([{ kind: 'track', event: 'card_submit' }, { kind: 'track', event: 'modal_payment_submit' }]);
    expect(card.state.paymentMethod).toBe('card');
    const apple = play(opened, { type: 'paymentButtonClicked', method: 'applePay' });
    // apple_pay_submit (app §4 in docs/spec-coverage.md), then the modal's submit; the method is 'apple' of section 3's enumeration.
    expect(apple.effects).toEqual([{ kind: 'track', event: 'apple_pay_submit' }, { kind: 'track', event: 'modal_payment_submit' }]);
    expect(apple.state).toMatchObject({ paymentMethod: 'apple', submitting: true });
    for (const other of ['googlePay', 'payPal', 'genericRedirect'] as const) {
      expect(play(opened, { type: 'paymentButtonClicked', method: other }).state.paymentMethod).toBe('card');
    }
    for (const outcome of [{ type: 'paymentPending' }, { type: 'threeDSecureChallenge' }, { type: 'sessionExpired' }, { type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR' }] as const) {
      expect(play(opened, { type: 'paymentButtonClicked', method: 'card' }, outcome).state.submitting).toBe(false);
    }
  });

  it('creates the subscription for the paid execution once, then completes it', () => {
    const paid = play(opened, { type: 'sessionRefreshed', session: session('exe-2') }, { type: 'authorizeSucceeded', method: 'card' });
    expect(paid.effects).toEqual([{ kind: 'create', executionId: 'exe-2' }]);
    expect(paid.state.phase).toBe('creating');
    expect(checkoutStep(paid.state, { type: 'authorizeSucceeded', method: 'card' }).effects).toEqual([]);
    const done = checkoutStep(paid.state, { type: 'created', subscriptionId: 'sub-1' });
    expect(done.effects).toEqual([{ kind: 'complete', subscriptionId: 'sub-1' }]);
    expect(checkoutStep(done.state, { type: 'created', subscriptionId: 'sub-2' }).effects).toEqual([]);
  });

  it('a failed create shows the service text, tracks the error and lets the shopper pay again', () => {
    const failed = play(opened, { type: 'authorizeSucceeded', method: 'card' }, { type: 'createFailed', message: 'The charge was not authorized.' });
    expect(failed.state).toMatchObject({ phase: 'paying', error: 'The charge was not authorized.' });
    expect(failed.effects).toEqual([{ kind: 'track', event: 'ecommerce_purchase_error' }]);
    expect(checkoutStep(failed.state, { type: 'paymentButtonClicked', method: 'card' }).state.error).toBeNull();
  });

  it('a failure keeps its code, method and coded error (the next step is chosen by them); the next payment clears it', () => {
    const failed = play(opened, { type: 'paymentButtonClicked', method: 'card' }, { type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR', error: 'EXECUTOR_3DS_FAILED' });
    expect(failed.state.lastEvent).toEqual({ event: 'failure', code: 'AUTHORIZATION_ERROR', method: 'card', error: 'EXECUTOR_3DS_FAILED' });
    expect(checkoutStep(failed.state, { type: 'paymentButtonClicked', method: 'card' }).state.lastEvent).toBeNull();
  });

  it('pending shows the pending phase; a failure after it goes back to the options', () => {
    expect(play(opened, { type: 'paymentPending' }).state).toMatchObject({ phase: 'pending', lastEvent: { event: 'pending' } });
    expect(play(opened, { type: 'paymentPending' }, { type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR' }).state.phase).toBe('paying');
  });

  describe('the loading screen (app §2 and §4): set on submit, cleared by the outcome', () => {
    const clicked: CheckoutEvent = { type: 'paymentButtonClicked', method: 'card' };
    it('covers the page from the submit, and says the subscription is being made once the charge is authorized', () => {
      expect(loadingScreenOf(play(opened).state)).toBeNull();
      expect(loadingScreenOf(play(opened, clicked).state)).toBe('submitting');
      expect(loadingScreenOf(play(opened, clicked, { type: 'authorizeSucceeded', method: 'card' }).state)).toBe('creating');
      expect(loadingScreenOf(play(opened, clicked, { type: 'authorizeSucceeded', method: 'card' }, { type: 'created', subscriptionId: 's' }).state)).toBe('creating');
    });

    it('leaves on a failure, a failed create, pending, a 3-D Secure challenge or an expired session', () => {
      for (const outcome of [
        [{ type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR' }],
        [{ type: 'authorizeSucceeded', method: 'card' }, { type: 'createFailed', message: 'No' }],
        [{ type: 'paymentPending' }],
        [{ type: 'threeDSecureChallenge' }],
        [{ type: 'sessionExpired' }],
      ] as const satisfies readonly (readonly CheckoutEvent[])[]) {
        expect(loadingScreenOf(play(opened, clicked, ...outcome).state), JSON.stringify(outcome)).toBeNull();
      }
    });

    it('stays through the Apple Pay create until the sheet finishes; a refused create clears it', () => {
      const applePay: CheckoutEvent = { type: 'paymentButtonClicked', method: 'applePay' };
      expect(loadingScreenOf(play(opened, applePay, authorized).state)).toBe('creating');
      expect(loadingScreenOf(play(opened, applePay, authorized, { type: 'applePayCreated', subscriptionId: 'sub-ap' }).state)).toBe('creating');
      expect(loadingScreenOf(play(opened, applePay, authorized, { type: 'applePayCreated', subscriptionId: null }, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' }).state)).toBeNull();
    });
  });

  describe('Apple Pay (ADR 6): the app creates inside the sheet', () => {
    it('an id: the sheet succeeds and the success event completes that subscription, without a second create', () => {
      const created = play(opened, authorized, { type: 'applePayCreated', subscriptionId: 'sub-ap' });
      expect(created.state).toMatchObject({ phase: 'creating', applePaySubscription: 'sub-ap', firstName: 'Ada', lastName: 'Lovelace' });
      const done = checkoutStep(created.state, { type: 'authorizeSucceeded', method: 'applePay' });
      expect(done.effects).toEqual([{ kind: 'complete', subscriptionId: 'sub-ap' }]);
    });

    it("no id: the widget's failure shows 'Something went wrong, cant create subscription' once", () => {
      const refused = play(opened, authorized, { type: 'applePayCreated', subscriptionId: null });
      expect(refused.state).toMatchObject({ phase: 'paying', applePayCreateError: APP_MESSAGES.cantCreateSubscription });
      const failed = checkoutStep(refused.state, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
      expect(failed.state.widgetFailureText).toBe(APP_MESSAGES.cantCreateSubscription);
      const again = checkoutStep(failed.state, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
      expect(again.state.widgetFailureText).toBe(APP_MESSAGES.somethingWentWrong);
    });

    it("a create the service refused: the widget's failure shows the service's text", () => {
      const failed = play(opened, authorized, { type: 'applePayCreateFailed', message: 'This plan is not sold here.' }, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
      expect(failed.state.widgetFailureText).toBe('This plan is not sold here.');
    });

    it('the failure texts are chosen by code: cancelled, unavailable, anything else', () => {
      const fail = (code: 'USER_CANCELLED' | 'UNKNOWN_ERROR', error?: 'WALLET_UNAVAILABLE') =>
        play(opened, { type: 'authorizeFailed', method: 'applePay', code, ...(error ? { error } : {}) }).state.widgetFailureText;
      expect(fail('USER_CANCELLED')).toBe(APP_MESSAGES.somethingWentWrong);
      expect(fail('UNKNOWN_ERROR', 'WALLET_UNAVAILABLE')).toBe(APP_MESSAGES.applePayUnavailable);
      expect(fail('UNKNOWN_ERROR')).toBe(APP_MESSAGES.somethingWentWrong);
      // A card failure is the widget's to show in its own words.
      expect(play(opened, { type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR' }).state.widgetFailureText).toBeNull();
    });
  });
});
