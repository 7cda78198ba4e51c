/**
 * The product bench's reading of its figures (pure, unit-tested in verdict.test.ts): each product
 * figure beside its baseline from the same run with both absolute figures, the ratio, the goal and
 * met / NOT met; and the rule that marks a run INVALID: a product route that does at least its
 * baseline's work cannot answer more than 10 % faster than it, so when one does, the baseline was
 * starved (of CPU, say) and no ratio of that run can be trusted.
 */
import type { Figures } from './load';
import { median } from './median';

/** How far a product route may stand above the baseline it can never rightly beat before the run is INVALID. */
export const STARVED_MARGIN = 0.1;

export interface Named {
  readonly name: string;
  readonly figures: Figures;
}

export interface Comparison {
  /** What is measured, as the table names it. */
  readonly figure: string;
  readonly product: Figures;
  /** What the ratio and the goal read against. */
  readonly baseline: Named;
  /** The share of the baseline's req/s to reach at least, and the multiple of its p99 to stay within; null for a figure without a goal. */
  readonly goal: { readonly share: number; readonly p99: number } | null;
  /** The baseline this route does at least the work of (often the same): beating it by more than STARVED_MARGIN makes the run INVALID. */
  readonly ceiling: Named;
  /** The ratio of each round, in order. */
  readonly roundShares?: readonly number[];
}

/** Rounds pooled: all requests over all measured time; p99 the median of the rounds'. */
export function pooled(rounds: readonly Figures[]): Figures {
  const seconds = rounds.reduce((sum, f) => sum + f.seconds, 0);
  const requests = rounds.reduce((sum, f) => sum + f.rps * f.seconds, 0);
  return { rps: seconds > 0 ? requests / seconds : Number.NaN, p99: median(rounds.map((f) => f.p99)), non2xx: rounds.reduce((sum, f) => sum + f.non2xx, 0), seconds };
}

export const share = (c: Comparison): number => c.product.rps / c.baseline.figures.rps;
/** p99 as a multiple of the baseline's (a baseline p99 under 1 ms counts as 1 ms: autocannon reports whole milliseconds). */
export const p99Multiple = (c: Comparison): number => c.product.p99 / Math.max(c.baseline.figures.p99, 1);

/** Why the comparison makes its run INVALID, or null. A NaN figure (nothing measured) is INVALID too. */
export function invalidBecause(c: Comparison): string | null {
  const { rps } = c.product;
  const ceiling = c.ceiling.figures.rps;
  if (!Number.isFinite(rps) || !Number.isFinite(ceiling) || ceiling <= 0) return `${c.figure}: no figure for it or for ${c.ceiling.name}`;
  if (rps > ceiling * (1 + STARVED_MARGIN)) {
    return `${c.figure} answered ${percent(rps / ceiling)} of ${c.ceiling.name}'s req/s (more than ${percent(1 + STARVED_MARGIN)}): that baseline was starved`;
  }
  return null;
}

export function goalMet(c: Comparison): boolean | null {
  if (!c.goal) return null;
  return share(c) >= c.goal.share && p99Multiple(c) <= c.goal.p99;
}

export const percent = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)} %` : 'n/a');
const rps = (f: Figures) => (Number.isFinite(f.rps) ? `${Math.round(f.rps).toLocaleString('en-US')} req/s` : 'n/a');
const ms = (x: number) => (Number.isFinite(x) ? `${x} ms` : 'n/a');
const errors = (f: Figures) => (f.non2xx > 0 ? `, ${f.non2xx} non-2xx/errors` : '');

/** One row of the table, its cells in the header's order. */
export function cells(c: Comparison): string[] {
  const met = goalMet(c);
  const rounds = c.roundShares && c.roundShares.length > 1 ? ` (rounds ${c.roundShares.map(percent).join(', ')})` : '';
  return [
    c.figure,
    `${rps(c.product)}, p99 ${ms(c.product.p99)}${errors(c.product)}`,
    `${c.baseline.name}: ${rps(c.baseline.figures)}, p99 ${ms(c.baseline.figures.p99)}${errors(c.baseline.figures)}`,
    `${percent(share(c))}${rounds}, p99 ${p99Multiple(c).toFixed(2)} x`,
    c.goal ? `>= ${percent(c.goal.share)}, p99 <= ${c.goal.p99} x` : '-',
    invalidBecause(c) ? 'INVALID' : met === null ? '-' : met ? 'met' : 'NOT met',
  ];
}

const HEADER = ['figure', 'product', 'baseline, same run', 'ratio', 'goal', 'verdict'];

/** The table as Markdown lines, then one line saying whether the run is valid and, if not, why. */
export function table(comparisons: readonly Comparison[]): string[] {
  const rows = comparisons.map(cells);
  const lines = [HEADER, HEADER.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`);
  const invalid = comparisons.map(invalidBecause).filter((why): why is string => why !== null);
  lines.push(
    invalid.length === 0
      ? `run valid: no product route answered more than ${percent(1 + STARVED_MARGIN)} of the baseline it does at least the work of`
      : `RUN INVALID (no ratio above can be trusted): ${invalid.join('; ')}`,
  );
  return lines;
}

/** A page's first paint beside the hello world's (Lighthouse medians), and the goal: FCP and LCP within `within` of it, CLS 0. */
export interface Paint {
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly cls: number;
}

export function paintLine(page: Paint, hello: Paint, within: number): string {
  const met = page.lcpMs <= hello.lcpMs * (1 + within) && page.fcpMs <= hello.fcpMs * (1 + within) && page.cls === 0;
  return `LCP ${percent(page.lcpMs / hello.lcpMs)}, FCP ${percent(page.fcpMs / hello.fcpMs)} of the hello world's, CLS ${page.cls.toFixed(3)} (goal: both <= ${percent(1 + within)}, CLS 0): ${met ? 'met' : 'NOT met'}`;
}

/** A page in another language beside the same page in English from the same run: its LCP within `within` of English's, CLS 0. */
export function languageLine(page: Paint, english: Paint, within: number): string {
  const met = page.lcpMs <= english.lcpMs * (1 + within) && page.cls === 0;
  return `LCP ${percent(page.lcpMs / english.lcpMs)} of the same page in English, CLS ${page.cls.toFixed(3)} (goal: <= ${percent(1 + within)}, CLS 0): ${met ? 'met' : 'NOT met'}`;
}
