import type { RequestHandler } from 'express';
import { PaymentSessions, type PaymentSession } from '../provider/sessions';
import { afterResponse } from './after-response';

const SECRET_KEYS = /^(card_?number|number|pan|cvv|cvc|csc|security_?code)$/i;
const SUMMARY_MAX = 300;

/** A short, safe summary of a body: card numbers masked to their last 4, CVVs removed. */
export function summarizeBody(body: unknown): string {
  if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) return '';
  const json = JSON.stringify(body, (key, value: unknown) => {
    if (SECRET_KEYS.test(key)) return typeof value === 'string' && /^\d{12,19}$/.test(value) ? `****${value.slice(-4)}` : '[removed]';
    if (typeof value === 'string') return value.replace(/\b\d{12,19}\b/g, (d) => `****${d.slice(-4)}`);
    return value;
  });
  return json.length > SUMMARY_MAX ? `${json.slice(0, SUMMARY_MAX)}…` : json;
}

/** Records every request a handler tied to a payment session (via res.locals.session) in that session's journal. */
export const journalRequests: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on('finish', () => {
    // Runs after the answer: nothing here may throw out of the process (an emitter listener has no caller to catch it).
    afterResponse('journal', () => {
      const session = res.locals.session as PaymentSession | undefined;
      if (!session) return;
      PaymentSessions.journal(session, {
        at: new Date().toISOString(),
        method: req.method,
        path: req.originalUrl,
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        summary: summarizeBody(req.body),
      });
    });
  });
  next();
};
