/**
 * Default return pages on the asset origin (/return/success, /error, /cancel, /pending): where a
 * redirect payment lands when the merchant gave no return URL of its own. Plain, finished pages with
 * one way on: back to the app. No script; the optional reference is shown as text only.
 */
import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PRODUCT_NAME } from '../../../catalog/product';
import { Problem } from '../../platform/http/problem';
import { escapeHtml } from '../../platform/http/html';

export const RETURN_OUTCOMES = ['success', 'error', 'cancel', 'pending'] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

export const RETURN_PAGES: Readonly<Record<ReturnOutcome, { title: string; text: string; icon: string; tone: string }>> = {
  success: { title: 'Payment complete', text: 'Your payment went through. Go back to continue where you left off.', icon: '✓', tone: '#0f766e' },
  error: { title: 'Payment failed', text: 'The payment could not be completed. Go back to try again or to choose another way to pay.', icon: '!', tone: '#b42318' },
  cancel: { title: 'Payment cancelled', text: 'You cancelled the payment. Go back to choose another way to pay whenever you are ready.', icon: '×', tone: '#5b6477' },
  pending: { title: 'Payment pending', text: 'Your bank has not confirmed the payment yet. Your purchase becomes active as soon as it does.', icon: '…', tone: '#9a5b00' },
};

const Query = z.object({ reference: z.string().max(120).regex(/^[\w.:-]+$/).optional() }).loose();


export function returnPage(outcome: ReturnOutcome, appUrl: string, reference: string | undefined, nonce: string): string {
  const page = RETURN_PAGES[outcome];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style nonce="${escapeHtml(nonce)}">
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; background: #f4f5f9; color: #1d2433; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: 100%; max-width: 440px; background: #fff; border: 1px solid #e3e6ee; border-radius: 16px; padding: 32px 28px; text-align: center; box-shadow: 0 8px 24px rgba(29, 36, 51, .06); }
  .icon { width: 56px; height: 56px; margin: 0 auto 16px; border-radius: 50%; display: grid; place-items: center; font-size: 28px; font-weight: 700; color: #fff; background: ${page.tone}; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  p { margin: 0 0 20px; color: #5b6477; }
  .ref { font: 13px ui-monospace, monospace; color: #5b6477; margin-top: -8px; word-break: break-all; }
  a.button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 12px 24px; border-radius: 10px; background: #4338ca; color: #fff; font-weight: 700; text-decoration: none; }
  @media (hover: hover) { a.button:hover { background: #3730a3; } }
  a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }
  .brand { margin: 0 0 20px; font-weight: 700; color: #4338ca; }
</style></head>
<body>
<main aria-labelledby="title">
  <p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
  <div class="icon" aria-hidden="true">${page.icon}</div>
  <h1 id="title">${escapeHtml(page.title)}</h1>
  <p role="status">${escapeHtml(page.text)}</p>
  ${reference ? `<p class="ref">Reference: ${escapeHtml(reference)}</p>` : ''}
  <a class="button" href="${escapeHtml(appUrl)}">Back to ${escapeHtml(PRODUCT_NAME)}</a>
</main>
</body></html>`;
}

/** GET /return/:outcome?reference=: the page for one outcome; any other outcome is a 404 problem naming the four. */
export function returnPageHandler(appUrl: string): RequestHandler {
  return (req, res) => {
    const outcome = String(req.params.outcome);
    if (!(RETURN_OUTCOMES as readonly string[]).includes(outcome)) {
      throw new Problem('not-found', `No return page "${outcome.slice(0, 40)}"; there are ${RETURN_OUTCOMES.join(', ')}.`);
    }
    const query = Query.safeParse(req.query);
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`);
    res.type('html').send(returnPage(outcome as ReturnOutcome, appUrl, query.success ? query.data.reference : undefined, nonce));
  };
}
