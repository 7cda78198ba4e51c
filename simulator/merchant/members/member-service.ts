/** What every members' handler needs: the caller's subscriptions, ownership, and their headline score. */
import type { Response } from 'express';
import type { Headline, MemberResponse } from '../../../contracts/members';
import type { QuizScore } from '../../../contracts/quiz-answers';
import { Problem } from '../../platform/http/problem';
import { percentileOf } from '../psychometrics/irt';
import type { AddOnsRepo } from '../store/add-ons';
import type { Db } from '../../platform/store/db';
import type { SubscriptionRow } from '../store/subscriptions';
import { HEADLINE_TEST, REPORT_ADD_ON_FAMILIES } from './constants';
import { PRODUCT_NAME } from '../../../catalog/product';
import { TESTS } from '../../../catalog/iq-tests';
import type { MembersRepo } from './members-repo';
import type { ResultsRepo } from './results-repo';

/** The caller, as the identity middleware verified them from the x-id-token header (simulator/merchant/identity). */
export interface VerifiedUser {
  readonly uid: string;
  /** Lower-cased; null when the account has none. */
  readonly email: string | null;
  readonly emailVerified: boolean;
}

export interface MembersDeps {
  readonly db: Db;
  readonly addOns: AddOnsRepo;
  readonly results: ResultsRepo;
  readonly members: MembersRepo;
  /** Reads the user the identity middleware verified for this request; throws when there is none. */
  readonly userOf: (res: Response) => VerifiedUser;
  /** Reads the subscription the ownership middleware admitted for a cloud-function call. */
  readonly subscriptionOf: (res: Response) => SubscriptionRow;
  readonly serviceOrigin: string;
  readonly now: () => number;
  /** When a subscription was cancelled but stays paid up: the end of its paid period (the renewals scheduler). */
  readonly endsAt: (subscriptionId: string) => number | null;
  /** The funnel quiz score bought with one of these subscriptions (simulator/merchant/psychometrics), newest first. */
  readonly quizScoreOf: (subscriptionIds: readonly string[]) => QuizScore | undefined;
  /** The EU withdrawal's state for a subscription (simulator/merchant/withdrawal); null when neither offered nor done. */
  readonly withdrawalOf: (sub: SubscriptionRow) => MemberResponse['subscriptions'][number]['withdrawal'];
  /** The new price a subscription will renew at and from when (simulator/merchant/renewals); null when none. */
  readonly priceChangeOf: (subscriptionId: string) => MemberResponse['subscriptions'][number]['price_change'];
}

export const userRef = (user: VerifiedUser) => `firebase:${user.uid}`;

/**
 * The user's subscriptions: linked to their uid, or not linked to anyone yet and bought with their
 * own verified email (the identity party's ownership rule).
 */
export function subscriptionsOf(db: Db, user: VerifiedUser): SubscriptionRow[] {
  return db
    .prepare('SELECT * FROM subscriptions WHERE user_ref = @ref OR (user_ref IS NULL AND @verified = 1 AND lower(email) = @email) ORDER BY created_at DESC, rowid DESC')
    .all({ ref: userRef(user), verified: user.emailVerified && user.email !== null ? 1 : 0, email: user.email ?? '' }) as SubscriptionRow[];
}


/** The members' area needs an active subscription; a signed-in user without one gets 403 with a reason the app shows as an offer. */
export function requireActive(db: Db, user: VerifiedUser): SubscriptionRow {
  const active = subscriptionsOf(db, user).find((s) => s.status === 'active');
  if (!active) throw new Problem('forbidden', 'An active subscription is needed for the members\u2019 area.', { reason: 'no-active-subscription' });
  return active;
}

export function hasReportAddOn(deps: MembersDeps, sub: SubscriptionRow): boolean {
  return deps.addOns.ofSubscription(sub.id).some((a) => REPORT_ADD_ON_FAMILIES.some((family) => a.plan_id.endsWith(family) || a.plan_id.includes(`_${family}_`)));
}

export function displayName(deps: MembersDeps, user: VerifiedUser): string {
  return deps.members.profileName(userRef(user)) ?? user.email?.split('@')[0] ?? '';
}

/**
 * The score the report and the certificate are made from: the newer of the latest reasoning test
 * and the funnel quiz attempt bought with one of the user's subscriptions (issue 27: the activated
 * buyer sees the score they were given before paying).
 */
export function headline(deps: MembersDeps, user: VerifiedUser): Headline | undefined {
  return headlineResult(deps, user)?.headline;
}

/** The headline with the result it came from: a key naming that one result, the test's name and how many questions it rests on. */
export interface HeadlineResult {
  readonly headline: Headline;
  /** `quiz:{attempt id}` or `test:{result id}`: one certificate per result. */
  readonly key: string;
  readonly testName: string;
  readonly items: number;
}

export function headlineResult(deps: MembersDeps, user: VerifiedUser): HeadlineResult | undefined {
  const test = deps.results.latest(userRef(user), HEADLINE_TEST);
  const quiz = deps.quizScoreOf(subscriptionsOf(deps.db, user).map((s) => s.id));
  const fromTest: Headline | undefined = test && {
    source: 'reasoning-test',
    iq: test.iq,
    iq_low: test.iq_low,
    iq_high: test.iq_high,
    percentile: percentileOf(test.iq),
    calibration_version: test.calibration_version,
    taken_at: test.created_at,
    quiz_attempt_id: null,
  };
  const fromQuiz: Headline | undefined = quiz && {
    source: 'funnel-quiz',
    iq: quiz.iq,
    iq_low: quiz.iq_low,
    iq_high: quiz.iq_high,
    percentile: quiz.percentile,
    calibration_version: quiz.calibration_version,
    taken_at: quiz.completed_at,
    quiz_attempt_id: quiz.attempt_id,
  };
  const ofTest = test && fromTest && { headline: fromTest, key: `test:${test.id}`, testName: `${PRODUCT_NAME} ${testTitle(HEADLINE_TEST)}`, items: test.total };
  const ofQuiz = quiz && fromQuiz && { headline: fromQuiz, key: `quiz:${quiz.attempt_id}`, testName: `${PRODUCT_NAME} reasoning quiz`, items: quiz.items };
  if (ofTest && ofQuiz) return ofTest.headline.taken_at > ofQuiz.headline.taken_at ? ofTest : ofQuiz;
  return ofTest ?? ofQuiz;
}

/** A members' test's title as its catalogue names it (catalog/iq-tests.ts), lower case after the product's name. */
function testTitle(id: string): string {
  const title = TESTS.find((t) => t.id === id)?.title;
  if (!title) throw new Error(`catalog/iq-tests.ts has no test "${id}".`);
  return title;
}
