/**
 * The chaos test's commands (fast-check model-based testing): each runs against the real server over
 * HTTP, updates the model, then checks the invariants (chaos/invariants.ts); a broken one throws, and
 * fast-check shrinks the sequence.
 */
import fc from 'fast-check';
import type { ChaosServer } from './server';
import { HttpError, get, post } from '../scripts/json-http';
import { checkInvariants } from './invariants';
import { ADD_ONS, BROWSERS, REFUND_ANSWERS, RENEWAL_SCRIPTS, addOnChargeable, cancellationEnd, isEnded, withdrawalOpen, type BuyPlan, type Model, type PurchaseModel } from './model';
import type { RealPurchase } from './real';
import type { ScenarioBook } from './scenario-book';
import { METHODS, chargedByCreate, create, openSession, pay, type Method, type Session } from '../scripts/shopper';

export interface Real {
  readonly server: ChaosServer;
  readonly book: ScenarioBook;
  /** Unique per sequence: its shoppers' emails start with it. */
  readonly tag: string;
  readonly purchases: RealPurchase[];
  readonly sessions: Map<number, Session>;
  /** Purchases whose browser creates only once the webhook has landed (at the next drain). */
  readonly late: number[];
  /** Steps run, for the run's summary. */
  readonly counter: { steps: number; cancelsRateLimited: number; readonly bought: Map<Method, number> };
  /** The commands this sequence ran, in order (what a failure prints and the replay file lists). */
  readonly ran: string[];
}

type ChaosCommand = fc.AsyncCommand<Model, Real, false>;

async function assertInvariants(model: Model, real: Real, settled: boolean): Promise<void> {
  const problems = await checkInvariants(real.server.service, model, real.purchases, settled);
  if (problems.length > 0) throw new Error(`invariant violations:\n  - ${problems.join('\n  - ')}`);
}

/** Purchases with a subscription the harness knows, in order; a command's `pick` chooses one of them (modulo, so shrinking keeps it valid). */
const subscribed = (m: Model) => m.purchases.map((p, i) => ({ p, i })).filter(({ p }) => p.known && p.outcome === 'subscription');
const pickOf = <T>(list: readonly T[], pick: number): T | undefined => list[pick % Math.max(1, list.length)];

/** Every command's first act: count the step and record it for a failure's printout and the replay file. */
function begin(r: Real, command: ChaosCommand): void {
  r.counter.steps += 1;
  r.ran.push(command.toString());
}

/** The subscription `pick` chooses among the `eligible` ones, with its real purchase and id; a command with none to act on (`what`) is a harness error. */
function pickSubscription(m: Model, r: Real, pick: number, what: string, eligible: (p: PurchaseModel) => boolean = () => true) {
  const target = pickOf(subscribed(m).filter(({ p }) => eligible(p)), pick);
  const real = target && r.purchases[target.i];
  if (!target || !real?.subscriptionId) throw new Error(`${what}: no subscription`);
  return { p: target.p, real, id: real.subscriptionId };
}

class Buy implements ChaosCommand {
  constructor(
    readonly plan: BuyPlan,
    /** A second purchase by the email of an earlier one (picked as above), or a new shopper. */
    readonly sameEmailAs: number | null,
  ) {}

  check(m: Readonly<Model>): boolean {
    return this.sameEmailAs === null || subscribed(m as Model).length > 0;
  }

  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    const index = m.purchases.length;
    const earlier = this.sameEmailAs === null ? undefined : pickOf(subscribed(m), this.sameEmailAs);
    const email = earlier ? (r.purchases[earlier.i]?.email ?? '') : `${r.tag}-${index}@example.com`;
    // A second purchase by a subscribed email is refused at create: its authorized charge is voided, and an Apple Pay token is never charged. Once that subscription ended, it is a new one.
    const stillSubscribed = m.purchases.some((q, j) => q.outcome === 'subscription' && r.purchases[j]?.email === email && !isEnded(q));
    const method = this.plan.method;
    r.counter.bought.set(method, (r.counter.bought.get(method) ?? 0) + 1);
    const outcome = earlier && stillSubscribed ? (chargedByCreate(method) ? 'refused' : 'void') : 'subscription';
    const browser = earlier ? 'creates' : this.plan.browser;
    const purchase: PurchaseModel = { plan: { ...this.plan, browser }, outcome, known: false, countryOnRecord: false, clockDays: 0, withdrawnAtDays: null, withdrawalAsked: false, cancelledAtDays: null, cancelAsked: false, addOns: [] };
    const real: RealPurchase = { email, executionId: null, subscriptionId: null, createRefused: false };
    m.purchases.push(purchase);
    r.purchases.push(real);
    const o = r.server;
    const scenario = await r.book.ensure(this.plan);
    // A second purchase opens its session without the email (as the crash drill's shoppers do): the session's own check would refuse it before any charge.
    const session = await openSession(o, earlier ? null : email, scenario);
    real.executionId = session.executionId;
    r.sessions.set(index, session);
    await pay(o, method, session);
    if (outcome !== 'subscription') {
      try {
        await create(o, method, session, email, `create-${session.executionId}`);
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 409)) throw error;
        real.createRefused = true;
      }
      purchase.known = true;
    } else if (browser === 'creates' || browser === 'twice') {
      const ids = await Promise.all(browser === 'twice' ? [create(o, method, session, email, `create-a-${session.executionId}`), create(o, method, session, email, `create-b-${session.executionId}`)] : [create(o, method, session, email, `create-${session.executionId}`)]);
      if (new Set(ids).size !== 1) throw new Error(`two creates of one payment answered two subscriptions: ${ids.join(', ')}`);
      real.subscriptionId = ids[0] ?? null;
      purchase.known = true;
      purchase.countryOnRecord = true;
    } else if (browser === 'late') {
      r.late.push(index);
    } else if (chargedByCreate(method)) {
      // Apple Pay's browser leaves once its create (the charge) is sent: the answer is never read, the next drain finds the subscription.
      await create(o, method, session, email, `create-${session.executionId}`);
      purchase.countryOnRecord = true;
    }
    await assertInvariants(m, r, false);
  }

  toString(): string {
    const f = this.plan.faults;
    const faults = [f.dropFirst ? `drop ${f.dropFirst}` : '', f.duplicate ? 'duplicate' : '', f.reorder ? 'reorder' : '', f.wrongKeyFirst ? `wrong key ${f.wrongKeyFirst}` : '', f.delayMinutes ? `delay ${f.delayMinutes} min` : ''].filter(Boolean).join(', ');
    return `Buy(${this.plan.method}, browser ${this.plan.browser}, renewals ${this.plan.renewals}, refund ${this.plan.refund}${faults ? `, webhooks: ${faults}` : ''}${this.sameEmailAs === null ? '' : `, same email as subscription #${this.sameEmailAs}`})`;
  }
}

/** How long a drain waits for the provider's deliveries before it calls the queue stuck. */
const DRAIN_TIMEOUT_MS = 30_000;
/** How long the settled invariants may take to hold once the webhooks are in (the email queue). */
const SETTLE_EMAILS_MS = 5_000;

/** Makes every undelivered event of the sequence due now (QA resend) until none is left, then the late creates; then the settled invariants. */
export async function drain(m: Model, r: Real): Promise<void> {
  const o = r.server;
  const ours = new Set(r.purchases.map((p) => p.executionId));
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const events = (await get(`${o.service}/qa/api/provider-events`)).body as unknown as { id: string; executionId: string | null; state: string }[];
    const pending = events.filter((e) => e.state === 'pending' && e.executionId !== null && ours.has(e.executionId));
    if (pending.length === 0) break;
    if (Date.now() > deadline) throw new Error(`the webhook queue did not drain in ${DRAIN_TIMEOUT_MS / 1000} s: ${pending.length} events still pending`);
    await Promise.all(pending.map((e) => post(`${o.service}/qa/api/provider-events/${e.id}/resend`, {}, {}, (s) => s === 202 || s === 404 || s === 409)));
    await new Promise((wake) => setTimeout(wake, 150));
  }
  for (const index of r.late.splice(0)) {
    const session = r.sessions.get(index);
    const real = r.purchases[index];
    const model = m.purchases[index];
    if (!session || !real || !model) continue;
    real.subscriptionId = await create(o, model.plan.method, session, real.email, `create-${session.executionId}`);
    model.known = true;
    model.countryOnRecord = true;
  }
  // The subscriptions the webhooks recorded for browsers that left.
  for (const [index, real] of r.purchases.entries()) {
    const model = m.purchases[index];
    if (!model || model.known || model.outcome !== 'subscription') continue;
    const subs = (await get(`${o.service}/qa/api/subscriptions?${new URLSearchParams({ email: real.email })}`)).body as unknown as { id: string; execution_id: string }[];
    const sub = subs.find((s) => s.execution_id === real.executionId);
    if (sub) {
      real.subscriptionId = sub.id;
      model.known = true;
    }
  }
  // Emails leave through a queue beside the requests: the settled invariants get a few seconds to hold.
  const deadline2 = Date.now() + SETTLE_EMAILS_MS;
  for (;;) {
    const problems = await checkInvariants(o.service, m, r.purchases, true);
    if (problems.length === 0) return;
    if (Date.now() > deadline2) throw new Error(`invariant violations once the queue drained:\n  - ${problems.join('\n  - ')}`);
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

class Drain implements ChaosCommand {
  check(): boolean {
    return true;
  }
  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    await drain(m, r);
  }
  toString(): string {
    return 'DrainWebhooks';
  }
}

class Crash implements ChaosCommand {
  check(m: Readonly<Model>): boolean {
    return m.purchases.length > 0;
  }
  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    await r.server.crashAndRestart();
    await assertInvariants(m, r, false);
  }
  toString(): string {
    return 'Kill9AndRestart';
  }
}

class Advance implements ChaosCommand {
  constructor(
    readonly pick: number,
    readonly days: number,
  ) {}
  check(m: Readonly<Model>): boolean {
    return subscribed(m as Model).length > 0;
  }
  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    const { p, id } = pickSubscription(m, r, this.pick, 'Advance');
    const answer = await post(`${r.server.service}/qa/api/subscriptions/${encodeURIComponent(id)}/advance`, { days: this.days }, {}, (s) => s === 200 || s === 409);
    // An ended subscription has no clock left to move (409); a running one must move.
    if (answer.status === 409 && !isEnded(p)) throw new Error(`Advance: subscription ${id} refused to move its clock (409) while the model has it running`);
    if (answer.status === 200) p.clockDays += this.days;
    await assertInvariants(m, r, false);
  }
  toString(): string {
    return `Advance(subscription #${this.pick}, +${this.days} days)`;
  }
}

class Withdraw implements ChaosCommand {
  constructor(readonly pick: number) {}
  check(m: Readonly<Model>): boolean {
    return subscribed(m as Model).some(({ p }) => !p.withdrawalAsked);
  }
  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    const { p, real, id } = pickSubscription(m, r, this.pick, 'Withdraw', (candidate) => !candidate.withdrawalAsked);
    const answer = await post(`${r.server.app}/api/withdrawal`, { name: 'Ada Lovelace', contract: id, email: real.email });
    if (answer.status !== 202) throw new Error(`the withdrawal statement answered ${answer.status}, not 202`);
    if (withdrawalOpen(p)) p.withdrawnAtDays = p.clockDays;
    p.withdrawalAsked = true;
    await assertInvariants(m, r, false);
  }
  toString(): string {
    return `Withdraw(subscription #${this.pick})`;
  }
}

class BuyAddOn implements ChaosCommand {
  constructor(
    readonly pick: number,
    readonly which: number,
  ) {}
  check(m: Readonly<Model>): boolean {
    return subscribed(m as Model).length > 0;
  }
  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    const { p, real, id } = pickSubscription(m, r, this.pick, 'BuyAddOn');
    const addOn = ADD_ONS[this.which % ADD_ONS.length];
    if (!addOn) throw new Error('BuyAddOn: no add-on');
    const owned = p.addOns.some((a) => a.planId === addOn.planId);
    const chargeable = addOnChargeable(p);
    const answer = await post(`${r.server.service}/subs/create-no-user`, { plan_id: addOn.planId, email: real.email, attribution: {}, subscription_id: id }, {}, () => true);
    // Owned: the same add-on again (200, nothing charged); chargeable: a new charge (201); otherwise refused (4xx), nothing charged.
    const expected = owned ? 200 : chargeable ? 201 : 'a 4xx';
    const fits = owned ? answer.status === 200 : chargeable ? answer.status === 201 : answer.status >= 400 && answer.status < 500;
    if (!fits) throw new Error(`BuyAddOn ${addOn.planId} on subscription ${id} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}; the model expects ${expected}`);
    if (!owned && chargeable) p.addOns.push(addOn);
    await assertInvariants(m, r, false);
  }
  toString(): string {
    return `BuyAddOn(subscription #${this.pick}, ${ADD_ONS[this.which % ADD_ONS.length]?.planId ?? '?'})`;
  }
}

/** The code the cancel-code email carries (six digits), read from the outbox. */
async function cancelCode(r: Real, email: string): Promise<string> {
  for (let i = 0; i < 20; i += 1) {
    const mails = (await get(`${r.server.service}/qa/api/outbox?${new URLSearchParams({ to: email, kind: 'cancel-code', limit: '1' })}`)).body as unknown as { text: string }[];
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`Cancel: no cancel-code email reached ${email}`);
}

class Cancel implements ChaosCommand {
  constructor(readonly pick: number) {}
  check(m: Readonly<Model>): boolean {
    return subscribed(m as Model).some(({ p }) => !p.cancelAsked);
  }
  async run(m: Model, r: Real): Promise<void> {
    begin(r, this);
    const { real } = pickSubscription(m, r, this.pick, 'Cancel', (candidate) => !candidate.cancelAsked);
    const o = r.server;
    const sameEmail = subscribed(m).filter(({ i }) => r.purchases[i]?.email === real.email);
    for (const { p } of sameEmail) p.cancelAsked = true;
    const asked = await post(`${o.app}/api/cancel-request`, { email: real.email }, {}, (s) => s === 202 || s === 429);
    // Ten codes per client every 15 minutes, and every request here comes from one address: a refused request changes nothing.
    if (asked.status === 429) {
      r.counter.cancelsRateLimited += 1;
      return;
    }
    const answer = await post(`${o.app}/api/cancel-request`, { email: real.email, code: await cancelCode(r, real.email) });
    const told = new Map(((answer.body.subscriptions ?? []) as { id: string; endedNow: boolean }[]).map((s) => [s.id, s.endedNow]));
    // Every renewing subscription of the email is cancelled: a paid-up one at its period's end, an unpaid one now.
    for (const { p, i } of sameEmail) {
      const id = r.purchases[i]?.subscriptionId ?? '';
      if (isEnded(p) || p.cancelledAtDays !== null) {
        if (told.has(id) && !isEnded(p) && p.cancelledAtDays === null) throw new Error(`Cancel: ${id} was cancelled again`);
        continue;
      }
      const end = cancellationEnd(p, p.clockDays);
      if (!told.has(id)) throw new Error(`Cancel: the code cancelled ${[...told.keys()].join(', ') || 'nothing'}, not the running subscription ${id}`);
      if (told.get(id) !== end.endsNow) throw new Error(`Cancel: ${id} ${told.get(id) ? 'ended now' : 'runs to its period end'}; the model expects ${end.endsNow ? 'it to end now' : `it to run to day ${end.periodEnd}`}`);
      p.cancelledAtDays = p.clockDays;
    }
    await assertInvariants(m, r, false);
  }
  toString(): string {
    return `CancelByEmailCode(subscription #${this.pick})`;
  }
}

export interface CommandOptions {
  /** Whether kill -9 is among the commands (each restart costs the server's start, 5-15 s here). */
  readonly crash: boolean;
}

const faultsArb = fc.record({
  dropFirst: fc.integer({ min: 0, max: 3 }),
  duplicate: fc.boolean(),
  reorder: fc.boolean(),
  wrongKeyFirst: fc.integer({ min: 0, max: 2 }),
  delayMinutes: fc.constantFrom(0, 0, 30),
});

/** A purchase by a new shopper or (sometimes) a second one by an email already subscribed. */
export const buyArb = fc
  .record({
    plan: fc.record({ method: fc.constantFrom(...METHODS), browser: fc.constantFrom(...BROWSERS), renewals: fc.constantFrom(...RENEWAL_SCRIPTS), refund: fc.constantFrom(...REFUND_ANSWERS), faults: faultsArb }),
    // One purchase in six is a second one by an email already subscribed.
    sameEmailAs: fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.nat(9), weight: 1 }),
  })
  .map(({ plan, sameEmailAs }): ChaosCommand => new Buy(plan, sameEmailAs));

export function commandArbitraries(options: CommandOptions): fc.Arbitrary<ChaosCommand>[] {
  const pick = fc.nat(9);
  return [
    fc.oneof(
      { arbitrary: buyArb, weight: 5 },
      { arbitrary: fc.constant(new Drain()), weight: 2 },
      { arbitrary: fc.tuple(pick, fc.constantFrom(1, 3, 7, 30)).map(([p, d]): ChaosCommand => new Advance(p, d)), weight: 4 },
      { arbitrary: pick.map((p): ChaosCommand => new Withdraw(p)), weight: 2 },
      { arbitrary: fc.tuple(pick, fc.nat(ADD_ONS.length - 1)).map(([p, w]): ChaosCommand => new BuyAddOn(p, w)), weight: 2 },
      { arbitrary: pick.map((p): ChaosCommand => new Cancel(p)), weight: 2 },
      ...(options.crash ? [{ arbitrary: fc.constant<ChaosCommand>(new Crash()), weight: 1 }] : []),
    ),
  ];
}
