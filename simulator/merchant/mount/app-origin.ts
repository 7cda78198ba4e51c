/**
 * The merchant's routes on the app origin, in the order they answer: the anonymous endpoints' rate
 * limits, then cancel, the withdrawal without an account, the identity emails and the SPA itself.
 * The platform built the app (platform/origins/origins.ts) and closes it with 404 and problem+json.
 */
import type { Express } from 'express';
import { PUBLIC_WITHDRAWAL_PATH } from '../../../contracts/public-withdrawal';
import { jsonBody } from '../../platform/http/body-limits';
import { anonymousLimit } from '../../platform/http/rate-limits';
import { appOriginRouter } from '../app-origin/router';
import { CancelCodes } from '../cancel/codes';
import { cancelRoutes } from '../cancel/routes';
import { IdentityMailer } from '../identity/identity-mail';
import { identityAppRouter } from '../identity/router';
import { firebaseWebConfig } from '../identity/web-config';
import { publicWithdrawalRouter } from '../withdrawal/public';
import type { MerchantParts } from './merchant';

/** Mounts the merchant's app-origin routes; answers the identity mailer (started), or null without an Auth emulator. */
export function mountAppOrigin(app: Express, deps: MerchantParts): IdentityMailer | null {
  const { limits, subscriptions, renewals, outbox, productPrefix, productUrl, origins } = deps;
  app.use('/event', anonymousLimit(limits.event, limits.windowS, 'funnel events'));
  app.use(['/api/cancel-request', '/api/cancel-subscription'], anonymousLimit(limits.cancel, limits.windowS, 'cancel requests'));
  // The withdrawal without an account answers alike for every contract; limited like cancel-by-email, with its own counter.
  app.use(PUBLIC_WITHDRAWAL_PATH, anonymousLimit(limits.cancel, limits.windowS, 'withdrawal statements'));
  app.use('/api/send-activation-by-email', anonymousLimit(limits.activation, limits.windowS, 'activation requests'));
  app.use(jsonBody());
  app.use(
    cancelRoutes({
      service: {
        byId: (id) => subscriptions.byId(id),
        openByEmail: (email) => subscriptions.list({ email }).filter((s) => s.status === 'active'),
        cancel: (id, request) => renewals.cancel(id, request),
      },
      codes: new CancelCodes(deps.db, deps.now),
      outbox,
      appOrigin: origins.app,
      productPrefix,
      identity: deps.identity,
    }),
  );
  app.use(
    publicWithdrawalRouter({
      service: deps.withdrawals,
      subscriptionById: (id) => subscriptions.byId(id),
      outbox,
      clockOf: (id) => renewals.clockOfSubscription(id),
      ...(deps.now ? { now: deps.now } : {}),
    }),
  );
  const { authEmulator } = deps;
  const firebase = authEmulator ? firebaseWebConfig(authEmulator, origins.app) : undefined;
  const identityMail = authEmulator
    ? new IdentityMailer(outbox, { emulatorOrigin: authEmulator.origin, projectId: authEmulator.projectId, passwordResetPage: `${productUrl}access-recovery`, languageOf: (email) => deps.accountLanguages.ofEmail(email) ?? subscriptions.languageOfEmail(email) ?? 'en' })
    : null;
  identityMail?.start();
  const signInLinks = deps.identity?.signInLink;
  app.use(
    identityAppRouter({
      productSlug: productPrefix.slice(1),
      activatePage: `${productUrl}activate`,
      subscriptions,
      outbox,
      links: signInLinks ? { signInLink: signInLinks } : undefined,
      mailer: identityMail ?? undefined,
    }),
  );
  app.use(appOriginRouter({ events: deps.funnelEvents, frontends: deps.frontends, productPrefix, origins, firebase }));
  return identityMail;
}
