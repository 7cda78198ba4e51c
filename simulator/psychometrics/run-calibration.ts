/**
 * One calibration run (issue 27): every stored funnel quiz answer, EM-MML from the live parameters,
 * stored as the next version. Items with fewer than MIN_ANSWERS_TO_CALIBRATE answers keep their
 * provisional parameters and are stored as provisional. Run by `npm run calibrate` and the QA API.
 */
import { calibrate } from './calibrate';
import type { CalibrationsRepo, CalibrationSummary } from './calibrations-repo';
import { QUIZ_FORM } from './item-bank';
import type { QuizAttemptsRepo } from './quiz-attempts-repo';

export function runCalibration(calibrations: CalibrationsRepo, attempts: QuizAttemptsRepo, now: () => number): CalibrationSummary {
  const bank = calibrations.live(QUIZ_FORM);
  const start = new Map([...bank.items].map(([id, item]) => [id, item.params] as const));
  const answers = attempts.allAnswers();
  const result = calibrate(start, answers);
  const people = new Set(answers.map((a) => a.person)).size;
  return calibrations.record(result, people, answers.length, new Date(now()).toISOString());
}
