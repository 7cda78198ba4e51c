/**
 * The checkout as a pure model (issue 30, point 6): what the page holds, what happens to it, and what
 * it decides, apart from React, the widget and HTTP. The view (Checkout.tsx) feeds it the session
 * answers, the widget's events (widget §4 in docs/spec-coverage.md) and the service's answers, and carries out the
 * effects it returns. Control flow reads codes and kinds, never a message's text.
 *
 * The purchase of app §4 in docs/spec-coverage.md: the widget reports success, the app creates the subscription
 * (POST /subs/create-no-user, or /subs/create for a signed-in buyer), then completes it (session
 * values, purchase tracking, offers). Apple Pay creates inside the sheet (ADR 6) and completes on the
 * widget's success event.
 */
import type { ErrorCode, FailureCode, PaymentMethodCode } from '../../../../widget';
import type { FunnelEventName } from '../../../../catalog/funnel-events';
import { APP_MESSAGES } from '../../../messages';

/** The payment session the widget pays with: its token and execution (GET /init/session). */
export interface CheckoutSession {
  readonly token: string;
  readonly amount: { readonly value: string; readonly currency: string };
  readonly execution: { readonly id: string } & Readonly<Record<string, unknown>>;
}

export type SessionState<S extends CheckoutSession = CheckoutSession> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ready'; readonly session: S };

/**
 * The payment method enumeration of app §3 in docs/spec-coverage.md: `apple` for the Apple Pay sheet, `card` for
 * everything the drop-in charges from its own form or a stored instrument (card, Google Pay, PayPal,
 * redirect methods). It chooses the submit event of section 4: apple_pay_submit or card_submit.
 */
export const PAYMENT_METHODS = ['apple', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodOf = (code: PaymentMethodCode): PaymentMethod => (code === 'applePay' ? 'apple' : 'card');

const SUBMIT_EVENT: Readonly<Record<PaymentMethod, FunnelEventName>> = { apple: 'apple_pay_submit', card: 'card_submit' };

/** After the widget's outcome: paying (options shown), pending (the bank confirms), creating (the service records it), done (on to offers). */
export type Phase = 'paying' | 'pending' | 'creating' | 'done';

export interface CheckoutState<S extends CheckoutSession = CheckoutSession> {
  /** The session the widget pays with: the first one, or the fresh one after the widget reported it expired. */
  readonly session: SessionState<S>;
  readonly phase: Phase;
  /** startDate of app §3 in docs/spec-coverage.md: when the checkout opened (ms since the epoch); a trial's first renewal counts from it. */
  readonly startDate: number | null;
  /** firstName and lastName of app §3 in docs/spec-coverage.md: the payer's names, as the Apple Pay sheet's billing contact gave them ('' when it gave none). */
  readonly firstName: string;
  readonly lastName: string;
  /** The method of the payment last submitted (the enumeration of app §3 in docs/spec-coverage.md), null before the first. */
  readonly paymentMethod: PaymentMethod | null;
  /** isPaymentLoading of app §3 in docs/spec-coverage.md: a payment is submitted and its outcome not yet known. */
  readonly submitting: boolean;
  /** The widget's last event, shown as data attributes for QA tools and the e2e suite. */
  readonly lastEvent:
    | { readonly event: 'success' | 'pending' }
    /** A failure's code, the method it was paid with and the coded error behind it: what the shopper is told to do next (next-step.ts). */
    | { readonly event: 'failure'; readonly code: FailureCode; readonly method: PaymentMethodCode; readonly error?: ErrorCode }
    | null;
  /** The app's own message in the payment panel: a card purchase the service could not record. */
  readonly error: string | null;
  /** Why the Apple Pay hook could not create the subscription, until the widget's failure event shows it. */
  readonly applePayCreateError: string | null;
  /** The text the app gives the widget for its last failure, shown where the options were (ADR 6); null: the widget's own. */
  readonly widgetFailureText: string | null;
  /** The create call outstanding, if any: one purchase is created at a time. */
  readonly creating: { readonly kind: 'card'; readonly executionId: string } | { readonly kind: 'applePay' } | null;
  /** The subscription the Apple Pay hook created; the widget's success event then completes it. */
  readonly applePaySubscription: string | null;
}

export type CheckoutEvent<S extends CheckoutSession = CheckoutSession> =
  /** `at`: now, when the session opened (the model reads no clock). */
  | { readonly type: 'sessionOpened'; readonly session: S; readonly at: number }
  | { readonly type: 'sessionFailed'; readonly message: string }
  /** onPaymentSessionExpired answered with a fresh session (null: the refresh failed, the widget asks for a reload). */
  | { readonly type: 'sessionExpired' }
  | { readonly type: 'sessionRefreshed'; readonly session: S }
  | { readonly type: 'paymentButtonClicked'; readonly method: PaymentMethodCode }
  | { readonly type: 'authorizeSucceeded'; readonly method: PaymentMethodCode }
  | { readonly type: 'authorizeFailed'; readonly method: PaymentMethodCode; readonly code: FailureCode; readonly error?: ErrorCode }
  | { readonly type: 'paymentPending' }
  | { readonly type: 'threeDSecureChallenge' }
  | { readonly type: 'created'; readonly subscriptionId: string }
  | { readonly type: 'createFailed'; readonly message: string }
  | { readonly type: 'applePayAuthorized'; readonly firstName: string; readonly lastName: string }
  /** The Apple Pay create's answer: an id, or null when the service answered without one. */
  | { readonly type: 'applePayCreated'; readonly subscriptionId: string | null }
  | { readonly type: 'applePayCreateFailed'; readonly message: string };

export type CheckoutEffect =
  | { readonly kind: 'track'; readonly event: FunnelEventName }
  /** Create the subscription for the authorized charge of this execution. */
  | { readonly kind: 'create'; readonly executionId: string }
  /** app §4 in docs/spec-coverage.md: session values, purchase tracking, then offers. */
  | { readonly kind: 'complete'; readonly subscriptionId: string };

export interface Step<S extends CheckoutSession = CheckoutSession> {
  readonly state: CheckoutState<S>;
  readonly effects: readonly CheckoutEffect[];
}

export const initialCheckout: CheckoutState<never> = {
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
};

const PURCHASE_ERROR: CheckoutEffect = { kind: 'track', event: 'ecommerce_purchase_error' };

/** The shopper's text for an Apple Pay failure: the app's words, which the widget shows in place of the options (ADR 6). */
export function applePayFailureText(code: FailureCode, error: ErrorCode | undefined, shown: string | null, texts: CheckoutTexts = APP_MESSAGES): string {
  if (code === 'USER_CANCELLED') return texts.somethingWentWrong;
  if (error === 'WALLET_UNAVAILABLE') return texts.applePayUnavailable;
  // A failed create already said why (applePayCreateFailed); anything else is 'Something went wrong'.
  return shown ?? texts.somethingWentWrong;
}

/** Whether the Apple Pay sheet completes with success: the hook created a subscription. */
export const applePayCharged = (state: CheckoutState<CheckoutSession>): boolean => state.applePaySubscription !== null;

/**
 * The loading screen of app §2 in docs/spec-coverage.md ("covers the page while a payment is submitted"): the
 * payment's while it is submitted, the subscription's while the service records a paid one (Apple Pay
 * keeps it until the widget's success), none otherwise. Section 4: set on submit, cleared on failure.
 */
export type LoadingScreen = 'submitting' | 'creating' | null;
export function loadingScreenOf(state: CheckoutState<CheckoutSession>): LoadingScreen {
  if (state.phase === 'creating' || state.phase === 'done') return 'creating';
  return state.submitting ? 'submitting' : null;
}

/** The execution the widget pays through, once a session is open. */
export const activeSession = <S extends CheckoutSession>(state: CheckoutState<S>): S | null => (state.session.kind === 'ready' ? state.session.session : null);

/** One event: the next state and what the view must do. Done is final: nothing after it changes the purchase. */
/** The app's words the model puts in its state, in the shopper's language (issue 33); English by default. */
export type CheckoutTexts = Readonly<Record<'somethingWentWrong' | 'applePayUnavailable' | 'cantCreateSubscription', string>>;

export function checkoutStep<S extends CheckoutSession>(state: CheckoutState<S>, event: CheckoutEvent<S>, texts: CheckoutTexts = APP_MESSAGES): Step<S> {
  const same = { state, effects: [] };
  if (state.phase === 'done') return same;
  const next = (patch: Partial<CheckoutState<S>>, effects: readonly CheckoutEffect[] = []): Step<S> => ({ state: { ...state, ...patch }, effects });
  switch (event.type) {
    case 'sessionOpened':
      return state.session.kind === 'loading' ? next({ session: { kind: 'ready', session: event.session }, startDate: event.at }) : same;
    case 'sessionFailed':
      return state.session.kind === 'loading' ? next({ session: { kind: 'error', message: event.message } }) : same;
    case 'sessionExpired':
    case 'threeDSecureChallenge':
      // The bank's window, or the widget's reload prompt, replaces the loading screen.
      return next({ submitting: false });
    case 'sessionRefreshed':
      return next({ session: { kind: 'ready', session: event.session } });
    case 'paymentButtonClicked': {
      const paymentMethod = paymentMethodOf(event.method);
      // A new payment: the last outcome (and the next step it gave) is over.
      return next({ error: null, submitting: true, paymentMethod, lastEvent: null }, [
        { kind: 'track', event: SUBMIT_EVENT[paymentMethod] },
        { kind: 'track', event: 'modal_payment_submit' },
      ]);
    }
    case 'authorizeSucceeded': {
      const lastEvent = { event: 'success' } as const;
      if (event.method === 'applePay' && state.applePaySubscription !== null) {
        return next({ lastEvent, submitting: false, phase: 'done' }, [{ kind: 'complete', subscriptionId: state.applePaySubscription }]);
      }
      const session = activeSession(state);
      if (!session || state.creating !== null) return next({ lastEvent, submitting: false });
      const executionId = session.execution.id;
      return next({ lastEvent, submitting: false, phase: 'creating', creating: { kind: 'card', executionId } }, [{ kind: 'create', executionId }]);
    }
    case 'authorizeFailed': {
      // The widget shows the failure where the options were; for Apple Pay the words are the app's (ADR 6).
      const widgetFailureText = event.method === 'applePay' ? applePayFailureText(event.code, event.error, state.applePayCreateError, texts) : null;
      return next({ lastEvent: { event: 'failure', code: event.code, method: event.method, ...(event.error ? { error: event.error } : {}) }, submitting: false, phase: 'paying', applePayCreateError: null, widgetFailureText }, [PURCHASE_ERROR]);
    }
    case 'paymentPending':
      return next({ lastEvent: { event: 'pending' }, submitting: false, phase: 'pending' });
    case 'created':
      return state.creating?.kind === 'card' ? next({ phase: 'done', creating: null }, [{ kind: 'complete', subscriptionId: event.subscriptionId }]) : same;
    case 'createFailed':
      return state.creating?.kind === 'card' ? next({ phase: 'paying', creating: null, error: event.message }, [PURCHASE_ERROR]) : same;
    case 'applePayAuthorized':
      return state.creating === null
        ? next({ phase: 'creating', creating: { kind: 'applePay' }, applePaySubscription: null, applePayCreateError: null, firstName: event.firstName, lastName: event.lastName })
        : same;
    case 'applePayCreated':
      if (state.creating?.kind !== 'applePay') return same;
      // The loading screen stays until the widget's success event completes the purchase.
      if (event.subscriptionId !== null) return next({ creating: null, applePaySubscription: event.subscriptionId });
      return next({ phase: 'paying', creating: null, applePayCreateError: texts.cantCreateSubscription });
    case 'applePayCreateFailed':
      return state.creating?.kind === 'applePay' ? next({ phase: 'paying', creating: null, applePayCreateError: event.message }) : same;
  }
}
