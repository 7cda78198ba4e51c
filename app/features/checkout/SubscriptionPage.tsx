import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Header } from '../../components/Header';
import { UnknownPlan } from '../../components/UnknownPlan';
import { paths, withCarriedParams } from '../../config/paths';
import { parseSubscriptionParams } from '../../lib/plan-params';
import { finalizeReturn, readRedirectReturn, saveRedirectValues, type FinalizeResult } from './redirect-return';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/questions';
import { quizEmailAtom } from '../../shared/quiz/quiz-state';
import { Checkout } from './Checkout';
import { SUPPORT_EMAIL } from '../../config/contact';

export default function SubscriptionPage() {
  const [params] = useSearchParams();
  const parsed = parseSubscriptionParams(params, window.location.hostname);
  const redirect = readRedirectReturn(params);
  const quizEmail = useAtomValue(quizEmailAtom);
  // The email: the quiz's, else the one a redirect payment flow brought back (app-spec section 3).
  const email = quizEmail || redirect.redirectEmail || '';
  const { redirectEmail, redirectIqScore } = redirect;
  useEffect(() => saveRedirectValues({ finalize: null, redirectEmail, redirectIqScore }), [redirectEmail, redirectIqScore]);
  if (parsed.kind === 'unknown-plan') return <UnknownPlan planId={parsed.planId} parameter={parsed.parameter} />;
  if (redirect.finalize) return <FinalizeScreen target={redirect.finalize} />;
  if (!email) return <Navigate to={withCarriedParams(`${paths.quiz}?step=${QUIZ_QUESTION_COUNT + 1}`, `?${params}`)} replace />;
  return <Checkout key={parsed.params.plan.id} plan={parsed.params.plan} options={parsed.params} email={email} scenario={params.get('scenario')} />;
}

/** Return from a redirect payment flow: finalize once, then show the outcome in place of the checkout. */
function FinalizeScreen({ target }: { target: { email: string; subscriptionId: string } }) {
  const [result, setResult] = useState<FinalizeResult | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The link client (zod, Firebase) loads only on a return from a redirect payment flow.
    const finalize = (purchase: { readonly subscriptionId: string; readonly email: string }) => import('../../lib/link-purchase').then(({ linkPurchase }) => linkPurchase(purchase));
    void finalizeReturn(target, { finalize, session: sessionStorage, local: localStorage }).then(setResult);
  }, [target]);
  return (
    <>
      <Header />
      <main className="page checkout">
        {result === null ? (
          <div className="loading-screen" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            Finishing your purchase…
          </div>
        ) : result.kind === 'finalized' ? (
          <section className="card success-card" role="status">
            <p className="eyebrow">Payment complete</p>
            <h1>Your subscription is active</h1>
            <p>
              We sent the details to <strong>{result.record.email}</strong>.
            </p>
            <Link className="button button--primary button--large" to={paths.webapp.iqTests}>
              Go to my training
            </Link>
          </section>
        ) : (
          <section className="card" aria-labelledby="finalize-error-title">
            <h1 id="finalize-error-title">We could not finish your purchase</h1>
            <p className="error-banner" role="alert">
              {result.message}
            </p>
            <p className="muted">If you were charged, your receipt email has the details; our support team at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> can finish it for you.</p>
          </section>
        )}
      </main>
    </>
  );
}

