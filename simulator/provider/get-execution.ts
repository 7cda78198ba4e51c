import type { RequestHandler } from 'express';
import { Problem } from '../http/problem';
import { executionView } from './execution-view';
import { sendScriptedError } from './scripted-error';
import { ScenarioRun } from './scenario-run';
import { FINAL_STATUSES, PaymentSessions } from './sessions';
import { sessionOf } from './require-session';

/**
 * GET /provider/executions/:id (and /authorization-result, the redirect methods' poll): the n-th poll
 * after authorize, pay or confirm gets the scenario's n-th answer (the last repeats).
 */
export function getExecutionHandler(sessions: PaymentSessions, origins: { readonly service: string; readonly asset: string }): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    const { execution } = session;
    // Before authorize, and once a 3-D Secure challenge exists, the script is not consulted: the
    // challenge page decides what comes next.
    // A PayPal order waits for the shopper: nothing happens before confirm.
    const awaitingConfirm = execution.payment?.methodCode === 'payPal' && !execution.payment.confirmed;
    if (!execution.authorizedWith || execution.challenge || awaitingConfirm) {
      res.json(executionView(session, origins));
      return;
    }
    // Once final, the execution never changes: the poll answers it without appending (issue 10, point 7).
    const last = execution.statuses.at(-1);
    if (last && FINAL_STATUSES.has(last.code)) {
      res.json(executionView(session, origins));
      return;
    }
    const run = ScenarioRun.current(session);
    if (!run) throw new Problem('conflict', 'No payment attempt is under way on this execution.');
    const answer = run.nextPoll();
    switch (answer.kind) {
      case 'statuses':
        PaymentSessions.appendStatuses(session, answer.append);
        if (answer.actionRequired === '3ds') sessions.openChallenge(session);
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
