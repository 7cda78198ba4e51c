/**
 * The merchant's routes on the service origin, after the provider's, in the order they answer: the
 * anonymous limit on new payment sessions, the funnel quiz and the subscription service (the hot
 * routes: small JSON, sent as it is), then the compressed ones: games, QA's renewal time travel and
 * phone codes, the members' area, withdrawal and the account.
 */
import type { ServiceOrigin } from '../../platform/origins/origins';
import { anonymousLimit } from '../../platform/http/rate-limits';
import { accountRouter } from '../account/router';
import { gamesRouter } from '../games/router';
import { ownSubscription, requireOwnSubscription } from '../identity/ownership';
import { qaPhoneCodesHandler } from '../identity/phone-codes';
import { requireUser, sameUserAsBody, signedInUser } from '../identity/require-user';
import { sittingAnswerSource } from '../members/calibration-source';
import { membersRouter } from '../members/router';
import { SittingsRepo } from '../members/sittings-repo';
import { quizScoreView } from '../psychometrics/quiz-scoring';
import { psychometricsRouter } from '../psychometrics/router';
import { quizAnswerSource } from '../psychometrics/run-calibration';
import { timeTravelApi, timeTravelPages } from '../renewals/qa-routes';
import { serviceRouter } from '../subscription-service/router';
import { withdrawalRouter } from '../withdrawal/router';
import type { MerchantParts } from './merchant';

export function mountServiceOrigin(service: ServiceOrigin, parts: MerchantParts): void {
  const { db, origins, limits, tx, now, identity, subscriptions, addOns, consents, quizAttempts, calibrations, renewals, withdrawals } = parts;
  const provider = parts.provider.client;
  const hot = service.hotRoutes();
  hot.use('/init/session', anonymousLimit(limits.initSession, limits.windowS, 'payment sessions'));
  // The funnel quiz's attempts (new ones per client address within the funnel events' limit: a quiz is part of the funnel).
  // Calibration reads the quiz's answers and the members' sittings' (the sittings' tables come with the members' router below; read only when QA calibrates).
  const calibrationSources = [quizAnswerSource(quizAttempts), sittingAnswerSource(new SittingsRepo(db))];
  hot.use(psychometricsRouter({ attempts: quizAttempts, calibrations, calibrationSources, tx, now: now ?? Date.now, createLimit: anonymousLimit(limits.event, limits.windowS, 'quiz attempts') }));
  hot.use(serviceRouter({ provider, subscriptions, addOns, receipts: parts.receipts, consents, keys: parts.keys, vaultSecret: parts.secrets.vault, tx, identity, orders: parts.orders, webhookSecret: parts.secrets.webhook, db, now, gates: parts.provider.gates, quizAttempts, refunds: withdrawals,
    checkoutUrl: `${origins.app}${parts.productPrefix}/subscription`,
    iqScoreOf: (attemptId) => quizAttempts.byId(attemptId)?.iq ?? null,
  }));
  const routes = service.routes();
  routes.use(gamesRouter({ db, requireUser: requireUser(identity), uidOf: (res) => signedInUser(res).uid, now }));
  const chargeRefunds = { firstChargeOf: (executionId: string) => provider.payment(executionId)?.chargeId, stateOf: (chargeId: string) => withdrawals.refundStateOf(chargeId), owedOf: (id: string) => withdrawals.refundOwedOf(id), markOwedPaid: (id: string) => withdrawals.markRefundOwedPaid(id) };
  routes.use('/qa/api', timeTravelApi({ scheduler: renewals, subscriptions, addOns, consents, refunds: chargeRefunds, now }));
  // The phone sign-in codes the Auth emulator issued (it texts nobody), for QA.
  routes.get('/qa/api/phone-codes', qaPhoneCodesHandler(parts.authEmulator));
  routes.use('/qa', timeTravelPages({ scheduler: renewals, subscriptions, addOns, consents, refunds: chargeRefunds }));
  const signedIn = { requireUser: requireUser(identity), userOf: signedInUser, requireOwnSubscription: requireOwnSubscription(subscriptions), subscriptionOf: ownSubscription };
  // The members' area: its own endpoints and the cloud functions, behind the identity party's guards.
  routes.use(
    membersRouter({
      db,
      addOns,
      ...signedIn,
      requireSameUserId: sameUserAsBody('user_id'),
      serviceOrigin: origins.service,
      endsAt: (id) => renewals.endsAt(id),
      withdrawalOf: (sub) => withdrawals.stateOf(sub),
      liveBank: (items) => calibrations.live(items),
      priceChangeOf: (id) => {
        const coming = renewals.comingPriceChange(id);
        return coming && { price: coming.price, from: new Date(coming.from).toISOString() };
      },
      quizScoreOf: (ids) => {
        const attempt = quizAttempts.ofSubscriptions(ids);
        return attempt && quizScoreView(attempt, quizAttempts.answers(attempt.id));
      },
      ...(now ? { now } : {}),
    }),
  );
  routes.use(withdrawalRouter({ service: withdrawals, ...signedIn, tx }));
  routes.use(
    accountRouter({
      db,
      requireUser: signedIn.requireUser,
      userOf: signedInUser,
      identityAdmin: identity?.deleteUser ? { deleteUser: identity.deleteUser.bind(identity) } : undefined,
      endSubscription: (id) => renewals.endForDeletedAccount(id),
      // The provider forgets them too, through its client (issue 29, point 4).
      eraseAtProvider: (customer) => void provider.eraseCustomer(customer),
      ...(now ? { now } : {}),
    }),
  );
}
