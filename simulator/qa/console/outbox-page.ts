import type { RequestHandler } from 'express';
import { Problem } from '../../platform/http/problem';
import type { Outbox } from '../../merchant/outbox/outbox';

/**
 * GET /qa/outbox/:id: an email as its recipient would see it (its HTML part, else its text), under a
 * CSP that runs no script and loads nothing: an email is untrusted content, even our own.
 */
export function outboxEmailPageHandler(outbox: Outbox): RequestHandler {
  return (req, res) => {
    const email = outbox.get(String(req.params.id));
    if (!email) throw new Problem('not-found', 'No email in the outbox has this id.');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (email.html !== null) res.type('html').send(email.html);
    else res.type('text/plain').send(email.text);
  };
}
