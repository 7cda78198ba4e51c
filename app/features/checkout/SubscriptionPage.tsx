import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths, withCarriedParams } from '../../config/paths';
import { HttpError } from '../../lib/fetch-json';
import { writeSessionValue } from '../../lib/session-values';
import { APP_MESSAGES } from '../../messages';
import { DEFAULT_PLAN_ID, findPlan, type Plan } from '../../plans';
import { QUIZ_QUESTION_COUNT } from '../quiz/questions';
import { correctCountAtom, estimateIq, quizEmailAtom } from '../quiz/quiz-state';
import { createSubscriptionNoUser } from './api/create-subscription';
import { getVaultToken } from './api/get-vault-token';
import { initPaymentSession, type PaymentSession } from './api/init-session';
import { PaymentDropIn } from './PaymentDropIn';
import { priceLine } from './price-line';
import { trackFunnelEvent } from '../tracking/track-event';
import { useTrackOnce } from '../tracking/use-track-once';

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

const errorText = (error: unknown) => (error instanceof HttpError ? (HttpError.messageOf(error.body) ?? APP_MESSAGES.somethingWentWrong) : APP_MESSAGES.somethingWentWrong);

export default function SubscriptionPage() {
  const [params] = useSearchParams();
  const planId = params.get('plan') ?? DEFAULT_PLAN_ID;
  const plan = findPlan(planId);
  const email = useAtomValue(quizEmailAtom);
  if (!plan) return <UnknownPlan planId={planId} parameter="plan" />;
  if (!email) return <Navigate to={withCarriedParams(`${paths.quiz}?step=${QUIZ_QUESTION_COUNT + 1}`, '')} replace />;
  return <Checkout plan={plan} email={email} scenario={params.get('scenario')} />;
}

/** The full-screen white message of app-spec section 2. */
function UnknownPlan({ planId, parameter }: { planId: string; parameter: string }) {
  return (
    <main className="unknown-plan" role="alert">
      {APP_MESSAGES.unknownPlan(planId, parameter)}
    </main>
  );
}

function Checkout({ plan, email, scenario }: { plan: Plan; email: string; scenario: string | null }) {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const [phase, setPhase] = useState<Phase>('paying');
  // The widget's last event, exposed as data attributes for QA tools and the e2e suite.
  const [lastEvent, setLastEvent] = useState<{ event: 'success' | 'failure' | 'pending'; code?: string } | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const correct = useAtomValue(correctCountAtom);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useTrackOnce('subscription_shown');
  useTrackOnce('modal_payment_shown', state.kind === 'ready');

  useEffect(() => {
    let cancelled = false;
    initPaymentSession({ planId: plan.id, scenario })
      .then((session) => !cancelled && setState({ kind: 'ready', session }))
      .catch((error: unknown) => !cancelled && setState({ kind: 'error', message: errorText(error) }));
    return () => {
      cancelled = true;
    };
  }, [plan.id, scenario]);

  const session = state.kind === 'ready' ? state.session : null;
  const config = useMemo(() => (session ? { token: session.token, amount: session.amount, execution: session.execution } : null), [session]);
  const getBearerToken = useCallback(() => (session ? getVaultToken(session.token) : Promise.reject(new Error('No payment session'))), [session]);

  const onAuthorizeSuccess = async () => {
    if (!session) return;
    setPhase('creating');
    try {
      const { id } = await createSubscriptionNoUser({ planId: plan.id, email, executionId: session.execution.id, attribution: {} });
      writeSessionValue('userEmail', email);
      writeSessionValue('subscriptionId', id);
      writeSessionValue('iqScore', String(estimateIq(correct)));
      void trackFunnelEvent('ecommerce_purchase');
      void navigate(withCarriedParams(paths.offers, `?${params}`));
    } catch (error) {
      setCreateError(errorText(error));
      setPhase('paying');
      void trackFunnelEvent('ecommerce_purchase_error');
    }
  };

  return (
    <>
      <Header />
      <main className="page checkout">
        <section className="card plan-card" aria-labelledby="plan-title">
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
        </section>
        <section className="card" aria-label="Payment" data-payment-event={lastEvent?.event} data-failure-code={lastEvent?.code}>
          {state.kind === 'loading' ? <p className="muted" role="status">{APP_MESSAGES.loadingCheckout}</p> : null}
          {state.kind === 'error' ? <p className="error-banner" role="alert">{state.message}</p> : null}
          {phase === 'pending' ? <p className="pending-banner" role="status">{APP_MESSAGES.paymentPending}</p> : null}
          {createError ? <p className="error-banner" role="alert">{createError}</p> : null}
          {config ? (
            <PaymentDropIn
              config={config}
              {...qaWidgetOptions(params)}
              getBearerToken={getBearerToken}
              events={{
                onAuthorizeSuccess: () => {
                  setLastEvent({ event: 'success' });
                  void onAuthorizeSuccess();
                },
                onPaymentButtonClicked: () => {
                  void trackFunnelEvent('card_submit');
                  void trackFunnelEvent('modal_payment_submit');
                  return true;
                },
                onAuthorizeFailed: ({ code }) => {
                  setLastEvent({ event: 'failure', code });
                  void trackFunnelEvent('ecommerce_purchase_error');
                },
                onPaymentPending: () => {
                  setLastEvent({ event: 'pending' });
                  setPhase('pending');
                },
              }}
            />
          ) : null}
          <p className="fine-print">{priceLine(plan)}. Cancel any time in your account.</p>
        </section>
        {phase === 'creating' ? (
          <div className="loading-screen" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            Activating your subscription…
          </div>
        ) : null}
      </main>
    </>
  );
}
