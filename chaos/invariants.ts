/**
 * The invariants the chaos test holds the real server to, read over HTTP from the QA API (charges,
 * subscriptions, timelines, outbox), for the purchases of one sequence. Each broken one is a line that
 * names the invariant in brackets and says what and where; an empty list is a pass. The invariants:
 * one-outcome-per-first-charge, money-agrees, renewals-as-modelled, one-renewal-per-period,
 * nothing-charged-after-the-end, one-email-each, timeline-agrees.
 */
import type { QaCharge, QaEmail, QaSubscription } from '../contracts/qa-api';
import { get } from '../scripts/json-http';
import { isEnded, money, renewalCharges, type Model } from './model';
import type { RealPurchase } from './real';

interface TimelineAnswer {
  readonly status: string;
  readonly charges: readonly { at: string; kind: string; amount: string; state: string; detail: string }[];
  readonly timeline: readonly { at: string; kind: string; detail: string; emailId: string | null }[];
}

/** The timeline's states of a charge that was taken: paid, or paid and then refunded (or its refund asked for, or refused). */
const TAKEN_STATES: ReadonlySet<string> = new Set(['paid', 'refunded', 'refund requested', 'refund failed']);
const cents = (amount: string) => Math.round(Number.parseFloat(amount) * 100);
/** "renewal 2, retry 1: do-not-honor" -> { renewal: 2, retry: 1 }. */
function renewalOf(detail: string): { renewal: number; retry: number } {
  const match = /^renewal (\d+)(?:, retry (\d+))?/.exec(detail);
  if (!match) throw new Error(`a renewal charge's detail "${detail}" does not name its renewal`);
  return { renewal: Number(match[1]), retry: Number(match[2] ?? 0) };
}
/** "Refunded 19.99 USD (renewal 1), refund re_…" -> 1999. */
const refundCents = (detail: string) => cents(/(\d+\.\d{2}) [A-Z]{3}/.exec(detail)?.[1] ?? 'NaN');

/**
 * Checks every purchase of the sequence. `settled`: the webhook queue has drained, so every authorized
 * first charge must have ended as the model says (before that, it may still be on its way).
 */
export async function checkInvariants(service: string, model: Model, purchases: readonly RealPurchase[], settled: boolean): Promise<string[]> {
  const problems: string[] = [];
  const all = (await get(`${service}/qa/api/charges`)).body as { counts: { authorized: number }; charges: (QaCharge | null)[] };
  const charges = all.charges.filter((c): c is QaCharge => c !== null);
  const emails = [...new Set(purchases.map((p) => p.email))];
  const subsByEmail = new Map<string, QaSubscription[]>();
  const outboxByEmail = new Map<string, QaEmail[]>();
  for (const email of emails) {
    subsByEmail.set(email, (await get(`${service}/qa/api/subscriptions?${new URLSearchParams({ email })}`)).body as unknown as QaSubscription[]);
    outboxByEmail.set(email, (await get(`${service}/qa/api/outbox?${new URLSearchParams({ to: email, limit: '500' })}`)).body as unknown as QaEmail[]);
  }

  if (settled) {
    const { counts } = all;
    if (counts.authorized > 0) problems.push(`[one-outcome-per-first-charge] after the queue drained, ${counts.authorized} first charges on the server are authorized without a subscription or a void`);
  }
  // The first charge of each execution (the sessions' view, the only one that names the execution), read only when settled: it is the heavy call.
  const voidedOrNot = new Map<string, QaCharge>();
  if (settled) {
    const sessions = (await get(`${service}/qa/api/sessions`)).body as unknown as { executionId: string; charge: QaCharge | null }[];
    const ours = new Set(purchases.map((p) => p.executionId));
    for (const s of sessions) if (s.charge && ours.has(s.executionId)) voidedOrNot.set(s.executionId, s.charge);
  }

  for (const [i, real] of purchases.entries()) {
    const p = model.purchases[i];
    if (!p || !real.executionId) continue;
    const at = `purchase ${i} (${p.plan.method}, ${real.executionId})`;
    const subs = (subsByEmail.get(real.email) ?? []).filter((s) => s.execution_id === real.executionId);
    // Each authorized first charge: exactly one subscription or one void, never both, never neither.
    const charge = voidedOrNot.get(real.executionId);
    if (subs.length > 1) problems.push(`[one-outcome-per-first-charge] ${at}: ${subs.length} subscriptions for one execution`);
    if (charge?.status === 'voided' && subs.length > 0) problems.push(`[one-outcome-per-first-charge] ${at}: its first charge was voided (${charge.voidReason ?? 'no reason'}) and yet it has a subscription`);
    if (settled && charge?.status === 'authorized') problems.push(`[one-outcome-per-first-charge] ${at}: after the queue drained its first charge is still authorized, neither recorded nor voided`);
    if (settled && p.outcome === 'void' && charge?.status !== 'voided') problems.push(`[one-outcome-per-first-charge] ${at}: the second purchase by an email already subscribed left its charge ${charge?.status ?? 'unknown'}, not voided`);
    // An Apple Pay token is charged by the create itself: refused there, it must never have been charged.
    if (p.outcome === 'refused' && charge) problems.push(`[one-outcome-per-first-charge] ${at}: the second Apple Pay purchase by an email already subscribed was refused, yet its token was charged (${charge.status})`);
    if (settled) {
      if (p.outcome === 'subscription' && subs.length !== 1) problems.push(`[one-outcome-per-first-charge] ${at}: after the queue drained, ${subs.length} subscriptions where the model expects exactly 1`);
      if (p.outcome !== 'subscription' && subs.length !== 0) problems.push(`[one-outcome-per-first-charge] ${at}: a second purchase by an email already subscribed recorded a subscription`);
      if (p.outcome !== 'subscription' && !real.createRefused) problems.push(`[one-outcome-per-first-charge] ${at}: the second purchase's create was not refused with 409 already-subscribed`);
    }
    const sub = subs[0];
    if (!sub || !real.subscriptionId) continue;
    if (sub.id !== real.subscriptionId) problems.push(`[timeline-agrees] ${at}: the browser was told subscription ${real.subscriptionId}, the QA API has ${sub.id}`);
    const tl = (await get(`${service}/qa/api/subscriptions/${encodeURIComponent(sub.id)}/timeline`)).body as unknown as TimelineAnswer;
    const where = `${at}, subscription ${sub.id}`;
    // A charge taken stays taken on the timeline when a withdrawal refunds it: its state then says where the refund stands.
    const paid = tl.charges.filter((c) => TAKEN_STATES.has(c.state));
    const timelinePaid = paid.reduce((sum, c) => sum + cents(c.amount), 0);
    const providerCharges = charges.filter((c) => c.subscriptionId === sub.id && c.status === 'recorded');
    const providerPaid = providerCharges.reduce((sum, c) => sum + cents(c.amount.value), 0);
    if (timelinePaid !== providerPaid) problems.push(`[money-agrees] ${where}: the timeline says ${timelinePaid} cents paid, the provider's charges ${providerPaid}`);
    const mail = (outboxByEmail.get(real.email) ?? []).filter((e) => e.subscriptionId === sub.id);
    const count = (kind: QaEmail['kind']) => mail.filter((e) => e.kind === kind).length;
    // Every charge has exactly one receipt; receipts leave through a queue, so before the drain one may still be on its way, never one too many.
    const renewalsPaid = paid.filter((c) => c.kind === 'renewal').length;
    const mails = (kind: QaEmail['kind'], expected: number, what: string) => {
      const n = count(kind);
      if (settled ? n !== expected : n > expected) problems.push(`[one-email-each] ${where}: ${n} ${kind} emails for ${expected} ${what}`);
    };
    mails('subscription-receipt', 1, 'first charge');
    mails('renewal-receipt', renewalsPaid, 'paid renewals');
    mails('add-on-receipt', paid.filter((c) => c.kind === 'add-on').length, 'paid add-ons');
    // No email twice.
    const seen = new Map<string, number>();
    for (const e of mail) seen.set(`${e.kind}\n${e.subject}\n${e.text}`, (seen.get(`${e.kind}\n${e.subject}\n${e.text}`) ?? 0) + 1);
    for (const [key, n] of seen) if (n > 1) problems.push(`[one-email-each] ${where}: the email "${key.split('\n')[0]}" was sent ${n} times`);
    // At most one paid renewal charge per period.
    const perRenewal = new Map<number, number>();
    for (const c of paid.filter((c) => c.kind === 'renewal')) perRenewal.set(renewalOf(c.detail).renewal, (perRenewal.get(renewalOf(c.detail).renewal) ?? 0) + 1);
    for (const [renewal, n] of perRenewal) if (n > 1) problems.push(`[one-renewal-per-period] ${where}: renewal ${renewal} was paid ${n} times`);
    // Nothing charged after the end.
    const ended = tl.timeline.find((t) => t.kind === 'ended');
    if (ended) for (const c of tl.charges.filter((c) => c.kind === 'renewal' && c.at > ended.at)) problems.push(`[nothing-charged-after-the-end] ${where}: ${c.detail} charged at ${c.at}, after it ended at ${ended.at}`);
    // Charged minus refunded, and the timeline, as the model says.
    const expected = money(p);
    const refunded = tl.timeline.filter((t) => t.kind === 'refunded');
    const refundedCents = refunded.reduce((sum, t) => sum + refundCents(t.detail), 0);
    const failed = tl.timeline.filter((t) => t.kind === 'refund-failed').length;
    if (timelinePaid !== expected.paidCents) problems.push(`[money-agrees] ${where}: ${timelinePaid} cents charged, the model expects ${expected.paidCents}`);
    if (refundedCents !== expected.refundedCents || refunded.length !== expected.refundedCount) problems.push(`[money-agrees] ${where}: ${refunded.length} refunds of ${refundedCents} cents, the model expects ${expected.refundedCount} of ${expected.refundedCents}`);
    if (failed !== expected.refundFailedCount) problems.push(`[money-agrees] ${where}: ${failed} refunds failed, the model expects ${expected.refundFailedCount}`);
    mails('refund-issued', expected.refundedCount > 0 ? 1 : 0, 'refunded withdrawals (model)');
    mails('refund-failed', expected.refundFailedCount > 0 ? 1 : 0, 'withdrawals whose refund failed (model)');
    // A paid renewal a withdrawal refunded was still paid, as the model counts it: where its refund stands is the money check's (above).
    const actualRenewals = tl.charges.filter((c) => c.kind === 'renewal').map((c) => ({ ...renewalOf(c.detail), state: TAKEN_STATES.has(c.state) ? 'paid' : c.state }));
    const modelRenewals = renewalCharges(p);
    const show = (list: readonly { renewal: number; retry: number; state: string }[]) => list.map((c) => `${c.renewal}.${c.retry}:${c.state}`).join(' ') || 'none';
    if (show(actualRenewals) !== show(modelRenewals)) problems.push(`[renewals-as-modelled] ${where}: renewal charges ${show(actualRenewals)}, the model expects ${show(modelRenewals)} (clock +${p.clockDays} days${p.withdrawnAtDays === null ? '' : `, withdrawn at +${p.withdrawnAtDays}`})`);
    const withdrawn = p.withdrawnAtDays !== null;
    mails('withdrawal-receipt', withdrawn ? 1 : 0, 'withdrawals (model)');
    mails('withdrawal-refused', p.withdrawalAsked && !withdrawn ? 1 : 0, 'refused withdrawal statements (model)');
    if ((tl.status === 'ended') !== isEnded(p)) problems.push(`[timeline-agrees] ${where}: status ${tl.status}, the model expects it ${isEnded(p) ? 'ended' : 'not ended'}`);
  }
  return problems;
}
