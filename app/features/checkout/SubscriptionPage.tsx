import { useAtomValue } from 'jotai';
import { lazy, useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { UnknownPlan } from '../../components/UnknownPlan';
import { paths, withCarriedParams } from '../../config/paths';
import { parseSubscriptionParams } from '../../lib/plan-params';
import { readRedirectReturn, saveRedirectValues } from './redirect-return';
import { REDIRECT_RETURN_TEXTS } from './redirect-return-texts';
import { useTexts } from '../../lib/i18n/texts';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { quizEmailAtom } from '../../shared/quiz/quiz-state';
import { Checkout } from './Checkout';

// Only a shopper back from a redirect payment sees these two screens: they load then, not with the checkout (its size budget).
const FinalizeScreen = lazy(() => import('./RedirectReturnScreens').then((screens) => ({ default: screens.FinalizeScreen })));
const PendingScreen = lazy(() => import('./RedirectReturnScreens').then((screens) => ({ default: screens.PendingScreen })));

/** Why a redirect payment's shopper is back on the checkout. */
const RETURN_NOTICE = { declined: 'bankDeclined', error: 'bankReturnFailed' } as const;

export default function SubscriptionPage() {
  const [params] = useSearchParams();
  const t = useTexts(REDIRECT_RETURN_TEXTS);
  const parsed = parseSubscriptionParams(params, window.location.hostname);
  const redirect = readRedirectReturn(params);
  const quizEmail = useAtomValue(quizEmailAtom);
  // The email: the quiz's, else the one a redirect payment flow brought back (app §3 in docs/spec-coverage.md).
  const email = quizEmail || redirect.redirectEmail || '';
  const { redirectEmail, redirectIqScore } = redirect;
  useEffect(() => saveRedirectValues({ finalize: null, unpaid: null, redirectEmail, redirectIqScore }), [redirectEmail, redirectIqScore]);
  if (parsed.kind === 'unknown-plan') return <UnknownPlan planId={parsed.planId} parameter={parsed.parameter} />;
  if (redirect.finalize) return <FinalizeScreen target={redirect.finalize} />;
  if (redirect.unpaid?.kind === 'pending') return <PendingScreen executionId={redirect.unpaid.executionId} />;
  if (!email) return <Navigate to={withCarriedParams(`${paths.quiz}?step=${QUIZ_QUESTION_COUNT + 1}`, `?${params}`)} replace />;
  return <Checkout key={parsed.params.plan.id} plan={parsed.params.plan} options={parsed.params} email={email} scenario={params.get('scenario')} notice={redirect.unpaid ? t(RETURN_NOTICE[redirect.unpaid.kind]) : null} />;
}
