/**
 * The members' area party of the merchant backend: one router, mounted on the service origin by
 * merchant/mount/service-origin.ts. Everything but the certificate's public PDF and verification sits behind
 * `requireUser`, the identity middleware that verifies the x-id-token header.
 */
import { Router, type RequestHandler, type Response } from 'express';
import type { AddOnsRepo } from '../store/add-ons';
import type { SubscriptionRow } from '../store/subscriptions';
import { migrate, type Db } from '../../platform/store/db';
import { certificatePdfHandler, createCertificateHandler, createReportHandler, getProfileHandler, getReportHandler, verifyCertificateHandler } from './cloud-functions';
import { randomInt } from 'node:crypto';
import { compareHandler, heartbeatHandler, listResultsHandler, meHandler, qaHeartbeatsHandler, updateProfileHandler } from './member-handlers';
import type { LiveBank } from '../psychometrics/calibrations-repo';
import type { BankItem } from '../psychometrics/item-bank';
import { sittingHandlers } from './sitting-handlers';
import { SittingService } from './sitting-service';
import { SittingsRepo } from './sittings-repo';
import type { MembersDeps, VerifiedUser } from './member-service';
import { MembersRepo } from './members-repo';
import { MEMBERS_MIGRATIONS } from './migrations';
import { ResultsRepo } from './results-repo';
import { seedSyntheticResults } from './synthetic-seed';

export interface MembersRouterOptions {
  readonly db: Db;
  readonly addOns: AddOnsRepo;
  /** Verifies x-id-token: 401 problem+json when missing or bad, otherwise `userOf` reads the user. */
  readonly requireUser: RequestHandler;
  readonly userOf: (res: Response) => VerifiedUser;
  /** After requireUser: admits only the caller's own subscription (subscription_id in query or body); 403 otherwise. */
  readonly requireOwnSubscription: RequestHandler;
  readonly subscriptionOf: (res: Response) => SubscriptionRow;
  /** After requireUser: a body's user_id must be the caller's (create-report); 403 otherwise. */
  readonly requireSameUserId: RequestHandler;
  readonly serviceOrigin: string;
  readonly now?: () => number;
  /** A cancelled subscription's end of paid period (simulator/merchant/renewals); absent, none ever ends early. */
  readonly endsAt?: (subscriptionId: string) => number | null;
  /** The funnel quiz score bought with one of these subscriptions (simulator/merchant/psychometrics). */
  readonly quizScoreOf: MembersDeps['quizScoreOf'];
  /** The EU withdrawal's state per subscription (simulator/merchant/withdrawal); absent, none is offered. */
  readonly withdrawalOf?: MembersDeps['withdrawalOf'];
  /** The live item parameters (the latest calibration, else provisional; simulator/merchant/psychometrics). */
  readonly liveBank: (items: readonly BankItem[]) => LiveBank;
  /** A float in [0, 1) for the adaptive tests' exposure control (default: crypto). */
  readonly random?: () => number;
  /** A scheduled new price per subscription (simulator/merchant/renewals); absent, none. */
  readonly priceChangeOf?: MembersDeps['priceChangeOf'];
  /** Seeds the synthetic comparison sample (default true). */
  readonly seedSynthetic?: boolean;
}

/** Paths of the cloud functions of app §7 in docs/spec-coverage.md on the service origin. */
export const CLOUD_FUNCTION_PATHS = {
  getReport: '/functions/get-report',
  createReport: '/functions/create-report',
  getProfile: '/functions/get-profile',
  createCertificate: '/functions/create-certificate',
} as const;

export function membersRouter(options: MembersRouterOptions): Router {
  migrate(options.db, MEMBERS_MIGRATIONS);
  const now = options.now ?? Date.now;
  const results = new ResultsRepo(options.db);
  if (options.seedSynthetic ?? true) seedSyntheticResults(results);
  const deps: MembersDeps = { db: options.db, addOns: options.addOns, results, members: new MembersRepo(options.db, now), userOf: options.userOf, subscriptionOf: options.subscriptionOf, serviceOrigin: options.serviceOrigin, now, endsAt: options.endsAt ?? (() => null), quizScoreOf: options.quizScoreOf, withdrawalOf: options.withdrawalOf ?? (() => null), priceChangeOf: options.priceChangeOf ?? (() => null) };
  const sittings = sittingHandlers(
    deps,
    new SittingService({ sittings: new SittingsRepo(options.db), results, liveBank: options.liveBank, now, random: options.random ?? (() => randomInt(2 ** 32) / 2 ** 32) }),
  );
  const auth = options.requireUser;
  const own = [auth, options.requireOwnSubscription];

  const router = Router();
  router.get('/members/me', auth, meHandler(deps));
  router.post('/members/profile', auth, updateProfileHandler(deps));
  router.get('/members/results', auth, listResultsHandler(deps));
  router.get('/members/tests/:testId/sitting', auth, sittings.current);
  router.post('/members/tests/:testId/sitting', auth, sittings.start);
  router.post('/members/sittings/:id/answers', auth, sittings.answer);
  router.post('/members/sittings/:id/finish', auth, sittings.finish);
  router.post('/members/sittings/:id/abandon', auth, sittings.abandon);
  router.get('/members/compare', auth, compareHandler(deps));
  router.post('/members/heartbeat', auth, heartbeatHandler(deps));
  router.get(CLOUD_FUNCTION_PATHS.getReport, ...own, getReportHandler(deps));
  router.post(CLOUD_FUNCTION_PATHS.createReport, ...own, options.requireSameUserId, createReportHandler(deps));
  router.get(CLOUD_FUNCTION_PATHS.getProfile, ...own, getProfileHandler(deps));
  router.post(CLOUD_FUNCTION_PATHS.createCertificate, ...own, createCertificateHandler(deps));
  router.get('/certificates/:id', verifyCertificateHandler(deps));
  router.get('/certificates/:id/pdf', certificatePdfHandler(deps));
  router.get('/qa/api/heartbeats', qaHeartbeatsHandler(deps));
  return router;
}
