/**
 * QA acting on one live session (issue 28, README "Scenario API"): switch a fault on for its next
 * calls, move its scenario to a named poll step (WireMock's "set a running scenario's state"), make
 * the bank's later decision due now, and save what it ran as a runtime scenario ("save as scenario").
 */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { FaultRouteSchema, FaultStepSchema, SCENARIO_ID_PATTERN, type Scenario } from '../../../scenarios';
import type { QaSessionReplay } from '../../../contracts/qa-api';
import { Problem } from '../../platform/http/problem';
import { REPLAY_SCENARIO_ID } from './replay-id';
import { ScenarioRun } from '../../payment-provider/payments/scenario-run';
import type { PaymentSessions } from '../../payment-provider/payments/sessions';
import type { PaymentSession } from '../../payment-provider/payments/session-model';
import { checkScenario } from './api';
import type { Faults } from '../../payment-provider/payments/faults';
import type { ScenarioStore } from '../../payment-provider/scenarios/store';

export const SwitchBody = z.strictObject({
  route: FaultRouteSchema,
  fault: FaultStepSchema.shape.fault,
  times: z.number().int().min(1).max(1000).default(1),
});

export const StepBody = z.union([z.strictObject({ name: z.string().min(1).max(60) }), z.strictObject({ poll: z.number().int().min(1).max(1000) })]);

/** The answer of QA's "the bank decides now": what the bank decides, and when it became due. */
export const BankDecisionDue = z.strictObject({ decision: z.enum(['authorizeSuccessful', 'authorizeFailed']), dueAt: z.iso.datetime() });
export type BankDecisionDue = z.infer<typeof BankDecisionDue>;

export const RecordBody = z.strictObject({
  id: z.string().regex(SCENARIO_ID_PATTERN, 'use lowercase letters, digits and single hyphens').min(2).max(60),
  title: z.string().trim().min(3).max(120).optional(),
});

/**
 * What a session ran, as a scenario that replays it: the attempt's script with the polls it answered
 * (the last repeating, as in any scenario), its faults, shopper and expected end.
 */
export function recordedScenario(session: PaymentSession, id: string, title?: string): Record<string, unknown> {
  const run = ScenarioRun.of(session);
  const source: Scenario = run.scenario;
  const answered = Math.max(1, Math.min(session.execution.pollCount, source.provider.polls.length));
  const { id: _sourceId, title: sourceTitle, description: _description, ...rest } = source;
  return {
    ...rest,
    id,
    title: title ?? `Recorded: ${sourceTitle}`.slice(0, 120),
    description: `Recorded from session ${session.execution.id} on ${new Date().toISOString()}: it ran "${source.id}" and was answered ${session.execution.pollCount} poll(s).`,
    provider: { ...source.provider, polls: source.provider.polls.slice(0, answered) },
  };
}

export interface SessionApiDeps {
  readonly sessions: PaymentSessions;
  readonly faults: Faults;
  readonly store: ScenarioStore;
  readonly tx: (h: RequestHandler) => RequestHandler;
  /** The provider's time (tests inject a clock). */
  readonly now?: (() => number) | undefined;
}

export function sessionApi(deps: SessionApiDeps): Router {
  const { sessions, faults, store, tx } = deps;
  const now = deps.now ?? Date.now;
  const router = Router();
  const live = (executionId: string): PaymentSession => {
    const session = sessions.byExecutionId(executionId);
    if (!session) throw new Problem('not-found', `No payment session has the execution "${executionId.slice(0, 80)}".`);
    if (Date.now() >= session.expiresAt) throw new Problem('session-expired', 'This payment session expired: its scenario can no longer change.');
    return session;
  };

  router.get('/sessions/:execution/faults', (req, res) => {
    res.json(faults.switchedOn(live(req.params.execution)));
  });
  router.post('/sessions/:execution/faults', (req, res) => {
    const session = live(req.params.execution);
    const body = SwitchBody.parse(req.body);
    faults.switchOn(session, { route: body.route, fault: body.fault, remaining: body.times });
    res.status(201).json(faults.switchedOn(session));
  });
  router.delete('/sessions/:execution/faults', (req, res) => {
    faults.switchOff(live(req.params.execution));
    res.status(204).end();
  });

  router.post(
    '/sessions/:execution/step',
    tx((req, res) => {
      const session = live(String(req.params.execution));
      const body = StepBody.parse(req.body);
      const run = ScenarioRun.current(session);
      if (!run) throw new Problem('conflict', 'No payment attempt is under way on this session: its polls have not started.');
      const { polls } = run.scenario.provider;
      const index = 'name' in body ? polls.findIndex((p) => p.name === body.name) : body.poll - 1;
      if (index < 0 || index >= polls.length) {
        const names = polls.map((p) => p.name).filter(Boolean);
        throw new Problem('not-found', `Scenario "${run.id}" has no poll step ${'name' in body ? `named "${body.name}"` : body.poll}. Named steps: ${names.join(', ') || 'none'}.`);
      }
      run.moveToPoll(index);
      res.json({ scenario: run.id, nextPoll: index + 1, step: polls[index] });
    }),
  );

  // The bank's later decision (a scenario's `bank.confirmAfterSeconds`, up to a day of provider time),
  // due now instead: the provider's own pass applies it as it would have at its time, and its webhook
  // goes out (as a test clock that QA moves on, or the resend that makes a webhook event due now).
  router.post(
    '/sessions/:execution/bank-decision',
    tx((req, res) => {
      const session = live(String(req.params.execution));
      const payment = session.execution.payment;
      const decision = payment?.bankDecision;
      if (!payment || !decision) throw new Problem('conflict', 'The bank has no decision still to make on this session: it decided at the approval, or the shopper has not approved at the bank yet.');
      const dueAt = Math.min(decision.dueAt, now());
      payment.bankDecision = { ...decision, dueAt };
      const answer: BankDecisionDue = { decision: decision.code, dueAt: new Date(dueAt).toISOString() };
      res.status(202).json(answer);
    }),
  );

  router.get('/sessions/:execution/replay', (req, res) => {
    const session = sessions.byExecutionId(req.params.execution);
    if (!session) throw new Problem('not-found', `No payment session has the execution "${req.params.execution.slice(0, 80)}".`);
    const answer: QaSessionReplay = {
      executionId: session.execution.id,
      requestedScenario: ScenarioRun.requested(session),
      scenario: recordedScenario(session, REPLAY_SCENARIO_ID),
      journal: session.journal.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
    };
    res.attachment(`session-${session.execution.id}.replay.json`).json(answer);
  });

  router.post('/sessions/:execution/record', (req, res) => {
    const session = sessions.byExecutionId(req.params.execution);
    if (!session) throw new Problem('not-found', `No payment session has the execution "${req.params.execution.slice(0, 80)}".`);
    const body = RecordBody.parse(req.body);
    const checked = checkScenario(body.id, recordedScenario(session, body.id, body.title));
    if (!checked.ok) throw new Problem('invalid-scenario', checked.errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors: checked.errors });
    store.create(checked.scenario);
    res.status(201).location(`${req.baseUrl}/scenarios/${body.id}`).json(checked.scenario);
  });
  return router;
}
