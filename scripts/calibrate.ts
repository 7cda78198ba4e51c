/**
 * `npm run calibrate`: re-estimates the item parameters from the stored answers (funnel quiz attempts
 * and members' sittings) in DB_PATH's database (default .data/mindmetric.sqlite) and stores them as
 * the next calibration version;
 * scores given afterwards use it, scores given before keep theirs. QA can do the same from the
 * console's API (POST /qa/api/calibrations).
 */
import { readConfig } from '../simulator/config';
import { openSimulatorDatabase } from '../simulator/database';
import { CalibrationsRepo } from '../simulator/merchant/psychometrics/calibrations-repo';
import { PSYCHOMETRICS_MIGRATIONS } from '../simulator/merchant/psychometrics/migrations';
import { QuizAttemptsRepo } from '../simulator/merchant/psychometrics/quiz-attempts-repo';
import { CalibrationRefused, quizAnswerSource, runCalibration } from '../simulator/merchant/psychometrics/run-calibration';
import { sittingAnswerSource } from '../simulator/merchant/members/calibration-source';
import { MEMBERS_MIGRATIONS } from '../simulator/merchant/members/migrations';
import { SittingsRepo } from '../simulator/merchant/members/sittings-repo';
import { migrate, } from '../simulator/platform/store/db';

const { dbPath } = readConfig();
const db = openSimulatorDatabase(dbPath);
migrate(db, PSYCHOMETRICS_MIGRATIONS);
migrate(db, MEMBERS_MIGRATIONS);
const started = performance.now();
try {
  const summary = runCalibration(new CalibrationsRepo(db), [quizAnswerSource(new QuizAttemptsRepo(db, Date.now)), sittingAnswerSource(new SittingsRepo(db))], Date.now);
  console.log(
    `calibration ${summary.version} (${dbPath}): ${summary.answers} answers from ${summary.people} people, ${summary.calibrated_items} items calibrated, ` +
      `${summary.provisional_items} provisional (too few answers), ${summary.cycles} EM cycles${summary.converged ? '' : ' (NOT converged)'}, ` +
      `log-likelihood ${summary.log_likelihood.toFixed(1)}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (!(error instanceof CalibrationRefused)) throw error;
  // A refusal is an answer, not a crash: said plainly, with a failing exit code for scripts that chain it.
  console.error(`calibration refused (${dbPath}): ${error.message}`);
  process.exitCode = 1;
} finally {
  db.close();
}
