import { Link, useLocation } from 'react-router-dom';
import { Header, useSignedIn } from '../../components/Header';
import { Footer } from '../../components/Footer';
import { paths, withCarriedParams } from '../../config/paths';
import { usePreloadRoute } from '../../lib/route-preload';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { useTexts } from '../../lib/i18n/texts';
import { localPriceLine, TERMS_TEXTS } from '../../shared/terms/terms-texts';
import { LANDING_TEXTS } from './landing-texts';
import { DEFAULT_PLAN_ID, findPlan } from '../../../catalog/plans';
import { useInAppBrowserEscape } from '../../lib/in-app-browser/use-in-app-browser-escape';
import { trackFunnelEventLazily } from '../../lib/tracking/track-lazily';
import { useTrackOnce } from '../../lib/tracking/use-track-once';

const defaultPlan = findPlan(DEFAULT_PLAN_ID) ?? (() => {
  throw new Error(`The landing names the price of "${DEFAULT_PLAN_ID}", which is not in catalog/plans.ts.`);
})();

export default function LandingPage() {
  const { search } = useLocation();
  useInAppBrowserEscape(true);
  useTrackOnce('intro_shown');
  usePreloadRoute(paths.quiz);
  const t = useTexts(LANDING_TEXTS);
  const terms = useTexts(TERMS_TEXTS);
  const signedIn = useSignedIn();
  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('memberSignIn')} accountLabel={t('myAccount')} />
      <main className="landing">
        <section className="hero">
          <img className="hero__art" src="/images/brain.svg" alt="" width="96" height="96" />
          <p className="eyebrow">{terms('offerFree', { count: QUIZ_QUESTION_COUNT })} · {t('duration')}</p>
          <h1>{t('heading')}</h1>
          <p className="lead">{t('lead', { count: QUIZ_QUESTION_COUNT })}</p>
          <p className="hero__price" data-testid="landing-price">
            {t('price', { paid: terms('offerPaid'), priceLine: localPriceLine(terms, defaultPlan) })}
          </p>
          <Link className="button button--primary button--large" to={withCarriedParams(paths.quiz, search)} onClick={() => void trackFunnelEventLazily('intro_success')}>
            {t('start')}
          </Link>
          {/* A signed-in member is already a member: their account, not a sign-in. */}
          <p className="hero__members">
            {signedIn ? <Link to={paths.webapp.root}>{t('myAccount')}</Link> : <>{t('alreadyMember')} <Link to={paths.signIn}>{t('signIn')}</Link></>}
          </p>
        </section>
        <section className="features" aria-label={t('featuresLabel')}>
          <article>
            <h2>{t('reasoningTitle')}</h2>
            <p>{t('reasoningBody')}</p>
          </article>
          <article>
            <h2>{t('estimateTitle')}</h2>
            <p>{t('estimateBody')}</p>
          </article>
          <article>
            <h2>{t('trainingTitle')}</h2>
            <p>{t('trainingBody')}</p>
          </article>
        </section>
      </main>
      <Footer />
    </>
  );
}
