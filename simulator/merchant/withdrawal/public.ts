/**
 * The withdrawal function without an account (issue 29, point 1; CRD Article 11a), on the app origin:
 * POST /api/withdrawal with the name, the contract (the subscription reference from the receipt) and
 * an email. A statement whose contract and email match the record withdraws exactly as the members'
 * area does (once: asked again, nothing new happens) and its receipt goes to the email on record; one
 * that matches but cannot be carried out (after the 14 days, outside the EU and EEA, already ended) is
 * told to that email, with the reason. The HTTP answer is the same 202 in every case, so it says
 * nothing to a stranger about whether a contract exists or whose it is. Malformed fields are 400 naming
 * the field; too many statements from one address are 429 (the limiter in merchant/mount/app-origin.ts).
 */
import { Router } from 'express';
import { findPlan } from '../../../catalog/plans';
import { PUBLIC_WITHDRAWAL_PATH, PublicWithdrawalRequest, type PublicWithdrawalAnswer } from '../../../contracts/public-withdrawal';
import { errorField, processLogger } from '../../platform/http/logger';
import { Problem } from '../../platform/http/problem';
import type { Outbox } from '../outbox/outbox';
import type { SubscriptionRow } from '../store/subscriptions';
import { emailLanguage } from '../outbox/i18n/catalogue';
import { withdrawalRefused, type RefusalReason } from './emails';
import type { WithdrawalService } from './service';

export interface PublicWithdrawalDeps {
  readonly service: Pick<WithdrawalService, 'withdraw'>;
  readonly subscriptionById: (id: string) => SubscriptionRow | undefined;
  readonly outbox: Outbox;
  /** The subscription's own clock (real time plus QA's time travel), for the refusal's date and time. */
  readonly clockOf: (subscriptionId: string) => number;
  /** Real time, epoch ms: the answer's received_at (never a subscription's clock, which would tell a match apart). */
  readonly now?: () => number;
}

/** Carries out a statement whose contract and email match the record; anything else is left alone, silently. */
export function withdrawByStatement(deps: PublicWithdrawalDeps, request: PublicWithdrawalRequest): void {
  const sub = deps.subscriptionById(request.contract);
  if (!sub || sub.email.toLowerCase() !== request.email.toLowerCase()) return;
  const plan = findPlan(sub.plan_id);
  try {
    // The email on record, never the one typed: the receipt goes to the contract's owner.
    deps.service.withdraw(sub, { subscription_id: sub.id, name: request.name, email: sub.email });
  } catch (error) {
    if (!(error instanceof Problem) || !plan) throw error;
    try {
      const reason: RefusalReason = error.code === 'withdrawal-period-over' ? 'periodOver' : error.code === 'withdrawal-not-offered' ? 'notOffered' : 'other';
      const lang = emailLanguage(sub.language);
      deps.outbox.send(withdrawalRefused({ to: sub.email, name: request.name, subscriptionId: sub.id, plan, links: deps.outbox.links, lang }, { receivedAt: deps.clockOf(sub.id), reason }));
    } catch (mailError) {
      processLogger().error({ err: errorField(mailError) }, 'withdrawal: the refusal email was not sent');
    }
  }
}

export function publicWithdrawalRouter(deps: PublicWithdrawalDeps): Router {
  const router = Router();
  const now = deps.now ?? Date.now;
  router.post(PUBLIC_WITHDRAWAL_PATH, (req, res) => {
    const body = PublicWithdrawalRequest.parse(req.body);
    const receivedAt = now();
    withdrawByStatement(deps, body);
    res.setHeader('Cache-Control', 'no-store');
    res.status(202).json({ status: 'received', received_at: new Date(receivedAt).toISOString() } satisfies PublicWithdrawalAnswer);
  });
  return router;
}
