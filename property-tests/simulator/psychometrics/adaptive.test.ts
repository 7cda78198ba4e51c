/**
 * Properties of the adaptive engine (issue 27, point 3): the next item is never one already asked,
 * is among the k most informative left, and comes from the least-asked content area; a sitting stops
 * only at the target SE or the item limit; precision progress grows as the SE falls; an item shown in
 * a quarter of the sittings waits while another is left.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overExposed, precisionProgress, selectNext, stopReason } from '../../../simulator/merchant/psychometrics/adaptive';
import { EXPOSURE_MIN_SITTINGS, MAX_EXPOSURE_RATE } from '../../../simulator/merchant/psychometrics/constants';
import { itemInformation, type ItemParams } from '../../../simulator/merchant/psychometrics/irt';

const itemParams: fc.Arbitrary<ItemParams> = fc.record({
  a: fc.double({ min: 0.3, max: 3, noNaN: true }),
  b: fc.double({ min: -3, max: 3, noNaN: true }),
  c: fc.constantFrom(0.2, 0.25, 1 / 3),
});
const pool = fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 6 }), params: itemParams, content: fc.constantFrom('a', 'b', 'c') }), { minLength: 1, maxLength: 30, selector: (item) => item.id });

describe('adaptive item selection', () => {
  it('picks an item not yet asked, among the k most informative of the least-asked content', () => {
    fc.assert(
      fc.property(pool, fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: 0, max: 0.999, noNaN: true }), fc.integer({ min: 1, max: 6 }), fc.array(fc.nat()), (items, theta, draw, k, askedIdx) => {
        const asked = new Set(askedIdx.map((i) => items[i % items.length]?.id ?? ''));
        const perContent = new Map<string, number>();
        for (const item of items) if (asked.has(item.id)) perContent.set(item.content, (perContent.get(item.content) ?? 0) + 1);
        const next = selectNext(theta, items, { asked, random: () => draw, k, balance: { of: (item) => (item as (typeof items)[number]).content, asked: perContent } });
        const open = items.filter((item) => !asked.has(item.id));
        if (open.length === 0) {
          expect(next).toBeUndefined();
          return;
        }
        expect(next).toBeDefined();
        expect(asked.has(next!.id)).toBe(false);
        const least = Math.min(...open.map((item) => perContent.get(item.content) ?? 0));
        expect(perContent.get(next!.content) ?? 0).toBe(least);
        const rivals = open.filter((item) => (perContent.get(item.content) ?? 0) === least);
        const better = rivals.filter((item) => itemInformation(theta, item.params) > itemInformation(theta, next!.params));
        expect(better.length).toBeLessThan(k);
      }),
    );
  });

  it('withholds an item shown in a quarter or more of the sittings (once there are enough) while one under that is left', () => {
    fc.assert(
      fc.property(pool, fc.nat({ max: 80 }), fc.array(fc.nat({ max: 80 }), { minLength: 30, maxLength: 30 }), fc.double({ min: 0, max: 0.999, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), (items, sittings, counts, draw, theta) => {
        const shown = new Map(items.map((item, i) => [item.id, Math.min(sittings, counts[i] ?? 0)]));
        const exposure = { sittings, shown: (id: string) => shown.get(id) ?? 0 };
        const next = selectNext(theta, items, { asked: new Set(), random: () => draw, exposure, balance: { of: (item) => (item as (typeof items)[number]).content, asked: new Map() } });
        expect(next).toBeDefined();
        const under = items.filter((item) => !overExposed(exposure, item.id));
        if (sittings < EXPOSURE_MIN_SITTINGS) expect(under).toHaveLength(items.length);
        if (under.length > 0) expect(overExposed(exposure, next!.id)).toBe(false);
        // The ceiling itself: at 20 sittings or more, shown in a quarter of them is over.
        if (sittings >= EXPOSURE_MIN_SITTINGS) for (const item of items) expect(overExposed(exposure, item.id)).toBe(exposure.shown(item.id) / sittings >= MAX_EXPOSURE_RATE);
      }),
    );
  });

  it('stops only at the target SE (after one answer at least) or the item limit; progress grows as the SE falls', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 1.2, noNaN: true }), fc.double({ min: 0.05, max: 1.2, noNaN: true }), fc.nat({ max: 40 }), fc.integer({ min: 1, max: 40 }), (se, other, answered, max) => {
        const reason = stopReason(se, answered, max);
        if (answered > 0 && se <= 0.35) expect(reason).toBe('precision');
        else if (answered >= max) expect(reason).toBe('item-limit');
        else expect(reason).toBeNull();
        const [low, high] = se < other ? [se, other] : [other, se];
        expect(precisionProgress(low)).toBeGreaterThanOrEqual(precisionProgress(high));
        expect(precisionProgress(0.35)).toBe(1);
      }),
    );
  });
});
