/**
 * The funnel quiz's calls to the service (issue 27): an anonymous quiz attempt, its answers saved
 * as the quiz is taken, and its score, computed by the service's one measurement model. Requests
 * here (zod, parsed by the simulator at its edge); the answers the app parses are in ./quiz-answers.ts.
 */
import { z } from 'zod';
import { QUIZ_ATTEMPT_ID } from './quiz-answers';

export const QuizAttemptId = z.string().regex(QUIZ_ATTEMPT_ID, 'a quiz attempt id is qa_ and 32 hex digits');

/** The chosen answer's index (four answers, app §2 in docs/spec-coverage.md). */
const Option = z.number().int().min(0).max(3);

export const SaveQuizAnswerRequest = z.strictObject({ option: Option });

/** Completing sends every answer again, so an answer whose save was lost on the way is still scored. */
export const CompleteQuizAttemptRequest = z.strictObject({
  answers: z.record(z.string().regex(/^\d{1,2}$/, 'answers are keyed by question number'), Option),
});
