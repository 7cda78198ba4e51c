/**
 * The issuer's 3-D Secure challenge, served on the asset origin: a page with "Complete" and "Fail"
 * that records the outcome on the execution and posts the completion message to the widget. It
 * speaks the shopper's language, which the widget adds to its link as `locale` (issue 33).
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import { ScenarioRun } from '../payments/scenario-run';
import { type PaymentSessions } from '../payments/sessions';
import { pageLanguage } from '../page-texts/page-texts';
import { escapeHtml } from '../../platform/http/html';
import { frameEscapeScript } from './frame-escape';

/** The message the page posts to its parent or opener; the widget listens for exactly this. */
export const THREE_DS_MESSAGE = { bus: 'mm-3ds', type: 'THREE_DS_COMPLETE' } as const;

const AnswerBody = z.object({ action: z.enum(['complete', 'fail']) });

function challengeSession(sessions: PaymentSessions, token: string | undefined) {
  const session = token ? sessions.byChallengeToken(token) : undefined;
  if (!session?.execution.challenge || !session.execution.authorizedWith) throw new Problem('not-found', 'No 3-D Secure challenge has this token.');
  return session;
}

export function challengePageHandler(sessions: PaymentSessions, appOrigin: string): RequestHandler {
  return (req, res) => {
    const session = challengeSession(sessions, String(req.params.token));
    res.locals.session = session;
    const card = session.execution.authorizedWith?.card;
    const lang = pageLanguage(req.query.locale);
    const strong = (text: string) => `<span class="amount">${escapeHtml(text)}</span>`;
    res.setHeader('Content-Security-Policy', `frame-ancestors ${appOrigin}`);
    res.type('html').send(`<!doctype html>
<html lang="${lang.locale}" dir="${lang.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(lang.text('threeDsTitle'))}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 20px; color: #1d2433; background: #fff; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { color: #5b6477; margin: 0 0 16px; }
  .amount { font-weight: 700; color: #1d2433; }
  .actions { display: grid; gap: 10px; }
  button { min-height: 48px; border-radius: 10px; font: inherit; font-weight: 700; cursor: pointer; border: 1px solid #c9cfdb; background: #fff; }
  button.primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
  button:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
</style></head>
<body>
  <main>
    <h1>${escapeHtml(lang.text('threeDsHeading'))}</h1>
    <p>${lang.text('threeDsBody', { amount: strong(lang.money(session.amount.value, session.amount.currency)), last4: strong(card?.last4 ?? '····') })}</p>
    <div class="actions">
      <button class="primary" type="button" data-action="complete">${escapeHtml(lang.text('threeDsComplete'))}</button>
      <button type="button" data-action="fail">${escapeHtml(lang.text('threeDsFail'))}</button>
    </div>
    <p role="status" id="status"></p>
  </main>
  <script type="module">
    const target = window.opener ?? window.parent;
    for (const button of document.querySelectorAll('button')) {
      button.addEventListener('click', async () => {
        document.querySelectorAll('button').forEach((b) => (b.disabled = true));
        document.getElementById('status').textContent = ${JSON.stringify(lang.text('returning'))};
        await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: button.dataset.action }) });
        target.postMessage(${JSON.stringify(THREE_DS_MESSAGE)}, ${JSON.stringify(appOrigin)});
      });
    }
    ${frameEscapeScript(appOrigin)}
  </script>
</body></html>`);
  };
}

/** Records the shopper's answer: completing yields the scenario's issuer decision, failing declines. */
export function challengeAnswerHandler(sessions: PaymentSessions): RequestHandler {
  return (req, res) => {
    const session = challengeSession(sessions, String(req.params.token));
    res.locals.session = session;
    const { action } = AnswerBody.parse(req.body);
    const challenge = session.execution.challenge;
    const run = ScenarioRun.current(session);
    if (!challenge || !run) throw new Problem('not-found', 'No 3-D Secure challenge has this token.');
    if (challenge.resolved) throw new Problem('conflict', 'This challenge was already answered.');
    challenge.resolved = true;
    const decision = action === 'complete' ? run.threeDsOnComplete() : 'authorizeFailed';
    sessions.appendStatuses(session, [decision]);
    res.json({ recorded: decision });
  };
}
