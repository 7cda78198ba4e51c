import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CHART, CHART_TICKS, clampToChart, curveAreaPath, curveLinePath, xOf, yOf } from './bell-curve';
import { CHART_MAX_IQ, CHART_MIN_IQ, IQ_MEAN, IQ_SD } from './constants';
import { QUIZ_QUESTION_COUNT } from '../../../../catalog/quiz/question-count';
import { formatPercent } from '../../../lib/i18n/money';
import { useTexts, type Translate } from '../../../lib/i18n/texts';
import type { OFFERS_TEXT } from '../offers-text';
import { OFFERS_TEXTS } from '../offers-texts';
import { iqBandOf, percentileShown, type IqRange } from './iq-stats';

type OffersTranslate = Translate<keyof typeof OFFERS_TEXT>;

/** The percentile's sentence in the page's language, its percent formatted there and isolated in right-to-left text. */
export function percentileSentence(t: OffersTranslate, given: number): string {
  const shown = percentileShown(given);
  return t(shown.lowest ? 'percentileLowest' : 'percentileAbove', { percent: formatPercent(shown.percent, t.locale) });
}

/** A score as the service gave it (contracts/quiz-answers.ts): the browser shows it, never computes it (issue 27). */
export interface ShownScore {
  readonly iq: number;
  readonly iq_low: number;
  readonly iq_high: number;
  readonly percentile: number;
}

/** The quiz result the service gave: score, 95 % interval, percentile and a bell curve with the score marked. */
export function ResultsScreen({ score: given }: { readonly score: ShownScore }) {
  const headingId = useId();
  const t = useTexts(OFFERS_TEXTS);
  if (![given.iq, given.iq_low, given.iq_high, given.percentile].every(Number.isFinite)) throw new Error(`ResultsScreen needs a finite score, got ${JSON.stringify(given)}.`);
  const score = Math.round(given.iq);
  const range: IqRange = { low: given.iq_low, high: given.iq_high };
  const percentile = percentileSentence(t, given.percentile);
  const band = iqBandOf(score);

  return (
    <section className="card results" aria-labelledby={headingId}>
      <p className="eyebrow">{t('resultEyebrow')}</p>
      <h2 id={headingId} className="results__title">
        {t('resultTitle')}
      </h2>
      <p className="results__score">
        <span className="results__number">{score}</span>
        <span className={`results__band results__band--${band.band}`}>{t('band', { band: band.band.replaceAll('-', '_') })}</span>
      </p>
      <dl className="results__facts">
        <div className="results__fact">
          <dt>{t('intervalLabel')}</dt>
          <dd>
            {/* A range reads low to high in every language: isolated left to right, never mirrored to "147–110". */}
            <bdi dir="ltr" data-testid="iq-interval">
              {range.low}–{range.high}
            </bdi>
          </dd>
        </div>
        <div className="results__fact">
          <dt>{t('percentileLabel')}</dt>
          <dd>{percentile}</dd>
        </div>
      </dl>
      <BellCurve t={t} score={score} range={range} percentile={percentile} />
      <p className="fine-print">
        {t('finePrint', { mean: IQ_MEAN, sd: IQ_SD, count: QUIZ_QUESTION_COUNT, low: range.low, high: range.high })} <Link to={paths.measurement}>{t('howMeasured')}</Link>
      </p>
    </section>
  );
}

const PILL_BOTTOM = 22;

function BellCurve({ t, score, range, percentile }: { t: OffersTranslate; score: number; range: IqRange; percentile: string }) {
  const x = xOf(score);
  const top = yOf(clampToChart(score));
  // Keep the "You" label inside the drawing when the score sits near either edge.
  const labelX = Math.min(CHART.right - 22, Math.max(CHART.left + 22, x));
  const offChart = score < CHART_MIN_IQ || score > CHART_MAX_IQ;
  const label = t('chartLabel', { mean: IQ_MEAN, score, edge: offChart ? 'yes' : 'no', low: range.low, high: range.high, percentile });

  return (
    <figure className="bell">
      <svg className="bell__svg" viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
        <path className="bell__area" d={curveAreaPath(CHART_MIN_IQ, CHART_MAX_IQ)} />
        <path className="bell__below" d={curveAreaPath(CHART_MIN_IQ, score)} />
        <rect className="bell__range" x={xOf(range.low)} y={CHART.top - 6} width={xOf(range.high) - xOf(range.low)} height={CHART.baseline - CHART.top + 6} rx={4} />
        <path className="bell__line" d={curveLinePath()} />
        <line className="bell__axis" x1={CHART.left} x2={CHART.right} y1={CHART.baseline} y2={CHART.baseline} />
        {CHART_TICKS.map((tick) => (
          <g key={tick}>
            <line className="bell__tick" x1={xOf(tick)} x2={xOf(tick)} y1={CHART.baseline} y2={CHART.baseline + 5} />
            <text className="bell__tick-label" x={xOf(tick)} y={CHART.baseline + 20} textAnchor="middle">
              {tick}
            </text>
          </g>
        ))}
        {/* The marker runs from the "You" label to the baseline so it still points at a score far out in a tail. */}
        <line className="bell__marker" x1={x} x2={x} y1={PILL_BOTTOM} y2={CHART.baseline} />
        <circle className="bell__dot" cx={x} cy={top} r={5} />
        <g className="bell__you">
          <rect x={labelX - 22} y={PILL_BOTTOM - 20} width={44} height={20} rx={10} />
          <text x={labelX} y={PILL_BOTTOM - 6} textAnchor="middle">
            {t('you')}
          </text>
        </g>
      </svg>
      <figcaption className="bell__legend" aria-hidden="true">
        <span className="bell__key bell__key--below">{t('keyBelow')}</span>
        <span className="bell__key bell__key--range">{t('keyRange')}</span>
      </figcaption>
    </figure>
  );
}
