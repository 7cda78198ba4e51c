/** Geometry of the bell-curve chart: pure, so the drawing can be tested without a browser. */
import { CHART_MAX_IQ, CHART_MIN_IQ, IQ_MEAN, IQ_SD } from './constants';
import { normalPdf } from './normal';

/** The chart's own coordinate space (SVG viewBox units); CSS scales it to the screen. */
export const CHART = { width: 360, height: 188, left: 14, right: 346, top: 34, baseline: 154 } as const;

/** Ticks at the mean and every standard deviation inside the chart. */
export const CHART_TICKS: readonly number[] = [-3, -2, -1, 0, 1, 2, 3].map((k) => IQ_MEAN + k * IQ_SD);

const PEAK_DENSITY = normalPdf(IQ_MEAN, IQ_MEAN, IQ_SD);
const SAMPLES_PER_CURVE = 96;

export const clampToChart = (iq: number): number => Math.min(CHART_MAX_IQ, Math.max(CHART_MIN_IQ, iq));

export function xOf(iq: number): number {
  const share = (clampToChart(iq) - CHART_MIN_IQ) / (CHART_MAX_IQ - CHART_MIN_IQ);
  return CHART.left + share * (CHART.right - CHART.left);
}

/** Height of the curve above an IQ value, with the peak touching CHART.top. */
export function yOf(iq: number): number {
  const share = normalPdf(iq, IQ_MEAN, IQ_SD) / PEAK_DENSITY;
  return CHART.baseline - share * (CHART.baseline - CHART.top);
}

const fmt = (n: number) => Number(n.toFixed(2));

/** Points along the curve from one IQ to another (clamped to the chart), evenly spaced. */
function curvePoints(fromIq: number, toIq: number): string[] {
  const from = clampToChart(fromIq);
  const to = clampToChart(toIq);
  const steps = Math.max(1, Math.ceil((SAMPLES_PER_CURVE * (to - from)) / (CHART_MAX_IQ - CHART_MIN_IQ)));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const iq = from + ((to - from) * i) / steps;
    return `${fmt(xOf(iq))} ${fmt(yOf(iq))}`;
  });
}

/** The outline of the curve across the whole chart, as an SVG path. */
export function curveLinePath(): string {
  const [first, ...rest] = curvePoints(CHART_MIN_IQ, CHART_MAX_IQ);
  return `M${first} L${rest.join(' L')}`;
}

/** The area under the curve between two IQ values, closed along the baseline, as an SVG path. */
export function curveAreaPath(fromIq: number, toIq: number): string {
  if (clampToChart(toIq) <= clampToChart(fromIq)) return '';
  const points = curvePoints(fromIq, toIq);
  return `M${fmt(xOf(fromIq))} ${CHART.baseline} L${points.join(' L')} L${fmt(xOf(toIq))} ${CHART.baseline} Z`;
}
