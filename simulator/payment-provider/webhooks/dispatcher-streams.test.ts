/**
 * How the dispatcher's calls share the merchant's endpoint (issue 43, point 4): a timer pass versus a
 * stream, deliverSoon's bound and the stream that follows it, the in-flight limit across calls, a
 * failure of the bookkeeping, chaos reordering and where drain stops. The merchant is a transport the
 * test scripts (and, with `held`, answers only when the test lets it); the provider's clock is the test's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSimulatorDatabase } from '../../database';
import { CommitGroup } from '../../platform/store/commit-group';
import type { Db } from '../../platform/store/db';
import type { WebhookFaultScript } from '../../../scenarios';
import { BACKLOG_PASSES, DELIVERY_BATCH, MAX_IN_FLIGHT, WebhookDispatcher, type WebhookChaos } from './dispatcher';
import { ProviderEvents } from './events';

const opened: Db[] = [];
afterEach(async () => {
  // The last attempts' logs commit at the end of their turn (commit-group.ts): only then is the database closed.
  await new Promise((turn) => setImmediate(turn));
  for (const each of opened.splice(0)) each.close();
});

/** Lets the event loop run: long enough for any stream still taking events to send one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

interface Options {
  readonly status?: number;
  readonly retryBaseMs?: number;
  readonly chaos?: WebhookChaos;
  /** The merchant answers each delivery only once the test releases it (`release`). */
  readonly held?: boolean;
  /** Called as the merchant receives its n-th delivery (from 1), before it answers. */
  readonly onDelivery?: (n: number) => void;
}

function setup(options: Options = {}) {
  const db = openSimulatorDatabase(':memory:');
  opened.push(db);
  let now = Date.UTC(2026, 0, 1);
  const clock = () => now;
  const events = new ProviderEvents(db, clock);
  const sent: string[] = [];
  const waiting: { readonly key: string; readonly answer: () => void }[] = [];
  const dispatcher = new WebhookDispatcher({
    events,
    group: new CommitGroup(db),
    url: 'http://service.test/subs/webhooks/provider',
    secret: 'whsec_streams-test',
    now: clock,
    chaos: options.chaos,
    retryBaseMs: options.retryBaseMs,
    transport: async (_url, body) => {
      const key = (JSON.parse(body) as { data: { executionId: string } }).data.executionId;
      sent.push(key);
      options.onDelivery?.(sent.length);
      if (options.held) await new Promise<void>((answer) => waiting.push({ key, answer }));
      return { status: options.status ?? 200, text: '' };
    },
  });
  const record = (key: string, faults: WebhookFaultScript = {}) => events.record('charge.authorized', key, { executionId: `exe_${key}` }, faults);
  /** Answers every delivery waiting now, and those that start while `until` has not settled. */
  const release = async (until: Promise<unknown>) => {
    let done = false;
    void until.finally(() => (done = true));
    while (!done) {
      for (const { answer } of waiting.splice(0)) answer();
      await new Promise((tick) => setTimeout(tick, 1));
    }
  };
  /** Answers the delivery of one event only. */
  const answer = (key: string) => {
    const at = waiting.findIndex((w) => w.key === `exe_${key}`);
    waiting.splice(at, 1)[0]?.answer();
  };
  return { db, events, dispatcher, sent, record, release, answer, advance: (ms: number) => (now += ms) };
}

describe('a timer pass and a stream', () => {
  it('deliverDue makes one pass: a retry that falls due at once waits for the next call', async () => {
    const { dispatcher, sent, record } = setup({ status: 500, retryBaseMs: 0 });
    record('a');
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(sent).toEqual(['exe_a']);
  });

  it('deliverSoon’s stream takes one backlog call’s worth, one more for each event recorded under way, and the next event starts a new stream', async () => {
    // The merchant refuses everything and each retry is due at once: only the bound ends a stream, and
    // a backlog larger than the places at the merchant always leaves it something to take.
    const { events, dispatcher, sent, record } = setup({ status: 500, retryBaseMs: 0, onDelivery: (n) => n === 10 && record('b') });
    for (let i = 0; i < MAX_IN_FLIGHT + 8; i += 1) record(`backlog${i}`);
    const failures: unknown[] = [];
    events.onRecorded(() => dispatcher.deliverSoon((error) => failures.push(error)));
    const bound = BACKLOG_PASSES * DELIVERY_BATCH;
    // `b` is recorded as the merchant receives the stream's 10th delivery: it joins the stream under way.
    record('a');
    await expect.poll(() => sent.length).toBe(bound + 1);
    await settle();
    // (which events the attempts went to is the due order's business: the older backlog comes first)
    expect(sent).toHaveLength(bound + 1);
    record('c');
    await expect.poll(() => sent.length).toBe(2 * bound + 1);
    await settle();
    expect(sent).toHaveLength(2 * bound + 1);
    expect(failures).toEqual([]);
  });
});

describe(`the ${MAX_IN_FLIGHT} places at the merchant, shared by every call`, () => {
  it('a call fills at once the places others left free; a call that finds none waits for one instead of answering 0', async () => {
    const { dispatcher, sent, record, release } = setup({ held: true });
    const backlog = 50;
    for (let i = 0; i < backlog; i += 1) record(`e${i}`);
    const first = dispatcher.deliverBacklog(10);
    await expect.poll(() => sent.length).toBe(10);
    const second = dispatcher.deliverBacklog();
    await expect.poll(() => sent.length).toBe(MAX_IN_FLIGHT);
    let thirdAnswered = false;
    const third = dispatcher.deliverBacklog().then((made) => {
      thirdAnswered = true;
      return made;
    });
    await settle();
    expect(sent).toHaveLength(MAX_IN_FLIGHT);
    expect(thirdAnswered).toBe(false);
    const all = Promise.all([first, second, third]);
    await release(all);
    const [a, b, c] = await all;
    expect(a).toBe(10);
    expect(b + c).toBe(backlog - 10);
    expect(new Set(sent).size).toBe(backlog);
    expect(sent).toHaveLength(backlog);
  });
  it('a call whose bound is spent answers once its own deliveries have theirs, even while others hold every place', async () => {
    const { dispatcher, sent, record, release, answer } = setup({ held: true });
    // `waiting` holds a place and sleeps first, so it is first to take the place `spent` frees.
    record('first');
    const waiting = dispatcher.deliverBacklog();
    await expect.poll(() => sent.length).toBe(1);
    for (let i = 0; i < MAX_IN_FLIGHT - 2; i += 1) record(`held${i}`);
    const holding = dispatcher.deliverBacklog(MAX_IN_FLIGHT - 2);
    await expect.poll(() => sent.length).toBe(MAX_IN_FLIGHT - 1);
    record('last');
    let spentAnswered: number | null = null;
    const spent = dispatcher.deliverBacklog(1).then((made) => (spentAnswered = made));
    await expect.poll(() => sent.length).toBe(MAX_IN_FLIGHT);
    record('more');
    answer('last');
    await expect.poll(() => sent).toContain('exe_more');
    await settle();
    expect(sent).toHaveLength(MAX_IN_FLIGHT + 1);
    expect(spentAnswered).toBe(1);
    const all = Promise.all([waiting, holding, spent]);
    await release(all);
    expect(await all).toEqual([2, MAX_IN_FLIGHT - 2, 1]);
  });

  it('a call takes no more than its bound, also when events refused and due again at once sort before one under way', async () => {
    // The clock stands still and retries are due at once: a refused event is due again at the same
    // time as the one under way, and sorts before it (the older row first).
    const { dispatcher, sent, record, release, answer } = setup({ held: true, status: 500, retryBaseMs: 0 });
    for (const key of ['r1', 'r2', 'x']) record(key);
    const first = dispatcher.deliverBacklog(2);
    await expect.poll(() => sent.length).toBe(2);
    const second = dispatcher.deliverBacklog(1);
    await expect.poll(() => sent.length).toBe(3);
    answer('r1');
    answer('r2');
    expect(await first).toBe(2);
    const third = dispatcher.deliverBacklog(1);
    await expect.poll(() => sent.length).toBe(4);
    await settle();
    expect(sent).toEqual(['exe_r1', 'exe_r2', 'exe_x', 'exe_r1']);
    const rest = Promise.all([second, third]);
    await release(rest);
    expect(await rest).toEqual([1, 1]);
  });
});

describe('a failure of the bookkeeping', () => {
  it('rejects the call with its error once every delivery of the call has its answer; deliverSoon hands it to onError', async () => {
    const { events, dispatcher, sent, record } = setup();
    const logAttempt = events.logAttempt.bind(events);
    vi.spyOn(events, 'logAttempt').mockImplementation((event, ...rest) => {
      if (event.dedupe_key === 'broken') throw new Error('disk I/O error');
      logAttempt(event, ...rest);
    });
    record('broken');
    record('fine');
    // One pass: the broken event stays due, so a stream would take it again until its bound.
    await expect(dispatcher.deliverDue()).rejects.toThrow('disk I/O error');
    expect(sent).toEqual(['exe_broken', 'exe_fine']);
    expect(events.counts()).toEqual({ pending: 1, delivered: 1, failed: 0 });

    const failures: unknown[] = [];
    dispatcher.deliverSoon((error) => failures.push(error));
    await expect.poll(() => failures.length).toBe(1);
    expect(failures[0]).toBeInstanceOf(Error);
    expect((failures[0] as Error).message).toBe('disk I/O error');
  });
});

describe('chaos reordering', () => {
  it('sorts each batch by the chaos draws: draws all below one half put every later event first', async () => {
    const { dispatcher, sent, record } = setup({ chaos: { dropRate: 0, duplicateRate: 0, reorder: true, random: () => 0 } });
    // A whole batch: Math.random's draws in place of these would give this order about once in 30,000 runs.
    const keys = Array.from({ length: DELIVERY_BATCH }, (_, i) => `e${i}`);
    for (const key of keys) record(key);
    await dispatcher.drain();
    expect(sent).toEqual(keys.reverse().map((key) => `exe_${key}`));
  });
});

describe('drain', () => {
  it('answers at the first pass that finds nothing due: an event that falls due while it runs waits for the next call', async () => {
    const { events, dispatcher, sent, record, advance } = setup();
    record('late', { delayMinutes: 5 });
    // Provider time moves on a minute each time the dispatcher asks what is due.
    const due = events.due.bind(events);
    vi.spyOn(events, 'due').mockImplementation((limit) => {
      advance(60_000);
      return due(limit);
    });
    expect(await dispatcher.drain()).toBe(0);
    expect(sent).toEqual([]);
  });
});
