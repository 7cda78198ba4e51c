/** The members' sittings as a source of answers for calibration (issue 27): the whole members' bank, one person per sitting. */
import type { CalibrationSource } from '../psychometrics/run-calibration';
import { MEMBER_ITEMS } from './items/bank';
import type { SittingsRepo } from './sittings-repo';

export const sittingAnswerSource = (sittings: Pick<SittingsRepo, 'allAnswers'>): CalibrationSource => ({
  name: 'members\u2019 test answers',
  items: [...MEMBER_ITEMS.values()],
  answers: () => sittings.allAnswers(),
});
