/**
 * The fixed forms of the psychometric study (issue 27): the form built for the share rule is a
 * permutation of the pool that does not depend on the pool's order, and on the same examinees it
 * needs fewer items for a wide share than the form ordered by information over the population.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../simulator/merchant/psychometrics/simulate';
import type { StudyItem } from './adaptive-study';
import { bestFixedOrder, drawPanel, fixedLengthFor, shareFormOrder } from './fixed-forms';

/** 135 items like the bank's: 15 at each of nine difficulties from −2 to +2, two kinds. */
const pool: StudyItem[] = Array.from({ length: 135 }, (_, j) => ({
  id: `item-${String(j).padStart(3, '0')}`,
  params: { a: j % 2 ? 1.6 : 1.4, b: -2 + (j % 9) / 2, c: 0.25 },
  content: j % 2 ? 'series' : 'matrix',
}));

describe('fixed forms for the share rule', () => {
  it('orders every item of the pool once, whatever order the pool comes in', () => {
    const order = shareFormOrder(pool, -2, 2);
    expect(order.map((item) => item.id).sort()).toEqual(pool.map((item) => item.id).sort());
    expect(shareFormOrder([...pool].reverse(), -2, 2).map((item) => item.id)).toEqual(order.map((item) => item.id));
  });

  it('gives SE ≤ 0.35 to 90 % of the same examinees with fewer items than the population-information form', () => {
    const panel = drawPanel(pool, 400, seededRandom(27));
    const forShare = fixedLengthFor(shareFormOrder(pool, -1.75, 1.75), panel).itemsForShare(0.9);
    const byPopulation = fixedLengthFor(bestFixedOrder(pool), panel).itemsForShare(0.9);
    expect(forShare).not.toBeNull();
    expect(byPopulation).not.toBeNull();
    expect(forShare as number).toBeLessThan(byPopulation as number);
  });
});
