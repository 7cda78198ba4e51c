/**
 * How a score the service gave is put into words: its percentile as a sentence and a plain-words
 * band. The numbers themselves (score, interval, percentile) come from the service (issue 27).
 */

export interface IqRange {
  readonly low: number;
  readonly high: number;
}

/**
 * The percentile as a sentence that is never an overstatement: rounded down to one decimal, so
 * "higher than 99.9%" stays true for 99.96; below 0.1% we say where the score sits instead.
 */
export function percentileSentence(percent: number): string {
  const shown = Math.floor(percent * 10 + 1e-9) / 10; // the epsilon absorbs float noise such as 49.99999999
  if (shown < 0.1) return 'In the lowest 0.1% of people';
  return `Higher than ${shown}% of people`;
}

export type IqBand = 'very-high' | 'high' | 'above-average' | 'average' | 'below-average' | 'low' | 'very-low';

/** Bands follow the usual Wechsler cut-offs (130, 120, 110, 90, 80, 70) in consumer-friendly words. */
export const IQ_BANDS: readonly { readonly band: IqBand; readonly from: number; readonly label: string }[] = [
  { band: 'very-high', from: 130, label: 'Very high' },
  { band: 'high', from: 120, label: 'High' },
  { band: 'above-average', from: 110, label: 'Above average' },
  { band: 'average', from: 90, label: 'Average' },
  { band: 'below-average', from: 80, label: 'Below average' },
  { band: 'low', from: 70, label: 'Low' },
  { band: 'very-low', from: -Infinity, label: 'Very low' },
];

export function iqBandOf(iq: number): (typeof IQ_BANDS)[number] {
  const found = IQ_BANDS.find((entry) => iq >= entry.from);
  // The last band starts at -Infinity, so only NaN gets here.
  if (!found) throw new Error(`iqBandOf needs a number, got ${iq}.`);
  return found;
}
