import type { RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import { listScenarios, type Scenario } from '../../../scenarios';
import { FUNNEL_EVENTS } from '../../../catalog/funnel-events';
import { summarize } from '../scenarios/scenario-summary';
import { escapeHtml } from '../../platform/http/html';
import { OPENAPI_PATH } from '../openapi/path';


const groupDigits = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

function scenarioItem(s: Scenario, appStartUrl: string): string {
  const x = summarize(s);
  // No link straight to checkout: the app's checkout needs the quiz's email (session storage of the app origin) and sends a visitor without one back to the quiz.
  const url = `${appStartUrl}?scenario=${encodeURIComponent(s.id)}`;
  const search = [s.id, s.title, s.description, x.methodLabel, x.expectedEnd, x.shopperMessage, ...x.testCards].join(' ').toLowerCase();
  const titleId = `scenario-${s.id}`;
  return `<li class="scenario" data-search="${escapeHtml(search)}">
    <div class="scenario-head"><h3 id="${escapeHtml(titleId)}">${escapeHtml(s.title)}</h3><code>${escapeHtml(s.id)}</code></div>
    <p>${escapeHtml(s.description)}</p>
    <dl class="expect"><div><dt>Method</dt><dd>${escapeHtml(x.methodLabel)}</dd></div><div><dt>Ends</dt><dd><span class="chip ${x.tone}">${escapeHtml(x.expectedEnd)}</span></dd></div><div><dt>Shopper sees</dt><dd><code>${escapeHtml(x.shopperMessage)}</code></dd></div></dl>
    <div class="tags">${x.threeDs ? '<span class="chip info">3-D Secure</span>' : ''}${x.testCards
      .map((c) => `<span class="chip card" title="Test card that selects this scenario">${escapeHtml(groupDigits(c))}</span>`)
      .join('')}</div>
    <div class="actions">
      <a class="button primary" href="${escapeHtml(url)}" target="_blank" rel="noopener" aria-describedby="${escapeHtml(titleId)}">Start funnel<span class="sr-only"> (opens in a new tab)</span></a>
      <button type="button" class="button" data-copy="${escapeHtml(url)}" data-label="Copy link" aria-describedby="${escapeHtml(titleId)}">Copy link</button>
    </div>
  </li>`;
}

const STYLES = `
  :root { --ink: #1d2433; --muted: #5b6477; --line: #e3e6ee; --bg: #f4f5f9; --card: #fff; --accent: #4338ca; --focus: #2563eb;
    --ok: #0f766e; --ok-bg: #e6f6f3; --bad: #b42318; --bad-bg: #fdeceb; --warn: #9a5b00; --warn-bg: #fff4e0; --info: #3443a0; --info-bg: #eceffd; }
  * { box-sizing: border-box; }
  body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0; color: var(--ink); background: var(--bg); }
  a { color: var(--accent); }
  :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
  .sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .skip { position: absolute; left: 8px; top: -48px; background: #fff; padding: 8px 12px; z-index: 10; }
  .skip:focus { top: 8px; }
  /* Whatever scrolls into view (a focused field, a found text) stops below the sticky header. */
  html { scroll-padding-top: 120px; }
  header { position: sticky; top: 0; z-index: 5; background: var(--ink); color: #fff; display: flex; align-items: center; gap: 20px; padding: 10px 20px; flex-wrap: wrap; }
  header h1 { margin: 0; font-size: 17px; font-weight: 650; }
  header nav ul { display: flex; gap: 4px; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
  header nav a { color: #dfe3ff; text-decoration: none; padding: 4px 8px; border-radius: 6px; }
  @media (hover: hover) { header nav a:hover { background: rgba(255,255,255,.12); color: #fff; } }
  .live { margin-left: auto; display: flex; align-items: center; gap: 10px; font-size: 13px; color: #c9cee0; }
  #live::before { content: ""; display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: #34d399; margin-right: 6px; }
  #live.paused::before { background: #fbbf24; }
  header .button { background: transparent; color: #fff; border-color: rgba(255,255,255,.35); min-height: 30px; padding: 4px 10px; }
  #connection { margin: 0; }
  #connection:not(:empty) { background: var(--bad-bg); color: var(--bad); padding: 8px 20px; font-weight: 600; }
  .layout { display: grid; grid-template-columns: minmax(360px, 430px) minmax(0, 1fr); gap: 20px; padding: 20px; max-width: 1680px; margin: 0 auto; align-items: start; }
  .sidebar { position: sticky; top: 72px; max-height: calc(100vh - 92px); display: flex; flex-direction: column; gap: 12px; }
  .content { display: grid; gap: 20px; min-width: 0; }
  section { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 14px 18px; min-width: 0; }
  .sidebar section { flex: none; }
  .sidebar .scenarios { flex: 1 1 auto; display: flex; flex-direction: column; min-height: 0; }
  h2 { margin: 0 0 10px; font-size: 15px; display: flex; align-items: baseline; gap: 8px; }
  h2 .count { font-size: 12px; font-weight: 600; color: var(--muted); background: var(--bg); border-radius: 999px; padding: 1px 8px; }
  .section-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
  .section-head .tools { display: flex; gap: 6px; }
  .filter label { display: block; font-weight: 600; margin-bottom: 4px; }
  .filter input { width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #c9cfdb; border-radius: 8px; background: #fff; }
  .hint { color: var(--muted); font-size: 12px; margin: 4px 0 0; }
  kbd { font: 11px ui-monospace, monospace; border: 1px solid #c9cfdb; border-bottom-width: 2px; border-radius: 4px; padding: 0 4px; background: #fff; }
  #scenario-list { list-style: none; margin: 0; padding: 0 4px 0 0; overflow-y: auto; display: grid; gap: 10px; }
  .scenario { border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; }
  .scenario-head { display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
  .scenario h3 { margin: 0; font-size: 14px; }
  .scenario p { margin: 4px 0 8px; color: var(--muted); font-size: 12.5px; }
  .tags { display: flex; flex-wrap: wrap; gap: 4px; margin-bottom: 8px; }
  .actions { display: flex; gap: 6px; }
  .button { display: inline-flex; align-items: center; min-height: 32px; padding: 5px 12px; border-radius: 8px; border: 1px solid #c9cfdb; background: #fff; color: var(--ink); font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; white-space: nowrap; }
  @media (hover: hover) { .button:hover { border-color: var(--accent); } }
  .button.primary { background: var(--accent); border-color: var(--accent); color: #fff; }
  @media (hover: hover) { .button.primary:hover { background: #3730a3; } }
  .chip { display: inline-block; font-size: 11.5px; font-weight: 600; line-height: 18px; padding: 0 7px; border-radius: 999px; background: var(--bg); color: var(--ink); white-space: nowrap; }
  .chip.ok { background: var(--ok-bg); color: var(--ok); } .chip.bad { background: var(--bad-bg); color: var(--bad); }
  .chip.warn { background: var(--warn-bg); color: var(--warn); } .chip.info { background: var(--info-bg); color: var(--info); }
  .chip.scenario { background: #f1ecff; color: #5b21b6; font-family: ui-monospace, monospace; font-weight: 500; }
  .chip.card { font-family: ui-monospace, monospace; font-weight: 500; }
  code, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 12px; }
  .scenario-head code { color: var(--muted); white-space: nowrap; }
  td code { background: var(--bg); padding: 1px 4px; border-radius: 4px; word-break: break-all; }
  .muted, .empty { color: var(--muted); }
  .empty { margin: 4px 0; }
  .warn-text { color: var(--warn); font-weight: 600; }
  details.session { border: 1px solid var(--line); border-radius: 10px; margin-bottom: 8px; }
  details.session[open] { border-color: #c7cdf5; }
  details.session > summary { cursor: pointer; padding: 8px 12px; display: flex; flex-wrap: wrap; align-items: center; gap: 10px; list-style: none; }
  details.session > summary::-webkit-details-marker { display: none; }
  details.session > summary::before { content: "▸"; color: var(--muted); width: 10px; }
  details.session[open] > summary::before { content: "▾"; }
  details.session > :not(summary) { margin: 0 12px 12px; }
  details.session > table { width: calc(100% - 24px); }
  [data-calibration-result] { margin-top: 10px; }
  [data-calibration-result].refused { background: var(--bad-bg); color: var(--bad); padding: 8px 12px; border-radius: 8px; font-weight: 600; }
  [data-calibration-result] dl.meta { margin-top: 8px; }
  dl.meta { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 6px 16px; margin: 0; padding: 8px 12px; background: #fafbfd; border-radius: 8px; }
  dl.meta dt { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  dl.meta dd { margin: 0; word-break: break-all; }
  dl.meta .wide { grid-column: 1 / -1; }
  /* Scroll shadows at a cut edge say there is more sideways (issue 31). */
  .table-wrap { overflow-x: auto; background: linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left center / 40px 100% no-repeat local, linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right center / 40px 100% no-repeat local, radial-gradient(farthest-side at 0 50%, rgba(16,24,40,.22), transparent) left center / 14px 100% no-repeat scroll, radial-gradient(farthest-side at 100% 50%, rgba(16,24,40,.22), transparent) right center / 14px 100% no-repeat scroll; }
  /* A wide table scrolls sideways: its region takes keyboard focus (tabindex=0), ringed inside its own edge so nothing around it clips the ring. */
  .table-wrap:focus-visible { outline-offset: -3px; }
  table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
  th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  th { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); font-weight: 600; background: #fafbfd; position: sticky; top: 0; }
  .num { text-align: right; }
  td.path { min-width: 150px; max-width: 240px; }
  td.body { width: 100%; }
  td.ua { max-width: 260px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  @media (hover: hover) { tbody tr:hover { background: #fafbff; } }
  dl.expect { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0 0 8px; font-size: 12.5px; }
  dl.expect > div { display: contents; }
  dl.expect dt { color: var(--muted); }
  dl.expect dd { margin: 0; }
  .actions { flex-wrap: wrap; }
  .query { flex-wrap: wrap; align-items: center; gap: 10px; }
  .query label { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; font-size: 12.5px; }
  .query select, .query input { font: inherit; font-weight: 400; min-height: 32px; padding: 4px 8px; border: 1px solid #c9cfdb; border-radius: 8px; background: #fff; max-width: 200px; }
  details.email { border: 1px solid var(--line); border-radius: 10px; margin-bottom: 8px; }
  details.email > summary { cursor: pointer; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; list-style: none; min-height: 40px; }
  details.email > summary::-webkit-details-marker { display: none; }
  details.email > summary::before { content: "▸"; color: var(--muted); width: 10px; }
  details.email[open] > summary::before { content: "▾"; }
  details.email .subject { font-weight: 600; }
  details.email pre { margin: 0 12px 8px; padding: 12px; background: #fafbfd; border-radius: 8px; white-space: pre-wrap; font: 12.5px/1.5 ui-monospace, monospace; }
  details.email .email-actions { margin: 0 12px 12px; }
  .chip.ok::before, .chip.bad::before, .chip.warn::before { display: inline-block; margin-right: 4px; }
  .chip.ok::before { content: "✓"; } .chip.bad::before { content: "✕"; } .chip.warn::before { content: "!"; }
  @media (max-width: 600px) {
    /* On a phone the header takes two lines: it scrolls away with the page instead of covering what a tap or the keyboard brings into view. */
    html { scroll-padding-top: 0; }
    header { position: static; padding: 8px 12px; gap: 8px; } header nav { order: 3; width: 100%; overflow-x: auto; } header nav ul { flex-wrap: nowrap; }
    .live { margin-left: auto; } #updated { display: none; }
    .layout { padding: 10px; gap: 12px; } section { padding: 12px; }
    .button { min-height: 40px; }
    details.session > summary, details.email > summary { min-height: 44px; }
    .scenario-head { flex-direction: column; gap: 2px; }
    td.body { min-width: 220px; }
  }
  @media (max-width: 1100px) { .layout { grid-template-columns: minmax(0, 1fr); } .sidebar { position: static; max-height: none; } }
  .layout > *, .sidebar > section, .scenario { min-width: 0; }
  h2, [id$="-h"] { scroll-margin-top: 120px; }
  #scenario-list { overflow-x: hidden; }
  .scenario-head code { white-space: normal; overflow-wrap: anywhere; text-align: right; }
  dl.expect .chip { white-space: normal; }
  header nav a { white-space: nowrap; }
  td.nowrap { white-space: nowrap; }
  .editor-bar, .editor-add { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin-bottom: 10px; }
  .editor-top { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 8px 14px; margin-bottom: 8px; }
  .field { display: flex; flex-direction: column; gap: 3px; font-size: 12.5px; min-width: 0; }
  .field > label, .field legend { font-weight: 600; }
  .field.check > label { font-weight: 600; }
  .field em { font-weight: 400; color: var(--muted); font-style: normal; }
  .field small { color: var(--muted); }
  .field input[type=text], .field input[type=number], .field select { font: inherit; min-height: 32px; padding: 4px 8px; border: 1px solid #c9cfdb; border-radius: 8px; background: #fff; max-width: 100%; }
  .field [aria-invalid] { border-color: var(--bad); outline: 1px solid var(--bad); }
  .field.check { flex-direction: row; flex-wrap: wrap; align-items: center; gap: 6px; }
  .field.check small, .field.check .field-error { flex-basis: 100%; }
  fieldset.field { border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; margin: 0; }
  fieldset.group { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 8px 14px; }
  fieldset.group > legend { padding: 0 4px; }
  .checks { display: flex; flex-wrap: wrap; gap: 4px 12px; }
  /* A row at least 24 px high, so the checkboxes of two rows are 24 px apart (WCAG 2.5.8 target size). */
  .checks .check { display: inline-flex; gap: 4px; align-items: center; min-height: 24px; font-family: ui-monospace, monospace; font-size: 12px; }
  .field-error { color: var(--bad); font-weight: 600; }
  .steps-h { margin: 12px 0 6px; font-size: 14px; }
  ol.steps { list-style: none; margin: 0 0 10px; padding: 0; display: grid; gap: 8px; counter-reset: step; }
  .step { border: 1px solid var(--line); border-left: 4px solid #c7cdf5; border-radius: 10px; padding: 8px 12px; counter-increment: step; }
  .step-head { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; }
  .step-head h4 { margin: 0; font-size: 13.5px; }
  .step-head h4::before { content: counter(step) ". "; color: var(--muted); }
  .step-fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 8px 14px; margin-top: 6px; }
  .button.small { min-height: 28px; padding: 2px 8px; font-size: 12px; }
  .editor-errors:not(:empty) { background: var(--bad-bg); color: var(--bad); border-radius: 8px; padding: 8px 12px; margin-bottom: 10px; }
  .editor-errors p { margin: 0 0 4px; font-weight: 600; } .editor-errors ul { margin: 0; padding-left: 18px; }
  .editor .actions { align-items: center; }
  .session-actions { display: grid; gap: 6px; margin: 8px 12px; }
  .session-actions > .button { justify-self: start; }
  .session-actions p { margin: 0; }
  @media (prefers-reduced-motion: no-preference) { .button { transition: background .15s, border-color .15s; } }
`;

/**
 * The QA console: scenarios with links that start the funnel, live sessions with journals, funnel
 * events, subscriptions, outbox. `scriptUrl` is its built browser script (simulator/qa/console/client, on
 * this origin), loaded under the page's nonce; without it the page shows its server-rendered part.
 */
export function qaConsolePage(appStartUrl: string, nonce: string, scriptUrl: string | null, scenarios: readonly Scenario[] = listScenarios()): string {
  const n = escapeHtml(nonce);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA console · MindMetric simulator</title>
<link rel="icon" href="data:,">
<style nonce="${n}">${STYLES}</style></head>
<body>
<a class="skip" href="#sessions-h">Skip to payment sessions</a>
<header>
  <h1>QA console</h1>
  <nav aria-label="Sections"><ul>
    <li><a href="#scenarios-h">Scenarios</a></li><li><a href="#editor-h">Editor</a></li><li><a href="#sessions-h">Sessions</a></li><li><a href="#events-h">Funnel events</a></li><li><a href="#ad-events-h">Ad trackers</a></li>
    <li><a href="#subs-h">Subscriptions</a></li><li><a href="#outbox-h">Outbox</a></li><li><a href="#phone-codes-h">Phone codes</a></li><li><a href="#heartbeats-h">Heartbeats</a></li>
    <li><a href="${OPENAPI_PATH}">API: OpenAPI document</a></li>
  </ul></nav>
  <div class="live"><span id="live">Live</span><span id="updated"></span><button type="button" class="button" id="pause" aria-pressed="false">Pause updates</button></div>
</header>
<p id="connection" role="alert"></p>
<div class="layout">
  <aside class="sidebar" aria-label="Scenarios and filter">
    <section class="filter" aria-label="Filter">
      <label for="filter">Filter everything</label>
      <input id="filter" type="search" autocomplete="off" spellcheck="false" placeholder="Scenario, email, event, path, status…" aria-describedby="filter-hint">
      <p class="hint" id="filter-hint">Every word must match. Press <kbd>/</kbd> to jump here, <kbd>Esc</kbd> to clear.</p>
    </section>
    <section class="scenarios" aria-labelledby="scenarios-h">
      <h2 id="scenarios-h">Scenarios <span class="count" id="scenarios-count">${scenarios.length}</span></h2>
      <ul id="scenario-list">${scenarios.map((s) => scenarioItem(s, appStartUrl)).join('')}</ul>
      <p class="empty" id="scenarios-none" hidden>No scenario matches the filter.</p>
    </section>
  </aside>
  <main class="content">
    <section aria-labelledby="editor-h" class="editor">
      <div class="section-head"><h2 id="editor-h">Scenario editor</h2><p class="hint">Build a scenario step by step, save it, try it in the funnel, export it for <code>scenarios/</code>. <a href="/qa/api/scenario-schema">JSON Schema</a></p></div>
      <div id="scenario-editor" data-funnel="${escapeHtml(appStartUrl)}"><p class="empty">${scriptUrl ? 'Loading…' : 'The editor needs the console script (npm run build).'}</p></div>
    </section>
    <section aria-labelledby="sessions-h">
      <div class="section-head"><h2 id="sessions-h">Payment sessions <span class="count" id="sessions-count">…</span></h2>
        <div class="tools"><button type="button" class="button" id="expand">Expand all</button><button type="button" class="button" id="collapse">Collapse all</button></div></div>
      <div id="sessions" class="table-wrap" tabindex="0" role="group" aria-labelledby="sessions-h"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="events-h">
      <div class="section-head"><h2 id="events-h">Funnel events <span class="count" id="events-count">…</span></h2>
        <form class="tools query" id="events-query" aria-label="Query funnel events">
          <label>Event <select id="events-event"><option value="">All events</option>${FUNNEL_EVENTS.map((e) => `<option>${escapeHtml(e)}</option>`).join('')}</select></label>
          <label>Campaign <input id="events-campaign" type="search" autocomplete="off" spellcheck="false" placeholder="id or name" maxlength="200"></label>
        </form></div>
      <div id="events" class="table-wrap" tabindex="0" role="group" aria-labelledby="events-h"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="ad-events-h">
      <h2 id="ad-events-h">Ad trackers <span class="count" id="ad-events-count">…</span></h2>
      <div id="ad-events" class="table-wrap" tabindex="0" role="group" aria-labelledby="ad-events-h"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="subs-h">
      <h2 id="subs-h">Subscriptions <span class="count" id="subs-count">…</span></h2>
      <div id="subscriptions" class="table-wrap" tabindex="0" role="group" aria-labelledby="subs-h"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="webhooks-h">
      <h2 id="webhooks-h">Provider webhooks <span class="count" id="webhooks-count">…</span></h2>
      <div id="webhooks" class="table-wrap" tabindex="0" role="group" aria-labelledby="webhooks-h"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="outbox-h" class="outbox">
      <h2 id="outbox-h">Outbox <span class="count" id="outbox-count">…</span></h2>
      <div id="outbox"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="phone-codes-h">
      <h2 id="phone-codes-h">Phone sign-in codes <span class="count" id="phone-codes-count">…</span></h2>
      <div id="phone-codes" class="table-wrap" tabindex="0" role="group" aria-labelledby="phone-codes-h"><p class="empty">Loading…</p></div>
    </section>
    <section aria-labelledby="calibration-h" id="calibration">
      <div class="section-head"><h2 id="calibration-h">Item calibration</h2><p class="hint">EM-MML over every stored funnel quiz answer, as <code>npm run calibrate</code>; each run is a new version, and items under 200 answers stay provisional.</p></div>
      <p data-calibration-latest>Loading…</p>
      <div class="actions"><button type="button" class="button primary" data-calibrate>Run calibration</button></div>
      <div data-calibration-result role="status" aria-live="polite"></div>
    </section>
    <section aria-labelledby="heartbeats-h">
      <h2 id="heartbeats-h">Members’ heartbeats <span class="count" id="heartbeats-count">…</span></h2>
      <div id="heartbeats" class="table-wrap" tabindex="0" role="group" aria-labelledby="heartbeats-h"><p class="empty">Loading…</p></div>
    </section>
  </main>
</div>
${scriptUrl ? `<script type="module" nonce="${n}" src="${escapeHtml(scriptUrl)}"></script>` : ''}
</body></html>`;
}

/** GET /qa: the console (its scenario list from `scenarios`, built-in and saved), under a CSP that allows only its own inline style and its own script (by nonce) and calls to this origin. */
export function qaConsoleHandler(appStartUrl: string, scriptUrl: string | null, scenarios: () => readonly Scenario[] = listScenarios): RequestHandler {
  return (_req, res) => {
    const nonce = randomBytes(16).toString('base64');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    res.type('html').send(qaConsolePage(appStartUrl, nonce, scriptUrl, scenarios()));
  };
}
