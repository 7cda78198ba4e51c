/** Calibration does not depend on the order the answers were stored in (issue 27). */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { calibrate, type StoredAnswer } from '../../../simulator/merchant/psychometrics/calibrate';
import { seededRandom, simulateAnswer } from '../../../simulator/merchant/psychometrics/simulate';

const ITEMS = ['i0', 'i1', 'i2', 'i3', 'i4'];
const START = new Map(ITEMS.map((id) => [id, { a: 1, b: 0, c: 0.25 }] as const));

/** 120 simulated people on five items: small enough for a property, large enough to calibrate (minAnswers 50). */
function answers(seed: number): StoredAnswer[] {
  const random = seededRandom(seed);
  const out: StoredAnswer[] = [];
  for (let p = 0; p < 120; p += 1) {
    const theta = random.normal();
    ITEMS.forEach((item, j) => {
      // Some people skip some items: calibration takes incomplete patterns.
      if (random.uniform() < 0.15) return;
      out.push({ person: `p${p}`, item, correct: simulateAnswer(theta, { a: 1.2, b: j - 2, c: 0.25 }, random) });
    });
  }
  return out;
}

it('gives the same parameters whatever the order of the stored answers', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer(), (seed, shuffleSeed) => {
      const data = answers(seed);
      const random = seededRandom(shuffleSeed);
      const shuffled = [...data];
      for (let i = shuffled.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random.uniform() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j] as StoredAnswer, shuffled[i] as StoredAnswer];
      }
      const options = { minAnswers: 50, maxCycles: 60 };
      expect(calibrate(START, shuffled, options)).toEqual(calibrate(START, data, options));
    }),
    { numRuns: 15 },
  );
});
