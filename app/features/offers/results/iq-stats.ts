/**
 * How a score the service gave is put into words: its percentile as a sentence and a plain-words
 * band. The numbers themselves (score, interval, percentile) come from the service (issue 27).
 */

export interface IqRange {
  readonly low: number;
  readonly high: number;
}

/**
 * The percentile as the sentence says it, never an overstatement: rounded down to one decimal, so
 * "higher than 99.9%" stays true for 99.96; below 0.1% the sentence says where the score sits instead
 * (`lowest`, with 0.1). The words are the catalogue's (offers-text.ts percentileAbove / percentileLowest).
 */
export function percentileShown(percent: number): { readonly lowest: boolean; readonly percent: number } {
  const shown = Math.floor(percent * 10 + 1e-9) / 10; // the epsilon absorbs float noise such as 49.99999999
  return shown < 0.1 ? { lowest: true, percent: 0.1 } : { lowest: false, percent: shown };
}

export type IqBand = 'very-high' | 'high' | 'above-average' | 'average' | 'below-average' | 'low' | 'very-low';

/** Bands follow the usual Wechsler cut-offs (130, 120, 110, 90, 80, 70); their consumer-friendly words are the catalogue's (offers-text.ts `band`). */
const IQ_BANDS: readonly { readonly band: IqBand; readonly from: number }[] = [
  { band: 'very-high', from: 130 },
  { band: 'high', from: 120 },
  { band: 'above-average', from: 110 },
  { band: 'average', from: 90 },
  { band: 'below-average', from: 80 },
  { band: 'low', from: 70 },
  { band: 'very-low', from: -Infinity },
];

export function iqBandOf(iq: number): (typeof IQ_BANDS)[number] {
  const found = IQ_BANDS.find((entry) => iq >= entry.from);
  // The last band starts at -Infinity, so only NaN gets here.
  if (!found) throw new Error(`iqBandOf needs a number, got ${iq}.`);
  return found;
}
