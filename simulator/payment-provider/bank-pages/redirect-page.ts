/**
 * The redirect methods' pages on the asset origin. `pix` (instant payment) shows a QR stand-in in the
 * widget's redirect popup; the shopper's "I have paid" is recorded, but the scenario's poll script
 * alone decides when the provider reports success; its code has a copy button, which selects the code
 * when the browser refuses the clipboard. The bank page stands for an app link: when the scenario's
 * shopper abandons, it answers 204 so the browser stays on the checkout. Both speak the
 * shopper's language, which the widget adds to the link as `locale` (issue 33).
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import { answerAtBank } from '../payments/bank-confirmations';
import { ScenarioRun } from '../payments/scenario-run';
import type { PaymentSessions } from '../payments/sessions';
import type { PaymentSession } from '../payments/session-model';
import { escapeHtml } from '../../platform/http/html';
import { frameEscapeScript } from '../three-ds/frame-escape';
import { pageLanguage, type PageLanguage } from '../page-texts/page-texts';

function redirectSession(sessions: PaymentSessions, token: string): PaymentSession {
  const session = sessions.byRedirectToken(token);
  if (!session?.execution.payment) throw new Problem('not-found', 'No redirect payment has this token.');
  return session;
}

/** A deterministic QR-like grid from the token: a picture, not a code anyone can scan. */
function qrSvg(seed: string, lang: PageLanguage): string {
  const n = 21;
  let cells = '';
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const finder = (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
      const ring = finder && (x % (n - 7) === 0 || x % (n - 7) === 6 || y % (n - 7) === 0 || y % (n - 7) === 6 || (x % (n - 7) >= 2 && x % (n - 7) <= 4 && y % (n - 7) >= 2 && y % (n - 7) <= 4));
      const on = finder ? ring : (seed.charCodeAt((x * 7 + y * 13) % seed.length) + x * y) % 3 === 0;
      if (on) cells += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
    }
  }
  return `<svg viewBox="-1 -1 ${n + 2} ${n + 2}" width="200" height="200" role="img" aria-label="${escapeHtml(lang.text('pixQr'))}"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/><g fill="#111">${cells}</g></svg>`;
}

/** The provider's redirect pages' styles; every text colour on its background reads at 4.5:1 or more (redirect-page-colours.test.ts). */
export const PAGE_CSS = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1d2433;display:grid;place-items:center;min-height:calc(100vh - 48px);background:#f6f7fb}
main{background:#fff;border-radius:16px;padding:24px;max-width:380px;width:100%;box-shadow:0 4px 20px rgba(0,0,0,.08);text-align:center;display:grid;gap:14px;justify-items:center}
h1{font-size:20px;margin:0}p{margin:0;color:#5b6477}button,a.button{min-height:48px;border:0;border-radius:12px;font-size:16px;font-weight:700;padding:0 20px;cursor:pointer;width:100%;display:grid;place-items:center;text-decoration:none}
.primary{background:#0f766e;color:#fff}.bank{background:#1d4ed8;color:#fff}.secondary{background:#eef0f5;color:#1d2433}button:focus-visible,a.button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}code{font-size:12px;word-break:break-all;user-select:all;background:#f3f4f6;padding:6px 8px;border-radius:8px}`;

// The page is shown in the widget's redirect window on the merchant's page, whose origin it is not told: Escape says nothing secret.
const ESCAPE_SCRIPT = frameEscapeScript('*');

export function redirectPageHandler(sessions: PaymentSessions): RequestHandler {
  return (req, res) => {
    const session = redirectSession(sessions, String(req.params.token));
    res.locals.session = session;
    const payment = session.execution.payment;
    if (!payment) throw new Problem('not-found', 'No redirect payment has this token.');
    const lang = pageLanguage(req.query.locale);
    const amount = lang.money(session.amount.value, session.amount.currency);
    const html = `<html lang="${lang.locale}" dir="${lang.dir}">`;
    if (payment.redirectMethod !== 'pix') {
      if (ScenarioRun.of(session).shopperAbandons()) {
        // An app link nobody handles: no content, so the browser stays where it was.
        res.status(204).end();
        return;
      }
      const strong = `<strong>${escapeHtml(amount)}</strong>`;
      res.type('html').send(`<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(lang.text('bankTitle'))}</title><style>${PAGE_CSS}</style></head>
<body><main>
  <h1>${escapeHtml(lang.text('bankTitle'))}</h1>
  <p>${lang.text('bankBody', { amount: strong })}</p>
  <button type="button" class="bank" data-action="approve">${escapeHtml(lang.text('bankApprove'))}</button>
  <button type="button" class="secondary" data-action="cancel">${escapeHtml(lang.text('bankCancel'))}</button>
  <p id="status" role="status" aria-live="polite"></p>
</main>
<script>
  const TEXT = ${JSON.stringify({ approving: lang.text('bankApproving'), returning: lang.text('returning'), notRecorded: lang.text('bankNotRecorded'), tryAgain: lang.text('tryAgain') })};
  for (const button of document.querySelectorAll('button[data-action]')) {
    button.addEventListener('click', async () => {
      document.querySelectorAll('button').forEach((b) => (b.disabled = true));
      const status = document.getElementById('status');
      status.textContent = button.dataset.action === 'approve' ? TEXT.approving : TEXT.returning;
      try {
        const res = await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: button.dataset.action }) });
        const answer = await res.json();
        if (!res.ok || typeof answer.returnTo !== 'string') throw new Error(answer.detail || TEXT.notRecorded);
        location.assign(answer.returnTo);
      } catch (error) {
        status.textContent = error.message + ' ' + TEXT.tryAgain;
        document.querySelectorAll('button').forEach((b) => (b.disabled = false));
      }
    });
  }
  ${ESCAPE_SCRIPT}
</script></body></html>`);
      return;
    }
    const code = `00020126580014br.gov.bcb.pix0136${session.execution.id.slice(4, 40)}5204000053039865802BR`;
    res.type('html').send(`<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(lang.text('pixTitle'))}</title><style>${PAGE_CSS}</style></head>
<body><main>
  <h1>${escapeHtml(lang.text('pixHeading'))}</h1>
  <p>${escapeHtml(lang.text('pixBody', { amount }))}</p>
  ${qrSvg(session.execution.id, lang)}
  <code id="pix-code" aria-label="${escapeHtml(lang.text('pixCode'))}" dir="ltr">${escapeHtml(code)}</code>
  <button type="button" class="secondary" id="copy">${escapeHtml(lang.text('pixCopy'))}</button>
  <p id="copy-status" role="status" aria-live="polite"></p>
  <button type="button" class="primary" id="paid">${escapeHtml(lang.text('pixPaid'))}</button>
  <p id="status" role="status" aria-live="polite"></p>
</main>
<script>
  const COPY = ${JSON.stringify({ copied: lang.text('pixCopied'), refused: lang.text('pixCopyRefused') })};
  document.getElementById('copy').addEventListener('click', async () => {
    const code = document.getElementById('pix-code');
    const said = document.getElementById('copy-status');
    // Emptied first, so a second press is announced again.
    said.textContent = '';
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code.textContent);
      said.textContent = COPY.copied;
    } catch {
      // Refused (no permission, an insecure origin): the code is selected for the device's own copy.
      const range = document.createRange();
      range.selectNodeContents(code);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      said.textContent = COPY.refused;
    }
  });
  document.getElementById('paid').addEventListener('click', async (event) => {
    event.currentTarget.disabled = true;
    await fetch(location.pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'paid' }) });
    document.getElementById('status').textContent = ${JSON.stringify(lang.text('pixWaiting'))};
  });
  ${ESCAPE_SCRIPT}
</script></body></html>`);
  };
}

const AnswerBody = z.object({ action: z.enum(['paid', 'approve', 'cancel']) });

/**
 * The merchant's return URL (its account setting, as a provider dashboard holds it) with the
 * execution and the page the widget left from: Adyen and Stripe append their result the same way.
 */
export function bankReturnUrl(merchantReturnUrl: string, executionId: string, widgetReturnUrl: string | null): string {
  const url = new URL(merchantReturnUrl);
  url.searchParams.set('execution', executionId);
  if (widgetReturnUrl) url.searchParams.set('return_to', widgetReturnUrl);
  return url.toString();
}

/**
 * POST /redirect/:token. On the instant-payment page, `paid`: the shopper says they paid (journaled;
 * the poll script still decides). On the online-banking page, `approve` or `cancel`: the bank
 * decides, and the answer names where the shopper goes next (the merchant's return URL).
 */
export function redirectAnswerHandler(sessions: PaymentSessions, merchantReturnUrl: string, now: () => number = Date.now): RequestHandler {
  return (req, res) => {
    const session = redirectSession(sessions, String(req.params.token));
    res.locals.session = session;
    const { action } = AnswerBody.parse(req.body);
    const payment = session.execution.payment;
    if (!payment) throw new Problem('not-found', 'No redirect payment has this token.');
    if (action === 'paid') {
      if (payment.redirectMethod !== 'pix') throw new Problem('conflict', 'Only the instant-payment page takes this answer.');
      payment.shopperPaid = true;
      res.json({ recorded: 'paid' });
      return;
    }
    const outcome = answerAtBank(sessions, session, action, now());
    res.json({ recorded: outcome, returnTo: bankReturnUrl(merchantReturnUrl, session.execution.id, payment.returnUrl) });
  };
}
