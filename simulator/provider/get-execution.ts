import type { RequestHandler } from 'express';
import { SCENARIOS } from '../../scenarios';
import { bearerToken } from '../http/bearer';
import { Problem } from '../http/problem';
import { executionView } from './execution-view';
import { sendScriptedError } from './scripted-error';
import { PaymentSessions } from './sessions';

/** GET /provider/executions/:id: the n-th poll after authorize gets the scenario's n-th answer (the last repeats). */
export function getExecutionHandler(sessions: PaymentSessions, serviceOrigin: string): RequestHandler {
  return (req, res) => {
    const session = sessions.byBearer(bearerToken(req));
    if (!session) throw new Problem('unauthorized', 'The session token is unknown or expired.');
    res.locals.session = session;
    if (session.execution.id !== req.params.id) throw new Problem('forbidden', 'This execution belongs to another session.');
    const { execution } = session;
    if (!execution.authorizedWith) {
      res.json(executionView(session, serviceOrigin));
      return;
    }
    const { polls } = SCENARIOS[execution.authorizedWith.scenarioId].provider;
    const answer = polls[Math.min(execution.pollCount, polls.length - 1)] ?? polls[0];
    execution.pollCount += 1;
    switch (answer.kind) {
      case 'statuses':
        PaymentSessions.appendStatuses(session, answer.append);
        res.json(executionView(session, serviceOrigin));
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
