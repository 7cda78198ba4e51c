/**
 * The funnel quiz's anonymous endpoints (issue 27): an attempt, its answers saved as the quiz is
 * taken, its completion (the score, given once), and its view. The attempt's unguessable id is
 * the only key to it.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CompleteQuizAttemptRequest, QuizAttemptId, SaveQuizAnswerRequest } from '../../../contracts/quiz';
import type { QuizAttemptView } from '../../../contracts/quiz-answers';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { Problem } from '../../platform/http/problem';
import type { CalibrationsRepo } from './calibrations-repo';
import { QUIZ_FORM } from './item-bank';
import { isCompleted, type QuizAttemptRow, type QuizAttemptsRepo } from './quiz-attempts-repo';
import { isRightAnswer, quizItemId, quizScoreView, scoreAttempt } from './quiz-scoring';

export interface QuizDeps {
  readonly attempts: QuizAttemptsRepo;
  readonly calibrations: CalibrationsRepo;
}

const QuestionNumber = z.coerce.number().int().min(1).max(QUIZ_QUESTION_COUNT);

function attemptOf(deps: QuizDeps, raw: unknown): QuizAttemptRow {
  const id = QuizAttemptId.safeParse(raw);
  const row = id.success ? deps.attempts.byId(id.data) : undefined;
  if (!row) throw new Problem('not-found', 'No quiz attempt has this id: start the quiz again.', { reason: 'unknown-quiz-attempt' });
  return row;
}

function view(deps: QuizDeps, row: QuizAttemptRow): QuizAttemptView {
  const rows = deps.attempts.answers(row.id);
  const answered = rows.map((a) => Number(a.item_id.slice('quiz-'.length))).sort((x, y) => x - y);
  return { id: row.id, answered, status: isCompleted(row) ? 'completed' : 'open', score: isCompleted(row) ? quizScoreView(row, rows) : null };
}

const completedConflict = () =>
  new Problem('conflict', 'This quiz attempt is complete and scored: its answers can no longer change. Start the quiz again for a new score.', { reason: 'quiz-attempt-completed' });

/** POST /quiz/attempts: a new, empty attempt. */
export function createAttemptHandler(deps: QuizDeps): RequestHandler {
  return (_req, res) => {
    const row = deps.attempts.create();
    res.status(201).json({ id: row.id });
  };
}

/** POST /quiz/attempts/:id/answers/:question { option }: saves one answer while the attempt is open. */
export function saveAnswerHandler(deps: QuizDeps): RequestHandler {
  return (req, res) => {
    const row = attemptOf(deps, req.params.id);
    const question = QuestionNumber.parse(req.params.question);
    const { option } = SaveQuizAnswerRequest.parse(req.body);
    const itemId = quizItemId(question);
    if (isCompleted(row)) {
      // The same answer again (a retried save) is harmless; a different one would contradict the score given.
      if (deps.attempts.answers(row.id).some((a) => a.item_id === itemId && a.option === option)) return void res.json(view(deps, row));
      throw completedConflict();
    }
    deps.attempts.saveAnswer(row.id, itemId, option, isRightAnswer(question, option) === true);
    res.json(view(deps, row));
  };
}

/**
 * POST /quiz/attempts/:id/complete { answers }: the answers given (saves lost on the way are healed),
 * then the score, computed once with the live bank from the questions answered and kept with its
 * calibration version. A visitor who started part-way (`?startFrom=`) is scored on fewer answers, with
 * the wider interval that leaves; with no answer at all there is nothing to score (409). Sent again
 * with the same answers, it answers the same score; with other answers, 409.
 */
export function completeAttemptHandler(deps: QuizDeps): RequestHandler {
  return (req, res) => {
    const row = attemptOf(deps, req.params.id);
    const { answers } = CompleteQuizAttemptRequest.parse(req.body);
    const given = new Map<number, number>();
    for (const [key, option] of Object.entries(answers)) given.set(Number(key), option);
    const unknown = [...given.keys()].filter((q) => q < 1 || q > QUIZ_QUESTION_COUNT);
    if (unknown.length > 0) throw new Problem('bad-request', `The quiz has questions 1 to ${QUIZ_QUESTION_COUNT}; these are not among them: ${unknown.join(', ')}.`, { reason: 'unknown-question' });
    const stored = deps.attempts.answers(row.id);
    if (given.size === 0 && stored.length === 0) {
      const missing = QUIZ_FORM.map((_, i) => i + 1);
      throw new Problem('conflict', 'No question is answered yet: answer at least one to get a score.', { reason: 'quiz-incomplete', missing });
    }
    if (isCompleted(row)) {
      const options = new Map(stored.map((a) => [a.item_id, a.option]));
      const same = given.size === options.size && [...given].every(([q, option]) => options.get(quizItemId(q)) === option);
      if (!same) throw completedConflict();
      return void res.json(view(deps, row));
    }
    for (const [question, option] of given) deps.attempts.saveAnswer(row.id, quizItemId(question), option, isRightAnswer(question, option) === true);
    const bank = deps.calibrations.live(QUIZ_FORM);
    deps.attempts.complete(row.id, scoreAttempt(bank, deps.attempts.answers(row.id)));
    res.json(view(deps, deps.attempts.byId(row.id) as QuizAttemptRow));
  };
}

/** GET /quiz/attempts/:id: the answered questions and, once complete, the score given. */
export function getAttemptHandler(deps: QuizDeps): RequestHandler {
  return (req, res) => {
    res.json(view(deps, attemptOf(deps, req.params.id)));
  };
}
