import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../../messages';
import { checkoutStep, initialCheckout, type CheckoutEvent, type CheckoutSession, type CheckoutState, type Step } from './checkout-model';

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

const opened: CheckoutEvent = { type: 'sessionOpened', session: session('exe-1') };

describe('checkout model (app-spec section 4)', () => {
  it('opens the session, and a failed open shows the service text', () => {
    expect(play(opened).state.session).toEqual({ kind: 'ready', session: session('exe-1') });
    expect(play({ type: 'sessionFailed', message: 'Plan not found' }).state.session).toEqual({ kind: 'error', message: 'Plan not found' });
  });

  it('tracks the submit by method and sets the loading flag; the outcome clears it', () => {
    const card = play(opened, { type: 'paymentButtonClicked', method: 'card' });
    expect(card.state.submitting).toBe(true);
    expect(card.effects).toEqual([{ kind: 'track', event: 'card_submit' }, { kind: 'track', event: 'modal_payment_submit' }]);
    expect(play(opened, { type: 'paymentButtonClicked', method: 'applePay' }).effects[0]).toEqual({ kind: 'track', event: 'apple_pay_submit' });
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

  it('pending shows the pending phase; a failure after it goes back to the options', () => {
    expect(play(opened, { type: 'paymentPending' }).state).toMatchObject({ phase: 'pending', lastEvent: { event: 'pending' } });
    expect(play(opened, { type: 'paymentPending' }, { type: 'authorizeFailed', method: 'card', code: 'AUTHORIZATION_ERROR' }).state.phase).toBe('paying');
  });

  describe('Apple Pay (ADR 6): the app creates inside the sheet', () => {
    it('an id: the sheet succeeds and the success event completes that subscription, without a second create', () => {
      const created = play(opened, { type: 'applePayAuthorized' }, { type: 'applePayCreated', subscriptionId: 'sub-ap' });
      expect(created.state).toMatchObject({ phase: 'creating', applePaySubscription: 'sub-ap' });
      const done = checkoutStep(created.state, { type: 'authorizeSucceeded', method: 'applePay' });
      expect(done.effects).toEqual([{ kind: 'complete', subscriptionId: 'sub-ap' }]);
    });

    it("no id: the widget's failure shows 'Something went wrong, cant create subscription' once", () => {
      const refused = play(opened, { type: 'applePayAuthorized' }, { type: 'applePayCreated', subscriptionId: null });
      expect(refused.state).toMatchObject({ phase: 'paying', applePayCreateError: APP_MESSAGES.cantCreateSubscription });
      const failed = checkoutStep(refused.state, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
      expect(failed.state.widgetFailureText).toBe(APP_MESSAGES.cantCreateSubscription);
      const again = checkoutStep(failed.state, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
      expect(again.state.widgetFailureText).toBe(APP_MESSAGES.somethingWentWrong);
    });

    it("a create the service refused: the widget's failure shows the service's text", () => {
      const failed = play(opened, { type: 'applePayAuthorized' }, { type: 'applePayCreateFailed', message: 'This plan is not sold here.' }, { type: 'authorizeFailed', method: 'applePay', code: 'AUTHORIZATION_ERROR' });
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
