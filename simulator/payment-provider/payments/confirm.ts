import type { RequestHandler } from 'express';
import { Problem } from '../../platform/http/problem';
import { sendScriptedError } from './scripted-error';
import { ScenarioRun } from './scenario-run';
import { sessionOf } from './require-session';
import type { PaymentSessions } from './sessions';
import { ConfirmBody } from '../../../contracts/provider';


/**
 * POST /provider/executions/:id/confirm: confirms a PayPal order (or billing agreement) the shopper
 * approved. Appends confirmRequested and restarts the poll script, so the n-th poll after confirm gets
 * the scenario's n-th answer.
 */
export function confirmHandler(sessions: PaymentSessions, serviceOrigin: string): RequestHandler {
  return (req, res) => {
    const session = sessionOf(res);
    const { data } = ConfirmBody.parse(req.body);
    const payment = session.execution.payment;
    if (!payment || payment.methodCode !== 'payPal') throw new Problem('conflict', 'Nothing to confirm: no PayPal order was created for this execution.');
    if (payment.confirmed) throw new Problem('conflict', 'This order was already confirmed.');
    const expected = payment.tokenId ? { key: 'tokenId', value: payment.tokenId } : { key: 'orderId', value: payment.orderId };
    if (data[expected.key] !== expected.value) throw new Problem('bad-request', `data.${expected.key} must be the ${expected.key} of the pay answer.`);
    const run = ScenarioRun.of(session);
    const answer = run.confirmAnswer();
    if (answer.kind === 'http-error') {
      sendScriptedError(res, answer);
      return;
    }
    payment.confirmed = true;
    run.restartPolls();
    sessions.appendStatuses(session, ['confirmRequested']);
    res.json({ name: 'confirm', executionId: session.execution.id, links: { execution: { href: `${serviceOrigin}/provider/executions/${session.execution.id}` } } });
  };
}
