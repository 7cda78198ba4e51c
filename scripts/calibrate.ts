/**
 * `npm run calibrate`: re-estimates the item parameters from the stored answers in DB_PATH's
 * database (default .data/mindmetric.sqlite) and stores them as the next calibration version;
 * scores given afterwards use it, scores given before keep theirs. QA can do the same from the
 * console's API (POST /qa/api/calibrations).
 */
import { readConfig } from '../simulator/config';
import { CalibrationsRepo } from '../simulator/psychometrics/calibrations-repo';
import { PSYCHOMETRICS_MIGRATIONS } from '../simulator/psychometrics/migrations';
import { QuizAttemptsRepo } from '../simulator/psychometrics/quiz-attempts-repo';
import { runCalibration } from '../simulator/psychometrics/run-calibration';
import { migrate, openDatabase } from '../simulator/store/db';

const { dbPath } = readConfig();
const db = openDatabase(dbPath);
migrate(db, PSYCHOMETRICS_MIGRATIONS);
const started = performance.now();
const summary = runCalibration(new CalibrationsRepo(db), new QuizAttemptsRepo(db, Date.now), Date.now);
console.log(
  `calibration ${summary.version} (${dbPath}): ${summary.answers} answers from ${summary.people} people, ${summary.calibrated_items} items calibrated, ` +
    `${summary.provisional_items} provisional (too few answers), ${summary.cycles} EM cycles${summary.converged ? '' : ' (NOT converged)'}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
db.close();
