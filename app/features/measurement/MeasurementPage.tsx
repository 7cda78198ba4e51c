/**
 * "How your score is measured" (issue 27): the model, the calibration state, the reliability, what
 * the interval means, and what a score is not. The figures come from the service (GET /measurement).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MEASUREMENT_PATH, MeasurementSummary } from '../../../contracts/measurement';
import { Footer } from '../../components/Footer';
import { Header } from '../../components/Header';
import { appConfig } from '../../config/env';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../../catalog/product';
import { fetchJson } from '../../lib/fetch-json';
import { valibotParser } from '../../lib/valibot-parser';
import { useTexts } from '../../lib/i18n/texts';
import { formatLongDate } from '../../lib/i18n/long-date';
import { MEASUREMENT_TEXTS } from './measurement-texts';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'loaded'; readonly summary: MeasurementSummary };

const TITLE = 'How your score is measured';

function useMeasurementSummary(): Loaded {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    fetchJson(`${appConfig().serviceOrigin}${MEASUREMENT_PATH}`, valibotParser(MeasurementSummary)).then(
      (summary) => live && setState({ kind: 'loaded', summary }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

function CalibrationState({ state }: { state: Loaded }) {
  const t = useTexts(MEASUREMENT_TEXTS);
  if (state.kind === 'loading') return <p role="status">Loading the current figures…</p>;
  if (state.kind === 'failed') return <p role="alert">The current figures could not be loaded just now; the explanation below still holds.</p>;
  const { calibration, funnel_form: form } = state.summary;
  return (
    <dl className="measurement__facts">
      <div>
        <dt>Item parameters</dt>
        <dd data-testid="calibration-state">
          {calibration.version === 0
            ? t('provisional', { minAnswers: calibration.min_answers })
            : t('calibrated', {
                dated: calibration.created_at ? 'yes' : 'no',
                date: calibration.created_at ? formatLongDate(calibration.created_at, t.locale) : '',
                calibrated: calibration.calibrated_items,
                provisional: calibration.provisional_items,
                minAnswers: calibration.min_answers,
              })}
        </dd>
      </div>
      <div>
        <dt>Reliability of the {form.items}-question quiz</dt>
        <dd>
          {form.reliability.toFixed(2)} (1 is perfect), with a typical standard error of {form.typical_se_iq.toFixed(1)} IQ points, computed from{' '}
          {form.simulated_people.toLocaleString('en-US')} simulated people with the current parameters. Supervised clinical tests reach about 0.95.
        </dd>
      </div>
    </dl>
  );
}

export default function MeasurementPage() {
  const state = useMeasurementSummary();
  const t = useTexts(MEASUREMENT_TEXTS);
  return (
    <>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} accountLabel={t('myAccount')} />
      <main className="page measurement">
        <article className="card stack">
          <h1>{TITLE}</h1>
          <p>
            Every score {PRODUCT_NAME} shows is computed by our service with one statistical model, the same for the 20-question quiz and for the tests in the
            members&rsquo; area. Your browser only shows the result.
          </p>
          <h2>Where things stand today</h2>
          <CalibrationState state={state} />
          <h2>The model</h2>
          <p>
            Each question has three numbers: how hard it is, how sharply it separates people just below from just above that level, and the chance of guessing it
            right (one in four for four answers). This is the three-parameter logistic model of item response theory, used by adaptive tests worldwide. A hard
            question answered right counts for more than an easy one; a wrong answer to a very hard question costs little.
          </p>
          <p>
            Your answers are combined with what is known about everyone (most people score near the average) into a probability for every possible ability level.
            Your score is the average of that distribution, put on the usual IQ scale: average 100, standard deviation 15.
          </p>
          <h2>Calibration</h2>
          <p>
            The three numbers of each question start as a written guess for its kind and difficulty. As people answer, we re-estimate them from all the stored
            answers together (marginal maximum likelihood). Each calibration gets a version number, and every score keeps the version it was computed with, so a
            score we gave you never changes afterwards.
          </p>
          <h2>What the interval means</h2>
          <p>
            Next to your score we show a 95 % interval. Given your answers and the model, your ability lies inside it with 95 % probability. A short quiz gives a wide
            interval; more questions narrow it. In our simulations of people whose true ability we set, the intervals held the true value in about 95 cases out of 100.
            That figure is over everyone: for people of one given ability it is a little higher near the average and a little lower far from it, because a score is
            pulled slightly towards the average when the answers leave room for doubt.
          </p>
          <h2>The members&rsquo; tests</h2>
          <p>
            The reasoning tests in the members&rsquo; area are adaptive: each next question is the one that tells most about the level your answers point to so far,
            and the test stops once your score is precise to about 5 IQ points (one standard error) or at its question limit. Our simulations compare that with fixed
            tests made from the same questions: to give the same precision to as many people, a fixed test needs more questions than the adaptive one asks.
          </p>
          <h2>What a score is not</h2>
          <ul>
            <li>It is not a clinical or diagnostic assessment. Only a qualified psychologist, with a supervised, standardised test, can give one.</li>
            <li>
              It comes from a short, unsupervised online test. Tiredness, distraction or a slow connection change results; take it as an estimate.
            </li>
            <li>
              Brain training is for enjoyment and practice. We make no claim that it raises intelligence, IQ or any everyday ability: the evidence does not show
              that it does, and such claims have been found misleading before (the US Federal Trade Commission&rsquo;s 2016 settlement with Lumosity).
            </li>
          </ul>
          <p>
            <Link to={paths.landing}>Back to {PRODUCT_NAME}</Link>
          </p>
        </article>
      </main>
      <Footer />
    </>
  );
}
