/** Aggregates stored scores by country for compare: quantiles per country, groups under the minimum hidden. */
import type { CompareResponse, CountryRow } from '../../../contracts/members';
import { COMPARE_MIN_GROUP_SIZE } from './constants';

export interface Score {
  readonly country: string;
  readonly iq: number;
  readonly synthetic: 0 | 1;
}

/** Linear-interpolated quantile of sorted values (the "R-7" definition spreadsheets use), to a whole IQ point. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of an empty list');
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? a;
  return Math.round(a + (b - a) * (pos - lo));
}

/** Share of `sorted` strictly below `score`, plus half of the ties, as a percentage with one decimal. */
export function positionIn(sorted: readonly number[], score: number): number {
  const below = sorted.filter((v) => v < score).length;
  const ties = sorted.filter((v) => v === score).length;
  return Math.round(((below + ties / 2) / sorted.length) * 1000) / 10;
}

export function aggregate(scores: readonly Score[], you: { iq: number | null; country: string | null }, minGroupSize = COMPARE_MIN_GROUP_SIZE): CompareResponse {
  const groups = new Map<string, { values: number[]; synthetic: boolean }>();
  for (const s of scores) {
    const g = groups.get(s.country) ?? { values: [], synthetic: false };
    g.values.push(s.iq);
    g.synthetic ||= s.synthetic === 1;
    groups.set(s.country, g);
  }
  let hidden = 0;
  const countries: CountryRow[] = [];
  for (const [country, g] of groups) {
    if (g.values.length < minGroupSize) {
      hidden += 1;
      continue;
    }
    const sorted = [...g.values].sort((a, b) => a - b);
    countries.push({
      country,
      people: sorted.length,
      p10: quantile(sorted, 0.1),
      p25: quantile(sorted, 0.25),
      median: quantile(sorted, 0.5),
      p75: quantile(sorted, 0.75),
      p90: quantile(sorted, 0.9),
      your_percentile: you.iq === null ? null : positionIn(sorted, you.iq),
      synthetic: g.synthetic,
    });
  }
  countries.sort((a, b) => b.people - a.people || a.country.localeCompare(b.country));
  return { your_iq: you.iq, your_country: you.country, min_group_size: minGroupSize, hidden_groups: hidden, synthetic: countries.some((c) => c.synthetic), countries };
}
