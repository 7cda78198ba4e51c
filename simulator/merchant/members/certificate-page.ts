/**
 * The certificate's public verification page, for people who open the verify link printed on the
 * PDF (often on a phone): styled, readable at 390 px, with the long id wrapping instead of running
 * off the screen (issue 31). Its own strict policy: no script, styles inline only.
 */
import type { Response } from 'express';
import { PRODUCT_NAME } from '../../../catalog/product';
import { escapeHtml } from '../../platform/http/html';
import type { CertificateRow } from './members-repo';

const STYLES = `
  :root { color-scheme: light; --accent: #4f46e5; --text: #1d2433; --muted: #5b6477; --line: #dfe3ec; --ok: #067647; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); background: #f5f6fb; }
  header { padding: 14px 20px; background: #fff; border-bottom: 1px solid var(--line); font-weight: 800; font-size: 18px; }
  header span { color: var(--accent); }
  main { max-width: 560px; margin: 24px auto; padding: 0 16px; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 16px; padding: 20px; box-shadow: 0 1px 2px rgba(16, 24, 40, .04); }
  .badge { display: inline-block; padding: 2px 10px; border-radius: 99px; background: #ecfdf3; color: var(--ok); font-weight: 700; font-size: 13px; }
  h1 { margin: 10px 0 4px; font-size: 26px; line-height: 1.2; }
  p { margin: 0 0 16px; color: var(--muted); }
  dl { margin: 0; display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 10px 16px; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; min-width: 0; overflow-wrap: anywhere; }
  .score { font-size: 22px; font-weight: 800; }
  code { font: 14px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
  .note { margin: 16px 0 0; font-size: 13px; }
  @media (max-width: 480px) { dl { grid-template-columns: minmax(0, 1fr); gap: 2px; } dd + dt { margin-top: 10px; } }
`;

export function sendCertificatePage(res: Response, row: CertificateRow): void {
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Valid certificate · ${escapeHtml(PRODUCT_NAME)}</title><style>${STYLES}</style></head>
<body><header><span aria-hidden="true">◆</span> ${escapeHtml(PRODUCT_NAME)}</header>
<main><section class="card" aria-labelledby="title">
<span class="badge">✓ Verified</span>
<h1 id="title">Valid certificate</h1>
<p>This certificate was issued by ${escapeHtml(PRODUCT_NAME)}. The details below are the ones we issued.</p>
<dl>
<dt>Name</dt><dd>${escapeHtml(row.name)}</dd>
${row.test_name && row.items !== null && row.taken_at ? `<dt>Test</dt><dd>${escapeHtml(row.test_name)}, ${row.items} ${row.items === 1 ? 'question' : 'questions'}, taken ${escapeHtml(row.taken_at.slice(0, 10))}</dd>
` : ''}<dt>Estimated score</dt><dd><span class="score">${row.iq}</span> (95 % interval ${row.iq_low} to ${row.iq_high})</dd>
<dt>Issued</dt><dd>${escapeHtml(row.created_at.slice(0, 10))}</dd>
<dt>Certificate id</dt><dd><code>${escapeHtml(row.id)}</code></dd>
</dl>
<p class="note">An estimate from an online reasoning test, not a clinical assessment.</p>
</section></main></body></html>`);
}
