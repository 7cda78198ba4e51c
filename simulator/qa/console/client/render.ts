/**
 * The console's sections as HTML strings, from the API's rows and what the QA user chose (the filter
 * words, which sessions and emails are open). Pure: main.ts puts them into the page.
 */
import type { Fault } from '../../../../scenarios';
import { FAULT_ROUTES } from '../../../../scenarios/schema';
import type { QaAdEvent, QaChargeStatus, QaEmail, QaFunnelEvent, QaHeartbeat, QaPhoneCode, QaProviderEvent, QaSession, QaSubscription } from '../../../../contracts/qa-api';
import { clock, countLabel, dateTime, emptyRow, esc, httpTone, shortPath, statusTone, type Tone } from './format';

export const SESSIONS_SHOWN = 40;
export const ROWS_SHOWN = 200;

export interface View {
  /** Lower-case words; every one must occur in a row's text for the row to show. */
  readonly filter: readonly string[];
  readonly openSessions: ReadonlySet<string>;
  readonly openEmails: ReadonlySet<string>;
}

/** A section's content and its count ("3", or "1 of 3" when the filter hides some). */
export interface Section {
  readonly html: string;
  readonly count: string;
}

export const matches = (view: View, text: string): boolean => view.filter.every((word) => text.toLowerCase().includes(word));

/** Filters `all`, then renders: the empty text, the no-match text, or the rows. */
function section<T>(all: readonly T[], view: View, text: (row: T) => string, empty: { none: string; noMatch: string }, rows: (shown: T[]) => string): Section {
  const shown = all.filter((row) => matches(view, text(row)));
  const count = countLabel(shown.length, all.length);
  if (!all.length) return { html: emptyRow(empty.none), count };
  if (!shown.length) return { html: emptyRow(empty.noMatch), count };
  return { html: rows(shown), count };
}

const MUTED_DASH = '<span class="muted">—</span>';

/** The provider's charge of a session: authorized (waiting for its subscription), recorded, or voided (money returned). */
const CHARGE_TONE: Readonly<Record<QaChargeStatus, Tone>> = { authorized: 'warn', recorded: 'ok', voided: 'bad' };

function chargeChip(charge: QaSession['charge']): string {
  if (!charge) return '';
  return `<span class="chip ${CHARGE_TONE[charge.status] ?? ''}" title="${esc(charge.voidReason ?? '')}">charge ${esc(charge.status)}</span>`;
}

const sessionText = (s: QaSession) =>
  [s.email ?? '', s.scenarioRun, s.requestedScenario, s.planId, s.executionId, s.token, s.charge ? `charge ${s.charge.status}` : '', ...s.statuses.map((x) => x.code), ...s.journal.map((j) => `${j.method} ${j.path} ${j.status}`)].join(' ');

function journalTable(s: QaSession): string {
  if (!s.journal.length) return emptyRow('No requests yet.');
  const rows = s.journal
    .map(
      (j) =>
        `<tr><td class="mono" title="request ${esc(j.requestId ?? '')}">${clock(j.at)}</td><td class="mono">${esc(j.method)}</td><td class="mono path" title="${esc(j.path)}">${esc(shortPath(j.path)).replaceAll('/', '/<wbr>')}</td>` +
        `<td><span class="chip ${httpTone(j.status)}">${esc(j.status)}</span></td><td class="num mono">${esc(j.durationMs)}</td><td class="body">${j.summary ? `<code>${esc(j.summary)}</code>` : MUTED_DASH}</td></tr>`,
    )
    .join('');
  return `<table><caption class="sr-only">Requests of this session</caption><thead><tr><th scope="col">Time</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Status</th><th scope="col" class="num">ms</th><th scope="col">Body (masked)</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Faults QA can switch on for a live session from the console (issue 28); the API takes any fault of the schema. */
export const SWITCHABLE_FAULTS: Readonly<Record<string, Fault>> = {
  'Connection reset': { kind: 'connection-reset' },
  '503 Service Unavailable': { kind: 'http-status', status: 503 },
  '502 Bad Gateway': { kind: 'http-status', status: 502 },
  'Latency 3 s (± 1 s)': { kind: 'latency', ms: 3000, jitterMs: 1000 },
  'Truncated JSON': { kind: 'truncated-json' },
  'Malformed JSON': { kind: 'malformed-json' },
  'Slow body (5 s)': { kind: 'slow-body', ms: 5000 },
};

/** Save the session as a scenario; export it for `npm run replay`; switch a fault on for its next calls. */
function sessionActions(s: QaSession): string {
  const id = esc(s.executionId);
  const switched = (s.switchedFaults ?? []).filter((f) => f.remaining > 0);
  return `<div class="session-actions">
    <button type="button" class="button" data-record="${id}">Save as scenario</button>
    <a class="button" href="/qa/api/sessions/${esc(encodeURIComponent(s.executionId))}/replay" download>Export for replay</a>
    <form class="query fault-switch" data-fault="${id}" aria-label="Switch a fault on for this session">
      <label>Route <select name="route">${FAULT_ROUTES.map((r) => `<option>${esc(r)}</option>`).join('')}</select></label>
      <label>Fault <select name="fault">${Object.keys(SWITCHABLE_FAULTS).map((k) => `<option>${esc(k)}</option>`).join('')}</select></label>
      <label>Calls <input name="times" type="number" min="1" max="1000" value="1" inputmode="numeric"></label>
      <button type="submit" class="button">Switch fault on</button>
    </form>
    ${switched.length ? `<p class="warn-text">Switched on: ${switched.map((f) => `${esc(f.fault.kind)} on ${esc(f.route)} (${f.remaining} call${f.remaining === 1 ? '' : 's'} left)`).join('; ')}</p>` : ''}
    <p class="muted" role="status" data-action-result="${id}"></p>
  </div>`;
}

function renderSession(s: QaSession, view: View): string {
  const scenario = s.scenarioRun ?? s.requestedScenario;
  const last = s.statuses.at(-1);
  const errors = s.journal.filter((j) => j.status >= 400).length;
  const statuses = s.statuses.length ? s.statuses.map((x) => `<span class="chip ${statusTone(x.code)}">${esc(x.code)}</span>`).join(' ') : '<span class="muted">none yet</span>';
  const chargeNote = s.charge ? (s.charge.voidReason ?? (s.charge.subscriptionId ? `recorded as ${s.charge.subscriptionId}` : 'waiting for its subscription')) : '';
  return `<details class="session" data-id="${esc(s.executionId)}"${view.openSessions.has(s.executionId) ? ' open' : ''}>
    <summary data-focus="${esc(s.executionId)}">
      <span class="chip scenario">${esc(scenario ?? 'default / test card')}</span>
      <span class="shopper">${s.email ? esc(s.email) : '<span class="muted">no email yet</span>'}</span>
      <span>${esc(s.planId)} · ${esc(s.amount.value)} ${esc(s.amount.currency)}</span>
      <span class="muted">${dateTime(s.createdAt)}</span>
      ${last ? `<span class="chip ${statusTone(last.code)}">${esc(last.code)}</span>` : ''}
      ${chargeChip(s.charge)}
      <span class="muted">${s.journal.length} request${s.journal.length === 1 ? '' : 's'}${errors ? `, <span class="warn-text">${errors} failed</span>` : ''}</span>
    </summary>
    <dl class="meta">
      <div><dt>Shopper</dt><dd>${esc(s.email ?? 'no email yet')}</dd></div>
      <div><dt>Execution</dt><dd class="mono">${esc(s.executionId)}</dd></div>
      <div><dt>Session token</dt><dd class="mono">${esc(s.token)}</dd></div>
      <div><dt>Scenario asked for</dt><dd>${esc(s.requestedScenario ?? 'none (a test card or the default decides)')}</dd></div>
      <div><dt>Scenario run</dt><dd>${esc(s.scenarioRun ?? 'not authorized yet')}</dd></div>
      <div class="wide"><dt>Execution statuses</dt><dd>${statuses}</dd></div>
      ${s.charge ? `<div class="wide"><dt>Charge</dt><dd>${chargeChip(s.charge)} ${esc(chargeNote)}</dd></div>` : ''}
    </dl>
    ${sessionActions(s)}
    ${journalTable(s)}
  </details>`;
}

export function renderSessions(all: readonly QaSession[], view: View): Section {
  return section(all, view, sessionText, { none: 'No payment sessions yet. Start a funnel from a scenario.', noMatch: 'No session matches the filter.' }, (shown) => {
    const more = shown.length > SESSIONS_SHOWN ? emptyRow(`Showing the newest ${SESSIONS_SHOWN} of ${shown.length}.`) : '';
    return shown.slice(0, SESSIONS_SHOWN).map((s) => renderSession(s, view)).join('') + more;
  });
}

const eventText = (e: QaFunnelEvent) => [e.event, e.ip, e.userAgent, e.attribution?.country, ...Object.values(e.attribution?.campaign ?? {})].join(' ');

function eventRow(e: QaFunnelEvent): string {
  const c = e.attribution?.campaign ?? {};
  const campaign = [c.campaign_name, c.campaign_id].filter((x) => x !== undefined && x !== null && x !== '').join(' · ');
  const fbp = c.fbp;
  return (
    `<tr><td class="mono">${dateTime(e.receivedAt)}</td><td><span class="chip info">${esc(e.event)}</span></td><td>${campaign ? esc(campaign) : MUTED_DASH}</td>` +
    `<td class="mono" title="${esc(fbp)}">${fbp ? esc(String(fbp).slice(-10)) : MUTED_DASH}</td><td class="mono">${esc(e.ip)}</td><td>${esc(e.attribution?.country ?? '—')}</td>` +
    `<td class="ua" title="${esc(e.userAgent)}">${esc(e.userAgent)}</td></tr>`
  );
}

export function renderEvents(all: readonly QaFunnelEvent[], view: View): Section {
  const none = 'No funnel events recorded yet. The app sends them to POST /event on the app origin.';
  return section(all, view, eventText, { none, noMatch: 'No event matches the filter.' }, (shown) =>
    `<table><caption class="sr-only">Funnel events, newest first</caption><thead><tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col">Campaign</th><th scope="col">Browser (fbp)</th><th scope="col">IP</th><th scope="col">Country</th><th scope="col">User agent</th></tr></thead><tbody>${shown
      .slice(0, ROWS_SHOWN)
      .map(eventRow)
      .join('')}</tbody></table>`,
  );
}

/** What the ad pixel and short-video tracker stand-ins received (purchases at 75 % of the price paid). */
export function renderAdEvents(all: readonly QaAdEvent[], view: View): Section {
  const none = 'No ad tracker events yet. A funnel started with tt=<pixel id> and wmq=1 sends them.';
  const text = (e: QaAdEvent) => [e.tracker, e.pixel_id, e.event, e.value, e.page_url].join(' ');
  return section(all, view, text, { none, noMatch: 'No ad tracker event matches the filter.' }, (shown) =>
    `<table><caption class="sr-only">Ad tracker events, newest first</caption><thead><tr><th scope="col">Time</th><th scope="col">Tracker</th><th scope="col">Pixel</th><th scope="col">Event</th><th scope="col">Value</th><th scope="col">Page</th></tr></thead><tbody>${shown
      .slice(0, ROWS_SHOWN)
      .map(
        (e) =>
          `<tr><td class="mono">${dateTime(e.received_at)}</td><td>${esc(e.tracker)}</td><td class="mono">${esc(e.pixel_id)}</td><td><span class="chip info">${esc(e.event)}</span></td>` +
          `<td class="mono">${e.value === null ? MUTED_DASH : `${esc(e.value.toFixed(2))} ${esc(e.currency ?? '')}`}</td><td class="ua" title="${esc(e.page_url)}">${esc(e.page_url)}</td></tr>`,
      )
      .join('')}</tbody></table>`,
  );
}

const subscriptionText = (r: QaSubscription) =>
  [r.id, r.plan_id, r.email, r.scenario_id, r.status, r.card_network, r.card_last4, r.execution_id, r.recorded_by, ...(r.addOns ?? []).map((a) => a.plan_id)].join(' ');

function addOnsCell(r: QaSubscription): string {
  const addOns = r.addOns ?? [];
  if (!addOns.length) return MUTED_DASH;
  return addOns.map((a) => `<span class="chip info" title="${esc(a.id)} · ${esc(dateTime(a.created_at))}">${esc(a.plan_id)} · ${esc(a.amount_value)}</span>`).join(' ');
}

function subscriptionRow(r: QaSubscription): string {
  return (
    // The timeline link comes first: at the end of ten columns it fell off a 1280 px screen (issue 31).
    `<tr><td><a class="button" href="/qa/subscriptions/${encodeURIComponent(r.id)}">Timeline<span class="sr-only"> of ${esc(r.id)}</span></a></td><td class="mono">${dateTime(r.created_at)}</td><td>${esc(r.email)}</td><td>${esc(r.plan_id)}</td><td class="num mono nowrap">${esc(r.amount_value)} ${esc(r.currency)}</td>` +
    `<td class="nowrap">${esc(r.card_network ?? '—')} ···· ${esc(r.card_last4 ?? '')}</td><td><span class="chip scenario">${esc(r.scenario_id)}</span></td><td><span class="chip info">${esc(r.recorded_by ?? 'browser')}</span></td><td>${addOnsCell(r)}</td>` +
    `<td><span class="chip ${r.status === 'active' ? 'ok' : 'warn'}">${esc(r.status)}</span></td><td class="mono" title="${esc(r.id)}">${esc(r.id.slice(0, 12))}…</td></tr>`
  );
}

export function renderSubscriptions(all: readonly QaSubscription[], view: View): Section {
  const none = 'No subscriptions yet. One is recorded only after the provider authorized its first charge.';
  return section(all, view, subscriptionText, { none, noMatch: 'No subscription matches the filter.' }, (shown) =>
    `<table><caption class="sr-only">Subscriptions, newest first</caption><thead><tr><th scope="col">Timeline</th><th scope="col">Created</th><th scope="col">Email</th><th scope="col">Plan</th><th scope="col" class="num">Amount</th><th scope="col">Card</th><th scope="col">Scenario</th><th scope="col">Recorded by</th><th scope="col">Add-ons</th><th scope="col">Status</th><th scope="col">Id</th></tr></thead><tbody>${shown
      .slice(0, ROWS_SHOWN)
      .map(subscriptionRow)
      .join('')}</tbody></table>`,
  );
}

const EVENT_TONE: Readonly<Record<QaProviderEvent['state'], Tone>> = { pending: 'warn', delivered: 'ok', failed: 'bad' };
const ATTEMPT_TONE: Readonly<Record<string, Tone>> = { acknowledged: 'ok', refused: 'bad', unreachable: 'bad', dropped: 'warn', 'resend-requested': 'info' };

const providerEventText = (e: QaProviderEvent) => [e.id, e.type, e.executionId, e.state, ...e.attemptLog.map((a) => a.outcome)].join(' ');

function attemptsCell(e: QaProviderEvent): string {
  if (!e.attemptLog.length) return e.nextAttemptAt ? `<span class="muted">first attempt ${clock(e.nextAttemptAt)}</span>` : MUTED_DASH;
  return e.attemptLog
    .map((a) => `<span class="chip ${ATTEMPT_TONE[a.outcome] ?? 'info'}" title="${esc(a.detail ?? '')}">${a.attempt}. ${esc(a.outcome)}${a.status === null ? '' : ` ${a.status}`} · ${clock(a.at)}</span>`)
    .join(' ');
}

function providerEventRow(e: QaProviderEvent): string {
  const faults = Object.keys(e.faults).length ? ` <span class="chip scenario">${esc(JSON.stringify(e.faults))}</span>` : '';
  return (
    `<tr><td class="mono">${dateTime(e.createdAt)}</td><td class="mono">${esc(e.type)}${faults}</td><td class="mono" title="${esc(e.executionId ?? '')}">${esc((e.executionId ?? '—').slice(0, 16))}</td>` +
    `<td><span class="chip ${EVENT_TONE[e.state]}">${esc(e.state)}</span></td><td>${attemptsCell(e)}</td>` +
    `<td><button type="button" class="button" data-resend="${esc(e.id)}" data-focus="resend-${esc(e.id)}">Resend<span class="sr-only"> ${esc(e.type)} ${esc(e.id)}</span></button></td></tr>`
  );
}

/** The provider's webhook events, newest first: what each reports, its delivery state and every attempt, with a resend. */
export function renderProviderEvents(all: readonly QaProviderEvent[], view: View): Section {
  const none = 'No webhook events yet. The provider records one when a charge is authorized, fails, is voided, or a renewal is charged.';
  return section(all, view, providerEventText, { none, noMatch: 'No webhook event matches the filter.' }, (shown) =>
    `<table><caption class="sr-only">Provider webhook events, newest first</caption><thead><tr><th scope="col">Created</th><th scope="col">Type</th><th scope="col">Execution</th><th scope="col">State</th><th scope="col">Delivery attempts</th><th scope="col">Action</th></tr></thead><tbody>${shown
      .slice(0, ROWS_SHOWN)
      .map(providerEventRow)
      .join('')}</tbody></table>`,
  );
}

const emailText = (e: QaEmail) => [e.to, e.subject, e.kind, e.subscriptionId, e.text].join(' ');

function renderEmail(e: QaEmail, view: View): string {
  const open = e.html
    ? `<a class="button" href="/qa/outbox/${encodeURIComponent(e.id)}" target="_blank" rel="noopener">Open as the recipient sees it<span class="sr-only"> (opens in a new tab)</span></a>`
    : '';
  return `<details class="email" data-email="${esc(e.id)}"${view.openEmails.has(e.id) ? ' open' : ''}>
    <summary data-focus="${esc(e.id)}"><span class="chip ${e.kind === 'add-on-receipt' ? 'info' : 'scenario'}">${esc(e.kind)}</span>
      <span class="subject">${esc(e.subject)}</span><span>to ${esc(e.to)}</span><span class="muted">${dateTime(e.createdAt)}</span></summary>
    <pre>${esc(e.text)}</pre>
    <p class="email-actions">${open}</p>
  </details>`;
}

export function renderOutbox(all: readonly QaEmail[], view: View): Section {
  const none = 'No emails yet. A receipt is sent when a subscription is recorded or an add-on is bought.';
  return section(all, view, emailText, { none, noMatch: 'No email matches the filter.' }, (shown) => shown.slice(0, ROWS_SHOWN).map((e) => renderEmail(e, view)).join(''));
}

/** The phone sign-in codes the Auth emulator issued, newest first: what a shopper signing in by phone types. */
export function renderPhoneCodes(all: readonly QaPhoneCode[], view: View): Section {
  const none = 'No phone codes yet. Sign in by phone on the sign-in page; the emulator texts nobody and lists the code here.';
  return section(all, view, (c) => `${c.phoneNumber} ${c.code}`, { none, noMatch: 'No phone code matches the filter.' }, (shown) =>
    `<table><caption class="sr-only">Phone sign-in codes, newest first</caption><thead><tr><th scope="col">Phone number</th><th scope="col">Code</th></tr></thead><tbody>${shown
      .slice(0, ROWS_SHOWN)
      .map((c) => `<tr><td class="mono">${esc(c.phoneNumber)}</td><td class="mono"><strong>${esc(c.code)}</strong></td></tr>`)
      .join('')}</tbody></table>`,
  );
}

/** Members' heartbeats (at most one a user a day, kept 30 days); the filter box narrows them to one user. */
export function renderHeartbeats(all: readonly QaHeartbeat[], view: View): Section {
  const none = 'No heartbeats yet. A signed-in member sends one a day from the members\u2019 area.';
  return section(all, view, (h) => [h.user_ref, h.day, h.payload].join(' '), { none, noMatch: 'No heartbeat matches the filter.' }, (shown) =>
    `<table><caption class="sr-only">Heartbeats, newest first</caption><thead><tr><th scope="col">Day</th><th scope="col">User</th><th scope="col">Recorded</th><th scope="col">Payload</th></tr></thead><tbody>${shown
      .slice(0, ROWS_SHOWN)
      .map((h) => `<tr><td class="mono nowrap">${esc(h.day)}</td><td class="mono">${esc(h.user_ref)}</td><td class="mono">${dateTime(new Date(h.created_at).toISOString())}</td><td class="mono">${esc(h.payload)}</td></tr>`)
      .join('')}</tbody></table>`,
  );
}
