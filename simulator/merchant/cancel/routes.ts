/**
 * The cancel calls of app §7 in docs/spec-coverage.md, on the app origin:
 * - POST /api/cancel-request: cancel by email with a one-time code (no account needed);
 * - POST /api/cancel-subscription/{content}: the same, from the link in the code email;
 * - POST /{product}/api/cancel: a signed-in subscriber cancels one subscription by id.
 * They reach the subscription service's scheduler through the CancelService interface, never its tables.
 */
import { emailLanguage } from '../outbox/i18n/catalogue';
import { resolveLocale } from '../../../widget/i18n/locales';
import { Router, type Request, type RequestHandler } from 'express';
import { CancelBody, CancelLinkContent, CODE_MESSAGES, CancelRequestBody, type CancelledResponse, type CancelledSubscription } from '../../../contracts/cancel';
import { findPlan } from '../../../catalog/plans';
import { Problem } from '../../platform/http/problem';
import { cancelCode } from '../outbox/lifecycle-emails';
import type { Outbox } from '../outbox/outbox';
import type { CancelRequest, CancelResult } from '../renewals/cancellation';
import type { SubscriptionRow } from '../store/subscriptions';
import { requireUser, signedInUser } from '../identity/require-user';
import type { IdTokenVerifier } from '../identity/verifier';
import type { CancelCodes, VerifyResult } from './codes';
import { CANCEL_CODE_TTL_MINUTES } from './constants';
import { errorField, processLogger } from '../../platform/http/logger';

/** What the cancel calls need from the subscription service. */
export interface CancelService {
  byId(id: string): SubscriptionRow | undefined;
  /** The address's subscriptions that still renew or have not ended. */
  openByEmail(email: string): SubscriptionRow[];
  cancel(id: string, request: CancelRequest): CancelResult;
}

export interface CancelRoutesDeps {
  readonly service: CancelService;
  readonly codes: CancelCodes;
  readonly outbox: Outbox;
  /** The app origin, e.g. http://localhost:3000: the only host the code email links to. */
  readonly appOrigin: string;
  readonly productPrefix: string;
  /** Verifies the x-id-token header (simulator/merchant/identity); absent, signed-in cancellation admits nobody. */
  readonly identity?: IdTokenVerifier | undefined;
}

const clientOf = (req: Request) => req.ip ?? 'unknown';

function toCancelled(service: CancelService, result: CancelResult): CancelledSubscription | null {
  if (result.kind === 'not-renewing') return null;
  const planId = service.byId(result.subscriptionId)?.plan_id ?? '';
  const plan = findPlan(planId);
  return { id: result.subscriptionId, planId, planName: plan?.name ?? 'Subscription', accessUntil: result.accessUntil, endedNow: result.kind === 'ended-now' };
}

function throwUnlessOk(result: VerifyResult): asserts result is Extract<VerifyResult, { kind: 'ok' }> {
  switch (result.kind) {
    case 'ok':
      return;
    case 'invalid':
      throw new Problem('code-invalid', CODE_MESSAGES.invalid(result.triesLeft), { triesLeft: result.triesLeft });
    case 'locked':
      throw new Problem('code-locked', CODE_MESSAGES.locked);
    case 'expired':
      throw new Problem('code-expired', CODE_MESSAGES.expired);
  }
}

export function cancelRoutes(deps: CancelRoutesDeps): Router {
  const { service, codes, outbox } = deps;
  const router = Router();
  const appHost = new URL(deps.appOrigin).host;
  const pageUrl = (query: Record<string, string>) => `${deps.appOrigin}${deps.productPrefix}/unsubscribe-with-email?${new URLSearchParams(query).toString()}`;

  const cancelAllOf = (email: string, channel: CancelRequest['channel'], emailing: boolean): CancelledResponse => {
    const subscriptions = service
      .openByEmail(email)
      .map((sub) => toCancelled(service, service.cancel(sub.id, { channel, ...(emailing ? {} : { silent: true }) })))
      .filter((s): s is CancelledSubscription => s !== null);
    return { status: 'cancelled', subscriptions };
  };

  router.post('/api/cancel-request', (req, res) => {
    const body = CancelRequestBody.parse(req.body);
    if (body.host !== undefined && body.host !== appHost) throw new Problem('bad-request', `Links may only point at ${appHost}.`);
    const email = body.email.toLowerCase();
    if (body.code !== undefined) {
      const verified = codes.verify(email, body.code);
      throwUnlessOk(verified);
      res.json(cancelAllOf(email, body.inAppUnsubscribe ? 'signed-in' : 'email-code', body.emailing ?? true));
      return;
    }
    const issued = codes.issue(email, clientOf(req));
    if (issued.kind === 'rate-limited') {
      res.setHeader('Retry-After', String(issued.retryAfterSeconds));
      throw new Problem('too-many-requests', `Too many code requests ${issued.limit === 'email' ? 'for this email address' : 'from this device'}. Try again in ${Math.ceil(issued.retryAfterSeconds / 60)} minutes.`, {
        retryAfterSeconds: issued.retryAfterSeconds,
      });
    }
    // Sent to every address alike, customer or not: the answer and the email never tell who has a subscription.
    try {
      // In the language the asking browser reads (Accept-Language), never the address's purchases': the email must not tell who is a customer (issue 33).
      const lang = emailLanguage(resolveLocale(undefined, req.acceptsLanguages()));
      outbox.send(cancelCode(email, { code: issued.code, validMinutes: CANCEL_CODE_TTL_MINUTES, link: pageUrl({ content: `${issued.id}.${issued.code}` }) }, lang));
    } catch (error) {
      processLogger().error({ err: errorField(error) }, 'cancel: the code email was not sent');
    }
    res.status(202).json({ status: 'code-sent', expiresInMinutes: CANCEL_CODE_TTL_MINUTES });
  });

  router.post('/api/cancel-subscription/:content', (req, res) => {
    const { id, code } = CancelLinkContent.parse(req.params.content);
    const verified = codes.verifyById(id, code);
    throwUnlessOk(verified);
    res.json(cancelAllOf(verified.email, 'email-link', true));
  });

  const signedInCancel: RequestHandler = (req, res) => {
    const body = CancelBody.parse(req.body);
    const user = signedInUser(res);
    const sub = service.byId(body.id);
    const owns = sub && (sub.user_ref === `firebase:${user.uid}` || (user.emailVerified && user.email !== null && sub.email === user.email.toLowerCase()));
    // Another user's id is answered like an unknown one: ids are not proof of ownership.
    if (!sub || !owns) throw new Problem('not-found', 'None of your subscriptions has this id.');
    const reason = body.reason?.trim();
    const cancelled = toCancelled(service, service.cancel(sub.id, { channel: 'signed-in', ...(reason ? { reason } : {}) }));
    if (!cancelled) throw new Problem('conflict', 'This purchase does not renew, so there is nothing to cancel.');
    res.json({ status: 'cancelled', subscriptions: [cancelled] } satisfies CancelledResponse);
  };
  // A user id is trusted only from a verified Firebase ID token (app §6 in docs/spec-coverage.md).
  router.post(`${deps.productPrefix}/api/cancel`, requireUser(deps.identity), signedInCancel);
  return router;
}
