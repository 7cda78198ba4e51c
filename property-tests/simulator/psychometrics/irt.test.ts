/**
 * Properties of the one scoring model (issue 27): more right answers on the same items never lower
 * the score; the 95 % interval holds the estimate; and it narrows as items are added: the posterior
 * variance expected after one more item, over that item's two possible answers, never exceeds the
 * variance now (the law of total variance; a single surprising answer may widen it, so the property
 * is the expectation, not every answer).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eap, NODES, pCorrect, posteriorOf, scoreResponses, type ItemParams, type ScoredResponse } from '../../../simulator/merchant/psychometrics/irt';

const itemParams: fc.Arbitrary<ItemParams> = fc.record({
  a: fc.double({ min: 0.3, max: 3, noNaN: true }),
  b: fc.double({ min: -3, max: 3, noNaN: true }),
  c: fc.constantFrom(0.2, 0.25, 1 / 3, 0.5),
});
const response: fc.Arbitrary<ScoredResponse> = fc.record({ params: itemParams, correct: fc.boolean() });
const responses = fc.array(response, { maxLength: 40 });

describe('EAP scoring', () => {
  it('never lowers the score when a wrong answer becomes right', () => {
    fc.assert(
      fc.property(fc.array(response, { minLength: 1, maxLength: 40 }), fc.nat(), (answers, pick) => {
        const wrong = answers.map((r, i) => ({ r, i })).filter(({ r }) => !r.correct);
        fc.pre(wrong.length > 0);
        const flip = (wrong[pick % wrong.length] as { i: number }).i;
        const better = answers.map((r, i) => (i === flip ? { ...r, correct: true } : r));
        const before = eap(answers);
        const after = eap(better);
        expect(after.theta).toBeGreaterThanOrEqual(before.theta - 1e-12);
        expect(scoreResponses(better).iq).toBeGreaterThanOrEqual(scoreResponses(answers).iq);
      }),
      { numRuns: 300 },
    );
  });

  it('gives an interval that holds the estimate, in θ and on the IQ scale', () => {
    fc.assert(
      fc.property(responses, (answers) => {
        const post = eap(answers);
        expect(post.low).toBeLessThanOrEqual(post.theta);
        expect(post.theta).toBeLessThanOrEqual(post.high);
        const score = scoreResponses(answers);
        expect(score.iq_low).toBeLessThanOrEqual(score.iq);
        expect(score.iq).toBeLessThanOrEqual(score.iq_high);
        expect(score.percentile).toBeGreaterThanOrEqual(0);
        expect(score.percentile).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });

  it('narrows as items are added: the variance expected after one more item is never above the variance now', () => {
    fc.assert(
      fc.property(responses, itemParams, (answers, next) => {
        const now = eap(answers);
        const weights = posteriorOf(answers);
        // P(right on the next item | answers so far), from the posterior predictive.
        let pRight = 0;
        for (let k = 0; k < NODES.length; k += 1) pRight += (weights[k] as number) * pCorrect(NODES[k] as number, next);
        const right = eap([...answers, { params: next, correct: true }]);
        const wrong = eap([...answers, { params: next, correct: false }]);
        const expected = pRight * right.se ** 2 + (1 - pRight) * wrong.se ** 2;
        expect(expected).toBeLessThanOrEqual(now.se ** 2 + 1e-12);
      }),
      { numRuns: 300 },
    );
  });
});
