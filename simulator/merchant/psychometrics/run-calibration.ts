/**
 * One calibration run (issue 27): every stored answer from every source (the funnel quiz's attempts,
 * the members' sittings), EM-MML from the live parameters, stored as the next version. Items with
 * fewer than MIN_ANSWERS_TO_CALIBRATE answers keep their provisional parameters and are stored as
 * provisional. Run by `npm run calibrate` and the QA API.
 *
 * Answers from adaptive sittings calibrate as well as a fixed form's: which item a sitting asked
 * next depended only on the answers already given, so the items not asked are missing at random and
 * marginal maximum likelihood stays unbiased (Mislevy and Wu 1996). Each attempt and each sitting is
 * one person to the E-step; all share the standard normal population that fixes the θ scale.
 */
import { calibrate, type StoredAnswer } from './calibrate';
import { MIN_ANSWERS_TO_CALIBRATE } from './constants';
import type { CalibrationsRepo, CalibrationSummary } from './calibrations-repo';
import { QUIZ_FORM, type BankItem } from './item-bank';
import type { QuizAttemptsRepo } from './quiz-attempts-repo';

/** Where stored answers come from: the items they may name, and the answers (person ids unique across sources). */
export interface CalibrationSource {
  /** What the answers are, in words, for a refusal's message: "funnel quiz answers". */
  readonly name: string;
  readonly items: readonly BankItem[];
  readonly answers: () => readonly StoredAnswer[];
}

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

export function runCalibration(calibrations: CalibrationsRepo, sources: readonly CalibrationSource[], now: () => number): CalibrationSummary {
  const items = [...new Map(sources.flatMap((source) => source.items.map((item) => [item.id, item] as const))).values()];
  const bank = calibrations.live(items);
  const start = new Map([...bank.items].map(([id, item]) => [id, item.params] as const));
  const answers = sources.flatMap((source) => source.answers());
  const people = new Set(answers.map((a) => a.person)).size;
  const perItem = new Map<string, number>();
  for (const a of answers) perItem.set(a.item, (perItem.get(a.item) ?? 0) + 1);
  const most = Math.max(0, ...perItem.values());
  const what = sources.map((source) => source.name).join(' or ');
  if (answers.length === 0) {
    throw new CalibrationRefused(`Nothing to calibrate: no ${what} are stored yet. An item needs ${MIN_ANSWERS_TO_CALIBRATE} answers before its parameters are re-estimated.`, 0, 0, 0);
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

/** The funnel quiz's stored answers, one person per attempt. */
export const quizAnswerSource = (attempts: Pick<QuizAttemptsRepo, 'allAnswers'>): CalibrationSource => ({ name: 'funnel quiz answers', items: QUIZ_FORM, answers: () => attempts.allAnswers() });
