/**
 * Webhook delivery (issue 26, points 2 and 6): signed over the exact bytes sent, retried with
 * exponential backoff until acknowledged or 3 days old, and the scripted faults a scenario can ask
 * for (drop the first N, duplicate, reorder, delay in provider time, wrong key).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openSimulatorDatabase } from '../../database';
import { CommitGroup } from '../../platform/store/commit-group';
import { type Db } from '../../platform/store/db';
import type { WebhookFaultScript } from '../../../scenarios';
import { BACKLOG_PASSES, DELIVERY_BATCH, GIVE_UP_AFTER_MS, MAX_IN_FLIGHT, retryDelayMs, WebhookDispatcher, type WebhookChaos } from './dispatcher';
import { ProviderEvents } from './events';
import { SIGNATURE_HEADER, verifySignature } from './signature';

const SECRET = 'whsec_dispatcher-test';
let db: Db;
afterEach(() => db.close());

interface Received {
  readonly id: string;
  readonly verified: boolean;
}

/**
 * A provider with a clock the test moves and a merchant that answers `answer` and checks each
 * signature; with `gate`, the merchant answers an event only once its gate opens.
 */
function setup(answer: (n: number) => number = () => 200, chaos?: WebhookChaos, retryBaseMs?: number, gate?: (eventId: string) => Promise<void>) {
  db = openSimulatorDatabase(':memory:');
  let now = Date.UTC(2026, 0, 1);
  const clock = () => now;
  const events = new ProviderEvents(db, clock);
  const received: Received[] = [];
  const dispatcher = new WebhookDispatcher({
    events,
    group: new CommitGroup(db),
    url: 'http://service.test/subs/webhooks/provider',
    secret: SECRET,
    now: clock,
    chaos,
    retryBaseMs,
    transport: async (_url, body, headers) => {
      const check = verifySignature(headers[SIGNATURE_HEADER], body, SECRET, clock());
      const id = (JSON.parse(body) as { id: string }).id;
      received.push({ id, verified: check.ok });
      await gate?.(id);
      return { status: check.ok ? answer(received.length) : 400, text: '' };
    },
  });
  const record = (key: string, faults: WebhookFaultScript = {}) => events.record('charge.authorized', key, { executionId: `exe_${key}` }, faults);
  return { events, dispatcher, received, record, advance: (ms: number) => (now += ms) };
}

describe('delivery', () => {
  it('sends each due event once, signed, and marks it delivered on a 2xx', async () => {
    const { events, dispatcher, received, record } = setup();
    record('a');
    record('b');
    record('a'); // the same change again: one event
    await dispatcher.drain();
    expect(received).toHaveLength(2);
    expect(received.every((r) => r.verified)).toBe(true);
    expect(events.counts()).toEqual({ pending: 0, delivered: 2, failed: 0 });
  });

  it('retries a refused delivery with doubling delays and stops once acknowledged', async () => {
    const { events, dispatcher, received, record, advance } = setup((n) => (n < 4 ? 500 : 200));
    record('a');
    await dispatcher.drain();
    expect(received).toHaveLength(1);
    for (const attempts of [1, 2, 3]) {
      advance(retryDelayMs(attempts) - 1);
      await dispatcher.drain();
      expect(received).toHaveLength(attempts); // not yet due
      advance(1);
      await dispatcher.drain();
    }
    expect(received).toHaveLength(4);
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(3)).toBe(40_000);
    const [event] = events.list();
    expect(event?.state).toBe('delivered');
    expect(event?.attemptLog.map((a) => a.outcome)).toEqual(['refused', 'refused', 'refused', 'acknowledged']);
  });

  it('starts its retries from the configured base (WEBHOOK_RETRY_BASE_MS, as the abandon drill shortens it)', async () => {
    const { dispatcher, received, record, advance } = setup((n) => (n < 3 ? 500 : 200), undefined, 500);
    record('a');
    await dispatcher.drain();
    advance(499);
    await dispatcher.drain();
    expect(received).toHaveLength(1);
    advance(1);
    await dispatcher.drain();
    expect(received).toHaveLength(2);
    advance(retryDelayMs(2, 500));
    await dispatcher.drain();
    expect(received).toHaveLength(3);
    expect(retryDelayMs(2, 500)).toBe(1000);
  });

  it('gives up 3 days after the event when the merchant never acknowledges', async () => {
    const { events, dispatcher, record, advance } = setup(() => 503);
    record('a');
    let passes = 0;
    while (events.counts().pending > 0 && passes < 200) {
      await dispatcher.drain();
      advance(retryDelayMs(50));
      passes += 1;
    }
    const [event] = events.list();
    expect(event?.state).toBe('failed');
    const attempts = event?.attemptLog ?? [];
    expect((attempts.at(-1)?.at ?? 0) - (event?.created_at ?? 0)).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(attempts.length).toBeGreaterThan(70);
  });

  it('QA’s resend makes a delivered event due again', async () => {
    const { events, dispatcher, received, record } = setup();
    record('a');
    await dispatcher.drain();
    const [event] = events.list();
    expect(events.resend(event?.id ?? '')).toBe(true);
    expect(events.resend('evt_unknown')).toBe(false);
    await dispatcher.drain();
    expect(received.map((r) => r.id)).toEqual([event?.id, event?.id]);
    expect(events.list()[0]?.attemptLog.map((a) => a.outcome)).toEqual(['acknowledged', 'resend-requested', 'acknowledged']);
  });
});

describe('how soon (issue 32, point 5)', () => {
  it('a timer tick sends the backlog batch after batch, not one batch per tick, up to its bound', async () => {
    const { events, dispatcher, received, record } = setup();
    const backlog = 2 * DELIVERY_BATCH + 3;
    expect(BACKLOG_PASSES).toBeGreaterThan(3);
    for (let i = 0; i < backlog; i += 1) record(`e${i}`);
    expect(await dispatcher.deliverDue()).toBe(DELIVERY_BATCH); // one pass: one batch
    expect(await dispatcher.deliverBacklog()).toBe(backlog - DELIVERY_BATCH);
    expect(received).toHaveLength(backlog);
    expect(await dispatcher.drain()).toBe(0); // nothing left, and the last attempts' logs committed
    expect(events.counts()).toEqual({ pending: 0, delivered: backlog, failed: 0 });
  });

  it('a backlog bigger than one call’s bound waits for the next call', async () => {
    const { events, dispatcher, received, record } = setup();
    const backlog = BACKLOG_PASSES * DELIVERY_BATCH + 1;
    for (let i = 0; i < backlog; i += 1) record(`e${i}`);
    expect(await dispatcher.deliverBacklog()).toBe(BACKLOG_PASSES * DELIVERY_BATCH);
    expect(await dispatcher.deliverBacklog()).toBe(1);
    expect(received).toHaveLength(backlog);
    await dispatcher.drain();
    expect(events.counts().delivered).toBe(backlog);
  });

  it('an event told to the dispatcher as it is recorded goes out without a tick, also while a pass is under way', async () => {
    const { events, dispatcher, received, record } = setup();
    const failures: unknown[] = [];
    events.onRecorded(() => dispatcher.deliverSoon((error) => failures.push(error)));
    record('first');
    // The pass that sends `first` is under way: `second` is recorded now, after that pass looked at what was due.
    await Promise.resolve();
    record('second');
    await expect.poll(() => received.length).toBe(2);
    await dispatcher.drain(); // the last attempt's log commits before the database closes
    expect(received.map((r) => r.verified)).toEqual([true, true]);
    expect(events.counts()).toEqual({ pending: 0, delivered: 2, failed: 0 });
    expect(failures).toEqual([]);
  });

  it('a slow delivery holds back no other: an event recorded while another waits for its answer goes out at once', async () => {
    let open = () => undefined as void;
    const slow = new Promise<void>((resolve) => (open = resolve));
    const { events, dispatcher, received, record } = setup(undefined, undefined, undefined, (id) => (id === events.list().find((e) => e.dedupe_key === 'slow')?.id ? slow : Promise.resolve()));
    events.onRecorded(() => dispatcher.deliverSoon(() => undefined));
    record('slow');
    await expect.poll(() => received.length).toBe(1);
    record('next');
    // `next` is answered while `slow` still waits: no batch holds it back.
    await expect.poll(() => events.counts().delivered).toBe(1);
    expect(events.counts().pending).toBe(1);
    open();
    await expect.poll(() => events.counts().delivered).toBe(2);
    await dispatcher.drain();
  });

  it(`never sends the merchant more than ${MAX_IN_FLIGHT} deliveries at once, and each answer lets the next one go`, async () => {
    const gates: (() => void)[] = [];
    const { events, dispatcher, received, record } = setup(undefined, undefined, undefined, () => new Promise<void>((resolve) => gates.push(resolve)));
    const backlog = MAX_IN_FLIGHT + 5;
    for (let i = 0; i < backlog; i += 1) record(`e${i}`);
    const streamed = dispatcher.deliverBacklog(Number.POSITIVE_INFINITY);
    await expect.poll(() => received.length).toBe(MAX_IN_FLIGHT);
    await new Promise((tick) => setTimeout(tick, 20));
    expect(received).toHaveLength(MAX_IN_FLIGHT);
    gates.shift()?.();
    await expect.poll(() => received.length).toBe(MAX_IN_FLIGHT + 1);
    let done = false;
    void streamed.then(() => (done = true));
    while (!done) {
      for (const answer of gates.splice(0)) answer();
      await new Promise((tick) => setTimeout(tick, 1));
    }
    expect(await streamed).toBe(backlog);
    expect(events.counts()).toEqual({ pending: 0, delivered: backlog, failed: 0 });
  });

  it('an event delayed in provider time is not sent early by being recorded', async () => {
    const { events, dispatcher, received, record } = setup();
    events.onRecorded(() => dispatcher.deliverSoon(() => undefined));
    record('late', { delayMinutes: 5 });
    await dispatcher.deliverBacklog();
    expect(received).toHaveLength(0);
  });
});

describe('scripted faults', () => {
  it('dropFirst: the first N attempts never reach the merchant, the next one does', async () => {
    const { events, dispatcher, received, record, advance } = setup();
    record('a', { dropFirst: 2 });
    for (let i = 0; i < 3; i += 1) {
      await dispatcher.drain();
      advance(retryDelayMs(i + 1));
    }
    expect(received).toHaveLength(1);
    expect(events.list()[0]?.attemptLog.map((a) => a.outcome)).toEqual(['dropped', 'dropped', 'acknowledged']);
  });

  it('duplicate: every delivery is sent twice', async () => {
    const { dispatcher, received, record } = setup();
    record('a', { duplicate: true });
    await dispatcher.drain();
    expect(received).toHaveLength(2);
    expect(received[0]?.id).toBe(received[1]?.id);
  });

  it('reorder: events due together go out newest first', async () => {
    const { dispatcher, received, record, events } = setup();
    record('a', { reorder: true });
    record('b', { reorder: true });
    const ids = [...events.list()].reverse().map((e) => e.id);
    await dispatcher.drain();
    expect(received.map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('delayMinutes: nothing is sent before that much provider time passed', async () => {
    const { dispatcher, received, record, advance } = setup();
    record('a', { delayMinutes: 5 });
    await dispatcher.drain();
    advance(5 * 60_000 - 1);
    await dispatcher.drain();
    expect(received).toHaveLength(0);
    advance(1);
    await dispatcher.drain();
    expect(received).toHaveLength(1);
  });

  it('wrongKeyFirst: the merchant refuses the wrongly signed attempts, then accepts', async () => {
    const { events, dispatcher, received, record, advance } = setup();
    record('a', { wrongKeyFirst: 1 });
    await dispatcher.drain();
    advance(retryDelayMs(1));
    await dispatcher.drain();
    expect(received.map((r) => r.verified)).toEqual([false, true]);
    expect(events.list()[0]?.attemptLog.map((a) => [a.outcome, a.status])).toEqual([
      ['refused', 400],
      ['acknowledged', 200],
    ]);
  });

  it('random chaos (drills): drops and duplicates with the given odds, and every event still arrives', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const { events, dispatcher, received, record, advance } = setup(() => 200, { dropRate: 0.3, duplicateRate: 0.2, reorder: true, random });
    for (let i = 0; i < 40; i += 1) record(`e${i}`);
    for (let i = 0; i < 30 && events.counts().pending > 0; i += 1) {
      await dispatcher.drain();
      advance(retryDelayMs(10));
    }
    expect(events.counts()).toEqual({ pending: 0, delivered: 40, failed: 0 });
    expect(new Set(received.map((r) => r.id)).size).toBe(40);
    expect(received.length).toBeGreaterThan(40);
    const dropped = events.list().flatMap((e) => e.attemptLog).filter((a) => a.outcome === 'dropped').length;
    expect(dropped).toBeGreaterThan(0);
  });
});
