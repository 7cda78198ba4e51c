import type { RequestHandler } from 'express';
import { appendJournal, type PaymentSession } from '../provider/session-model';
import { afterResponse } from './after-response';
import { answerDigest } from './answer-digest';
import { requestIdOf } from './logger';
import { maskedJson, maskUrl } from './masking';

const SUMMARY_MAX = 300;

/**
 * A short, safe summary of a body: card numbers masked to their last 4 wherever they sit, CVVs removed
 * (http/masking.ts), the session's own `executionId` kept whole (see journalPath).
 */
export function summarizeBody(body: unknown, executionId?: string): string {
  if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) return '';
  // Masked before it is cut, so a cut never leaves the start of a card number.
  const json = maskedJson(body, executionId);
  return json.length > SUMMARY_MAX ? `${json.slice(0, SUMMARY_MAX)}…` : json;
}

/**
 * The journal's path of a request tied to `session`: card numbers masked, the session's own execution
 * id kept. Masking takes any run of 12 to 19 digits for a card number, separators included, and about
 * 1 time-ordered UUID in 30 holds such a run across its hyphens ("…15b4-4159-9825-7548e12…"): masked,
 * the journal's path lost the id, so a replay or a QA check that follows paths saw another path. The
 * id the service generated is the one thing exempt; a card number anywhere else is still masked.
 */
export function journalPath(url: string, session: Pick<PaymentSession, 'execution'>): string {
  return maskUrl(url, session.execution.id);
}

/** Records every request a handler tied to a payment session (via res.locals.session) in that session's journal. */
export const journalRequests: RequestHandler = (req, res, next) => {
  // When the request arrived: the gap between two entries then bounds how long the client waited between
  // them from below. The finish event can fire after the client already read the answer, so a time taken
  // there could make a client's wait look shorter than it was.
  const arrivedAt = Date.now();
  const started = performance.now();
  // The JSON body the handler answered with, for the entry's answer digest (never kept whole).
  let answered: unknown;
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    answered = body;
    return json(body);
  };
  res.on('finish', () => {
    // Runs after the answer: nothing here may throw out of the process (an emitter listener has no caller to catch it).
    afterResponse('journal', () => {
      const session = res.locals.session as PaymentSession | undefined;
      if (!session) return;
      appendJournal(session, {
        at: arrivedAt,
        requestId: requestIdOf(req) ?? '',
        method: req.method,
        path: journalPath(req.originalUrl, session),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        summary: summarizeBody(req.body, session.execution.id),
        answer: answerDigest(answered),
      });
    });
  });
  next();
};
