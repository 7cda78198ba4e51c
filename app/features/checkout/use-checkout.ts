/**
 * Runs the checkout model (model/checkout-model.ts) in the page: opens and refreshes the payment
 * session, turns the widget's events into model events, and carries out the model's effects
 * (tracking, the create calls, completing the purchase). Decisions stay in the model.
 */
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths, withCarriedParams } from '../../config/paths';
import { HttpError } from '../../lib/fetch-json';
import { writeSessionValue } from '../../lib/session-values';
import { APP_MESSAGES } from '../../messages';
import type { Plan } from '../../../catalog/plans';
import { scoredQuizAttemptId } from '../../lib/quiz-attempt';
import type { ApplePayAuthorizedPayment, PaymentEvents } from '../../../widget';
import { useLocale } from '../../lib/i18n/use-locale';
import { trackFunnelEvent } from '../../lib/tracking/track-event';
import { subscriptionAttribution } from '../../lib/tracking/subscription-attribution';
import { signedInBuyer } from '../../lib/auth/signed-in-buyer';
import { createSubscription } from './api/create-subscription';
import { addressOf, createApplePaySubscription } from './api/create-subscription-applepay';
import { acceptsDeliveryAddress } from './delivery-address';
import { getVaultToken } from './api/get-vault-token';
import { initPaymentSession, type PaymentSession } from './api/init-session';
import { setPaymentLoadingAtom } from './checkout-state';
import { activeSession, applePayCharged, checkoutStep, initialCheckout, type CheckoutEffect, type CheckoutEvent, type CheckoutState, type CheckoutTexts } from './model/checkout-model';
import { useTexts } from '../../lib/i18n/texts';
import { MESSAGES_TEXTS } from '../../messages-texts';
import { useServiceErrorText } from '../../lib/service-errors/service-error-texts';

/** A failed call for the developer's console: the service's English text, or the error's own. */
const developerText = (error: unknown) => (error instanceof HttpError ? (HttpError.messageOf(error.body) ?? error.message) : String(error));

export interface CheckoutInput {
  readonly plan: Plan;
  readonly email: string;
  readonly scenario: string | null;
}

export function useCheckout({ plan, email, scenario }: CheckoutInput) {
  const [state, setState] = useState<CheckoutState<PaymentSession>>(initialCheckout);
  // The model's state as of the last event: effects and widget callbacks read it between renders.
  const current = useRef<CheckoutState<PaymentSession>>(initialCheckout);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setLoading = useSetAtom(setPaymentLoadingAtom);
  // The language the purchase is recorded in (issue 33): the one the checkout shows (useLocale). Read
  // through a ref by the calls below, so a late change of language never reopens the payment session.
  const locale = useLocale();
  const language = useRef(locale);
  language.current = locale;
  // The error texts in that language (issue 33), read through a ref like the language.
  const m = useTexts(MESSAGES_TEXTS);
  const texts = useRef<CheckoutTexts>(APP_MESSAGES);
  texts.current = { somethingWentWrong: m('somethingWentWrong'), applePayUnavailable: m('applePayUnavailable'), cantCreateSubscription: m('cantCreateSubscription') };
  // A refusal's text by the service's stable code, in that language (issue 33); the fallback otherwise.
  const serviceError = useServiceErrorText();
  const errorText = useRef(serviceError);
  errorText.current = serviceError;

  const run = useRef<(effect: CheckoutEffect) => void>(() => undefined);
  const dispatch = useCallback((event: CheckoutEvent<PaymentSession>) => {
    const step = checkoutStep(current.current, event, texts.current);
    current.current = step.state;
    setState(step.state);
    for (const effect of step.effects) run.current(effect);
  }, []);

  run.current = (effect) => {
    switch (effect.kind) {
      case 'track':
        void trackFunnelEvent(effect.event);
        return;
      case 'create':
        // A signed-in buyer buys through /subs/create with the ID token (app §7 in docs/spec-coverage.md).
        void Promise.all([subscriptionAttribution(), signedInBuyer()])
          .then(([attribution, buyer]) => createSubscription({ planId: plan.id, email, executionId: effect.executionId, attribution, language: language.current }, buyer))
          .then(
            ({ id }) => dispatch({ type: 'created', subscriptionId: id }),
            (error: unknown) => dispatch({ type: 'createFailed', message: errorText.current(error, texts.current.somethingWentWrong) }),
          );
        return;
      case 'complete':
        // app §4 in docs/spec-coverage.md: email and subscription id in session, purchase tracking, then offers. The IQ
        // score in session is the service's, written when it scored the quiz (issue 27: the browser never computes one).
        writeSessionValue('userEmail', email);
        writeSessionValue('subscriptionId', effect.subscriptionId);
        // The ad pixel hears what was charged now: the trial's first charge, or the full price of a plan without trial.
        void trackFunnelEvent('ecommerce_purchase', { value: plan.trial_sum, fullPlan: plan.trial_sum === plan.sum });
        void navigate(withCarriedParams(paths.offers, `?${params}`));
        return;
    }
  };

  // isPaymentLoading of app §3 in docs/spec-coverage.md follows the model (the modal refuses to close while it is set).
  useEffect(() => setLoading(state.submitting), [setLoading, state.submitting]);

  useEffect(() => {
    let cancelled = false;
    initPaymentSession({ planId: plan.id, email, scenario, quizAttemptId: scoredQuizAttemptId(), language: language.current }).then(
      (session) => !cancelled && dispatch({ type: 'sessionOpened', session, at: Date.now() }),
      (error: unknown) => !cancelled && dispatch({ type: 'sessionFailed', message: errorText.current(error, texts.current.somethingWentWrong) }),
    );
    return () => {
      cancelled = true;
    };
  }, [plan.id, email, scenario, dispatch]);

  const getBearerToken = useCallback(() => {
    const session = activeSession(current.current);
    return session ? getVaultToken(session.token) : Promise.reject(new Error('No payment session'));
  }, []);

  /**
   * widget §8 in docs/spec-coverage.md: the session expired mid-checkout. A fresh session lets the shopper pay again
   * with the form as typed; it carries no QA scenario (the scenario described the session that expired).
   * A failed refresh is logged and answered with nothing: the widget then tells the shopper to reload.
   */
  const refreshSession = async () => {
    dispatch({ type: 'sessionExpired' });
    try {
      const fresh = await initPaymentSession({ planId: plan.id, email, scenario: null, quizAttemptId: scoredQuizAttemptId(), language: language.current });
      dispatch({ type: 'sessionRefreshed', session: fresh });
      return { token: fresh.token, execution: fresh.execution };
    } catch (error) {
      console.error(`Payment session refresh failed: ${developerText(error)}`);
      return null;
    }
  };

  /** app §4 in docs/spec-coverage.md, Apple Pay: the app creates the subscription on authorisation; the sheet completes with success only with an id. */
  const onApplePayAuthorized = async ({ token, billingContact }: ApplePayAuthorizedPayment): Promise<boolean> => {
    const paying = activeSession(current.current);
    if (!paying) return false;
    const payer = addressOf(billingContact);
    dispatch({ type: 'applePayAuthorized', firstName: payer.first_name, lastName: payer.last_name });
    try {
      const [attribution, buyer] = await Promise.all([subscriptionAttribution(), signedInBuyer()]);
      const id = await createApplePaySubscription({ planId: plan.id, email, token, billingContact, attribution, vault: params.get('vault'), executionId: paying.execution.id, language: language.current }, buyer);
      dispatch({ type: 'applePayCreated', subscriptionId: id });
    } catch (error) {
      dispatch({ type: 'applePayCreateFailed', message: errorText.current(error, texts.current.cantCreateSubscription) });
    }
    return applePayCharged(current.current);
  };

  const events: PaymentEvents = {
    onAuthorizeSuccess: ({ paymentMethodCode }) => dispatch({ type: 'authorizeSucceeded', method: paymentMethodCode }),
    onPaymentButtonClicked: ({ paymentMethodCode }) => {
      dispatch({ type: 'paymentButtonClicked', method: paymentMethodCode });
      return true;
    },
    onApplePayAuthorized,
    onDeliveryAddressChanged: acceptsDeliveryAddress,
    onAuthorizeFailed: ({ code, error, paymentMethodCode }) => {
      dispatch({ type: 'authorizeFailed', method: paymentMethodCode, code, ...(error ? { error } : {}) });
      return current.current.widgetFailureText ?? undefined;
    },
    onPaymentSessionExpired: refreshSession,
    onThreeDSecureChallenge: () => dispatch({ type: 'threeDSecureChallenge' }),
    onPaymentPending: () => dispatch({ type: 'paymentPending' }),
  };

  const session = activeSession(state);
  // The first session's config only: a refreshed session reaches the widget through onPaymentSessionExpired, and a new object would remount the drop-in and lose the typed card.
  const firstSession = useRef<PaymentSession | null>(null);
  firstSession.current ??= session;
  const first = firstSession.current;
  const config = useMemo(() => (first ? { token: first.token, amount: first.amount, execution: first.execution } : null), [first]);
  return { state, config, events, getBearerToken };
}
