import { describe, expect, it } from 'vitest';
import type { Figures } from './load';
import { cells, goalMet, invalidBecause, languageLine, paintLine, pooled, table, type Comparison } from './verdict';

const f = (rps: number, p99: number, non2xx = 0, seconds = 5): Figures => ({ rps, p99, non2xx, seconds });
const bareGet = { name: 'bare Express GET', figures: f(10_000, 12) };

const poll = (product: Figures, ceiling = bareGet): Comparison => ({
  figure: 'poll, mid-script',
  product,
  baseline: bareGet,
  goal: { share: 0.9, p99: 1.5 },
  ceiling,
});

describe('the invalid-run rule', () => {
  it('lets a route stand up to 10 % above its ceiling', () => {
    expect(invalidBecause(poll(f(11_000, 10)))).toBeNull();
    expect(invalidBecause(poll(f(9_000, 10)))).toBeNull();
  });

  it('marks a route more than 10 % above its ceiling as a starved baseline', () => {
    expect(invalidBecause(poll(f(11_001, 10)))).toBe("poll, mid-script answered 110 % of bare Express GET's req/s (more than 110 %): that baseline was starved");
  });

  it('reads the ceiling, not the baseline the ratio is taken against', () => {
    const nodeGet = { name: 'bare node:http GET', figures: f(20_000, 8) };
    expect(invalidBecause(poll(f(15_000, 10), nodeGet))).toBeNull();
    expect(invalidBecause(poll(f(22_500, 10), nodeGet))).toMatch(/bare node:http GET/);
  });

  it('is invalid when a figure is missing', () => {
    expect(invalidBecause(poll(f(Number.NaN, 10)))).toMatch(/no figure/);
    expect(invalidBecause(poll(f(5_000, 10), { name: 'x', figures: f(0, 1) }))).toMatch(/no figure/);
  });

  it('says which comparison made the run invalid, below the table', () => {
    const lines = table([poll(f(9_500, 13)), poll(f(12_000, 13))]);
    expect(lines.at(-1)).toMatch(/^RUN INVALID .*answered 120 %/);
    expect(lines[3]).toMatch(/\| INVALID \|$/);
    expect(table([poll(f(9_500, 13))]).at(-1)).toMatch(/^run valid/);
  });
});

describe('the goal', () => {
  it('needs both the share and the p99', () => {
    expect(goalMet(poll(f(9_000, 18)))).toBe(true);
    expect(goalMet(poll(f(8_999, 18)))).toBe(false);
    expect(goalMet(poll(f(9_000, 18.5)))).toBe(false);
    expect(goalMet({ ...poll(f(1, 1)), goal: null })).toBeNull();
  });

  it('reads a baseline p99 under 1 ms as 1 ms', () => {
    expect(goalMet({ ...poll(f(9_500, 1.5)), baseline: { name: 'b', figures: f(10_000, 0) } })).toBe(true);
  });
});

describe('the table', () => {
  it('prints both absolute figures beside the ratio, the rounds and the verdict', () => {
    expect(cells({ ...poll(f(4_691.4, 32, 3)), roundShares: [0.46, 0.51] })).toEqual([
      'poll, mid-script',
      '4,691 req/s, p99 32 ms, 3 non-2xx/errors',
      'bare Express GET: 10,000 req/s, p99 12 ms',
      '47 % (rounds 46 %, 51 %), p99 2.67 x',
      '>= 90 %, p99 <= 1.5 x',
      'NOT met',
    ]);
  });

  it('is Markdown with a header row', () => {
    const [header, rule, row] = table([poll(f(9_500, 13))]);
    expect(header).toBe('| figure | product | baseline, same run | ratio | goal | verdict |');
    expect(rule).toBe('| --- | --- | --- | --- | --- | --- |');
    expect(row).toMatch(/^\| poll, mid-script \| 9,500 req\/s, p99 13 ms \|.*\| met \|$/);
  });
});

describe('rounds pooled', () => {
  it('weighs each round by its measured time and takes the median p99', () => {
    const p = pooled([f(1_000, 10, 1, 5), f(2_000, 30, 2, 15), f(4_000, 20, 0, 5)]);
    expect(p.rps).toBeCloseTo((5_000 + 30_000 + 20_000) / 25);
    expect(p.p99).toBe(20);
    expect(p.non2xx).toBe(3);
    expect(p.seconds).toBe(25);
  });
});

describe('the first paint against the hello world', () => {
  const hello = { fcpMs: 1_100, lcpMs: 1_200, cls: 0 };

  it('is met when FCP and LCP stay within 10 % and nothing shifts', () => {
    expect(paintLine({ fcpMs: 1_210, lcpMs: 1_320, cls: 0 }, hello, 0.1)).toBe("LCP 110 %, FCP 110 % of the hello world's, CLS 0.000 (goal: both <= 110 %, CLS 0): met");
  });

  it('is not met by a late LCP, a late FCP or any layout shift', () => {
    expect(paintLine({ fcpMs: 800, lcpMs: 1_321, cls: 0 }, hello, 0.1)).toMatch(/NOT met$/);
    expect(paintLine({ fcpMs: 1_211, lcpMs: 900, cls: 0 }, hello, 0.1)).toMatch(/NOT met$/);
    expect(paintLine({ fcpMs: 800, lcpMs: 900, cls: 0.001 }, hello, 0.1)).toMatch(/CLS 0.001 .*NOT met$/);
  });
});

describe('a language against English in the same run', () => {
  const english = { fcpMs: 900, lcpMs: 1_000, cls: 0 };

  it('is met when its LCP is within 10 % of English and nothing shifts', () => {
    expect(languageLine({ fcpMs: 2_000, lcpMs: 1_100, cls: 0 }, english, 0.1)).toBe('LCP 110 % of the same page in English, CLS 0.000 (goal: <= 110 %, CLS 0): met');
  });

  it('is not met by a later LCP or a layout shift', () => {
    expect(languageLine({ fcpMs: 900, lcpMs: 1_101, cls: 0 }, english, 0.1)).toMatch(/NOT met$/);
    expect(languageLine({ fcpMs: 900, lcpMs: 1_000, cls: 0.01 }, english, 0.1)).toMatch(/NOT met$/);
  });
});
