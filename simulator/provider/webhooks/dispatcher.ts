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
import type { CommitGroup } from '../../http/commit-group';
import { signatureHeader, SIGNATURE_HEADER } from './signature';
import type { ProviderEventRow, ProviderEvents } from './events';

/** First retry after 10 s, doubling, at most an hour apart; given up 3 days after the event. */
export const RETRY_BASE_MS = 10_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Events sent per pass, concurrently. */
export const DELIVERY_BATCH = 16;
/** Passes one backlog call makes at most (one timer tick, or one run of deliveries as events are recorded). */
export const BACKLOG_PASSES = 4;
/** How long the provider waits for the merchant's answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** How one HTTP POST is made: fetch in the server, supertest in tests. Throws when no answer came. */
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

export const fetchTransport: WebhookTransport = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
  return { status: res.status, text: (await res.text()).slice(0, 300) };
};

const WRONG_KEY = 'whsec_not-the-merchants-key';

export class WebhookDispatcher {
  private running: Promise<number> | null = null;
  /** An event was recorded while a pass was under way: one more pass follows it. */
  private again = false;
  private readonly now: () => number;

  constructor(private readonly options: DispatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  /** One pass over the due events; concurrent calls share the pass under way. Answers how many attempts it made. */
  deliverDue(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Passes while each finds a full batch due, at most BACKLOG_PASSES of them: a backlog goes out
   * several batches per timer tick, not one, yet a restart's backlog does not crowd out the requests
   * of shoppers retrying at the same moment. Answers the attempts made.
   */
  async deliverBacklog(maxPasses = BACKLOG_PASSES): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxPasses; i += 1) {
      const made = await this.deliverDue();
      total += made;
      if (made < DELIVERY_BATCH) break;
    }
    return total;
  }

  /**
   * Delivers without waiting for the next timer tick: the backlog now, or once more right after the
   * pass under way (whose look at the due events may have come before this one's event). The
   * provider calls it as it records an event, so a merchant hears of a payment within a round trip.
   */
  deliverSoon(onError: (error: unknown) => void): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.deliverBacklog()
      .catch(onError)
      .finally(() => {
        if (!this.again) return;
        this.again = false;
        this.deliverSoon(onError);
      });
  }

  /** Passes until nothing is due now (tests and drills). */
  async drain(maxPasses = 100): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxPasses; i += 1) {
      const made = await this.deliverDue();
      total += made;
      if (made === 0) break;
    }
    return total;
  }

  private async pass(): Promise<number> {
    // The group's writes (events among them) are read only once committed.
    await new Promise<void>((settled) => this.options.group.afterCommit(settled, settled));
    const due = this.options.events.due(DELIVERY_BATCH);
    const chaos = this.options.chaos;
    const random = chaos?.random ?? Math.random;
    let order = due;
    if (chaos?.reorder) order = [...due].sort(() => random() - 0.5);
    else if (due.some((e) => faultsOf(e).reorder)) order = [...due].reverse();
    await Promise.all(order.map((event) => this.attempt(event, random)));
    return due.length;
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

function faultsOf(event: ProviderEventRow): WebhookFaultScript {
  try {
    return JSON.parse(event.faults) as WebhookFaultScript;
  } catch {
    return {};
  }
}
