import { describe, expect, it } from 'vitest';
import { ScenarioRun } from './scenario-run';
import type { PaymentSession } from './sessions';

/** Just the part of a session renewalAnswer reads: the scenario its attempt ran. */
const attemptedWith = (scenarioId: string) => ({ execution: { authorizedWith: { scenarioId } } }) as unknown as PaymentSession;

describe('ScenarioRun.renewalAnswer', () => {
  it('answers the n-th renewal charge from the scenario script and repeats its last answer', () => {
    const answers = [0, 1, 2, 9].map((i) => ScenarioRun.renewalAnswer(undefined, 'renewal-declined-then-recovered', i).kind);
    expect(answers).toEqual(['declined', 'declined', 'paid', 'paid']);
  });

  it('follows the attempt recorded on the session over the id the merchant recorded', () => {
    expect(ScenarioRun.renewalAnswer(attemptedWith('renewal-declined-cancelled'), 'renewal-success', 0)).toEqual({ kind: 'declined', reason: 'do-not-honor' });
    expect(ScenarioRun.renewalAnswer(attemptedWith('renewal-success'), 'renewal-declined-cancelled', 0)).toEqual({ kind: 'paid' });
  });

  it('pays for a scenario without a renewal script, and for an id no scenario has', () => {
    expect(ScenarioRun.renewalAnswer(undefined, 'success', 3)).toEqual({ kind: 'paid' });
    expect(ScenarioRun.renewalAnswer(undefined, 'no-such-scenario', 0)).toEqual({ kind: 'paid' });
  });

  it('says why an expired card is refused', () => {
    expect(ScenarioRun.renewalAnswer(undefined, 'card-expired-before-renewal', 0)).toEqual({ kind: 'declined', reason: 'card-expired' });
  });
});
