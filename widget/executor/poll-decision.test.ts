import { describe, expect, it } from 'vitest';
import { POLL_MAX_ATTEMPTS } from '../constants';
import type { ApiResult } from '../http/payment-api';
import { decidePoll, INITIAL_POLL_STATE, type PollDecision } from './poll-decision';

const t = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s)).toISOString();
const ok = (status: { code: string; time: string }[], extra: Record<string, unknown> = {}): ApiResult => ({
  kind: 'ok',
  status: 200,
  body: { status, ...extra },
});
const outcome = (d: PollDecision) => (d.kind === 'done' ? d.outcome.kind : 'poll-again');

describe('decidePoll', () => {
  it('succeeds on authorizeSuccessful after authorizeRequested', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeSuccessful', time: t(1) }]));
    expect(outcome(d)).toBe('success');
  });

  it('fails with AUTHORIZATION_ERROR on authorizeFailed', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizeFailed', time: t(1) }]));
    expect(d).toMatchObject({ kind: 'done', outcome: { kind: 'failure', code: 'AUTHORIZATION_ERROR' } });
  });

  it('ignores a success older than the latest request', () => {
    const d = decidePoll(
      INITIAL_POLL_STATE,
      ok([{ code: 'authorizeSuccessful', time: t(0) }, { code: 'authorizeRequested', time: t(1) }]),
    );
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

  it('treats an unknown status code as a failure, never a success', () => {
    const d = decidePoll(INITIAL_POLL_STATE, ok([{ code: 'authorizeRequested', time: t(0) }, { code: 'captured', time: t(1) }]));
    expect(d).toMatchObject({ kind: 'done', outcome: { kind: 'failure', code: 'AUTHORIZATION_ERROR' } });
  });

  it('maps 401 and 403 to AUTHENTICATION_ERROR', () => {
    for (const status of [401, 403]) {
      expect(decidePoll(INITIAL_POLL_STATE, { kind: 'http-error', status, text: '' })).toMatchObject({
        kind: 'done',
        outcome: { kind: 'failure', code: 'AUTHENTICATION_ERROR', message: 'API token is not valid or expired.' },
      });
    }
  });

  it('weighs a failed poll as five attempts', () => {
    const d = decidePoll(INITIAL_POLL_STATE, { kind: 'network-error', cause: new Error('drop') });
    expect(d).toMatchObject({ kind: 'poll-again', state: { attemptsUsed: 5 } });
  });

  it('gives up when the attempts reach the maximum', () => {
    const d = decidePoll(
      { attemptsUsed: POLL_MAX_ATTEMPTS - 1, lookupsWithoutRequest: 0 },
      ok([{ code: 'authorizeRequested', time: t(0) }]),
    );
    expect(d).toMatchObject({ kind: 'done', outcome: { kind: 'failure', code: 'AUTHORIZATION_ERROR' } });
  });

  it('fails after 10 retries without authorizeRequested', () => {
    let state = INITIAL_POLL_STATE;
    for (let i = 0; i < 10; i += 1) {
      const d = decidePoll(state, ok([]));
      if (d.kind !== 'poll-again') throw new Error(`stopped early at lookup ${i + 1}`);
      state = d.state;
    }
    expect(decidePoll(state, ok([]))).toMatchObject({ kind: 'done', outcome: { kind: 'failure' } });
  });

  it('reports 3-D Secure when pending asks for it, plain pending otherwise', () => {
    const pending = [{ code: 'authorizeRequested', time: t(0) }, { code: 'authorizePending', time: t(1) }];
    expect(decidePoll(INITIAL_POLL_STATE, ok(pending, { actionRequired: '3ds', links: { '3ds': { href: 'https://a/3ds' } } }))).toEqual({
      kind: 'done',
      outcome: { kind: 'three-ds', link: 'https://a/3ds' },
    });
    expect(outcome(decidePoll(INITIAL_POLL_STATE, ok(pending)))).toBe('pending');
  });
});
