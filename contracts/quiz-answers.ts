/**
 * The service's answers about a funnel quiz attempt (issue 27), written once: the simulator types
 * what it sends with them, the app parses with them (valibot: they load with the quiz, issue 13).
 */
import { array, integer, minLength, nullable, number, object, picklist, pipe, string, type InferOutput } from 'valibot';

/** POST: a new attempt. Then POST `…/{id}/answers/{question}` { option }, POST `…/{id}/complete` { answers }, GET `…/{id}` (./quiz.ts). */
export const QUIZ_ATTEMPTS_PATH = '/quiz/attempts';

/** An attempt id: unguessable, the only key to an anonymous attempt. */
export const QUIZ_ATTEMPT_ID = /^qa_[0-9a-f]{32}$/;

const NonEmpty = pipe(string(), minLength(1));
const Whole = pipe(number(), integer());

export const QuizAttemptCreated = object({ id: NonEmpty });

/**
 * A score as the service gave it: the IQ with its 95 % interval and percentile, the model's standard
 * error in IQ points, and the calibration version of the item parameters it used (0: provisional).
 * Given once, when the attempt completes, and never changed afterwards.
 */
export const QuizScore = object({
  attempt_id: NonEmpty,
  iq: Whole,
  iq_low: Whole,
  iq_high: Whole,
  percentile: number(),
  se_iq: number(),
  calibration_version: Whole,
  /** How many questions the score rests on: the ones answered (a visit that started part-way answers fewer). */
  items: Whole,
  /** The question numbers left unanswered: answering them narrows the interval. */
  skipped: array(Whole),
  /** How many of the items still had provisional parameters. */
  provisional_items: Whole,
  completed_at: NonEmpty,
});
export type QuizScore = InferOutput<typeof QuizScore>;

export const QuizAttemptView = object({
  id: NonEmpty,
  /** The question numbers answered so far. */
  answered: array(Whole),
  status: picklist(['open', 'completed']),
  score: nullable(QuizScore),
});
export type QuizAttemptView = InferOutput<typeof QuizAttemptView>;
