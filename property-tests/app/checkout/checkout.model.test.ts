/**
 * Model-based test of the checkout model (issue 30, point 6; a pure model, so fast-check drives it): random runs of what
 * the widget, the session service and the subscription service can report, in any order, against a
 * reference model of the purchase. What must hold whatever happens: a purchase completes at most
 * once and only with a subscription the service answered; each create names the execution of the
 * session the widget paid with; no outcome leaves the loading screen up; every failure is tracked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FailureCode, PaymentMethodCode } from '../../../widget';
import { checkoutStep, initialCheckout, type CheckoutEffect, type CheckoutEvent, type CheckoutSession, type CheckoutState } from '../../../app/features/checkout/model/checkout-model';

/** The reference: what a purchase is, told simply. */
interface Model {
  executionId: string | null;
  /** The create outstanding: a card create for an execution, or the Apple Pay sheet's. */
  creatingFor: string | 'applePay' | null;
  /** The Apple Pay subscription the service answered and no success consumed yet. */
  applePayId: string | null;
  completed: string | null;
  failuresTracked: number;
}

interface Real {
  state: CheckoutState;
  effects: CheckoutEffect[];
}

const session = (id: string): CheckoutSession => ({ token: `tok-${id}`, amount: { value: '9.99', currency: 'USD' }, execution: { id } });
const tracked = (effects: readonly CheckoutEffect[], event: string) => effects.filter((e) => e.kind === 'track' && e.event === event).length;

/** One event fed to the checkout; `expect` updates the reference and checks the step against it. */
class EventCommand implements fc.Command<Model, Real> {
  constructor(
    readonly event: CheckoutEvent,
    readonly expectStep: (model: Model, effects: readonly CheckoutEffect[], after: CheckoutState) => void,
  ) {}

  check(): boolean {
    return true;
  }

  run(model: Model, real: Real): void {
    const { state, effects } = checkoutStep(real.state, this.event);
    real.state = state;
    real.effects.push(...effects);
    const completes = effects.filter((e) => e.kind === 'complete');
    if (model.completed !== null) {
      expect(effects, 'nothing happens after the purchase completed').toEqual([]);
      return;
    }
    this.expectStep(model, effects, state);
    expect(completes.length).toBeLessThanOrEqual(1);
    if (completes[0]?.kind === 'complete') model.completed = completes[0].subscriptionId;
    model.failuresTracked += tracked(effects, 'ecommerce_purchase_error');
    expect(tracked(real.effects, 'ecommerce_purchase_error')).toBe(model.failuresTracked);
  }

  toString(): string {
    return JSON.stringify(this.event);
  }
}

const method = fc.constantFrom<PaymentMethodCode>('card', 'applePay', 'googlePay', 'payPal');
const failureCode = fc.constantFrom<FailureCode>('AUTHORIZATION_ERROR', 'USER_CANCELLED', 'UNKNOWN_ERROR', 'AUTHENTICATION_ERROR');
const subId = fc.stringMatching(/^sub-[a-z0-9]{4}$/);
const exeId = fc.stringMatching(/^exe-[a-z0-9]{4}$/);

const commands = [
  fc.tuple(exeId, fc.integer({ min: 1, max: 2 ** 42 })).map(
    ([id, at]) =>
      new EventCommand({ type: 'sessionOpened', session: session(id), at }, (m, _effects, after) => {
        // The first session opened starts the checkout; a later open changes neither it nor its start date.
        if (m.executionId === null) expect(after.startDate).toBe(at);
        m.executionId ??= id;
      }),
  ),
  exeId.map(
    (id) =>
      new EventCommand({ type: 'sessionRefreshed', session: session(id) }, (m) => {
        m.executionId = id;
      }),
  ),
  method.map(
    (code) =>
      new EventCommand({ type: 'paymentButtonClicked', method: code }, (_m, effects, after) => {
        expect(after.submitting).toBe(true);
        expect(after.error).toBeNull();
        expect(tracked(effects, code === 'applePay' ? 'apple_pay_submit' : 'card_submit')).toBe(1);
        expect(after.paymentMethod).toBe(code === 'applePay' ? 'apple' : 'card');
      }),
  ),
  method.map(
    (code) =>
      new EventCommand({ type: 'authorizeSucceeded', method: code }, (m, effects, after) => {
        expect(after.submitting).toBe(false);
        const creates = effects.filter((e) => e.kind === 'create');
        if (code === 'applePay' && m.applePayId !== null) {
          expect(effects).toEqual([{ kind: 'complete', subscriptionId: m.applePayId }]);
        } else if (m.executionId !== null && m.creatingFor === null) {
          expect(creates).toEqual([{ kind: 'create', executionId: m.executionId }]);
          m.creatingFor = m.executionId;
        } else {
          expect(creates, 'no second create while one is outstanding, none without a session').toEqual([]);
        }
      }),
  ),
  fc.tuple(method, failureCode).map(
    ([code, failure]) =>
      new EventCommand({ type: 'authorizeFailed', method: code, code: failure }, (_m, effects, after) => {
        expect(after.submitting).toBe(false);
        expect(tracked(effects, 'ecommerce_purchase_error')).toBe(1);
        expect(effects.some((e) => e.kind === 'complete' || e.kind === 'create')).toBe(false);
      }),
  ),
  fc.constantFrom<CheckoutEvent>({ type: 'paymentPending' }, { type: 'threeDSecureChallenge' }, { type: 'sessionExpired' }).map(
    (event) =>
      new EventCommand(event, (_m, effects, after) => {
        expect(after.submitting).toBe(false);
        expect(effects).toEqual([]);
      }),
  ),
  subId.map(
    (id) =>
      new EventCommand({ type: 'created', subscriptionId: id }, (m, effects) => {
        // Only an outstanding card create's answer completes a purchase.
        const card = m.creatingFor !== null && m.creatingFor !== 'applePay';
        expect(effects).toEqual(card ? [{ kind: 'complete', subscriptionId: id }] : []);
        if (card) m.creatingFor = null;
      }),
  ),
  fc.constant(
    new EventCommand({ type: 'createFailed', message: 'The charge was not authorized.' }, (m, effects, after) => {
      const card = m.creatingFor !== null && m.creatingFor !== 'applePay';
      if (card) expect(after.error).toBe('The charge was not authorized.');
      expect(effects).toEqual(card ? [{ kind: 'track', event: 'ecommerce_purchase_error' }] : []);
      if (card) m.creatingFor = null;
    }),
  ),
  fc.tuple(fc.constantFrom('Ada', ''), fc.constantFrom('Lovelace', '')).map(
    ([firstName, lastName]) => new EventCommand({ type: 'applePayAuthorized', firstName, lastName }, (m, effects, after) => {
      expect(effects).toEqual([]);
      // One create at a time: the sheet's starts only when none is outstanding.
      if (m.creatingFor === null) {
        expect([after.firstName, after.lastName]).toEqual([firstName, lastName]);
        m.creatingFor = 'applePay';
        m.applePayId = null;
      }
    }),
  ),
  fc.option(subId, { nil: null }).map(
    (id) =>
      new EventCommand({ type: 'applePayCreated', subscriptionId: id }, (m, effects, after) => {
        expect(effects).toEqual([]);
        if (m.creatingFor !== 'applePay') return;
        m.creatingFor = null;
        m.applePayId = id;
        if (id === null) expect(after.applePayCreateError).toBe('Something went wrong, cant create subscription');
      }),
  ),
];

describe('checkout model against its reference (model-based)', () => {
  it('completes at most once, with what the service answered, whatever the order of events', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const model: Model = { executionId: null, creatingFor: null, applePayId: null, completed: null, failuresTracked: 0 };
        const real: Real = { state: initialCheckout, effects: [] };
        fc.modelRun(() => ({ model, real }), cmds);
        const completes = real.effects.filter((e) => e.kind === 'complete');
        expect(completes.length).toBe(model.completed === null ? 0 : 1);
        if (model.completed !== null) expect(real.state.phase).toBe('done');
      }),
      { numRuns: 300 },
    );
  });
});
