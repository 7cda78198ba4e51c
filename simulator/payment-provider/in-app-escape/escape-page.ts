/**
 * The in-app browser escape's redirect service, stood in on the asset origin (app §2 in docs/spec-coverage.md):
 * GET /in-app-escape/{mode}?url={link}. The app sends an Instagram or Facebook in-app browser here with
 * `bb=true`; the real service would hand the link to the phone's browser. This page says which branch
 * of section 2 the app chose, which scheme its link uses, and offers the link on (and the plain page),
 * so QA sees the hand-off that a desktop browser cannot perform. No script; the link is shown as text.
 *
 * Only links back to the app origin are offered: a redirect service that forwards anywhere is an open
 * redirect, and a link to elsewhere means the app built it wrong, which QA should see as an error.
 */
import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { PRODUCT_NAME } from '../../../catalog/product';
import { IN_APP_ESCAPE_MODES, InAppEscapeQuery, type InAppEscapeMode } from '../../../contracts/in-app-escape';
import { Problem } from '../../platform/http/problem';
import { escapeHtml } from '../../platform/http/html';

type EscapeMode = InAppEscapeMode;

/** Each branch: what the service does, the schemes its link may use, and the button's words. */
export const ESCAPE_PAGES: Readonly<Record<EscapeMode, { readonly branch: string; readonly how: string; readonly schemes: readonly string[]; readonly action: string }>> = {
  file: { branch: 'iOS 14 or older', how: 'File-style redirect: the service answers with a download, which the in-app browser hands to Safari.', schemes: ['https', 'http'], action: 'Open the page' },
  chrome: { branch: 'iOS 16', how: 'Chrome callback: the service opens the page in Chrome through its URL scheme.', schemes: ['googlechromes', 'googlechrome'], action: 'Open in Chrome' },
  safari: { branch: 'iOS 17 or newer', how: 'Safari scheme: the service opens the page in Safari through its URL scheme.', schemes: ['x-safari-https', 'x-safari-http'], action: 'Open in Safari' },
  android: { branch: 'Android', how: 'Android intent: the service opens the page in the default browser, with the page itself as fallback.', schemes: ['intent'], action: 'Open in the browser' },
};

export const ESCAPE_PAGE_TEXT = {
  title: 'Leaving the in-app browser',
  standIn: 'Redirect service stand-in (simulator): a phone would now leave the in-app browser.',
  scheme: 'Scheme',
  link: 'Link handed on',
  stay: 'Continue in this browser',
} as const;

/** The plain http(s) page a link of `mode` opens, or null when the link is not of that mode's schemes. */
export function pageOf(mode: EscapeMode, link: string): { scheme: string; page: string } | null {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(link)?.[1]?.toLowerCase();
  if (scheme === undefined || !ESCAPE_PAGES[mode].schemes.includes(scheme)) return null;
  const rest = link.slice(scheme.length + 3);
  let page: string;
  if (mode === 'android') {
    // intent://host/path#Intent;scheme=https;…;end
    const [target = '', fragment = ''] = rest.split('#Intent;');
    const intentScheme = /(?:^|;)scheme=(https?)(?:;|$)/.exec(fragment)?.[1];
    if (intentScheme === undefined) return null;
    page = `${intentScheme}://${target}`;
  } else if (mode === 'file') {
    page = link;
  } else {
    page = `${scheme.endsWith('s') ? 'https' : 'http'}://${rest}`;
  }
  return URL.canParse(page) ? { scheme, page } : null;
}

export function escapePage(mode: EscapeMode, scheme: string, link: string, page: string, nonce: string): string {
  const info = ESCAPE_PAGES[mode];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(ESCAPE_PAGE_TEXT.title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style nonce="${escapeHtml(nonce)}">
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; background: #f4f5f9; color: #1d2433; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: 100%; max-width: 520px; background: #fff; border: 1px solid #e3e6ee; border-radius: 16px; padding: 32px 28px; box-shadow: 0 8px 24px rgba(29, 36, 51, .06); }
  h1 { font-size: 22px; margin: 0 0 8px; }
  p { margin: 0 0 16px; color: #5b6477; }
  .note { font-size: 14px; background: #eef2ff; color: #3730a3; border-radius: 8px; padding: 8px 12px; }
  dl { margin: 0 0 20px; display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 6px 12px; }
  @media (max-width: 480px) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 8px; } }
  dt { font-weight: 700; }
  dd { margin: 0; font: 14px ui-monospace, monospace; word-break: break-all; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
  a.button { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 12px 24px; border-radius: 10px; background: #4338ca; color: #fff; font-weight: 700; text-decoration: none; }
  a.button--ghost { background: transparent; color: #4338ca; border: 1px solid #c7cbe0; }
  a.button:focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }
  .brand { margin: 0 0 16px; font-weight: 700; color: #4338ca; }
</style></head>
<body>
<main aria-labelledby="title">
  <p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
  <h1 id="title">${escapeHtml(ESCAPE_PAGE_TEXT.title)}</h1>
  <p class="note" role="note">${escapeHtml(ESCAPE_PAGE_TEXT.standIn)}</p>
  <p data-testid="escape-branch"><strong>${escapeHtml(info.branch)}.</strong> ${escapeHtml(info.how)}</p>
  <dl>
    <dt>${escapeHtml(ESCAPE_PAGE_TEXT.scheme)}</dt><dd data-testid="escape-scheme">${escapeHtml(scheme)}</dd>
    <dt>${escapeHtml(ESCAPE_PAGE_TEXT.link)}</dt><dd data-testid="escape-link">${escapeHtml(link)}</dd>
  </dl>
  <p class="actions">
    <a class="button" href="${escapeHtml(link)}">${escapeHtml(info.action)}</a>
    ${mode === 'file' ? '' : `<a class="button button--ghost" href="${escapeHtml(page)}">${escapeHtml(ESCAPE_PAGE_TEXT.stay)}</a>`}
  </p>
</main>
</body></html>`;
}

/** GET /in-app-escape/:mode?url=: the stand-in page; an unknown mode, a link of another scheme or one leaving the app is a problem. */
export function escapePageHandler(appOrigin: string): RequestHandler {
  return (req, res) => {
    const mode = String(req.params.mode);
    if (!(IN_APP_ESCAPE_MODES as readonly string[]).includes(mode)) {
      throw new Problem('not-found', `No escape mode "${mode.slice(0, 40)}"; there are ${IN_APP_ESCAPE_MODES.join(', ')}.`);
    }
    const query = InAppEscapeQuery.safeParse(req.query);
    if (!query.success) throw new Problem('bad-request', 'url is required: the link to open outside the in-app browser.');
    const link = query.data.url;
    const known = pageOf(mode as EscapeMode, link);
    if (known === null) throw new Problem('bad-request', `url must be a ${ESCAPE_PAGES[mode as EscapeMode].schemes.join(' or ')} link for mode ${mode}.`);
    if (new URL(known.page).origin !== appOrigin) throw new Problem('bad-request', `url must open a page of the app (${appOrigin}), not ${new URL(known.page).origin}.`);
    const nonce = randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`);
    res.type('html').send(escapePage(mode as EscapeMode, known.scheme, link, known.page, nonce));
  };
}
