import { describe, expect, it } from 'vitest';
import { isScenarioId, SCENARIOS } from '../../../scenarios';
import { CATALOGUE } from '../scenarios/store';
import { payAnswerFor, ScenarioRun } from './scenario-run';
import type { PaymentSession } from './session-model';

/** Just the part of a session renewalAnswer reads: the scenario its attempt ran. */
const attemptedWith = (scenarioId: string) => sessionOf(null, scenarioId);

/** A session QA asked `requested` for, whose attempt (if any) ran `attempted`, with both resolved as PaymentSessions does. */
function sessionOf(requested: string | null, attempted: string | null = null): PaymentSession {
  const resolve = (id: string | null) => (id !== null && isScenarioId(id) ? SCENARIOS[id] : null);
  return {
    requestedScenario: requested,
    scripts: { requested: resolve(requested), attempt: resolve(attempted) },
    execution: { authorizedWith: attempted ? { scenarioId: attempted } : null },
  } as unknown as PaymentSession;
}

describe('ScenarioRun.renewalAnswer', () => {
  it('answers the n-th renewal charge from the scenario script and repeats its last answer', () => {
    const answers = [0, 1, 2, 9].map((i) => ScenarioRun.renewalAnswer(undefined, 'renewal-declined-then-recovered', i, CATALOGUE).kind);
    expect(answers).toEqual(['declined', 'declined', 'paid', 'paid']);
  });

  it('follows the attempt recorded on the session over the id the merchant recorded', () => {
    expect(ScenarioRun.renewalAnswer(attemptedWith('renewal-declined-cancelled'), 'renewal-success', 0, CATALOGUE)).toEqual({ kind: 'declined', reason: 'do-not-honor' });
    expect(ScenarioRun.renewalAnswer(attemptedWith('renewal-success'), 'renewal-declined-cancelled', 0, CATALOGUE)).toEqual({ kind: 'paid' });
  });

  it('pays for a scenario without a renewal script, and for an id no scenario has', () => {
    expect(ScenarioRun.renewalAnswer(undefined, 'success', 3, CATALOGUE)).toEqual({ kind: 'paid' });
    expect(ScenarioRun.renewalAnswer(undefined, 'no-such-scenario', 0, CATALOGUE)).toEqual({ kind: 'paid' });
  });

  it('says why an expired card is refused', () => {
    expect(ScenarioRun.renewalAnswer(undefined, 'card-expired-before-renewal', 0, CATALOGUE)).toEqual({ kind: 'declined', reason: 'card-expired' });
  });
});


describe('ScenarioRun: which scenario a session runs', () => {
  it('follows the attempt once there is one, else what a new attempt would run', () => {
    expect(ScenarioRun.of(sessionOf('success', 'declined')).id).toBe('declined');
    expect(ScenarioRun.of(sessionOf('declined')).id).toBe('declined');
    expect(ScenarioRun.of(sessionOf(null)).id).toBe('success');
    expect(ScenarioRun.current(sessionOf('declined'))).toBeNull();
  });

  it('renews from the recorded scenario when the kept session has no attempt', () => {
    expect(ScenarioRun.renewalAnswer(sessionOf(null), 'renewal-declined-cancelled', 0, CATALOGUE)).toEqual({ kind: 'declined', reason: 'do-not-honor' });
  });

  it('lists the demonstration instruments for a stored-card scenario QA asked for only', () => {
    expect(ScenarioRun.listsDemoInstruments(sessionOf('stored-card-success'))).toBe(true);
    expect(ScenarioRun.listsDemoInstruments(sessionOf('success'))).toBe(false);
    expect(ScenarioRun.listsDemoInstruments(sessionOf(null))).toBe(false);
  });
});

describe('payAnswerFor', () => {
  it('answers as the scenario scripts the pay call, over its expected end', () => {
    expect(payAnswerFor(SCENARIOS['google-pay-3ds'], 'google-pay')).toEqual({ kind: 'final-state', code: 'authorizePending', actionRequired: '3ds' });
  });

  it.each(['paypal', 'pix', 'redirect'] as const)('leaves %s pending on its page when the scenario scripts no pay answer', (method) => {
    expect(payAnswerFor(SCENARIOS.success, method)).toEqual({ kind: 'final-state', code: 'authorizePending' });
  });

  it.each([
    ['success', 'authorizeSuccessful'],
    ['pending', 'authorizePending'],
    ['declined', 'authorizeFailed'],
  ] as const)('derives a wallet\'s answer from the expected end of %s', (id, code) => {
    expect(payAnswerFor(SCENARIOS[id], 'apple-pay')).toEqual({ kind: 'final-state', code });
    expect(payAnswerFor(SCENARIOS[id], 'google-pay')).toEqual({ kind: 'final-state', code });
  });
});
