import { describe, expect, it } from 'vitest';
import { AUTHORIZE_REQUESTED_LOOKUP_RETRIES, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import { MESSAGES } from '../messages';
import {
  decidePoll,
  INITIAL_CONFIRM_POLL_STATE,
  INITIAL_POLL_STATE,
  rateLimitedDelayMs,
  type PollDecision,
  type PollState,
} from './poll-decision';

const t = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s)).toISOString();
const ok = (status: { code: string; time?: unknown }[], extra: Record<string, unknown> = {}): ApiResult => ({
  kind: 'ok',
  status: 200,
  body: { status, ...extra },
});
const outcome = (d: PollDecision) => (d.kind === 'done' ? d.outcome.kind : 'poll-again');
const requested = ok([{ code: 'authorizeRequested', time: t(0) }]);
const authFailure = { kind: 'done', outcome: { kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailed } };

/** Feeds answers one by one; returns the first final decision or the last state. */
function run(state: PollState, answers: readonly ApiResult[]): PollDecision {
  let decision: PollDecision = { kind: 'poll-again', state, delayMs: 0 };
  for (const answer of answers) {
    if (decision.kind === 'done') return decision;
    decision = decidePoll(decision.state, answer);
  }
  return decision;
}

describe('decidePoll', () => {
  it('succeeds on authorizeSuccessful after authorizeRequested', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeSuccessful', time: t(1) }]));
    expect(d).toEqual({ kind: 'done', outcome: { kind: 'success' } });
  });

  it('fails with AUTHORIZATION_ERROR on authorizeFailed', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeFailed', time: t(1) }]));
    expect(d).toMatchObject(authFailure);
  });

  it('ignores a success older than the latest request', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeSuccessful', time: t(0) }, { code: 'authorizeRequested', time: t(1) }]));
    expect(outcome(d)).toBe('poll-again');
  });

  it('ignores a success at the same time as the request: only newer statuses count', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(1) }, { code: 'authorizeSuccessful', time: t(1) }]));
    expect(outcome(d)).toBe('poll-again');
  });

  it('counts statuses after the latest confirmRequested only', () => {
    const d = decidePoll(
      INITIAL_POLL_STATE,
      ok([
        { code: 'authorizeRequested', time: t(0) },
        { code: 'authorizeFailed', time: t(1) },
        { code: 'confirmRequested', time: t(2) },
        { code: 'authorizeSuccessful', time: t(3) },
      ]),
    );
    expect(outcome(d)).toBe('success');
  });

  it('orders statuses by time, not by list position', () => {
    const d = decidePoll(
      INITIAL_POLL_STATE,
      ok([
        { code: 'authorizeFailed', time: t(3) },
        { code: 'authorizeSuccessful', time: t(2) },
        { code: 'authorizeRequested', time: t(1) },
      ]),
    );
    expect(outcome(d)).toBe('success');
  });

  it('reads a success and a failure at the same time as a failure', () => {
    const d = decidePoll(
      INITIAL_POLL_STATE,
      ok([
        { code: 'authorizeRequested', time: t(0) },
        { code: 'authorizeSuccessful', time: t(1) },
        { code: 'authorizeFailed', time: t(1) },
      ]),
    );
    expect(d).toMatchObject(authFailure);
  });

  it('lets a final status win over a pending one', () => {
    const d = decidePoll(
      INITIAL_POLL_STATE,
      ok([
        { code: 'authorizeRequested', time: t(0) },
        { code: 'authorizePending', time: t(1) },
        { code: 'authorizeSuccessful', time: t(2) },
      ]),
    );
    expect(outcome(d)).toBe('success');
  });

  it.each([
    ['an unknown status code', ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'captured', time: t(1) }])],
    ['a success without a time', ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeSuccessful' }])],
    ['a success with a non-ISO time', ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeSuccessful', time: '5' }])],
    ['an unknown actionRequired', ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeSuccessful', time: t(1) }], { actionRequired: 'otp' })],
    ['a body that is not an object', { kind: 'ok', status: 200, body: null } satisfies ApiResult],
    ['a status that is not a list', { kind: 'ok', status: 200, body: { status: 'authorizeSuccessful' } } satisfies ApiResult],
    ['a 2xx that is not JSON', { kind: 'malformed', status: 200, text: 'OK', cause: new SyntaxError('x') } satisfies ApiResult],
  ])('treats %s as a failure, never a success', (_, answer) => {
    expect(decidePoll(INITIAL_POLL_STATE, answer)).toMatchObject(authFailure);
  });

  it('maps 401 and 403 to AUTHENTICATION_ERROR with the API token message', () => {
    for (const status of [401, 403]) {
      expect(decidePoll(INITIAL_POLL_STATE, { kind: 'http-error', status, text: 'Invalid token' })).toMatchObject({
        kind: 'done',
        outcome: { kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.apiTokenInvalid },
      });
    }
  });

  it('maps an error text containing "Invalid token" to the vault token message', () => {
    for (const answer of [
      { kind: 'http-error', status: 500, text: '{"error":"Invalid token"}' },
      { kind: 'network-error', cause: new Error('Invalid token in request') },
    ] satisfies ApiResult[]) {
      expect(decidePoll(INITIAL_POLL_STATE, answer)).toMatchObject({
        kind: 'done',
        outcome: { kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.vaultTokenInvalid },
      });
    }
  });

  it('weighs a failed poll (network, 5xx, other non-OK) as five attempts', () => {
    for (const answer of [
      { kind: 'network-error', cause: new Error('drop') },
      { kind: 'http-error', status: 503, text: '' },
      { kind: 'http-error', status: 404, text: '' },
    ] satisfies ApiResult[]) {
      expect(decidePoll(INITIAL_POLL_STATE, answer)).toMatchObject({ kind: 'poll-again', state: { attemptsUsed: 5 }, delayMs: POLL_INTERVAL_MS });
    }
  });

  it('gives up on the 12th failed poll', () => {
    const drop: ApiResult = { kind: 'network-error', cause: new Error('drop') };
    expect(outcome(run(INITIAL_POLL_STATE, Array(11).fill(drop)))).toBe('poll-again');
    expect(run(INITIAL_POLL_STATE, Array(12).fill(drop))).toMatchObject(authFailure);
  });

  it('gives up when the attempts reach the maximum', () => {
    const d = decidePoll({ ...INITIAL_POLL_STATE, attemptsUsed: POLL_MAX_ATTEMPTS - 1 }, requested);
    expect(d).toMatchObject(authFailure);
    expect(outcome(decidePoll({ ...INITIAL_POLL_STATE, attemptsUsed: POLL_MAX_ATTEMPTS - 2 }, requested))).toBe('poll-again');
  });

  it('backs off on 429 by doubling from the interval up to the cap, using one attempt each, and resets', () => {
    const tooMany: ApiResult = { kind: 'http-error', status: 429, text: 'slow down' };
    const delays: number[] = [];
    let state = INITIAL_POLL_STATE;
    for (const answer of [tooMany, tooMany, tooMany, tooMany, tooMany, requested, tooMany]) {
      const d = decidePoll(state, answer);
      if (d.kind !== 'poll-again') throw new Error('stopped early');
      delays.push(d.delayMs);
      state = d.state;
    }
    expect(delays).toEqual([1360, 2720, 5440, 5440, 5440, POLL_INTERVAL_MS, 1360]);
    expect(state.attemptsUsed).toBe(7);
    expect(rateLimitedDelayMs(60)).toBe(5440);
  });

  it('fails after 10 retries without authorizeRequested', () => {
    const empty = ok([{ code: 'confirmRequested', time: t(0) }]);
    expect(outcome(run(INITIAL_POLL_STATE, Array(AUTHORIZE_REQUESTED_LOOKUP_RETRIES).fill(empty)))).toBe('poll-again');
    const d = run(INITIAL_POLL_STATE, Array(AUTHORIZE_REQUESTED_LOOKUP_RETRIES + 1).fill(empty));
    expect(d).toMatchObject(authFailure);
    expect(d.kind === 'done' && d.outcome.kind === 'failure' && d.outcome.detail).toMatch(/authorization not requested/);
  });

  it('reports 3-D Secure when pending asks for it, plain pending otherwise', () => {
    const pending = [{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizePending', time: t(1) }];
    expect(decidePoll(INITIAL_POLL_STATE, ok(pending, { actionRequired: '3ds', links: { '3ds': { href: 'https://a/3ds' } } }))).toEqual({
      kind: 'done',
      outcome: { kind: 'three-ds', link: 'https://a/3ds' },
    });
    expect(outcome(decidePoll(INITIAL_POLL_STATE, ok(pending)))).toBe('pending');
  });

  describe('after confirm', () => {
    it('keeps polling through pending and takes the first final status after confirmRequested', () => {
      const before = [
        { code: 'authorizeRequested', time: t(0) },
        { code: 'authorizePending', time: t(1) },
        { code: 'confirmRequested', time: t(2) },
      ];
      const d = run(INITIAL_CONFIRM_POLL_STATE, [
        ok([...before, { code: 'authorizePending', time: t(3) }], { actionRequired: '3ds' }),
        ok([...before, { code: 'authorizePending', time: t(3) }, { code: 'authorizeFailed', time: t(4) }, { code: 'authorizeSuccessful', time: t(5) }]),
      ]);
      expect(d).toMatchObject(authFailure);
    });

    it('does not take the earlier result while confirmRequested has not shown up yet', () => {
      const stale = ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeFailed', time: t(1) }]);
      expect(decidePoll(INITIAL_CONFIRM_POLL_STATE, stale)).toMatchObject({ kind: 'poll-again', state: { lookupsWithoutRequest: 1 } });
    });
  });
});

describe('decidePoll: the detail of each way it ends', () => {
  const detailOf = (d: PollDecision) => (d.kind === 'done' && d.outcome.kind === 'failure' ? d.outcome.detail : null);
  const many = (answer: ApiResult, n: number) => Array.from({ length: n }, () => answer);

  it('names the last answer when it gives up', () => {
    expect(detailOf(run(INITIAL_POLL_STATE, many(requested, 60)))).toBe('gave up after 60 poll attempts; last answer: no result yet');
    expect(detailOf(run(INITIAL_POLL_STATE, many({ kind: 'http-error', status: 500, text: '' }, 12)))).toBe('gave up after 60 poll attempts; last answer: HTTP 500');
    expect(detailOf(run(INITIAL_POLL_STATE, many({ kind: 'network-error', cause: new TypeError('Failed to fetch') }, 12)))).toBe(
      'gave up after 60 poll attempts; last answer: network error',
    );
    expect(detailOf(run(INITIAL_POLL_STATE, many({ kind: 'http-error', status: 429, text: '' }, 60)))).toBe(
      'gave up after 60 poll attempts; last answer: HTTP 429 too many requests',
    );
    expect(detailOf(run(INITIAL_CONFIRM_POLL_STATE, many(ok([{ code: 'confirmRequested', time: t(0) }]), 60)))).toBe(
      'gave up after 60 poll attempts; last answer: no final result yet',
    );
    expect(detailOf(decidePoll({ ...INITIAL_POLL_STATE, attemptsUsed: 59 }, ok([])))).toBe('gave up after 60 poll attempts; last answer: no authorizeRequested yet');
  });

  it('names the missing request status, the unreadable answer and the decline', () => {
    expect(detailOf(run(INITIAL_POLL_STATE, many(ok([]), 11)))).toBe('authorization not requested: no authorizeRequested after 10 retries');
    expect(detailOf(run(INITIAL_CONFIRM_POLL_STATE, many(requested, 11)))).toBe('authorization not requested: no confirmRequested after 10 retries');
    expect(detailOf(decidePoll(INITIAL_POLL_STATE, { kind: 'malformed', status: 200, text: 'OK', cause: null }))).toBe('poll: HTTP 200 answer is not JSON');
    expect(detailOf(decidePoll(INITIAL_POLL_STATE, ok([{ code: 'captured', time: t(0) }])))).toBe('poll: unknown status code "captured"');
    expect(detailOf(decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeFailed', time: t(1) }])))).toBe('authorizeFailed');
    expect(detailOf(decidePoll(INITIAL_POLL_STATE, { kind: 'http-error', status: 401, text: '' }))).toBe('poll: HTTP 401 unauthorized');
    expect(detailOf(decidePoll(INITIAL_POLL_STATE, { kind: 'network-error', cause: new Error('Invalid token') }))).toBe('poll: invalid vault token (Invalid token)');
  });
});
