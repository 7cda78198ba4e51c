/**
 * The funnel quiz on the service (issue 27), in-process with supertest: answers saved as the quiz is
 * taken, the score given once at completion by the one model, the attempt carried by the payment
 * session into the purchase, and the activated buyer's report and certificate made from it.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../../catalog/quiz/questions';
import { QaCalibration } from '../../../contracts/qa-api';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testIdToken, testSimulator, tokenizeCard } from '../../test-support';
import { scoreResponses } from './irt';
import { provisionalOf, QUIZ_FORM } from './item-bank';
import { MEMBER_ITEMS, TEST_POOLS } from '../members/items/bank';
import { SittingsRepo } from '../members/sittings-repo';
import { CalibrationsRepo } from './calibrations-repo';
import { QuizAttemptsRepo } from './quiz-attempts-repo';
import { seededRandom, simulateAnswer } from './simulate';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const svc = () => request(sim.apps.service);

/** Every answer: the key for the first `right` questions, a wrong option for the rest. */
const answersWith = (right: number) => Object.fromEntries(QUESTIONS.map((q, i) => [String(q.id), i < right ? q.correct : (q.correct + 1) % 4]));

async function newAttempt(): Promise<string> {
  const res = await svc().post('/quiz/attempts').expect(201);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.body as { id: string }).id;
}

async function completed(right: number) {
  const id = await newAttempt();
  const res = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: answersWith(right) }).expect(200);
  return { id, score: res.body.score as { iq: number; iq_low: number; iq_high: number; percentile: number; calibration_version: number; provisional_items: number; completed_at: string } };
}

describe('quiz attempts', () => {
  it('saves answers as they are given, and scores the completed attempt with the one model', async () => {
    const id = await newAttempt();
    const saved = await svc().post(`/quiz/attempts/${id}/answers/3`).send({ option: 1 }).expect(200);
    expect(saved.body).toMatchObject({ id, answered: [3], status: 'open', score: null });
    await svc().post(`/quiz/attempts/${id}/answers/3`).send({ option: 2 }).expect(200); // changed while open
    const stored = sim.db.prepare('SELECT option, correct FROM quiz_answers WHERE attempt_id = ?').all(id);
    expect(stored).toEqual([{ option: 2, correct: QUESTIONS[2]?.correct === 2 ? 1 : 0 }]);

    const done = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: answersWith(14) }).expect(200);
    const expected = scoreResponses(QUIZ_FORM.map((item, i) => ({ params: provisionalOf(item), correct: i < 14 })));
    expect(done.body.score).toMatchObject({ iq: expected.iq, iq_low: expected.iq_low, iq_high: expected.iq_high, percentile: expected.percentile, calibration_version: 0, items: 20, skipped: [], provisional_items: 20 });
    expect(done.body.score.iq_low).toBeLessThan(done.body.score.iq);
    expect(done.body.score.iq_high).toBeGreaterThan(done.body.score.iq);
    const view = await svc().get(`/quiz/attempts/${id}`).expect(200);
    expect(view.body).toEqual(done.body);
  });

  it('scores a visit that started at question 20 (?startFrom=20) on the one answer given, with the wider interval it leaves and the skipped questions named', async () => {
    const id = await newAttempt();
    const q20 = QUESTIONS[19]!;
    const done = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: { 20: q20.correct } }).expect(200);
    const expected = scoreResponses([{ params: provisionalOf(QUIZ_FORM[19]!), correct: true }]);
    expect(done.body.score).toMatchObject({ iq: expected.iq, iq_low: expected.iq_low, iq_high: expected.iq_high, items: 1, skipped: QUESTIONS.slice(0, 19).map((q) => q.id) });
    // Fewer answers, a wider interval: the same answer among 20 narrows it.
    const full = await completed(20);
    expect(done.body.score.iq_high - done.body.score.iq_low).toBeGreaterThan(full.score.iq_high - full.score.iq_low);
    expect(full.score).toMatchObject({ items: 20, skipped: [] });
    // Answering the skipped ones later is a new attempt (a score given never changes): the old one refuses other answers.
    const more = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: answersWith(20) }).expect(409);
    expect(more.body.reason).toBe('quiz-attempt-completed');
    // The scored part-way attempt opens a payment session: the visitor goes on to the checkout.
    await svc().get('/init/session').query({ plan: 'pro_weekly_trial', email: 'part-way@example.com', quizAttemptId: id }).expect(200);
  });

  it('gives a score once: the same answers again get the same score, other answers a 409', async () => {
    const { id, score } = await completed(12);
    const again = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: answersWith(12) }).expect(200);
    expect(again.body.score).toEqual(expect.objectContaining({ iq: score.iq, iq_low: score.iq_low, iq_high: score.iq_high }));
    const other = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: answersWith(20) }).expect(409);
    expect(other.body.reason).toBe('quiz-attempt-completed');
    const change = await svc().post(`/quiz/attempts/${id}/answers/1`).send({ option: (QUESTIONS[0]!.correct + 1) % 4 }).expect(409);
    expect(change.body.reason).toBe('quiz-attempt-completed');
    await svc().post(`/quiz/attempts/${id}/answers/1`).send({ option: QUESTIONS[0]!.correct }).expect(200); // a retried save of the same answer
  });

  it('refuses hostile or incomplete input with a clear 4xx', async () => {
    const id = await newAttempt();
    expect((await svc().get('/quiz/attempts/qa_nope').expect(404)).body.reason).toBe('unknown-quiz-attempt');
    expect((await svc().get(`/quiz/attempts/qa_${'0'.repeat(32)}`).expect(404)).body.reason).toBe('unknown-quiz-attempt');
    await svc().post(`/quiz/attempts/${id}/answers/21`).send({ option: 1 }).expect(400);
    await svc().post(`/quiz/attempts/${id}/answers/2`).send({ option: 4 }).expect(400);
    await svc().post(`/quiz/attempts/${id}/answers/2`).send({ option: 1, correct: true }).expect(400);
    const nothing = await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: {} }).expect(409);
    expect(nothing.body).toMatchObject({ reason: 'quiz-incomplete', missing: QUESTIONS.map((q) => q.id) });
    await svc().post(`/quiz/attempts/${id}/complete`).send({ answers: { ...answersWith(20), 21: 0 } }).expect(400);
  });
});

describe('the attempt travels with the payment session', () => {
  async function buy(query: Record<string, string>, email: string): Promise<string> {
    const s = await startSession(sim, { plan: 'pro_weekly_trial', email, ...query });
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await svc().post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
    await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    await svc().get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    const res = await svc().post('/subs/create-no-user').send({ plan_id: 'pro_weekly_trial', email, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS }).expect(201);
    return (res.body as { id: string }).id;
  }

  it('refuses an unknown or unfinished attempt before any charge', async () => {
    const unknown = await svc().get('/init/session').query({ quizAttemptId: `qa_${'a'.repeat(32)}` }).expect(400);
    expect(unknown.body.reason).toBe('unknown-quiz-attempt');
    await svc().get('/init/session').query({ quizAttemptId: 'not-an-id' }).expect(400);
    const open = await newAttempt();
    expect((await svc().get('/init/session').query({ quizAttemptId: open }).expect(409)).body.reason).toBe('quiz-incomplete');
  });

  it('binds the recorded purchase to the attempt; the activated buyer\u2019s profile, report and certificate show its score', async () => {
    const { id, score } = await completed(15);
    const subscriptionId = await buy({ quizAttemptId: id }, 'ada@example.com');
    expect(sim.db.prepare('SELECT subscription_id FROM quiz_attempts WHERE id = ?').pluck().get(id)).toBe(subscriptionId);

    const token = { 'x-id-token': testIdToken({ uid: 'ada-uid', email: 'ada@example.com', emailVerified: true }) };
    const profile = await svc().get(`/functions/get-profile?subscription_id=${subscriptionId}`).set(token).expect(200);
    expect(profile.body.latest).toBeNull();
    expect(profile.body.headline).toMatchObject({ source: 'funnel-quiz', iq: score.iq, iq_low: score.iq_low, iq_high: score.iq_high, percentile: score.percentile, calibration_version: 0, quiz_attempt_id: id });
    const cert = await svc().post('/functions/create-certificate').set(token).send({ subscription_id: subscriptionId, name: 'Ada Lovelace' }).expect(201);
    expect(cert.body).toMatchObject({ iq: score.iq, iq_low: score.iq_low, iq_high: score.iq_high });
    // The certificate names the quiz that produced the score, its questions and its day.
    const page = await svc().get(new URL(cert.body.verify_url).pathname).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain(`MindMetric reasoning quiz, 20 questions, taken ${String(score.completed_at).slice(0, 10)}`);

    // Another buyer, without a quiz, has no score made up for them.
    const other = await buy({}, 'bob@example.com');
    const bob = { 'x-id-token': testIdToken({ uid: 'bob-uid', email: 'bob@example.com', emailVerified: true }) };
    expect((await svc().get(`/functions/get-profile?subscription_id=${other}`).set(bob).expect(200)).body.headline).toBeNull();
    expect((await svc().post('/functions/create-certificate').set(bob).send({ subscription_id: other, name: 'Bob' }).expect(409)).body.reason).toBe('no-reasoning-result');
  });
});

describe('calibration', () => {
  /** Stored answers of `people` simulated takers (seeded); question 20 only by the first `fewOn20`. */
  function storeAnswers(people: number, fewOn20: number) {
    const attempts = new QuizAttemptsRepo(sim.db, Date.now);
    const random = seededRandom(7);
    for (let p = 0; p < people; p += 1) {
      const theta = random.normal();
      const { id } = attempts.create();
      QUIZ_FORM.forEach((item, j) => {
        if (j === 19 && p >= fewOn20) return;
        attempts.saveAnswer(id, item.id, 0, simulateAnswer(theta, provisionalOf(item), random));
      });
    }
  }

  it('is refused, with what is missing, when no answers or too few are stored; no version is made', async () => {
    const none = await svc().post('/qa/api/calibrations').expect(409);
    expect(none.body).toMatchObject({ code: 'conflict', reason: 'too-few-answers', answers: 0, people: 0, min_answers: 200 });
    expect(none.body.detail).toMatch(/no funnel quiz answers or members’ test answers are stored yet/);
    await completed(12);
    storeAnswers(150, 150);
    const few = await svc().post('/qa/api/calibrations').expect(409);
    expect(few.body).toMatchObject({ reason: 'too-few-answers', answers: 151 * 20, people: 151, most_answers_to_an_item: 151 });
    expect(few.body.detail).toMatch(/the most-answered item has 151 of the 200 answers/);
    expect((await svc().get('/qa/api/calibrations').expect(200)).body.calibrations).toEqual([]);
  });

  it('is versioned: new scores record the new version, a score already given keeps its own; items with too few answers stay provisional', async () => {
    const before = await completed(15);
    expect(before.score.calibration_version).toBe(0);
    expect((await svc().get('/measurement').expect(200)).body.calibration).toMatchObject({ version: 0, calibrated_items: 0, provisional_items: 20 });

    storeAnswers(260, 50);
    const run = await svc().post('/qa/api/calibrations').expect(201);
    // The members' items, with no sittings yet, are stored as provisional beside the quiz's 20th.
    expect(run.body).toMatchObject({ version: 1, calibrated_items: 19, provisional_items: 1 + MEMBER_ITEMS.size, converged: true });
    expect(run.body.log_likelihood).toBeLessThan(0);
    // The answer is the QA API's contract (the console parses it with the same schema).
    expect(() => QaCalibration.parse(run.body)).not.toThrow();
    const stored = sim.db.prepare("SELECT status, answers FROM item_parameters WHERE version = 1 AND item_id = 'quiz-20'").get();
    expect(stored).toEqual({ status: 'provisional', answers: 51 });
    expect((await svc().get('/qa/api/calibrations').expect(200)).body.calibrations).toEqual([expect.objectContaining({ version: 1 })]);

    const after = await completed(15);
    expect(after.score.calibration_version).toBe(1);
    expect(after.score.provisional_items).toBe(1);
    expect((await svc().get(`/quiz/attempts/${before.id}`).expect(200)).body.score).toEqual(expect.objectContaining({ calibration_version: 0, iq: before.score.iq }));
    const summary = (await svc().get('/measurement').expect(200)).body;
    expect(summary.calibration).toMatchObject({ version: 1, calibrated_items: 19, provisional_items: 1, min_answers: 200 });
    expect(summary.funnel_form.reliability).toBeGreaterThan(0.5);
    expect(summary.funnel_form.reliability).toBeLessThan(1);
  });

  it('reads the members’ sittings too, under the same refusal rules: their items are calibrated, and the sittings’ live bank uses the new parameters', async () => {
    const sittings = new SittingsRepo(sim.db);
    const random = seededRandom(11);
    const items = TEST_POOLS.reasoning.slice(0, 6);
    let stored = 0;
    const storeSittings = (n: number) => {
      for (let p = 0; p < n; p += 1, stored += 1) {
        const theta = random.normal();
        const row = sittings.create(`firebase:taker-${stored}`, 'reasoning', Date.now(), items[0]?.id ?? '');
        for (const item of items) {
          const correct = simulateAnswer(theta, provisionalOf(item), random);
          sittings.addAnswer({ sitting_id: row.id, item_id: item.id, option: correct ? item.key : (item.key + 1) % item.options, correct: correct ? 1 : 0, answered_at: Date.now() });
        }
      }
    };
    storeSittings(150);
    const few = await svc().post('/qa/api/calibrations').expect(409);
    expect(few.body).toMatchObject({ reason: 'too-few-answers', answers: 150 * 6, people: 150, most_answers_to_an_item: 150 });

    storeSittings(110);
    const run = await svc().post('/qa/api/calibrations').expect(201);
    expect(run.body).toMatchObject({ version: 1, people: 260, answers: 260 * 6, calibrated_items: 6, converged: true });
    const live = new CalibrationsRepo(sim.db).live(TEST_POOLS.reasoning);
    for (const item of items) expect(live.items.get(item.id)).toMatchObject({ status: 'calibrated', answers: 260 });
    expect(live.items.get(TEST_POOLS.reasoning[6]?.id ?? '')).toMatchObject({ status: 'provisional', answers: 0 });
    // Re-estimated, not copied: at least one item's difficulty moved from its provisional value.
    expect(items.some((item) => Math.abs((live.items.get(item.id)?.params.b ?? 0) - provisionalOf(item).b) > 0.01)).toBe(true);
  });
});
