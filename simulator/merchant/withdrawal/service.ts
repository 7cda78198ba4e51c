/**
 * The EU withdrawal (issue 29, point 1; catalog/withdrawal.ts): within 14 days of the purchase an EU
 * or EEA buyer withdraws; access ends at once, a receipt with the date and time is emailed, and every
 * charge of the contract (the first payment, paid renewals, add-ons) is refunded through the provider.
 *
 * Each refund is written as requested, under its own idempotency key, in the withdrawal's transaction;
 * then the provider is asked, and its answer settles the row. Whichever of the answer and the signed
 * webhook event (charge.refunded / charge.refund_failed) comes first settles it, the other finds it
 * settled: a crash after the provider refunded and before the merchant recorded is completed by the
 * event, or by `resume`, which asks again under the same key and gets the same refund back.
 */
import { randomUUID } from 'node:crypto';
import type { WithdrawalOffer, WithdrawalPayment, WithdrawalReceipt, WithdrawalRefusalReason, WithdrawalRequest } from '../../../contracts/members';
import { findPlan, type Plan } from '../../../catalog/plans';
import { REFUND_DAYS, WITHDRAWAL_TEXT } from '../../../catalog/withdrawal';
import { DAY_MS } from '../../../catalog/cadence';
import { errorField, processLogger } from '../../platform/http/logger';
import { Problem } from '../../platform/http/problem';
import { countryOf } from '../store/subscriptions';
import type { Outbox, OutgoingEmail } from '../outbox/outbox';
import type { ProviderClient, ProviderEventBody, ProviderPayment } from '../../payment-provider/client';
import type { TimelineKind } from '../renewals/lifecycle-store';
import type { AddOnsRepo } from '../store/add-ons';
import type { Db } from '../../platform/store/db';
import type { SubscriptionRow } from '../store/subscriptions';
import { refundFailed, refundIssued, withdrawalReceipt, type WithdrawalRef } from './emails';
import { emailLanguage } from '../outbox/i18n/catalogue';
import { withdrawalStatus, type WithdrawalStatus } from './rules';
import { WithdrawalsRepo, type RefundOwedRow, type RefundRow, type WithdrawalRow } from './store';

export interface WithdrawalDeps {
  readonly db: Db;
  readonly addOns: AddOnsRepo;
  /** The provider client's calls a withdrawal makes: the first charge's id, and the refund. */
  readonly provider: { payment(executionId: string): Pick<ProviderPayment, 'chargeId'> | undefined; refund: ProviderClient['refund'] };
  readonly outbox: Outbox;
  readonly subscriptionById: (id: string) => SubscriptionRow | undefined;
  /** The subscription's own clock (real time plus QA's time travel). */
  readonly clockOf: (subscriptionId: string) => number;
  /** Ends the subscription and its access now (simulator/merchant/renewals), on its timeline. */
  readonly endNow: (subscriptionId: string, detail: string) => void;
  /** The charges the renewals made on the stored card and that were paid. */
  readonly paidRenewals: (subscriptionId: string) => readonly { readonly chargeId: string; readonly amountValue: string; readonly index: number }[];
  readonly addTimeline: (subscriptionId: string, at: number, kind: TimelineKind, detail: string, emailId: string | null) => void;
}

interface Payment {
  readonly chargeId: string;
  /** In English, as the timeline and the refund rows record it. */
  readonly what: string;
  readonly payment: WithdrawalPayment;
  readonly amountValue: string;
}

const cents = (value: string) => Math.round(Number(value) * 100);
const dollars = (totalCents: number) => totalCents / 100;

export class WithdrawalService {
  private readonly repo: WithdrawalsRepo;

  constructor(private readonly deps: WithdrawalDeps) {
    this.repo = new WithdrawalsRepo(deps.db);
  }

  /** What the members' area shows before the buyer withdraws: may they, until when, and what comes back. */
  offer(sub: SubscriptionRow, email: string | null): WithdrawalOffer {
    const status = this.statusOf(sub);
    const payments = this.payments(sub);
    const reason: WithdrawalRefusalReason | null = this.repo.ofSubscription(sub.id) ? 'withdrawn' : status.kind === 'open' ? null : status.kind;
    return {
      subscription_id: sub.id,
      contract: findPlan(sub.plan_id)?.name_full ?? sub.plan_id,
      plan_id: sub.plan_id,
      eligible: reason === null,
      reason,
      refusal: reason && refusalOf(reason),
      open_until: status.kind === 'open' || status.kind === 'period-over' ? new Date(status.until).toISOString() : null,
      refund: {
        total: dollars(payments.reduce((sum, p) => sum + cents(p.amountValue), 0)),
        currency: sub.currency,
        payments: payments.map((p) => ({ what: p.what, payment: p.payment, amount: Number(p.amountValue) })),
      },
      name: '',
      email,
    };
  }

  /** Withdraws (once: the same receipt again afterwards), then asks the provider for each refund. */
  withdraw(sub: SubscriptionRow, request: WithdrawalRequest): WithdrawalReceipt {
    const done = this.repo.ofSubscription(sub.id);
    if (done) return this.receipt(done);
    const plan = findPlan(sub.plan_id);
    if (!plan) throw new Problem('conflict', 'This subscription’s plan is no longer sold; contact support to withdraw.');
    const status = this.statusOf(sub);
    if (status.kind !== 'open') throw new Problem(status.kind === 'period-over' ? 'withdrawal-period-over' : 'withdrawal-not-offered', refusalOf(status.kind));
    const at = this.deps.clockOf(sub.id);
    const row: WithdrawalRow = { id: `wd_${randomUUID()}`, subscription_id: sub.id, name: request.name, email: request.email, withdrawn_at: at, currency: sub.currency };
    this.deps.db.transaction(() => {
      // Ended first: a renewal due on the subscription's clock is charged (and so refunded) before access ends.
      this.deps.endNow(sub.id, `Ended: withdrawn from the contract by ${request.name}`);
      const payments = this.payments(sub);
      this.repo.insert(row, payments.map((p) => ({ charge_id: p.chargeId, what: p.what, amount_value: p.amountValue, idempotency_key: `withdrawal:${row.id}:${p.chargeId}` })));
      const total = dollars(payments.reduce((sum, p) => sum + cents(p.amountValue), 0));
      const emailId = this.mail(() => withdrawalReceipt(this.ref(row, plan), { withdrawnAt: at, refundTotal: total, currency: sub.currency }));
      this.deps.addTimeline(sub.id, at, 'withdrawn', `Withdrawn from the contract (EU right of withdrawal) by ${request.name}; ${payments.length} payment${payments.length === 1 ? '' : 's'} to refund`, emailId);
    })();
    this.settle(row.id);
    return this.receipt(row);
  }

  /** Asks the provider for every refund still requested (the same key each time) and records each answer. */
  settle(withdrawalId: string): void {
    for (const refund of this.repo.refunds(withdrawalId)) {
      if (refund.state !== 'requested') continue;
      const call = this.deps.provider.refund({ charge: refund.charge_id, reason: 'withdrawal' }, refund.idempotency_key);
      if (call.kind === 'refused') {
        this.record(refund.charge_id, { state: 'failed', refundId: null, failureReason: call.reason });
        continue;
      }
      const { refund: answer } = call;
      this.record(refund.charge_id, answer.status === 'succeeded' ? { state: 'refunded', refundId: answer.id, failureReason: null } : { state: 'failed', refundId: answer.id, failureReason: answer.failure_reason });
    }
  }

  /** The provider's refund event (simulator/merchant/subscription-service/webhook.ts): settles the refund it reports, once. */
  recordEvent(event: ProviderEventBody): string {
    const chargeId = event.data.chargeId;
    if (!chargeId || !this.repo.refundOfCharge(chargeId)) return 'ignored: no withdrawal refund for this charge';
    const settled = this.record(chargeId, event.type === 'charge.refunded' ? { state: 'refunded', refundId: null, failureReason: null } : { state: 'failed', refundId: null, failureReason: event.data.reason });
    return settled ? `settled ${chargeId}` : `already settled ${chargeId}`;
  }

  /** Withdrawals whose refunds a crash left requested: asked again under their keys (listen.ts's timer). */
  resume(): number {
    const open = this.repo.unsettled();
    for (const id of open) this.settle(id);
    return open.length;
  }

  /** Where the refund of one charge stands, or undefined when none was asked for (the QA timeline). */
  refundStateOf(chargeId: string): RefundRow['state'] | undefined {
    return this.repo.refundOfCharge(chargeId)?.state;
  }

  /** The members' area's view: offered until when, or withdrawn and where the refund stands; null when neither. */
  stateOf(sub: SubscriptionRow): { open_until: string | null; withdrawn_at: string | null; refund: WithdrawalReceipt['refund']['state'] | null } | null {
    const row = this.repo.ofSubscription(sub.id);
    if (row) {
      const receipt = this.receipt(row);
      return { open_until: null, withdrawn_at: receipt.withdrawn_at, refund: receipt.refund.state };
    }
    const status = this.statusOf(sub);
    return status.kind === 'open' ? { open_until: new Date(status.until).toISOString(), withdrawn_at: null, refund: null } : null;
  }

  private receipt(row: WithdrawalRow): WithdrawalReceipt {
    const refunds = this.repo.refunds(row.id);
    const sub = this.deps.subscriptionById(row.subscription_id);
    const state = refunds.some((r) => r.state === 'requested') ? 'pending' : refunds.some((r) => r.state === 'failed') ? 'failed' : 'refunded';
    return {
      id: row.id,
      subscription_id: row.subscription_id,
      contract: (sub && findPlan(sub.plan_id)?.name_full) ?? row.subscription_id,
      name: row.name,
      email: row.email,
      withdrawn_at: new Date(row.withdrawn_at).toISOString(),
      refund: { total: dollars(refunds.reduce((sum, r) => sum + cents(r.amount_value), 0)), currency: row.currency, state },
    };
  }

  /** Settles one refund and, when it was the withdrawal's last, sends what became of the money. False when already settled. */
  private record(chargeId: string, outcome: { state: 'refunded' | 'failed'; refundId: string | null; failureReason: string | null }): boolean {
    return this.deps.db.transaction(() => {
      const refund = this.repo.refundOfCharge(chargeId);
      const row = refund && this.repo.byId(refund.withdrawal_id);
      const sub = row && this.deps.subscriptionById(row.subscription_id);
      const plan = sub && findPlan(sub.plan_id);
      if (!refund || !row || !sub || !plan) return false;
      const at = this.deps.clockOf(sub.id);
      if (!this.repo.settle(chargeId, outcome, at)) return false;
      const all = this.repo.refunds(row.id);
      const last = all.every((r) => r.state !== 'requested');
      const owed = last ? this.recordOwed(row, all, at) : undefined;
      const emailId = last ? this.mail(() => this.outcomeEmail(row, plan, all, at)) : null;
      const amount = `${refund.amount_value} ${row.currency}`;
      if (outcome.state === 'refunded') this.deps.addTimeline(sub.id, at, 'refunded', `Refunded ${amount} (${refund.what})${outcome.refundId ? `, refund ${outcome.refundId}` : ', reported by the provider’s webhook'}`, emailId);
      else this.deps.addTimeline(sub.id, at, 'refund-failed', `Refund of ${amount} (${refund.what}) failed: ${outcome.failureReason ?? 'no reason given'}; to be paid back by bank transfer`, emailId);
      if (owed) this.deps.addTimeline(sub.id, at, 'refund-owed', `Owed by bank transfer: ${owed.amount_value} ${owed.currency}, due by ${new Date(owed.due_at).toISOString().slice(0, 10)}`, null);
      return true;
    })();
  }

  /**
   * The money the refund-failed email promises to pay back by bank transfer, within REFUND_DAYS of the
   * withdrawal (catalog/withdrawal.ts): recorded with its amount and due date when the last refund settled
   * and some failed, so QA, the timeline and the buyer's data export show what is owed and by when.
   */
  private recordOwed(row: WithdrawalRow, refunds: readonly RefundRow[], at: number): RefundOwedRow | undefined {
    const failed = refunds.filter((r) => r.state === 'failed');
    if (!failed.length) return undefined;
    const total = failed.reduce((sum, r) => sum + cents(r.amount_value), 0);
    this.repo.recordOwed({ withdrawal_id: row.id, subscription_id: row.subscription_id, amount_value: (total / 100).toFixed(2), currency: row.currency, due_at: row.withdrawn_at + REFUND_DAYS * DAY_MS, recorded_at: at });
    return this.repo.owedOf(row.subscription_id);
  }

  /** The bank transfer owed on this subscription's withdrawal, or undefined (the QA timeline). */
  refundOwedOf(subscriptionId: string): RefundOwedRow | undefined {
    return this.repo.owedOf(subscriptionId);
  }

  /**
   * QA records that the bank transfer owed was made (the merchant pays it outside the provider): paid on the
   * subscription's own clock, once; the timeline says so. Undefined when nothing is owed on this subscription.
   */
  markRefundOwedPaid(subscriptionId: string): RefundOwedRow | undefined {
    return this.deps.db.transaction(() => {
      const owed = this.repo.owedOf(subscriptionId);
      if (!owed) return undefined;
      const at = this.deps.clockOf(subscriptionId);
      if (this.repo.markOwedPaid(subscriptionId, at)) this.deps.addTimeline(subscriptionId, at, 'refund-owed-paid', `Paid back by bank transfer: ${owed.amount_value} ${owed.currency}`, null);
      return this.repo.owedOf(subscriptionId);
    })();
  }

  private outcomeEmail(row: WithdrawalRow, plan: Plan, refunds: readonly RefundRow[], at: number): OutgoingEmail {
    const ref = this.ref(row, plan);
    const failed = refunds.filter((r) => r.state === 'failed');
    if (failed.length) return refundFailed(ref, { total: dollars(failed.reduce((sum, r) => sum + cents(r.amount_value), 0)), currency: row.currency });
    return refundIssued(ref, { total: dollars(refunds.reduce((sum, r) => sum + cents(r.amount_value), 0)), currency: row.currency, at });
  }

  private ref(row: WithdrawalRow, plan: Plan): WithdrawalRef {
    const lang = emailLanguage(this.deps.subscriptionById(row.subscription_id)?.language ?? 'en');
    return { to: row.email, name: row.name, subscriptionId: row.subscription_id, withdrawalId: row.id, plan, links: this.deps.outbox.links, lang };
  }

  private statusOf(sub: SubscriptionRow): WithdrawalStatus {
    return withdrawalStatus({ country: countryOf(sub), purchasedAt: Date.parse(sub.created_at), now: this.deps.clockOf(sub.id), active: sub.status === 'active' });
  }

  /** Every charge of the contract the merchant holds: the first payment, each paid renewal, each add-on. */
  private payments(sub: SubscriptionRow): Payment[] {
    const first = this.deps.provider.payment(sub.execution_id)?.chargeId;
    const payments: Payment[] = first ? [{ chargeId: first, what: 'first payment', payment: { kind: 'first' }, amountValue: sub.amount_value }] : [];
    for (const r of this.deps.paidRenewals(sub.id)) payments.push({ chargeId: r.chargeId, what: `renewal ${r.index}`, payment: { kind: 'renewal', number: r.index }, amountValue: r.amountValue });
    for (const a of this.deps.addOns.ofSubscription(sub.id)) {
      payments.push({ chargeId: a.charge_id, what: findPlan(a.plan_id)?.name ?? a.plan_id, payment: { kind: 'add-on', plan_id: a.plan_id }, amountValue: a.amount_value });
    }
    return payments;
  }

  private mail(compose: () => OutgoingEmail): string | null {
    try {
      return this.deps.outbox.send(compose()).id;
    } catch (error) {
      processLogger().error({ err: errorField(error) }, 'withdrawal: an email was not sent');
      return null;
    }
  }
}

/** A refusal's English words (catalog/withdrawal.ts); one already withdrawn from has ended. */
function refusalOf(reason: WithdrawalRefusalReason): string {
  switch (reason) {
    case 'period-over':
      return WITHDRAWAL_TEXT.periodOver;
    case 'not-offered':
      return WITHDRAWAL_TEXT.notOffered;
    case 'ended':
    case 'withdrawn':
      return WITHDRAWAL_TEXT.ended;
  }
}
