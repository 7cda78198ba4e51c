import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths, withCarriedParams } from '../../config/paths';
import { HttpError } from '../../lib/fetch-json';
import type { SubscriptionParams } from '../../lib/plan-params';
import { writeSessionValue } from '../../lib/session-values';
import { APP_MESSAGES } from '../../messages';
import { renewalTermsText } from '../../../catalog/renewal-terms';
import { planSummary, planSummaryLine, priceLine } from '../../../catalog/plan-terms';
import { type Plan } from '../../../catalog/plans';
import { correctCountAtom, estimateIq } from '../../shared/quiz/quiz-state';
import { MESSAGES as WIDGET_MESSAGES, type ApplePayAuthorizedPayment } from '../../../widget';
import { trackFunnelEvent } from '../../lib/tracking/track-event';
import { subscriptionAttribution } from '../../lib/tracking/subscription-attribution';
import { useTrackOnce } from '../../lib/tracking/use-track-once';
import { createSubscriptionNoUser } from './api/create-subscription';
import { createSubscriptionNoUserApplePay } from './api/create-subscription-applepay';
import { acceptsDeliveryAddress } from './delivery-address';
import { applePayRecurring } from './apple-pay-recurring';
import { getVaultToken } from './api/get-vault-token';
import { initPaymentSession, type PaymentSession } from './api/init-session';
import { isPaymentLoadingAtom, isPaymentModalOpenAtom, openPaymentModalAtom, resetCheckoutAtom, setPaymentLoadingAtom } from './checkout-state';
import { CHECKOUT_TEXT } from './checkout-text';
import { PaymentDropIn } from './PaymentDropIn';
import { payLabel } from './pay-label';
import { PaymentModal } from './PaymentModal';
import { SkipPopup } from './SkipPopup';

type SessionState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'ready'; readonly session: PaymentSession };

/** What happens after the widget reported its outcome; the drop-in stays mounted throughout. */
type Phase = 'paying' | 'pending' | 'creating';

/** QA flags for the widget: `?widgetEnv=DEV` and `?timeScale=0.01` (the widget ignores the scale outside DEV). */
function qaWidgetOptions(params: URLSearchParams): { environment?: 'DEV' | 'PROD'; timeScale?: number } {
  const env = params.get('widgetEnv');
  const scale = Number(params.get('timeScale'));
  return {
    ...(env === 'DEV' || env === 'PROD' ? { environment: env } : {}),
    ...(params.has('timeScale') && Number.isFinite(scale) && scale > 0 ? { timeScale: scale } : {}),
  };
}

export const errorText = (error: unknown) => (error instanceof HttpError ? (HttpError.messageOf(error.body) ?? APP_MESSAGES.somethingWentWrong) : APP_MESSAGES.somethingWentWrong);

export function Checkout({ plan, options, email, scenario }: { plan: Plan; options: SubscriptionParams; email: string; scenario: string | null }) {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const [phase, setPhase] = useState<Phase>('paying');
  // The widget's last event, exposed as data attributes for QA tools and the e2e suite.
  const [lastEvent, setLastEvent] = useState<{ event: 'success' | 'failure' | 'pending'; code?: string } | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const correct = useAtomValue(correctCountAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modalOpen = useAtomValue(isPaymentModalOpenAtom);
  const submitting = useAtomValue(isPaymentLoadingAtom);
  const openModal = useSetAtom(openPaymentModalAtom);
  const setLoading = useSetAtom(setPaymentLoadingAtom);
  const resetCheckout = useSetAtom(resetCheckoutAtom);
  // A new checkout starts with the modal closed (app-spec section 4), whatever an earlier visit left.
  useEffect(() => {
    resetCheckout();
    return () => resetCheckout();
  }, [resetCheckout]);
  useTrackOnce('subscription_shown');
  useTrackOnce('modal_payment_shown', state.kind === 'ready' && modalOpen);

  /** The session the widget pays with: the first one, or the fresh one after onPaymentSessionExpired (the drop-in keeps its form). */
  const activeSession = useRef<PaymentSession | null>(null);

  useEffect(() => {
    let cancelled = false;
    initPaymentSession({ planId: plan.id, email, scenario })
      .then((session) => {
        if (cancelled) return;
        activeSession.current = session;
        setState({ kind: 'ready', session });
      })
      .catch((error: unknown) => !cancelled && setState({ kind: 'error', message: errorText(error) }));
    return () => {
      cancelled = true;
    };
  }, [plan.id, email, scenario]);

  const session = state.kind === 'ready' ? state.session : null;
  const config = useMemo(() => (session ? { token: session.token, amount: session.amount, execution: session.execution } : null), [session]);
  // Computed once per plan: a new object would remount the drop-in and lose the typed card.
  const recurring = useMemo(() => applePayRecurring(plan, window.location.origin, Date.now()), [plan]);
  const getBearerToken = useCallback(() => (activeSession.current ? getVaultToken(activeSession.current.token) : Promise.reject(new Error('No payment session'))), []);

  /**
   * widget-spec section 8: the session expired mid-checkout. A fresh session lets the shopper pay again
   * with the form as typed; it carries no QA scenario (the scenario described the session that expired).
   * A failed refresh is logged and answered with nothing: the widget then tells the shopper to reload.
   */
  const refreshSession = async () => {
    try {
      const fresh = await initPaymentSession({ planId: plan.id, email, scenario: null });
      activeSession.current = fresh;
      return { token: fresh.token, execution: fresh.execution };
    } catch (error) {
      console.error(`Payment session refresh failed: ${errorText(error)}`);
      return null;
    }
  };

  /** app-spec section 4: purchase tracking, email, subscription id and IQ score in session, then offers. */
  const completePurchase = (id: string) => {
    writeSessionValue('userEmail', email);
    writeSessionValue('subscriptionId', id);
    writeSessionValue('iqScore', String(estimateIq(correct)));
    // The ad pixel hears what was charged now: the trial's first charge, or the full price of a plan without trial.
    void trackFunnelEvent('ecommerce_purchase', { value: plan.trial_sum, fullPlan: plan.trial_sum === plan.sum });
    void navigate(withCarriedParams(paths.offers, `?${params}`));
  };
  /** The subscription the Apple Pay hook created; the widget's success event then completes the purchase. */
  const applePaySubscription = useRef<string | null>(null);
  /** Why the Apple Pay hook could not create the subscription: the widget shows it in place of the options. */
  const applePayCreateError = useRef<string | null>(null);

  const onAuthorizeSuccess = async () => {
    const paid = activeSession.current;
    if (!paid) return;
    setPhase('creating');
    setLoading(false);
    try {
      const { id } = await createSubscriptionNoUser({ planId: plan.id, email, executionId: paid.execution.id, attribution: await subscriptionAttribution() });
      completePurchase(id);
    } catch (error) {
      setCreateError(errorText(error));
      setPhase('paying');
      void trackFunnelEvent('ecommerce_purchase_error');
    }
  };

  /**
   * app-spec section 4, Apple Pay: on authorisation the app creates the subscription; an id completes
   * the sheet with success, anything else with failure and the app's message (the widget shows none).
   */
  const onApplePayAuthorized = async ({ token, billingContact }: ApplePayAuthorizedPayment): Promise<boolean> => {
    const paying = activeSession.current;
    if (!paying) return false;
    setPhase('creating');
    applePayCreateError.current = null;
    try {
      const attribution = await subscriptionAttribution();
      const id = await createSubscriptionNoUserApplePay({ planId: plan.id, email, token, billingContact, attribution, vault: params.get('vault'), executionId: paying.execution.id });
      applePaySubscription.current = id;
      if (id) return true; // the loading screen stays until the success event navigates to offers
      applePayCreateError.current = APP_MESSAGES.cantCreateSubscription;
    } catch (error) {
      applePayCreateError.current = error instanceof HttpError ? (HttpError.messageOf(error.body) ?? APP_MESSAGES.cantCreateSubscription) : APP_MESSAGES.cantCreateSubscription;
    }
    setPhase('paying');
    return false;
  };

  /** The shopper's text for an Apple Pay failure: the widget leaves it to the app (ADR 6). */
  const applePayFailureText = (code: string, message: string): string | null => {
    if (code === 'USER_CANCELLED') return APP_MESSAGES.somethingWentWrong;
    if (message === WIDGET_MESSAGES.applePayUnavailable) return APP_MESSAGES.applePayUnavailable;
    return null;
  };

  return (
    <>
      <Header />
      <main className="page checkout">
        <section className="card plan-card" aria-labelledby="plan-title">
          <img className="plan-card__art" src="/images/brain.svg" alt="" width="56" height="56" />
          <p className="eyebrow">Your results are ready</p>
          <h1 id="plan-title">Unlock your IQ report and daily brain training</h1>
          <div className="plan-summary">
            <div>
              <strong>{plan.name}</strong>
              <p className="muted">{plan.name_full}</p>
            </div>
            <p className="plan-price" data-testid="price-line">
              {priceLine(plan)}
            </p>
          </div>
          <p className="plan-display-summary" data-testid="plan-summary">
            {planSummaryLine(planSummary(plan.id))}
          </p>
          <button type="button" className="button button--primary button--large plan-card__cta" onClick={() => openModal()}>
            {CHECKOUT_TEXT.openModal}
          </button>
        </section>
        {modalOpen ? (
          <PaymentModal>
            <section className="payment-panel" aria-label="Payment" data-payment-event={lastEvent?.event} data-failure-code={lastEvent?.code}>
              {state.kind === 'loading' ? <p className="muted" role="status">{APP_MESSAGES.loadingCheckout}</p> : null}
              {state.kind === 'error' ? <p className="error-banner" role="alert">{state.message}</p> : null}
              {phase === 'pending' ? (
                <div className="pending-banner pending-banner--outcome" role="status">
                  <span className="spinner spinner--small" aria-hidden="true" />
                  <div>
                    <strong>{APP_MESSAGES.paymentPending}</strong>
                    <p>Your bank is still confirming the payment. Keep this page open; it updates by itself.</p>
                  </div>
                </div>
              ) : null}
              {createError ? <p className="error-banner" role="alert">{createError}</p> : null}
              {config ? (
                <PaymentDropIn
                  config={config}
                  {...qaWidgetOptions(params)}
                  applePayRecurring={recurring}
                  payButtonLabel={payLabel(config.amount)}
                  payButtonNote={priceLine(plan)}
                  getBearerToken={getBearerToken}
                  events={{
                    onAuthorizeSuccess: ({ paymentMethodCode }) => {
                      setLastEvent({ event: 'success' });
                      setLoading(false);
                      const applePayId = applePaySubscription.current;
                      if (paymentMethodCode === 'applePay' && applePayId) completePurchase(applePayId);
                      else void onAuthorizeSuccess();
                    },
                    onPaymentButtonClicked: ({ paymentMethodCode }) => {
                      setCreateError(null);
                      setLoading(true);
                      void trackFunnelEvent(paymentMethodCode === 'applePay' ? 'apple_pay_submit' : 'card_submit');
                      void trackFunnelEvent('modal_payment_submit');
                      return true;
                    },
                    onApplePayAuthorized,
                    onDeliveryAddressChanged: acceptsDeliveryAddress,
                    onAuthorizeFailed: ({ code, message, paymentMethodCode }) => {
                      setLastEvent({ event: 'failure', code });
                      setLoading(false);
                      void trackFunnelEvent('ecommerce_purchase_error');
                      if (paymentMethodCode !== 'applePay') return undefined;
                      // The widget shows the app's Apple Pay text where the options were (ADR 6). A failed
                      // create already said why (onApplePayAuthorized); anything else is 'Something went wrong'.
                      const created = applePayCreateError.current;
                      applePayCreateError.current = null;
                      return applePayFailureText(code, message) ?? created ?? APP_MESSAGES.somethingWentWrong;
                    },
                    onPaymentSessionExpired: () => {
                      setLoading(false);
                      return refreshSession();
                    },
                    // The challenge needs the shopper: the bank's window replaces the loading screen.
                    onThreeDSecureChallenge: () => setLoading(false),
                    onPaymentPending: () => {
                      setLastEvent({ event: 'pending' });
                      setLoading(false);
                      setPhase('pending');
                    },
                  }}
                />
              ) : null}
              <p className="fine-print secure-note">
                <img src="/images/secure-checkout.svg" alt="" width="20" height="20" />
                <span>
                  <span data-testid="renewal-terms">{renewalTermsText(plan)}</span> Card details are entered on our payment partner&apos;s secure form.
                </span>
              </p>
            </section>
          </PaymentModal>
        ) : null}
        {options.surePopup ? <SkipPopup skipTrialPlan={options.skipTrialPlan && options.skipTrialPlan.id !== plan.id ? options.skipTrialPlan : null} /> : null}
        {phase === 'creating' || submitting ? (
          <div className="loading-screen loading-screen--payment" role="status" aria-live="polite" data-testid="payment-loading">
            <span className="spinner" aria-hidden="true" />
            {phase === 'creating' ? CHECKOUT_TEXT.creating : CHECKOUT_TEXT.submitting}
          </div>
        ) : null}
      </main>
    </>
  );
}

