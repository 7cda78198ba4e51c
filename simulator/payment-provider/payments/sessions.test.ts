import { afterEach, describe, expect, it } from 'vitest';
import { RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import { testSimulator } from '../../test-support';
import type { Simulator } from '../../create-simulator';
import { ScenarioRun } from './scenario-run';
import type { PaymentSession } from './session-model';

const CONSENT = { termsVersion: RENEWAL_TERMS_VERSION, language: 'en', agreedAt: '2026-12-07T19:00:00.000Z', ip: '127.0.0.1', billingCountry: null };

let sim: Simulator;
afterEach(() => sim.close());

/** The session as a request finds it: looked up, so the request's save or rollback covers it. */
function lookUp(executionId: string): PaymentSession {
  const session = sim.sessions.byExecutionId(executionId);
  if (!session) throw new Error(`no session for ${executionId}`);
  return session;
}

/** A committed session with a card attempt started: the next status appended decides it. */
function attemptUnderWay(): PaymentSession {
  sim = testSimulator();
  const created = sim.sessions.create({ planId: 'pro_weekly_trial', amount: { value: '1.00', currency: 'USD' }, requestedScenario: null, email: 'ada@example.com' });
  const session = sim.sessions.byBearer(created.token);
  if (!session) throw new Error('the session just created is not found');
  ScenarioRun.begin(session).startAttempt({ bin: '42424242', last4: '4242', network: 'visa' }, { consent: CONSENT });
  sim.sessions.appendStatuses(session, ['authorizeRequested']);
  sim.sessions.saveTouched();
  return session;
}

const eventTypes = (executionId: string) => sim.events.ofExecution(executionId).map((e) => e.type);

describe('the status that decides an attempt', () => {
  it('writes the first charge and raises charge.authorized where it is appended, before the session is saved', () => {
    const session = attemptUnderWay();
    const id = session.execution.id;
    expect(sim.charges.of(id)).toBeUndefined();
    sim.db.transaction(() => {
      sim.sessions.appendStatuses(lookUp(id), ['authorizeSuccessful']);
      expect(sim.charges.of(id)).toMatchObject({ kind: 'first', status: 'authorized', email: 'ada@example.com', card_last4: '4242', amount_value: '1.00' });
      expect(eventTypes(id)).toEqual(['charge.authorized']);
      sim.sessions.saveTouched();
    })();
    // Read back from the database, the session is known to be charged: another status writes no second charge or event.
    sim.sessions.forgetAll();
    sim.sessions.appendStatuses(lookUp(id), ['authorizeSuccessful']);
    expect(eventTypes(id)).toEqual(['charge.authorized']);
    expect(sim.charges.firstChargeCounts()).toEqual({ authorized: 1, recorded: 0, voided: 0 });
  });

  it('leaves no charge and no event when the transaction that decided rolls back', () => {
    const session = attemptUnderWay();
    const id = session.execution.id;
    const decideThenFail = sim.db.transaction(() => {
      sim.sessions.appendStatuses(lookUp(id), ['authorizeSuccessful']);
      throw new Error('the request failed after the decision');
    });
    expect(decideThenFail).toThrow('the request failed after the decision');
    sim.sessions.discardTouched();
    expect(sim.charges.of(id)).toBeUndefined();
    expect(eventTypes(id)).toEqual([]);
    // The session is read again as committed: its attempt is still open, and deciding it again charges once.
    expect(lookUp(id).execution.statuses.map((s) => s.code)).toEqual(['authorizeRequested']);
    sim.sessions.saveTouched();
    sim.db.transaction(() => {
      sim.sessions.appendStatuses(lookUp(id), ['authorizeSuccessful']);
      sim.sessions.saveTouched();
    })();
    expect(sim.charges.firstChargeCounts()).toEqual({ authorized: 1, recorded: 0, voided: 0 });
    expect(eventTypes(id)).toEqual(['charge.authorized']);
  });

  it('raises charge.failed for a declined attempt and writes no charge', () => {
    const session = attemptUnderWay();
    sim.sessions.appendStatuses(session, ['authorizeFailed']);
    expect(eventTypes(session.execution.id)).toEqual(['charge.failed']);
    expect(sim.charges.of(session.execution.id)).toBeUndefined();
  });
});
