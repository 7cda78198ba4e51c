/**
 * The funnel quiz's scoring (issue 43, point 4): the key of each question, an attempt scored with the
 * live bank, the score as the service shows it, and the model's numbers at points known by hand
 * (the prior's percentile, the IQ scale, the interval rounded outwards).
 */
import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../../catalog/quiz/questions';
import type { LiveBank, LiveItem } from './calibrations-repo';
import { INTERVAL_LEVEL, IQ_SD } from './constants';
import { eap, guessingFor, iqOf, itemInformation, NODES, pCorrect, percentileOf, posteriorFromLogLik, posteriorOf, PRIOR, scoreResponses, summarise, toIqScore } from './irt';
import { QUIZ_FORM, provisionalOf } from './item-bank';
import { normalCdf, normalPdf, probit } from './normal';
import type { CompletedAttempt, QuizAnswerRow } from './quiz-attempts-repo';
import { isRightAnswer, quizItemId, quizScoreView, scoreAttempt } from './quiz-scoring';

const bankOf = (version: number, status: (id: string) => LiveItem['status'] = () => 'provisional'): LiveBank => ({
  version,
  items: new Map(QUIZ_FORM.map((item) => [item.id, { ...item, params: provisionalOf(item), status: status(item.id), answers: 0 }])),
});

const answer = (question: number, correct: 0 | 1): QuizAnswerRow => ({ item_id: quizItemId(question), option: 0, correct });

describe('the key of a quiz question', () => {
  it('is right for the keyed option only, and unknown for a question that does not exist', () => {
    const [first] = QUESTIONS;
    if (!first) throw new Error('no questions');
    expect(isRightAnswer(first.id, first.correct)).toBe(true);
    expect(isRightAnswer(first.id, (first.correct + 1) % 4)).toBe(false);
    for (const q of QUESTIONS) expect(isRightAnswer(q.id, q.correct), String(q.id)).toBe(true);
    expect(isRightAnswer(9_999, 0)).toBeUndefined();
  });

  it('names each question’s item quiz-<number>', () => {
    expect(quizItemId(7)).toBe('quiz-7');
  });
});

describe('scoring an attempt with the live bank', () => {
  it('is the model’s score of the answers as right or wrong, with the bank’s version', () => {
    const answers = [answer(1, 1), answer(2, 0), answer(3, 1), answer(4, 1)];
    const bank = bankOf(3);
    const expected = scoreResponses(answers.map((a) => ({ params: provisionalOf(QUIZ_FORM.find((i) => i.id === a.item_id)!), correct: a.correct === 1 })));
    const score = scoreAttempt(bank, answers);
    expect(score).toEqual({ ...expected, calibration_version: 3, provisional_items: 4 });
    // All right scores higher than all wrong on the same questions.
    const allRight = scoreAttempt(bank, answers.map((a) => ({ ...a, correct: 1 as const })));
    const allWrong = scoreAttempt(bank, answers.map((a) => ({ ...a, correct: 0 as const })));
    expect(allRight.iq).toBeGreaterThan(score.iq);
    expect(allWrong.iq).toBeLessThan(score.iq);
  });

  it('counts the answered items the bank still holds as provisional, not the calibrated ones', () => {
    const bank = bankOf(2, (id) => (id === 'quiz-1' || id === 'quiz-2' ? 'calibrated' : 'provisional'));
    expect(scoreAttempt(bank, [answer(1, 1), answer(2, 1), answer(3, 1)]).provisional_items).toBe(1);
    expect(scoreAttempt(bank, []).provisional_items).toBe(0);
  });

  it('refuses an answer to an item the bank has no parameters for, naming it', () => {
    expect(() => scoreAttempt(bankOf(1), [answer(1, 1), { item_id: 'quiz-999', option: 0, correct: 1 }])).toThrow('No live parameters for quiz item "quiz-999".');
  });
});

describe('the score as the service shows it', () => {
  const row: CompletedAttempt = {
    id: 'qa_1',
    created_at: '2026-12-01T10:00:00.000Z',
    completed_at: '2026-12-01T10:05:00.000Z',
    calibration_version: 4,
    theta: 0.4,
    se: 0.3123,
    iq: 106,
    iq_low: 96,
    iq_high: 116,
    percentile: 65.5,
    provisional_items: 2,
    subscription_id: null,
  };

  it('gives the stored score, its standard error on the IQ scale to one decimal, and what it rests on', () => {
    const answers = QUIZ_FORM.slice(0, 18).map((item) => ({ item_id: item.id }));
    expect(quizScoreView(row, answers)).toEqual({
      attempt_id: 'qa_1',
      iq: 106,
      iq_low: 96,
      iq_high: 116,
      percentile: 65.5,
      se_iq: 4.7,
      calibration_version: 4,
      items: 18,
      skipped: [19, 20],
      provisional_items: 2,
      completed_at: '2026-12-01T10:05:00.000Z',
    });
    expect(Math.round(0.3123 * IQ_SD * 10) / 10).toBe(4.7);
  });

  it('a visitor who started part-way answered fewer: the questions before are skipped; an answer given twice counts once', () => {
    const answers = [...QUIZ_FORM.slice(14), QUIZ_FORM[19]!].map((item) => ({ item_id: item.id }));
    const view = quizScoreView({ ...row, se: 0.5 }, answers);
    expect(view.items).toBe(6);
    expect(view.skipped).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(view.se_iq).toBe(7.5);
    expect(quizScoreView(row, []).skipped).toHaveLength(QUIZ_FORM.length);
  });
});

describe('the model at points known by hand', () => {
  it('the IQ scale is 100 + 15 θ, and the percentile is rounded down to a tenth, never up to 100', () => {
    expect([iqOf(0), iqOf(1), iqOf(-2)]).toEqual([100, 115, 70]);
    expect(percentileOf(100)).toBe(50);
    expect(percentileOf(115)).toBe(84.1);
    expect(percentileOf(85)).toBe(15.8);
    expect(percentileOf(160)).toBe(99.9);
    expect(percentileOf(40)).toBe(0);
  });

  it('rounds the IQ to a whole point and the interval outwards, never narrower than the point', () => {
    expect(toIqScore({ theta: 0.31, se: 0.2, low: -0.101, high: 0.699 })).toEqual({ theta: 0.31, se: 0.2, iq: 105, iq_low: 98, iq_high: 111, percentile: percentileOf(105) });
    // An interval that rounds inside the point is widened to it.
    expect(toIqScore({ theta: 0, se: 0, low: 0.2, high: -0.2 })).toMatchObject({ iq: 100, iq_low: 100, iq_high: 100 });
  });

  it('the 3PL curve: c plus the rest of the way along a logistic in a(θ − b)', () => {
    const params = { a: 2, b: 1, c: 0.2 };
    expect(pCorrect(1, params)).toBeCloseTo(0.6, 12);
    expect(pCorrect(1.5, params)).toBeCloseTo(0.2 + 0.8 / (1 + Math.exp(-1)), 12);
    expect(pCorrect(0.5, params)).toBeCloseTo(0.2 + 0.8 / (1 + Math.exp(1)), 12);
    // Information at b: a² (Q/P) ((P − c)/(1 − c))² = 4 · (0.4/0.6) · 0.25.
    expect(itemInformation(1, params)).toBeCloseTo((4 * (0.4 / 0.6) * 0.25), 12);
  });

  it('the quadrature runs from −5 to 5 in steps of 1/8, and the prior is the normal density there', () => {
    expect(NODES[0]).toBe(-5);
    expect(NODES[40]).toBeCloseTo(0, 12);
    expect(NODES[80]).toBeCloseTo(5, 12);
    expect(NODES[1]! - NODES[0]!).toBeCloseTo(0.125, 12);
    const total = NODES.map(normalPdf).reduce((s, v) => s + v, 0);
    expect(PRIOR[40]).toBeCloseTo(normalPdf(0) / total, 12);
    expect(PRIOR[0]).toBeCloseTo(normalPdf(-5) / total, 14);
  });

  it('the posterior is the prior times the likelihood, normalised, however large the log-likelihoods', () => {
    // Log-likelihoods falling to −8000 across the grid (far past exp's range) still give the posterior.
    const steep = posteriorFromLogLik(new Float64Array(NODES.map((_, k) => -100 * k)));
    expect(steep[0]).toBeCloseTo(1, 12);
    expect(steep.every((v) => Number.isFinite(v))).toBe(true);
    const flat = posteriorFromLogLik(new Float64Array(NODES.length).fill(-1e6));
    for (let k = 0; k < NODES.length; k += 10) expect(flat[k]).toBeCloseTo(PRIOR[k]!, 12);
    const tilted = new Float64Array(NODES.map((theta) => theta));
    const post = posteriorFromLogLik(tilted);
    const norm = NODES.reduce((s, theta, k) => s + PRIOR[k]! * Math.exp(theta), 0);
    expect(post[50]).toBeCloseTo((PRIOR[50]! * Math.exp(NODES[50]!)) / norm, 12);
    expect(post.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    // One right answer: the likelihood is P at each node; one wrong: 1 − P.
    const item = { a: 1, b: 0, c: 0.25 };
    const right = posteriorOf([{ params: item, correct: true }]);
    const wrong = posteriorOf([{ params: item, correct: false }]);
    const rightNorm = NODES.reduce((s, theta, k) => s + PRIOR[k]! * pCorrect(theta, item), 0);
    const wrongNorm = NODES.reduce((s, theta, k) => s + PRIOR[k]! * (1 - pCorrect(theta, item)), 0);
    expect(right[60]).toBeCloseTo((PRIOR[60]! * pCorrect(NODES[60]!, item)) / rightNorm, 12);
    expect(wrong[60]).toBeCloseTo((PRIOR[60]! * (1 - pCorrect(NODES[60]!, item))) / wrongNorm, 12);
  });

  it('summarises a posterior by its mean, its SD and the central 95 % with each node’s mass spread over its cell', () => {
    const point = new Float64Array(NODES.length);
    point[48] = 1; // all mass at θ = 1
    const s = summarise(point);
    expect(s.theta).toBeCloseTo(1, 12);
    expect(s.se).toBeCloseTo(0, 12);
    expect(s.low).toBeCloseTo(1 - 0.0625 + 0.025 * 0.125, 12);
    expect(s.high).toBeCloseTo(1 - 0.0625 + 0.975 * 0.125, 12);
    const two = new Float64Array(NODES.length);
    two[32] = 0.5; // θ = −1
    two[48] = 0.5; // θ = 1
    const t = summarise(two);
    expect(t.theta).toBeCloseTo(0, 12);
    expect(t.se).toBeCloseTo(1, 12);
    expect(t.low).toBeCloseTo(-1 - 0.0625 + 0.05 * 0.125, 12);
    expect(t.high).toBeCloseTo(1 - 0.0625 + 0.95 * 0.125, 12);
  });

  it('a node whose mass just reaches the tail holds the interval’s end at its cell’s top', () => {
    const tail = (1 - INTERVAL_LEVEL) / 2;
    const w = new Float64Array(NODES.length);
    w[10] = tail;
    w[50] = 1 - tail;
    expect(summarise(w).low).toBeCloseTo(NODES[10]! + 0.0625, 12);
  });

  it('an item has a guessing floor of one over its options, and at least 2 whole options', () => {
    expect([guessingFor(2), guessingFor(5)]).toEqual([0.5, 0.2]);
    expect(() => guessingFor(1)).toThrow('An item needs at least 2 options, got 1.');
    expect(() => guessingFor(2.5)).toThrow('An item needs at least 2 options, got 2.5.');
  });

  it('a posterior with no mass left at the top ends its interval at the grid’s edge', () => {
    const short = new Float64Array(NODES.length);
    short[0] = 0.9;
    expect(summarise(short).high).toBeCloseTo(5 + 0.0625, 12);
    expect(summarise(short).low).toBeCloseTo(-5 - 0.0625 + (0.025 / 0.9) * 0.125, 12);
  });

  it('no answers leave the prior: θ 0 and SD close to 1; ten right answers to an easy item move θ up', () => {
    const prior = eap([]);
    expect(prior.theta).toBeCloseTo(0, 10);
    expect(prior.high).toBeCloseTo(-prior.low, 10);
    expect(prior.high).toBeCloseTo(1.96, 1);
  });
});

describe('the normal distribution', () => {
  it('has the standard density and distribution function at known points', () => {
    expect(normalPdf(0)).toBeCloseTo(1 / Math.sqrt(2 * Math.PI), 14);
    expect(normalPdf(1)).toBeCloseTo(Math.exp(-0.5) / Math.sqrt(2 * Math.PI), 14);
    expect(normalPdf(-2)).toBeCloseTo(normalPdf(2), 14);
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841344746, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655254, 6);
    expect(normalCdf(3)).toBeCloseTo(0.998650102, 6);
    expect(normalCdf(-6)).toBeCloseTo(9.8659e-10, 12);
    expect(normalCdf(-6)).toBeGreaterThan(0);
  });

  it('probit is its inverse on both tails and the middle, and refuses 0, 1 and beyond', () => {
    expect(probit(0.5)).toBeCloseTo(0, 9);
    expect(probit(0.975)).toBeCloseTo(1.959963985, 6);
    expect(probit(0.025)).toBeCloseTo(-1.959963985, 6);
    expect(probit(0.01)).toBeCloseTo(-2.326347874, 6);
    expect(probit(0.99)).toBeCloseTo(2.326347874, 6);
    // Where the tail's approximation meets the middle's, both give the quantile.
    expect(normalCdf(probit(0.02425))).toBeCloseTo(0.02425, 7);
    expect(normalCdf(probit(1 - 0.02425))).toBeCloseTo(1 - 0.02425, 7);
    expect(probit(0.2)).toBeCloseTo(-0.841621234, 6);
    for (const p of [0, 1, -0.1, 1.5, Number.NaN]) expect(() => probit(p), String(p)).toThrow(RangeError);
    expect(() => probit(0)).toThrow('probit needs 0 < p < 1, got 0');
    expect(() => probit(1)).toThrow('probit needs 0 < p < 1, got 1');
    expect(() => probit(1.5)).toThrow('probit needs 0 < p < 1, got 1.5');
  });
});
