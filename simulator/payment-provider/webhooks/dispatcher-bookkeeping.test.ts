/**
 * The dispatcher's bookkeeping of each attempt (issue 43, point 4): what it logs for an answer, a
 * refusal, no answer or a drop, when it tries again, when it gives up, and the request it sends. A
 * transport the test scripts stands in for the merchant; the provider's clock is the test's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openSimulatorDatabase } from '../../database';
import { CommitGroup } from '../../platform/store/commit-group';
import type { Db } from '../../platform/store/db';
import type { WebhookFaultScript } from '../../../scenarios';
import {
  BACKLOG_PASSES,
  DELIVERY_BATCH,
  DELIVERY_TIMEOUT_MS,
  GIVE_UP_AFTER_MS,
  MAX_IN_FLIGHT,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  retryDelayMs,
  WebhookDispatcher,
  type WebhookChaos,
  type WebhookTransport,
} from './dispatcher';
import { ProviderEvents } from './events';
import { SIGNATURE_HEADER, verifySignature } from './signature';

const SECRET = 'whsec_bookkeeping-test';
const URL = 'http://service.test/subs/webhooks/provider';
const START = Date.UTC(2026, 0, 1, 0, 0, 0, 250);
const opened: Db[] = [];
afterEach(() => {
  for (const each of opened.splice(0)) each.close();
});

interface Sent {
  readonly url: string;
  readonly body: string;
  readonly headers: Record<string, string>;
}

/** `answer(n)` is the merchant's n-th answer (from 1): a status and text, or an error thrown as no answer. */
function setup(answer: (n: number) => { status: number; text?: string } | Error | string, options: { chaos?: WebhookChaos; retryBaseMs?: number } = {}) {
  const db = openSimulatorDatabase(':memory:');
  opened.push(db);
  let now = START;
  const clock = () => now;
  const events = new ProviderEvents(db, clock);
  const sent: Sent[] = [];
  const transport: WebhookTransport = async (url, body, headers) => {
    sent.push({ url, body, headers });
    const got = answer(sent.length);
    if (got instanceof Error) throw got;
    if (typeof got === 'string') throw got;
    return { status: got.status, text: got.text ?? '' };
  };
  const dispatcher = new WebhookDispatcher({ events, group: new CommitGroup(db), url: URL, secret: SECRET, now: clock, transport, chaos: options.chaos, retryBaseMs: options.retryBaseMs });
  const record = (key: string, faults: WebhookFaultScript = {}) => events.record('charge.authorized', key, { executionId: `exe_${key}` }, faults);
  const only = () => {
    const [event] = events.list();
    if (!event) throw new Error('no event');
    return event;
  };
  return { events, dispatcher, sent, record, only, advance: (ms: number) => (now += ms), at: () => now };
}

describe('the retry policy', () => {
  it('is Stripe-like: first retry after 10 s, doubling, at most an hour apart, given up after 3 days; batches of 16, 4 per tick, 32 at once, 10 s to answer', () => {
    expect([RETRY_BASE_MS, RETRY_MAX_MS, GIVE_UP_AFTER_MS]).toEqual([10_000, 3_600_000, 259_200_000]);
    expect([DELIVERY_BATCH, BACKLOG_PASSES, MAX_IN_FLIGHT, DELIVERY_TIMEOUT_MS]).toEqual([16, 4, 32, 10_000]);
    expect([0, 1, 2, 3, 9].map((n) => retryDelayMs(n))).toEqual([10_000, 10_000, 20_000, 40_000, 2_560_000]);
    expect([10, 11, 40].map((n) => retryDelayMs(n))).toEqual([RETRY_MAX_MS, RETRY_MAX_MS, RETRY_MAX_MS]);
    expect(retryDelayMs(3, 100)).toBe(400);
  });
});

describe('what each attempt logs', () => {
  it('sends the event’s exact bytes to the endpoint as JSON, signed at sending time with whole seconds', async () => {
    const { dispatcher, sent, record, only } = setup(() => ({ status: 200 }));
    record('a');
    await dispatcher.drain();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(URL);
    expect(request?.body).toBe(only().payload);
    expect(Object.keys(request?.headers ?? {}).sort()).toEqual(['content-type', SIGNATURE_HEADER].sort());
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers[SIGNATURE_HEADER]).toMatch(new RegExp(`^t=${Math.floor(START / 1000)},v1=[0-9a-f]{64}$`));
    expect(verifySignature(request?.headers[SIGNATURE_HEADER], request?.body ?? '', SECRET, START)).toEqual({ ok: true, timestampS: Math.floor(START / 1000) });
  });

  it('a 2xx is acknowledged with its status: the event is delivered and never due again', async () => {
    for (const status of [200, 204, 299]) {
      const { dispatcher, events, only, advance } = setup(() => ({ status }));
      events.record('charge.failed', 'a', {});
      await dispatcher.drain();
      expect(only().attemptLog.map((a) => [a.outcome, a.status, a.detail])).toEqual([['acknowledged', status, null]]);
      expect(only()).toMatchObject({ state: 'delivered', attempts: 1, next_attempt_at: null });
      advance(GIVE_UP_AFTER_MS);
      expect(await dispatcher.drain()).toBe(0);
    }
  });

  it('any other status is refused, with the answer’s text (or none) and a retry after the backoff', async () => {
    for (const [status, text] of [[199, 'early'], [300, 'moved'], [400, ''], [503, 'busy']] as const) {
      const { dispatcher, record, only, at } = setup(() => ({ status, text }));
      record('a');
      await dispatcher.drain();
      expect(only().attemptLog.map((a) => [a.outcome, a.status, a.detail]), String(status)).toEqual([['refused', status, text === '' ? null : text]]);
      expect(only()).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: at() + RETRY_BASE_MS });
    }
  });

  it('no answer is logged as unreachable with the error’s message (or the thrown value), and retried', async () => {
    const { dispatcher, record, only, advance, at } = setup((n) => (n === 1 ? new Error('connect ECONNREFUSED 127.0.0.1:9') : n === 2 ? 'socket hang up' : { status: 200 }));
    record('a');
    await dispatcher.drain();
    expect(only()).toMatchObject({ state: 'pending', attempts: 1, next_attempt_at: at() + 10_000 });
    advance(10_000);
    await dispatcher.drain();
    expect(only()).toMatchObject({ state: 'pending', attempts: 2, next_attempt_at: at() + 20_000 });
    advance(20_000);
    await dispatcher.drain();
    expect(only().attemptLog.map((a) => [a.outcome, a.status, a.detail])).toEqual([
      ['unreachable', null, 'connect ECONNREFUSED 127.0.0.1:9'],
      ['unreachable', null, 'socket hang up'],
      ['acknowledged', 200, null],
    ]);
  });

  it('a dropped attempt is logged as dropped, reaches nobody and is retried on the backoff', async () => {
    const { dispatcher, sent, record, only, at } = setup(() => ({ status: 200 }));
    record('a', { dropFirst: 1 });
    await dispatcher.drain();
    expect(sent).toEqual([]);
    expect(only().attemptLog.map((a) => [a.outcome, a.status, a.detail])).toEqual([['dropped', null, 'Dropped by a webhook fault: the merchant never saw it.']]);
    expect(only()).toMatchObject({ state: 'pending', next_attempt_at: at() + RETRY_BASE_MS });
  });
});

describe('a duplicated delivery counts by its best answer', () => {
  it('a refusal then an acknowledgement, or the reverse: acknowledged, with the acknowledging status', async () => {
    for (const statuses of [[500, 202], [202, 500]]) {
      const { dispatcher, sent, record, only } = setup((n) => ({ status: statuses[n - 1] ?? 200 }));
      record('a', { duplicate: true });
      await dispatcher.drain();
      expect(sent).toHaveLength(2);
      expect(sent[0]?.body).toBe(sent[1]?.body);
      expect(only().attemptLog.map((a) => [a.outcome, a.status]), statuses.join(' then ')).toEqual([['acknowledged', 202]]);
    }
  });

  it('two refusals (the second a 300, just past 2xx): refused with the first answer; no answer then an answer: the answer counts', async () => {
    const refused = setup((n) => ({ status: n === 1 ? 500 : 300, text: `answer ${n}` }));
    refused.record('a', { duplicate: true });
    await refused.dispatcher.drain();
    expect(refused.only().attemptLog.map((a) => [a.outcome, a.status, a.detail])).toEqual([['refused', 500, 'answer 1']]);
    const late = setup((n) => (n === 1 ? new Error('timeout') : { status: 200 }));
    late.record('a', { duplicate: true });
    await late.dispatcher.drain();
    expect(late.only().attemptLog.map((a) => [a.outcome, a.status])).toEqual([['acknowledged', 200]]);
    const none = setup((n) => new Error(`lost ${n}`));
    none.record('a', { duplicate: true });
    await none.dispatcher.drain();
    expect(none.only().attemptLog.map((a) => [a.outcome, a.status, a.detail])).toEqual([['unreachable', null, 'lost 2']]);
  });
});

describe('giving up', () => {
  it('retries while the next attempt falls within 3 days of the event, and fails it once it would fall later', async () => {
    const { dispatcher, record, only, advance, at } = setup(() => ({ status: 500 }));
    record('a');
    // The first attempt only now: its retry would fall exactly 3 days after the event, which is still in time.
    advance(GIVE_UP_AFTER_MS - RETRY_BASE_MS);
    await dispatcher.drain();
    expect(only()).toMatchObject({ state: 'pending', next_attempt_at: START + GIVE_UP_AFTER_MS });
    expect(at() + RETRY_BASE_MS).toBe(START + GIVE_UP_AFTER_MS);
    const later = setup(() => ({ status: 500 }));
    later.record('a');
    later.advance(GIVE_UP_AFTER_MS - RETRY_BASE_MS + 1);
    await later.dispatcher.drain();
    expect(later.only()).toMatchObject({ state: 'failed', attempts: 1 });
    later.advance(GIVE_UP_AFTER_MS);
    expect(await later.dispatcher.drain()).toBe(0);
  });
});

describe('faults and chaos', () => {
  it('a wrong key signs the first attempts it names with a key that is not the endpoint’s; other events are signed with it', async () => {
    const { dispatcher, sent, record } = setup(() => ({ status: 200 }));
    record('a', { wrongKeyFirst: 1 });
    record('b', { wrongKeyFirst: 0 });
    await dispatcher.drain();
    expect(sent.map((s) => verifySignature(s.headers[SIGNATURE_HEADER], s.body, SECRET, START).ok)).toEqual([false, true]);
  });

  it('chaos drops an attempt when the draw is below the drop rate and duplicates it when below the duplicate rate, never at the rate itself', async () => {
    const draws = (rate: number, chaos: Partial<WebhookChaos>) => ({ dropRate: 0, duplicateRate: 0, reorder: false, random: () => rate, ...chaos });
    const atRate = setup(() => ({ status: 200 }), { chaos: draws(0.5, { dropRate: 0.5, duplicateRate: 0.5 }) });
    atRate.record('a');
    await atRate.dispatcher.drain();
    expect(atRate.sent).toHaveLength(1);
    expect(atRate.only().attemptLog.map((a) => a.outcome)).toEqual(['acknowledged']);
    const dropped = setup(() => ({ status: 200 }), { chaos: draws(0.5, { dropRate: 0.51 }) });
    dropped.record('a');
    await dropped.dispatcher.drain();
    expect(dropped.sent).toHaveLength(0);
    expect(dropped.only().attemptLog.map((a) => a.outcome)).toEqual(['dropped']);
    const doubled = setup(() => ({ status: 200 }), { chaos: draws(0.5, { duplicateRate: 0.51 }) });
    doubled.record('a');
    await doubled.dispatcher.drain();
    expect(doubled.sent).toHaveLength(2);
  });

  it('one event asking to be reordered turns its batch around; chaos without reordering keeps the order', async () => {
    const mixed = setup(() => ({ status: 200 }));
    mixed.record('a');
    mixed.record('b', { reorder: true });
    mixed.record('c');
    await mixed.dispatcher.drain();
    const keyOf = (body: string) => (JSON.parse(body) as { data: { executionId: string } }).data.executionId;
    expect(mixed.sent.map((s) => keyOf(s.body))).toEqual(['exe_c', 'exe_b', 'exe_a']);
    const calm = setup(() => ({ status: 200 }), { chaos: { dropRate: 0, duplicateRate: 0, reorder: false, random: () => 0.9 } });
    for (const key of ['a', 'b', 'c']) calm.record(key);
    await calm.dispatcher.drain();
    expect(calm.sent.map((s) => keyOf(s.body))).toEqual(['exe_a', 'exe_b', 'exe_c']);
  });
});

describe('drain', () => {
  it('stops after its passes when the merchant refuses every attempt with a retry due at once', async () => {
    const { dispatcher, sent, record } = setup(() => ({ status: 500 }), { retryBaseMs: 0 });
    record('a');
    const made = await dispatcher.drain(2);
    expect(made).toBe(sent.length);
    expect(made).toBe(2 * BACKLOG_PASSES * DELIVERY_BATCH);
  });

  it('answers the attempts it made, 0 when nothing was due', async () => {
    const { dispatcher, record } = setup(() => ({ status: 200 }));
    expect(await dispatcher.drain()).toBe(0);
    record('a');
    record('b');
    expect(await dispatcher.drain()).toBe(2);
  });
});
