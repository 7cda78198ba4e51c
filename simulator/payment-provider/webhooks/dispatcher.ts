/**
 * Delivers the provider's events to the merchant's webhook endpoint, at least once (issue 26,
 * point 2): each attempt is signed (signature.ts) over the exact bytes sent, a 2xx answer
 * acknowledges it, anything else (a refusal, a time-out, no connection) is retried with
 * exponential backoff until it is acknowledged or 3 days have passed since the event, as Stripe
 * does. Attempts read the event table only once the commit group is settled, so an event is never
 * sent before the change it reports is durable; what a crash interrupts is simply sent again.
 *
 * Faults (point 6) come from the payment's scenario (`webhooks`, recorded with the event) and, for
 * drills, from a random `chaos` policy: drop, duplicate, reorder, delay, wrong key.
 */
import type { WebhookFaultScript } from '../../../scenarios';
import type { CommitGroup } from '../../platform/store/commit-group';
import { signatureHeader, SIGNATURE_HEADER } from './signature';
import type { ProviderEventRow, ProviderEvents } from './events';

/** First retry after 10 s, doubling, at most an hour apart; given up 3 days after the event. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Events one deliverDue call sends, concurrently. */
export const DELIVERY_BATCH = 16;
/** Attempts one backlog call starts at most (a timer tick's), in batches' worth. */
export const BACKLOG_PASSES = 4;
/**
 * Deliveries under way at once, across every call: the merchant's endpoint is never sent more than
 * this many at a time, so a backlog streams beside shoppers' requests instead of crowding them out.
 */
export const MAX_IN_FLIGHT = 32;
/** How long the provider waits for the merchant's answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** How one HTTP POST is made: delivery-pool.ts in the server, supertest in tests. Throws when no answer came. */
export type WebhookTransport = (url: string, body: string, headers: Record<string, string>) => Promise<{ readonly status: number; readonly text: string }>;

/** Random faults for drills (`WEBHOOK_CHAOS`): each delivery dropped or duplicated with these odds; batches shuffled. */
export interface WebhookChaos {
  readonly dropRate: number;
  readonly duplicateRate: number;
  readonly reorder: boolean;
  readonly random?: () => number;
}

export interface DispatcherOptions {
  readonly events: ProviderEvents;
  readonly group: CommitGroup;
  readonly url: string;
  readonly secret: string;
  readonly transport: WebhookTransport;
  readonly now?: () => number;
  readonly chaos?: WebhookChaos | undefined;
  /** The first retry's delay; RETRY_BASE_MS when absent. */
  readonly retryBaseMs?: number | undefined;
}

/** The backoff before the retry that follows the n-th attempt (n from 1). */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

// Stryker disable next-line StringLiteral: an empty key is just as wrong, as the merchant's secret is never empty (WEBHOOK_SECRET has 16 characters at least, or is random)
const WRONG_KEY = 'whsec_not-the-merchants-key';

export class WebhookDispatcher {
  /** Events whose delivery is under way: never sent twice at once, whichever call picked them. */
  private readonly inFlight = new Set<string>();
  /** Streams waiting for a delivery to end, woken early when an event is recorded. */
  private readonly sleepers = new Set<() => void>();
  /** The stream deliverSoon runs, and the attempts left in its budget. */
  private soon: { readonly budget: { left: number } } | null = null;
  private readonly now: () => number;

  constructor(private readonly options: DispatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Sends one batch of the due events (at most DELIVERY_BATCH) and waits for their answers. Answers how many attempts it made. */
  deliverDue(): Promise<number> {
    return this.stream({ left: DELIVERY_BATCH }, false);
  }

  /**
   * Streams the due events, at most `maxAttempts` of them and MAX_IN_FLIGHT at once: each answer
   * frees a place that the next due event takes at once, with no batch waiting for its slowest
   * delivery. A restart's backlog goes out several batches per timer tick, yet one call's bound
   * keeps it from crowding out the requests of shoppers retrying at the same moment. Answers the
   * attempts made, once all have their answer.
   */
  deliverBacklog(maxAttempts = BACKLOG_PASSES * DELIVERY_BATCH): Promise<number> {
    return this.stream({ left: maxAttempts }, true);
  }

  /**
   * Delivers without waiting for the next timer tick. The provider calls it as it records an event,
   * so a merchant hears of a payment within a round trip: a stream under way is woken to take the
   * event now, and its bound grows by one for it (the event is new work, not backlog).
   */
  deliverSoon(onError: (error: unknown) => void): void {
    if (this.soon) {
      this.soon.budget.left += 1;
      this.wakeStreams();
      return;
    }
    const soon = { budget: { left: BACKLOG_PASSES * DELIVERY_BATCH } };
    this.soon = soon;
    // Once the stream stops taking events (also on a failure), the next event starts a stream of its own.
    this.stream(soon.budget, true, () => (this.soon = null)).catch(onError);
  }

  /**
   * Streams until nothing is due now (tests and drills), in at most `maxPasses` backlog calls: bounded,
   * since a merchant that refuses every attempt with a retry due at once never leaves nothing due.
   */
  async drain(maxPasses = 100): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxPasses; i += 1) {
      const made = await this.deliverBacklog();
      total += made;
      if (made === 0) break;
    }
    return total;
  }

  /**
   * Takes due events not already under way while `budget` and MAX_IN_FLIGHT allow, and (with
   * `refill`) takes more each time a delivery ends or an event is recorded, until nothing it may
   * send is due and its own deliveries have their answers. The events table is read only once the
   * commit group is settled, so an event is never sent before the change it reports is durable.
   * `stoppedTaking` runs once, as the stream takes its last event or fails.
   */
  private async stream(budget: { left: number }, refill: boolean, stoppedTaking: () => void = () => undefined): Promise<number> {
    const mine = new Set<Promise<void>>();
    let made = 0;
    let failure: { readonly error: unknown } | null = null;
    try {
      for (;;) {
        await new Promise<void>((settled) => this.options.group.afterCommit(settled, settled));
        const room = Math.min(budget.left, MAX_IN_FLIGHT - this.inFlight.size);
        // Stryker disable next-line EqualityOperator: room is never negative, and pick(0) takes nothing as well; the guard only spares a query
        for (const event of room > 0 ? this.pick(room) : []) {
          budget.left -= 1;
          made += 1;
          const sent: Promise<void> = this.send(event)
            .catch((error: unknown) => {
              failure ??= { error };
            })
            .finally(() => {
              mine.delete(sent);
              this.wakeStreams();
            });
          mine.add(sent);
        }
        if (!refill) break;
        // Done when none of its deliveries is under way and either its bound is spent or nothing is due
        // (there was room, yet nothing was picked); held back only by others' deliveries, it waits.
        if (mine.size === 0 && (budget.left <= 0 || this.inFlight.size < MAX_IN_FLIGHT)) break;
        await new Promise<void>((woken) => this.sleepers.add(woken));
      }
    } finally {
      stoppedTaking();
    }
    await Promise.all(mine);
    if (failure) throw (failure as { readonly error: unknown }).error;
    return made;
  }

  /** Up to `room` due events not under way, marked as under way, in the order they go out. */
  private pick(room: number): ProviderEventRow[] {
    const due = this.options.events.due(room + this.inFlight.size).filter((event) => !this.inFlight.has(event.id)).slice(0, room);
    const chaos = this.options.chaos;
    let order = due;
    if (chaos?.reorder) order = [...due].sort(() => (chaos.random ?? Math.random)() - 0.5);
    else if (due.some((e) => faultsOf(e).reorder)) order = [...due].reverse();
    for (const event of order) this.inFlight.add(event.id);
    return order;
  }

  private send(event: ProviderEventRow): Promise<void> {
    return this.attempt(event, this.options.chaos?.random ?? Math.random).finally(() => this.inFlight.delete(event.id));
  }

  /** Wakes every stream waiting for a place or for new events. */
  private wakeStreams(): void {
    const sleepers = [...this.sleepers];
    this.sleepers.clear();
    for (const wake of sleepers) wake();
  }

  private async attempt(event: ProviderEventRow, random: () => number): Promise<void> {
    const faults = faultsOf(event);
    const chaos = this.options.chaos;
    if (event.attempts < (faults.dropFirst ?? 0) || (chaos && random() < chaos.dropRate)) {
      this.log(event, 'dropped', null, 'Dropped by a webhook fault: the merchant never saw it.');
      return;
    }
    const secret = event.attempts < (faults.wrongKeyFirst ?? 0) ? WRONG_KEY : this.options.secret;
    const sends = faults.duplicate || (chaos && random() < chaos.duplicateRate) ? 2 : 1;
    let answer: { status: number; text: string } | null = null;
    // Stryker disable next-line StringLiteral: never logged, as each of the 1 or 2 sends either answers or replaces it with its error
    let failure = 'no answer';
    for (let i = 0; i < sends; i += 1) {
      try {
        // Signed at sending time, as Stripe does: the merchant's 5-minute window runs from this moment.
        const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(this.now() / 1000), event.payload) };
        const got = await this.options.transport(this.options.url, event.payload, headers);
        if (!answer || got.status < 300) answer = got;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    if (!answer) this.log(event, 'unreachable', null, failure);
    else if (answer.status >= 200 && answer.status < 300) this.log(event, 'acknowledged', answer.status, null);
    else this.log(event, 'refused', answer.status, answer.text || null);
  }

  private log(event: ProviderEventRow, outcome: 'acknowledged' | 'refused' | 'unreachable' | 'dropped', status: number | null, detail: string | null): void {
    const now = this.now();
    const next = now + retryDelayMs(event.attempts + 1, this.options.retryBaseMs);
    const retryAt = next - event.created_at > GIVE_UP_AFTER_MS ? null : next;
    this.options.group.run(() => this.options.events.logAttempt(event, outcome, status, detail, retryAt));
  }
}

/** The column holds JSON by its CHECK (payment-provider/migrations.ts), written only from a fault script (events.ts). */
function faultsOf(event: ProviderEventRow): WebhookFaultScript {
  return JSON.parse(event.faults) as WebhookFaultScript;
}
