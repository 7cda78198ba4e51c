import { Link, useLocation } from 'react-router-dom';
import { Header } from '../../components/Header';
import { Footer } from '../../components/Footer';
import { paths, withCarriedParams } from '../../config/paths';
import { usePreloadRoute } from '../../lib/route-preload';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { OFFER_WORDS } from '../../../catalog/quiz/offer-words';
import { priceLine } from '../../../catalog/plan-terms';
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
  return (
    <>
      <Header />
      <main className="landing">
        <section className="hero">
          <img className="hero__art" src="/images/brain.svg" alt="" width="96" height="96" />
          <p className="eyebrow">{OFFER_WORDS.free} · about 10 minutes</p>
          <h1>How sharp is your mind today?</h1>
          <p className="lead">
            Take our {QUIZ_QUESTION_COUNT}-question reasoning test — number series, matrices, analogies, logic and spatial puzzles — and get
            your estimated IQ with a personal report. Then keep sharp with daily brain games.
          </p>
          <p className="hero__price" data-testid="landing-price">
            {OFFER_WORDS.paid}: {priceLine(defaultPlan)}.
          </p>
          <Link className="button button--primary button--large" to={withCarriedParams(paths.quiz, search)} onClick={() => void trackFunnelEventLazily('intro_success')}>
            Start the test
          </Link>
          <p className="hero__members">
            Already a member? <Link to={paths.signIn}>Sign in</Link>
          </p>
        </section>
        <section className="features" aria-label="What you get">
          <article>
            <h2>Reasoning, not trivia</h2>
            <p>Every question has exactly one right answer you can reach by thinking, not by knowing facts.</p>
          </article>
          <article>
            <h2>An honest estimate</h2>
            <p>Your score on the familiar IQ scale (mean 100), with the range it could really be in.</p>
          </article>
          <article>
            <h2>Training that sticks</h2>
            <p>Short daily games for memory, logic and focus, and a progress profile to watch yourself improve.</p>
          </article>
        </section>
      </main>
      <Footer />
    </>
  );
}
