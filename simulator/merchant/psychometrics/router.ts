/**
 * The measurement party of the merchant backend (issue 27): the funnel quiz's anonymous attempts
 * and, for QA, the item calibrations. Mounted on the service origin by merchant/mount/service-origin.ts.
 */
import { Router, type RequestHandler } from 'express';
import { QUIZ_ATTEMPTS_PATH } from '../../../contracts/quiz-answers';
import { MEASUREMENT_PATH } from '../../../contracts/measurement';
import type { CalibrationsRepo } from './calibrations-repo';
import { MIN_ANSWERS_TO_CALIBRATE } from './constants';
import { Problem } from '../../platform/http/problem';
import { CalibrationRefused, runCalibration, type CalibrationSource } from './run-calibration';
import { measurementSummary } from './summary';
import { completeAttemptHandler, createAttemptHandler, getAttemptHandler, saveAnswerHandler } from './quiz-handlers';
import type { QuizAttemptsRepo } from './quiz-attempts-repo';

export interface PsychometricsRouterOptions {
  readonly attempts: QuizAttemptsRepo;
  readonly calibrations: CalibrationsRepo;
  /** Where calibration reads stored answers: the funnel quiz's attempts and the members' sittings. */
  readonly calibrationSources: readonly CalibrationSource[];
  /** Runs a synchronous handler in the commit group's transaction; its answer waits for the commit. */
  readonly tx: (handler: RequestHandler) => RequestHandler;
  readonly now: () => number;
  /** Limits new attempts per client address (anonymous endpoint). */
  readonly createLimit: RequestHandler;
}

/** A score is one person's: no shared cache may keep it. */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export function psychometricsRouter(options: PsychometricsRouterOptions): Router {
  const deps = { attempts: options.attempts, calibrations: options.calibrations };
  const { tx } = options;
  const router = Router();
  router.use(QUIZ_ATTEMPTS_PATH, noStore);
  router.post(QUIZ_ATTEMPTS_PATH, options.createLimit, tx(createAttemptHandler(deps)));
  router.post(`${QUIZ_ATTEMPTS_PATH}/:id/answers/:question`, tx(saveAnswerHandler(deps)));
  router.post(`${QUIZ_ATTEMPTS_PATH}/:id/complete`, tx(completeAttemptHandler(deps)));
  router.get(`${QUIZ_ATTEMPTS_PATH}/:id`, getAttemptHandler(deps));
  // QA: the calibrations, and a new one from the stored answers (the same run as `npm run calibrate`).
  router.get('/qa/api/calibrations', (_req, res) => {
    res.json({ calibrations: options.calibrations.list() });
  });
  router.post(
    '/qa/api/calibrations',
    tx((_req, res) => {
      try {
        res.status(201).json(runCalibration(options.calibrations, options.calibrationSources, options.now));
      } catch (error) {
        if (!(error instanceof CalibrationRefused)) throw error;
        throw new Problem('conflict', error.message, { reason: 'too-few-answers', answers: error.answers, people: error.people, most_answers_to_an_item: error.mostAnswersToAnItem, min_answers: MIN_ANSWERS_TO_CALIBRATE });
      }
    }),
  );
  const summary = measurementSummary(options.calibrations);
  router.get(MEASUREMENT_PATH, (_req, res) => {
    res.json(summary());
  });
  return router;
}
