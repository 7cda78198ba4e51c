/**
 * Model-based test of the execution poll (a pure decision plus a small timer driver, so fast-check drives it): the real driver, with its real
 * setTimeout sleep under fake timers, against a reference model, one command per server answer.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../widget/http/payment-api';
import type { PaymentOutcome } from '../../../widget/executor/poll-decision';
import { pollExecution, realSleep } from '../../../widget/executor/poller';
import { answerArb, calmArb, concrete, describeAnswer, KNOWN_CODES, tailAnswerArb, type Answer } from './answers';
import { attemptWeight, isReadable, newModel, step, type Expected, type FailureReason, type Mode, type Model } from './poller-model';

/** The system under test: the driver, its pending poll, and what it has done so far. */
interface Real {
  readonly startMs: number;
  /** Milliseconds after the start at which each poll was made. */
  readonly pollTimesMs: number[];
  /** Attempts used by the answers given so far, weighed from the answers alone. */
  spent: number;
  pending: { resolve(result: ApiResult): void; reject(error: Error): void } | null;
  outcome: PaymentOutcome | null;
}

function startSystem(mode: Mode): Real {
  const real: Real = { startMs: Date.now(), pollTimesMs: [], spent: 0, pending: null, outcome: null };
  const poll = () =>
    new Promise<ApiResult>((resolve, reject) => {
      real.pollTimesMs.push(Date.now() - real.startMs);
      real.pending = { resolve, reject };
    });
  void pollExecution(poll, realSleep, mode).then((outcome) => {
    real.outcome = outcome;
  });
  return real;
}

/** What the shopper must see for each way of failing (widget §8 in docs/spec-coverage.md), as literal spec texts. */
const FAILURES: Readonly<Record<FailureReason, { code: string; message: string; detail?: RegExp }>> = {
  declined: { code: 'AUTHORIZATION_ERROR', message: 'Authorization failed, please try again.', detail: /authorizeFailed/ },
  unreadable: { code: 'AUTHORIZATION_ERROR', message: 'Authorization failed, please try again.' },
  'gave-up': { code: 'AUTHORIZATION_ERROR', message: 'Authorization failed, please try again.', detail: /gave up after 60/ },
  'not-requested': { code: 'AUTHORIZATION_ERROR', message: 'Authorization failed, please try again.', detail: /authorization not requested/ },
  'api-token': { code: 'AUTHENTICATION_ERROR', message: 'API token is not valid or expired.' },
  'vault-token': { code: 'AUTHENTICATION_ERROR', message: 'Vault token is not valid or expired.' },
  unknown: { code: 'AUTHENTICATION_ERROR', message: 'An unknown error occurred' },
};

function expectOutcome(actual: PaymentOutcome | null, expected: Expected): void {
  if (expected.kind !== 'failure') return void expect(actual).toEqual(expected);
  const { code, message, detail } = FAILURES[expected.reason];
  expect(actual).toMatchObject({ kind: 'failure', code, message });
  if (detail && actual?.kind === 'failure') expect(actual.detail).toMatch(detail);
}

/** A success may only come from a readable answer holding an authorizeSuccessful after a request. */
function expectSuccessIsEarned(answer: Answer): void {
  expect(answer.type).toBe('statuses');
  if (answer.type !== 'statuses') return;
  expect(isReadable(answer)).toBe(true);
  expect(answer.entries.every((e) => (KNOWN_CODES as readonly string[]).includes(e.code))).toBe(true);
  const requests = answer.entries.filter((e) => e.code === 'authorizeRequested' || e.code === 'confirmRequested').map((e) => (typeof e.t === 'number' ? e.t : Number.NaN));
  expect(answer.entries.some((e) => e.code === 'authorizeSuccessful' && (typeof e.t === 'number' ? e.t : Number.NaN) > Math.max(...requests))).toBe(true);
}

const endings = new Map<string, number>();
const label = (e: Expected) => (e.kind === 'failure' ? e.reason : e.kind);

/** One server answer to the poll that is due next. */
class AnswerCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly answer: Answer) {}

  check(model: Readonly<Model>): boolean {
    return model.outcome === null;
  }

  async run(model: Model, real: Real): Promise<void> {
    const due = model.nextPollAtMs;
    const polled = real.pollTimesMs.length;
    await vi.advanceTimersByTimeAsync(due - 1 - (Date.now() - real.startMs));
    expect(real.pollTimesMs, 'no poll before the time the model says').toHaveLength(polled);
    await vi.advanceTimersByTimeAsync(1);
    expect(real.pollTimesMs, 'a poll exactly at the time the model says').toEqual([...real.pollTimesMs.slice(0, polled), due]);
    expect(real.spent, 'a poll is made only while attempts remain').toBeLessThan(60);
    expect(polled + 1).toBeLessThanOrEqual(60);

    const pending = real.pending;
    real.pending = null;
    if (!pending) throw new Error('the driver polled without waiting for an answer');
    const answer = concrete(this.answer);
    if ('resolve' in answer) pending.resolve(answer.resolve);
    else pending.reject(answer.reject);
    real.spent += attemptWeight(this.answer);
    step(model, this.answer);
    await vi.advanceTimersByTimeAsync(0);

    if (model.outcome === null) {
      expect(real.outcome, 'still polling').toBeNull();
      expect(vi.getTimerCount(), 'exactly one poll scheduled').toBe(1);
      return;
    }
    expectOutcome(real.outcome, model.outcome);
    expect(vi.getTimerCount(), 'nothing scheduled after the end').toBe(0);
    if (real.outcome?.kind === 'success') expectSuccessIsEarned(this.answer);
    if (this.answer.type === 'statuses' && this.answer.entries.some((e) => !(KNOWN_CODES as readonly string[]).includes(e.code))) {
      expect(real.outcome?.kind, 'an unknown status never ends in success').toBe('failure');
    }
  }

  toString(): string {
    return describeAnswer(this.answer);
  }
}

describe('execution poll against its model', () => {
  it('times every poll, spends attempts and ends exactly as the spec model says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Mode>('authorize', 'confirm'),
        calmArb.chain((calm) => fc.commands([answerArb(calm).map((a) => new AnswerCommand(a))], { maxCommands: 70, size: 'large' })),
        tailAnswerArb,
        async (mode, commands, tail) => {
          vi.useFakeTimers();
          try {
            const world = { model: newModel(mode), real: null as Real | null };
            await fc.asyncModelRun(() => {
              world.model = newModel(mode);
              world.real = startSystem(mode);
              return { model: world.model, real: world.real };
            }, commands);
            // Once the generated answers run out the server keeps giving the tail answer, so every run reaches its end.
            const tailCommand = new AnswerCommand(tail);
            const { model, real } = world;
            if (!real) throw new Error('setup did not run');
            while (tailCommand.check(model)) await tailCommand.run(model, real);
            expect(real.pollTimesMs.length).toBeLessThanOrEqual(60);
            if (model.outcome) endings.set(label(model.outcome), (endings.get(label(model.outcome)) ?? 0) + 1);
          } finally {
            vi.useRealTimers();
          }
        },
      ),
      { numRuns: 500 },
    );
    // The generator must really reach every ending, or the property proves less than it claims.
    for (const ending of ['success', 'pending', 'three-ds', 'declined', 'unreadable', 'gave-up', 'not-requested', 'api-token', 'vault-token', 'unknown']) {
      expect(endings.get(ending) ?? 0, `runs ending in ${ending}; all endings: ${JSON.stringify(Object.fromEntries(endings))}`).toBeGreaterThan(0);
    }
  });
});
