import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CHART, CHART_TICKS, clampToChart, curveAreaPath, curveLinePath, xOf, yOf } from './bell-curve';
import { CHART_MAX_IQ, CHART_MIN_IQ, IQ_MEAN, IQ_SD } from './constants';
import { iqBandOf, percentileSentence, type IqRange } from './iq-stats';

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
  if (![given.iq, given.iq_low, given.iq_high, given.percentile].every(Number.isFinite)) throw new Error(`ResultsScreen needs a finite score, got ${JSON.stringify(given)}.`);
  const score = Math.round(given.iq);
  const range: IqRange = { low: given.iq_low, high: given.iq_high };
  const percentile = percentileSentence(given.percentile);
  const band = iqBandOf(score);

  return (
    <section className="card results" aria-labelledby={headingId}>
      <p className="eyebrow">Your result</p>
      <h2 id={headingId} className="results__title">
        Your estimated IQ
      </h2>
      <p className="results__score">
        <span className="results__number">{score}</span>
        <span className={`results__band results__band--${band.band}`}>{band.label}</span>
      </p>
      <dl className="results__facts">
        <div className="results__fact">
          <dt>95 % interval</dt>
          <dd data-testid="iq-interval">
            {range.low}–{range.high}
          </dd>
        </div>
        <div className="results__fact">
          <dt>Percentile</dt>
          <dd>{percentile}</dd>
        </div>
      </dl>
      <BellCurve score={score} range={range} percentile={percentile} />
      <p className="fine-print">
        IQ scores follow a bell curve with an average of {IQ_MEAN} and a standard deviation of {IQ_SD}. A 20-question quiz is a
        quick estimate, not a clinical assessment: given your answers, your score lies between {range.low} and {range.high} with
        95 % probability. <Link to={paths.measurement}>How your score is measured</Link>
      </p>
    </section>
  );
}

const PILL_BOTTOM = 22;

function BellCurve({ score, range, percentile }: { score: number; range: IqRange; percentile: string }) {
  const x = xOf(score);
  const top = yOf(clampToChart(score));
  // Keep the "You" label inside the drawing when the score sits near either edge.
  const labelX = Math.min(CHART.right - 22, Math.max(CHART.left + 22, x));
  const offChart = score < CHART_MIN_IQ || score > CHART_MAX_IQ;
  const label =
    `Bell curve of IQ scores, average ${IQ_MEAN}. Your score of ${score} is marked` +
    `${offChart ? ' at the edge of the chart' : ''}, with a 95 % interval of ${range.low} to ${range.high}. ` +
    `${percentile}.`;

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
            You
          </text>
        </g>
      </svg>
      <figcaption className="bell__legend" aria-hidden="true">
        <span className="bell__key bell__key--below">Scored lower than you</span>
        <span className="bell__key bell__key--range">Your 95 % interval</span>
      </figcaption>
    </figure>
  );
}
