import { describe, expect, it } from 'vitest';
import { eap, guessingFor, itemInformation, NODES, pCorrect, PRIOR, scoreResponses, toIqScore } from './irt';
import { QUIZ_FORM, provisionalOf } from './item-bank';
import { normalCdf, probit } from './normal';
import { seededRandom, simulateAnswer } from './simulate';

const item = { a: 1.5, b: 0, c: 0.25 };

describe('the 3PL model', () => {
  it('gives the guessing floor far below the item, one half above the floor at b, and 1 far above', () => {
    expect(pCorrect(-40, item)).toBeCloseTo(0.25, 10);
    expect(pCorrect(0, item)).toBeCloseTo(0.25 + 0.75 / 2, 12);
    expect(pCorrect(40, item)).toBeCloseTo(1, 10);
    expect(guessingFor(4)).toBe(0.25);
    expect(() => guessingFor(1)).toThrow(RangeError);
  });

  it('informs most a little above b when guessing is possible (Lord 1980: θmax = b + ln((1 + √(1 + 8c)) / 2) / a)', () => {
    const peak = item.b + Math.log((1 + Math.sqrt(1 + 8 * item.c)) / 2) / item.a;
    expect(itemInformation(peak, item)).toBeGreaterThan(itemInformation(peak - 0.05, item));
    expect(itemInformation(peak, item)).toBeGreaterThan(itemInformation(peak + 0.05, item));
  });
});

describe('EAP scoring', () => {
  it('with no answers is the prior: θ 0, SD 1, IQ 100 with the interval 71–130', () => {
    expect(PRIOR.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
    expect(NODES).toHaveLength(81);
    const post = eap([]);
    expect(post.theta).toBeCloseTo(0, 10);
    expect(post.se).toBeCloseTo(1, 2);
    expect(post.low).toBeCloseTo(-1.96, 1);
    const score = toIqScore(post);
    expect(score).toMatchObject({ iq: 100, percentile: 50 });
    expect(score.iq_low).toBeGreaterThanOrEqual(70);
    expect(score.iq_high).toBeLessThanOrEqual(131);
  });

  it('moves up with right answers and down with wrong ones, and the SD falls below the prior', () => {
    const right = eap(Array.from({ length: 10 }, () => ({ params: item, correct: true })));
    const wrong = eap(Array.from({ length: 10 }, () => ({ params: item, correct: false })));
    expect(right.theta).toBeGreaterThan(1);
    expect(wrong.theta).toBeLessThan(-1);
    expect(right.se).toBeLessThan(1);
    expect(scoreResponses(Array.from({ length: 10 }, () => ({ params: item, correct: true }))).iq).toBe(Math.round(100 + 15 * right.theta));
  });
});

describe('the posterior interval', () => {
  it('is calibrated: over people drawn from the prior, it holds the true θ in 95 % of cases (4,000 seeded people on the funnel form, within 3 binomial SEs)', () => {
    const form = QUIZ_FORM.map(provisionalOf);
    const random = seededRandom(2_027);
    const people = 4_000;
    let covered = 0;
    for (let i = 0; i < people; i += 1) {
      const theta = random.normal();
      const post = eap(form.map((params) => ({ params, correct: simulateAnswer(theta, params, random) })));
      if (post.low <= theta && theta <= post.high) covered += 1;
    }
    const se = Math.sqrt((0.95 * 0.05) / people);
    expect(Math.abs(covered / people - 0.95)).toBeLessThan(3 * se);
  });
});

describe('the normal distribution', () => {
  it('probit inverts the CDF', () => {
    for (const p of [0.001, 0.025, 0.3, 0.5, 0.84, 0.999]) expect(normalCdf(probit(p))).toBeCloseTo(p, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
  });
});
