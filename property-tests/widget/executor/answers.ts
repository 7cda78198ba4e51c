/**
 * Abstract provider answers for the poller model test, and how each becomes what the driver really
 * receives. The model reads the abstract form; the system only ever sees the concrete one.
 */
import fc from 'fast-check';
import type { ApiResult } from '../../../widget/http/payment-api';

export const KNOWN_CODES = ['authorizeRequested', 'authorizePending', 'authorizeSuccessful', 'authorizeFailed', 'confirmRequested'] as const;
/** Near misses of real codes: each must read as unknown, never as its look-alike. */
export const UNKNOWN_CODES = ['captured', 'AUTHORIZESUCCESSFUL', 'authorizeSuccess', 'authorizeSuccessful ', ''] as const;

export const THREE_DS_LINK = 'https://acs.example/challenge';
const BASE_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

export interface Entry {
  readonly code: string;
  /** Seconds after a base time, or a time text that is not ISO 8601 (some of which Date.parse would still accept). */
  readonly t: number | { readonly bad: string };
  /** Write the same instant with a +02:00 offset instead of Z. */
  readonly offset: boolean;
}

export type Answer =
  | { readonly type: 'statuses'; readonly entries: readonly Entry[]; readonly action: 'absent' | 'null' | '3ds' | 'otp'; readonly link: boolean }
  | { readonly type: 'bad-body'; readonly body: unknown }
  | { readonly type: 'not-json' }
  | { readonly type: 'http'; readonly status: number; readonly text: string }
  | { readonly type: 'network'; readonly message: string }
  | { readonly type: 'throws'; readonly message: string };

const entryArb = (codes: fc.Arbitrary<string>): fc.Arbitrary<Entry> =>
  fc.record({
    code: codes,
    t: fc.oneof({ weight: 120, arbitrary: fc.integer({ min: 0, max: 5 }) }, { weight: 1, arbitrary: fc.record({ bad: fc.constantFrom('in a moment', '5', '2026-11-22 12:00:05', 'Sun Nov 22 2026 12:00:05', '2026-11-22T12:00:05') }) }),
    offset: fc.boolean(),
  });

const anyCode = fc.oneof(
  { weight: 24, arbitrary: fc.constant('authorizeRequested') },
  { weight: 18, arbitrary: fc.constant('confirmRequested') },
  { weight: 40, arbitrary: fc.constant('authorizePending') },
  { weight: 12, arbitrary: fc.constant('authorizeSuccessful') },
  { weight: 12, arbitrary: fc.constant('authorizeFailed') },
  { weight: 1, arbitrary: fc.constantFrom(...UNKNOWN_CODES) },
);

const statusesArb = (codes: fc.Arbitrary<string>): fc.Arbitrary<Answer> =>
  fc.record({
    type: fc.constant('statuses' as const),
    entries: fc.array(entryArb(codes), { maxLength: 5 }),
    action: fc.oneof(
      { weight: 24, arbitrary: fc.constant('absent' as const) },
      { weight: 8, arbitrary: fc.constant('null' as const) },
      { weight: 24, arbitrary: fc.constant('3ds' as const) },
      { weight: 1, arbitrary: fc.constant('otp' as const) },
    ),
    link: fc.boolean(),
  });

/** Every kind of answer, weighted towards the common ones. */
export const anyAnswerArb: fc.Arbitrary<Answer> = fc.oneof(
  { weight: 36, arbitrary: statusesArb(anyCode) },
  // A clear result after both requests, possibly listed out of order.
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('statuses' as const),
      entries: fc
        .tuple(
          fc.constantFrom('authorizePending', 'authorizeSuccessful', 'authorizeFailed'),
          fc.integer({ min: 2, max: 5 }),
          fc.boolean(),
          fc.boolean(),
        )
        .map(([code, t, offset, reversed]) => {
          const entries = [
            { code: 'authorizeRequested', t: 0, offset: false },
            { code: 'confirmRequested', t: 1, offset },
            { code, t, offset: !offset },
          ];
          return reversed ? entries.reverse() : entries;
        }),
      action: fc.constantFrom('absent' as const, '3ds' as const),
      link: fc.boolean(),
    }),
  },
  // The request is not visible yet: exercises the lookup retries.
  { weight: 9, arbitrary: statusesArb(fc.constantFrom('authorizePending', 'authorizeSuccessful', 'authorizeFailed')) },
  {
    weight: 18,
    arbitrary: fc.record({
      type: fc.constant('http' as const),
      status: fc.oneof({ weight: 4, arbitrary: fc.constant(429) }, { weight: 1, arbitrary: fc.constantFrom(400, 401, 403, 404, 500, 502, 503) }),
      text: fc.oneof({ weight: 16, arbitrary: fc.constantFrom('', 'Too Many Requests', 'upstream timeout') }, { weight: 1, arbitrary: fc.constantFrom('{"error":"Invalid token"}', 'invalid token') }),
    }),
  },
  {
    weight: 9,
    arbitrary: fc.record({
      type: fc.constant('network' as const),
      message: fc.oneof({ weight: 8, arbitrary: fc.constantFrom('fetch failed', 'socket hang up') }, { weight: 1, arbitrary: fc.constant('Invalid token') }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('bad-body' as const),
      body: fc.constantFrom<unknown>(null, [], 'authorizeSuccessful', {}, { status: 'authorizeSuccessful' }, { status: [null] }, { status: [{ code: 'authorizeSuccessful' }] }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'not-json' as const }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('throws' as const), message: fc.constantFrom('boom', 'Invalid token expired') }) },
);

/** Answers that leave the poll waiting (but for the budget): a request with nothing newer, a throttle, a failed poll. */
const waitingAnswerArb: fc.Arbitrary<Answer> = fc.oneof(
  fc.record({
    type: fc.constant('statuses' as const),
    entries: fc.array(entryArb(fc.constantFrom('authorizeRequested', 'confirmRequested')).map((e) => ({ ...e, t: typeof e.t === 'number' ? e.t : 0 })), { minLength: 1, maxLength: 3 }),
    action: fc.constantFrom('absent' as const, 'null' as const, '3ds' as const),
    link: fc.boolean(),
  }),
  fc.record({ type: fc.constant('http' as const), status: fc.constantFrom(429, 429, 500, 503, 404), text: fc.constantFrom('', 'Too Many Requests') }),
  fc.record({ type: fc.constant('network' as const), message: fc.constant('fetch failed') }),
);

/**
 * Answers for one run. `calm` weighs waiting answers against all others, so that some runs end after
 * a few polls and others spend the whole attempt budget.
 */
export const answerArb = (calm: number): fc.Arbitrary<Answer> =>
  calm === 0 ? anyAnswerArb : fc.oneof({ weight: calm, arbitrary: waitingAnswerArb }, { weight: 1, arbitrary: anyAnswerArb });

export const calmArb = fc.constantFrom(0, 1, 12);

/** What the server keeps answering once the generated commands run out, so that every run reaches an end. */
export const tailAnswerArb: fc.Arbitrary<Answer> = fc.constantFrom<Answer>(
  { type: 'statuses', entries: [{ code: 'authorizeRequested', t: 0, offset: false }, { code: 'confirmRequested', t: 1, offset: false }], action: 'absent', link: false },
  { type: 'statuses', entries: [{ code: 'authorizePending', t: 0, offset: false }], action: 'absent', link: false },
  { type: 'statuses', entries: [{ code: 'authorizeFailed', t: 0, offset: false }], action: 'absent', link: false },
  { type: 'http', status: 429, text: '' },
  { type: 'http', status: 503, text: '' },
  { type: 'network', message: 'fetch failed' },
);

function isoTime(entry: Entry): string {
  if (typeof entry.t !== 'number') return entry.t.bad;
  const ms = BASE_MS + entry.t * 1000;
  if (!entry.offset) return new Date(ms).toISOString();
  // The same instant two hours east: text order and time order must not be confused.
  return `${new Date(ms + 2 * 3600_000).toISOString().slice(0, 19)}+02:00`;
}

/** The answer as the driver receives it; 'throws' is a rejected poll. */
export function concrete(answer: Answer): { readonly resolve: ApiResult } | { readonly reject: Error } {
  switch (answer.type) {
    case 'statuses': {
      const body: Record<string, unknown> = { status: answer.entries.map((e) => ({ code: e.code, time: isoTime(e) })) };
      if (answer.action !== 'absent') body.actionRequired = answer.action === 'null' ? null : answer.action;
      if (answer.link) body.links = { '3ds': { href: THREE_DS_LINK } };
      return { resolve: { kind: 'ok', status: 200, body } };
    }
    case 'bad-body':
      return { resolve: { kind: 'ok', status: 200, body: answer.body } };
    case 'not-json':
      return { resolve: { kind: 'malformed', status: 200, text: '<html>', cause: new SyntaxError('Unexpected token <') } };
    case 'http':
      return { resolve: { kind: 'http-error', status: answer.status, text: answer.text } };
    case 'network':
      return { resolve: { kind: 'network-error', cause: new TypeError(answer.message) } };
    case 'throws':
      return { reject: new Error(answer.message) };
  }
}

export function describeAnswer(answer: Answer): string {
  switch (answer.type) {
    case 'statuses':
      return `statuses[${answer.entries.map((e) => `${JSON.stringify(e.code)}@${typeof e.t === 'number' ? e.t : JSON.stringify(e.t.bad)}`).join(',')}] action=${answer.action}${answer.link ? ' +link' : ''}`;
    case 'bad-body':
      return `body ${JSON.stringify(answer.body)}`;
    case 'not-json':
      return 'not JSON';
    case 'http':
      return `HTTP ${answer.status} ${JSON.stringify(answer.text)}`;
    case 'network':
      return `network ${JSON.stringify(answer.message)}`;
    case 'throws':
      return `throws ${JSON.stringify(answer.message)}`;
  }
}
