import type { Express, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { appendJournal, type PaymentSession } from './session-model';
import { afterResponse } from '../../platform/http/after-response';
import { digestOfJsonText } from '../../platform/http/answer-digest';
import { requestIdOf } from '../../platform/http/logger';
import { maskedJson, maskUrl } from '../../platform/http/masking';
import { localsOf, originalUrlOf, type NodeMiddleware } from '../../platform/http/node-middleware';

/**
 * A body's summary is cut past this many characters (a replay stops before a step whose body it cannot
 * send whole). The widget's authorize body, with its return URLs, billing address and the shopper's
 * consent (issue 29), runs past 300; 2,000 keeps every body the widget and the app send.
 */
const SUMMARY_MAX = 2_000;

/**
 * A short, safe summary of a body: card numbers masked to their last 4 wherever they sit, CVVs removed
 * (platform/http/masking.ts), the session's own `executionId` kept whole (see journalPath).
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

/** The text of the JSON answer a response sent (recordJsonAnswers), for the journal's answer digest. */
const ANSWER_TEXT = Symbol('JSON answer text');
type AnswerRecorded = ServerResponse & { [ANSWER_TEXT]?: string };
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json/i;

/**
 * Keeps the JSON text each answer of an origin sent (res.json's, or any string sent as JSON) on its
 * response, for journalRequests' answer digest: on the app's own response prototype, once, so no
 * wrapper is built per request, and the digest is of the text the client read (a problem's request
 * id included). The text lives as long as its response; the journal keeps only its digest.
 */
export function recordJsonAnswers(app: Express): void {
  const send = app.response.send;
  app.response.send = function sendRecorded(this: Response, body?: unknown) {
    if (typeof body === 'string' && JSON_TYPE.test(String(this.get('Content-Type') ?? ''))) recordAnswerText(this, body);
    return send.call(this, body);
  } as Response['send'];
}

/** Keeps `text`, the JSON answer `res` sends, for the journal's digest (what sendRecorded does for res.send). */
export function recordAnswerText(res: ServerResponse, text: string): void {
  (res as AnswerRecorded)[ANSWER_TEXT] = text;
}

/** Records every request a handler tied to a payment session (via res.locals.session) in that session's journal. */
export const journalRequests: NodeMiddleware = (req, res, next) => {
  // When the request arrived: the gap between two entries then bounds how long the client waited between
  // them from below. The finish event can fire after the client already read the answer, so a time taken
  // there could make a client's wait look shorter than it was.
  const arrivedAt = Date.now();
  const started = performance.now();
  res.on('finish', () => {
    // Runs after the answer: nothing here may throw out of the process (an emitter listener has no caller to catch it).
    afterResponse('journal', () => {
      const session = localsOf(res)?.session as PaymentSession | undefined;
      if (!session) return;
      appendJournal(session, {
        at: arrivedAt,
        requestId: requestIdOf(req) ?? '',
        method: req.method ?? '',
        path: journalPath(originalUrlOf(req), session),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        summary: summarizeBody((req as { body?: unknown }).body, session.execution.id),
        answer: digestOfJsonText((res as AnswerRecorded)[ANSWER_TEXT]),
      });
    });
  });
  next();
};
