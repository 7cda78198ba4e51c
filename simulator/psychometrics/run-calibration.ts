/**
 * One calibration run (issue 27): every stored funnel quiz answer, EM-MML from the live parameters,
 * stored as the next version. Items with fewer than MIN_ANSWERS_TO_CALIBRATE answers keep their
 * provisional parameters and are stored as provisional. Run by `npm run calibrate` and the QA API.
 */
import { calibrate } from './calibrate';
import { MIN_ANSWERS_TO_CALIBRATE } from './constants';
import type { CalibrationsRepo, CalibrationSummary } from './calibrations-repo';
import { QUIZ_FORM } from './item-bank';
import type { QuizAttemptsRepo } from './quiz-attempts-repo';

/**
 * A calibration that would change nothing: no item has the answers it needs. Refused, so no version
 * is stored that only repeats the provisional parameters and claims a calibration.
 */
export class CalibrationRefused extends Error {
  constructor(
    message: string,
    readonly answers: number,
    readonly people: number,
    readonly mostAnswersToAnItem: number,
  ) {
    super(message);
  }
}

export function runCalibration(calibrations: CalibrationsRepo, attempts: QuizAttemptsRepo, now: () => number): CalibrationSummary {
  const bank = calibrations.live(QUIZ_FORM);
  const start = new Map([...bank.items].map(([id, item]) => [id, item.params] as const));
  const answers = attempts.allAnswers();
  const people = new Set(answers.map((a) => a.person)).size;
  const perItem = new Map<string, number>();
  for (const a of answers) perItem.set(a.item, (perItem.get(a.item) ?? 0) + 1);
  const most = Math.max(0, ...perItem.values());
  if (answers.length === 0) {
    throw new CalibrationRefused(`Nothing to calibrate: no funnel quiz answers are stored yet. An item needs ${MIN_ANSWERS_TO_CALIBRATE} answers before its parameters are re-estimated.`, 0, 0, 0);
  }
  if (most < MIN_ANSWERS_TO_CALIBRATE) {
    throw new CalibrationRefused(
      `Too few answers to calibrate: the most-answered item has ${most} of the ${MIN_ANSWERS_TO_CALIBRATE} answers an item needs (${answers.length} answers from ${people} people stored). Every item would keep its provisional parameters, so no version was made.`,
      answers.length,
      people,
      most,
    );
  }
  const result = calibrate(start, answers);
  return calibrations.record(result, people, answers.length, new Date(now()).toISOString());
}
