import type { RequestHandler } from 'express';
import { Problem } from '../../platform/http/problem';
import type { Faults } from './faults';
import { executionView } from './execution-view';
import { sendScriptedError } from './scripted-error';
import { ScenarioRun } from './scenario-run';
import { type PaymentSessions } from './sessions';
import { FINAL_STATUSES, openChallenge, type PaymentSession } from './session-model';
import type { PollAnswer } from '../../../scenarios';
import { sessionOf } from './require-session';

/**
 * True when a poll of this execution consults no script, so it changes nothing: before authorize,
 * while a 3-D Secure challenge decides, while a PayPal order waits for the shopper, and once the
 * last status is final (then the poll never appends again, issue 10 point 7).
 */
export function answersWithoutScript(session: PaymentSession): boolean {
  const { execution } = session;
  const awaitingConfirm = execution.payment?.methodCode === 'payPal' && !execution.payment.confirmed;
  const last = execution.statuses.at(-1);
  return !execution.authorizedWith || execution.challenge !== null || awaitingConfirm || (last !== undefined && FINAL_STATUSES.has(last.code));
}

/**
 * The read-only poll, answered before any transaction is opened: the hot path of a finished payment
 * polled again and again. Any other poll goes on to the transactional handler.
 */
export function pollWithoutScript(origins: { readonly service: string; readonly asset: string }, faults: Faults): RequestHandler {
  return (_req, res, next) => {
    const session = sessionOf(res);
    // A fault step of the poll (issue 28) comes first: it may answer the call, delay it or rewrite its body.
    if (faults.intercept('provider.poll', session, res, next) !== 'no-fault') return;
    if (!answersWithoutScript(session)) {
      next();
      return;
    }
    res.json(executionView(session, origins));
  };
}

/**
 * True when the next poll of a session whose poll consults the script gets statuses, answered with
 * the execution's view like any poll (not a scripted error nor a dropped connection).
 */
export function nextPollAnswersStatuses(session: PaymentSession): boolean {
  return ScenarioRun.current(session)?.peekPoll().kind === 'statuses';
}

/**
 * A poll that consults the script takes its next answer: statuses are appended (and a 3-D Secure
 * challenge opened when the answer asks for one); a scripted error or drop is the caller's to send.
 * Runs in the request's unit of work, which writes the session it changed.
 */
export function takeNextPoll(sessions: Pick<PaymentSessions, 'appendStatuses'>, session: PaymentSession): PollAnswer {
  const run = ScenarioRun.current(session);
  if (!run) throw new Problem('conflict', 'No payment attempt is under way on this execution.');
  const answer = run.nextPoll();
  if (answer.kind === 'statuses') {
    sessions.appendStatuses(session, answer.append);
    if (answer.actionRequired === '3ds') openChallenge(session);
  }
  return answer;
}

/**
 * GET /provider/executions/:id (and /authorization-result, the redirect methods' poll): the n-th poll
 * after authorize, pay or confirm gets the scenario's n-th answer (the last repeats).
 */
export function getExecutionHandler(sessions: PaymentSessions, origins: { readonly service: string; readonly asset: string }): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    if (answersWithoutScript(session)) {
      res.json(executionView(session, origins));
      return;
    }
    const answer = takeNextPoll(sessions, session);
    switch (answer.kind) {
      case 'statuses':
        res.json(executionView(session, origins));
        return;
      case 'http-error':
        sendScriptedError(res, answer);
        return;
      case 'network-drop':
        // No answer at all: the browser sees a network error.
        req.socket.destroy();
        return;
    }
  };
}
