import type { Response } from 'express';
import type { ScriptedHttpError } from '../../../scenarios';
import { problemBody } from '../../platform/http/problem';

/** Sends a scripted HTTP failure: the scenario's plain text, or a problem+json naming the status. */
export function sendScriptedError(res: Response, answer: ScriptedHttpError): void {
  if (answer.status === 429) res.setHeader('Retry-After', '1');
  if (answer.text !== undefined) {
    res.status(answer.status).type('text/plain').send(answer.text);
    return;
  }
  const code = answer.status === 401 ? 'unauthorized' : answer.status === 403 ? 'forbidden' : answer.status === 429 ? 'rate-limited' : 'scripted-failure';
  res
    .status(answer.status)
    .type('application/problem+json')
    .json({ ...problemBody('internal', `Scripted ${answer.status} from the scenario.`), status: answer.status, code });
}
