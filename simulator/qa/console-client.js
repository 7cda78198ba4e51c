// The QA console's browser script, inlined into /qa by console-page.ts: polls /qa/api and renders
// sessions, funnel events and subscriptions. Every value from the API goes through esc().
const REFRESH_MS = 2000;
const SESSIONS_SHOWN = 40;
const ROWS_SHOWN = 200;

const esc = (value) => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const byId = (id) => document.getElementById(id);

const state = { sessions: [], events: [], adEvents: [], subscriptions: [], outbox: [], heartbeats: [], filter: [], paused: false, rendered: {} };
const openSessions = new Set();
const openEmails = new Set();

const pad = (n, width = 2) => String(n).padStart(width, '0');
function clock(iso) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return esc(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}
/** Today's times as hh:mm:ss, older ones with their date. */
function dateTime(iso) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return esc(iso);
  if (d.toDateString() === new Date().toDateString()) return clock(iso).slice(0, 8);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${clock(iso).slice(0, 8)}`;
}
/** Long ids in paths shortened to their first characters; the full path stays in the title. */
const shortPath = (path) => path.split('?')[0].replace(/[A-Za-z0-9_-]{20,}/g, (id) => `${id.slice(0, 10)}…`);
const httpClass = (status) => (status >= 500 ? 'bad' : status >= 400 ? 'warn' : 'ok');
const statusClass = (code) => (code === 'authorizeSuccessful' ? 'ok' : code === 'authorizeFailed' ? 'bad' : 'info');

/** Every word of the filter box must occur somewhere in the text. */
const matches = (text) => state.filter.every((word) => text.toLowerCase().includes(word));

function countLabel(shown, total) {
  return shown === total ? String(total) : `${shown} of ${total}`;
}

function emptyRow(text) {
  return `<p class="empty">${esc(text)}</p>`;
}

function renderScenarios() {
  let shown = 0;
  const items = document.querySelectorAll('#scenario-list > li');
  for (const li of items) {
    const visible = matches(li.dataset.search ?? '');
    li.hidden = !visible;
    if (visible) shown += 1;
  }
  byId('scenarios-count').textContent = countLabel(shown, items.length);
  byId('scenarios-none').hidden = shown > 0;
}

function sessionText(s) {
  return [s.scenarioRun, s.requestedScenario, s.planId, s.executionId, s.token, s.charge ? `charge ${s.charge.status}` : '', ...s.statuses.map((x) => x.code), ...s.journal.map((j) => `${j.method} ${j.path} ${j.status}`)].join(' ');
}

/** The provider's charge of a session: authorized (waiting for its subscription), recorded, or voided (money returned). */
const CHARGE_TONE = { authorized: 'warn', recorded: 'ok', voided: 'bad' };

function chargeChip(charge) {
  if (!charge) return '';
  return `<span class="chip ${CHARGE_TONE[charge.status] ?? ''}" title="${esc(charge.voidReason ?? '')}">charge ${esc(charge.status)}</span>`;
}

function renderSession(s) {
  const scenario = s.scenarioRun ?? s.requestedScenario;
  const last = s.statuses.at(-1);
  const errors = s.journal.filter((j) => j.status >= 400).length;
  const journal = s.journal.length
    ? `<table><caption class="sr-only">Requests of this session</caption><thead><tr><th scope="col">Time</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Status</th><th scope="col" class="num">ms</th><th scope="col">Body (masked)</th></tr></thead><tbody>${s.journal
        .map(
          (j) => `<tr><td class="mono" title="request ${esc(j.requestId ?? '')}">${clock(j.at)}</td><td class="mono">${esc(j.method)}</td><td class="mono path" title="${esc(j.path)}">${esc(shortPath(j.path)).replaceAll('/', '/<wbr>')}</td>` +
            `<td><span class="chip ${httpClass(j.status)}">${esc(j.status)}</span></td><td class="num mono">${esc(j.durationMs)}</td><td class="body">${j.summary ? `<code>${esc(j.summary)}</code>` : '<span class="muted">—</span>'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : emptyRow('No requests yet.');
  const statuses = s.statuses.length ? s.statuses.map((x) => `<span class="chip ${statusClass(x.code)}">${esc(x.code)}</span>`).join(' ') : '<span class="muted">none yet</span>';
  return `<details class="session" data-id="${esc(s.executionId)}"${openSessions.has(s.executionId) ? ' open' : ''}>
    <summary data-focus="${esc(s.executionId)}">
      <span class="chip scenario">${esc(scenario ?? 'default / test card')}</span>
      <span>${esc(s.planId)} · ${esc(s.amount.value)} ${esc(s.amount.currency)}</span>
      <span class="muted">${dateTime(s.createdAt)}</span>
      ${last ? `<span class="chip ${statusClass(last.code)}">${esc(last.code)}</span>` : ''}
      ${chargeChip(s.charge)}
      <span class="muted">${s.journal.length} request${s.journal.length === 1 ? '' : 's'}${errors ? `, <span class="warn-text">${errors} failed</span>` : ''}</span>
    </summary>
    <dl class="meta">
      <div><dt>Execution</dt><dd class="mono">${esc(s.executionId)}</dd></div>
      <div><dt>Session token</dt><dd class="mono">${esc(s.token)}</dd></div>
      <div><dt>Scenario asked for</dt><dd>${esc(s.requestedScenario ?? 'none (a test card or the default decides)')}</dd></div>
      <div><dt>Scenario run</dt><dd>${esc(s.scenarioRun ?? 'not authorized yet')}</dd></div>
      <div class="wide"><dt>Execution statuses</dt><dd>${statuses}</dd></div>
      ${s.charge ? `<div class="wide"><dt>Charge</dt><dd>${chargeChip(s.charge)} ${esc(s.charge.voidReason ?? (s.charge.subscriptionId ? `recorded as ${s.charge.subscriptionId}` : 'waiting for its subscription'))}</dd></div>` : ''}
    </dl>
    ${journal}
  </details>`;
}

function renderSessions() {
  const all = state.sessions;
  const shown = all.filter((s) => matches(sessionText(s)));
  byId('sessions-count').textContent = countLabel(shown.length, all.length);
  if (!all.length) return emptyRow('No payment sessions yet. Start a funnel from a scenario.');
  if (!shown.length) return emptyRow('No session matches the filter.');
  const more = shown.length > SESSIONS_SHOWN ? emptyRow(`Showing the newest ${SESSIONS_SHOWN} of ${shown.length}.`) : '';
  return shown.slice(0, SESSIONS_SHOWN).map(renderSession).join('') + more;
}

function eventText(e) {
  return [e.event, e.ip, e.userAgent, e.attribution?.country, ...Object.values(e.attribution?.campaign ?? {})].join(' ');
}

function renderEvents() {
  const all = state.events;
  const shown = all.filter((e) => matches(eventText(e)));
  byId('events-count').textContent = countLabel(shown.length, all.length);
  if (!all.length) return emptyRow('No funnel events recorded yet. The app sends them to POST /event on the app origin.');
  if (!shown.length) return emptyRow('No event matches the filter.');
  return `<table><caption class="sr-only">Funnel events, newest first</caption><thead><tr><th scope="col">Time</th><th scope="col">Event</th><th scope="col">Campaign</th><th scope="col">Browser (fbp)</th><th scope="col">IP</th><th scope="col">Country</th><th scope="col">User agent</th></tr></thead><tbody>${shown
    .slice(0, ROWS_SHOWN)
    .map((e) => {
      const c = e.attribution?.campaign ?? {};
      const campaign = [c.campaign_name, c.campaign_id].filter((x) => x !== undefined && x !== null && x !== '').join(' · ');
      return `<tr><td class="mono">${dateTime(e.receivedAt)}</td><td><span class="chip info">${esc(e.event)}</span></td><td>${campaign ? esc(campaign) : '<span class="muted">—</span>'}</td>` +
        `<td class="mono" title="${esc(c.fbp)}">${c.fbp ? esc(String(c.fbp).slice(-10)) : '<span class="muted">—</span>'}</td><td class="mono">${esc(e.ip)}</td><td>${esc(e.attribution?.country ?? '—')}</td>` +
        `<td class="ua" title="${esc(e.userAgent)}">${esc(e.userAgent)}</td></tr>`;
    })
    .join('')}</tbody></table>`;
}

/** What the ad pixel and short-video tracker stand-ins received (purchases at 75 % of the price paid). */
function renderAdEvents() {
  const all = state.adEvents;
  const shown = all.filter((e) => matches([e.tracker, e.pixel_id, e.event, e.value, e.page_url].join(' ')));
  byId('ad-events-count').textContent = countLabel(shown.length, all.length);
  if (!all.length) return emptyRow('No ad tracker events yet. A funnel started with tt=<pixel id> and wmq=1 sends them.');
  if (!shown.length) return emptyRow('No ad tracker event matches the filter.');
  return `<table><caption class="sr-only">Ad tracker events, newest first</caption><thead><tr><th scope="col">Time</th><th scope="col">Tracker</th><th scope="col">Pixel</th><th scope="col">Event</th><th scope="col">Value</th><th scope="col">Page</th></tr></thead><tbody>${shown
    .slice(0, ROWS_SHOWN)
    .map((e) => `<tr><td class="mono">${dateTime(e.received_at)}</td><td>${esc(e.tracker)}</td><td class="mono">${esc(e.pixel_id)}</td><td><span class="chip info">${esc(e.event)}</span></td>` +
      `<td class="mono">${e.value === null ? '<span class="muted">—</span>' : `${esc(e.value.toFixed(2))} ${esc(e.currency ?? '')}`}</td><td class="ua" title="${esc(e.page_url)}">${esc(e.page_url)}</td></tr>`)
    .join('')}</tbody></table>`;
}

function subscriptionText(r) {
  return [r.id, r.plan_id, r.email, r.scenario_id, r.status, r.card_network, r.card_last4, r.execution_id, ...(r.addOns ?? []).map((a) => a.plan_id)].join(' ');
}

function addOnsCell(r) {
  const addOns = r.addOns ?? [];
  if (!addOns.length) return '<span class="muted">—</span>';
  return addOns.map((a) => `<span class="chip info" title="${esc(a.id)} · ${esc(dateTime(a.created_at))}">${esc(a.plan_id)} · ${esc(a.amount_value)}</span>`).join(' ');
}

function emailText(e) {
  return [e.to, e.subject, e.kind, e.subscriptionId, e.text].join(' ');
}

function renderEmail(e) {
  return `<details class="email" data-email="${esc(e.id)}"${openEmails.has(e.id) ? ' open' : ''}>
    <summary data-focus="${esc(e.id)}"><span class="chip ${e.kind === 'add-on-receipt' ? 'info' : 'scenario'}">${esc(e.kind)}</span>
      <span class="subject">${esc(e.subject)}</span><span>to ${esc(e.to)}</span><span class="muted">${dateTime(e.createdAt)}</span></summary>
    <pre>${esc(e.text)}</pre>
    <p class="email-actions">${e.html ? `<a class="button" href="/qa/outbox/${encodeURIComponent(e.id)}" target="_blank" rel="noopener">Open as the recipient sees it<span class="sr-only"> (opens in a new tab)</span></a>` : ''}</p>
  </details>`;
}

function renderOutbox() {
  const all = state.outbox;
  const shown = all.filter((e) => matches(emailText(e)));
  byId('outbox-count').textContent = countLabel(shown.length, all.length);
  if (!all.length) return emptyRow('No emails yet. A receipt is sent when a subscription is recorded or an add-on is bought.');
  if (!shown.length) return emptyRow('No email matches the filter.');
  return shown.slice(0, ROWS_SHOWN).map(renderEmail).join('');
}

function renderSubscriptions() {
  const all = state.subscriptions;
  const shown = all.filter((r) => matches(subscriptionText(r)));
  byId('subs-count').textContent = countLabel(shown.length, all.length);
  if (!all.length) return emptyRow('No subscriptions yet. One is recorded only after the provider authorized its first charge.');
  if (!shown.length) return emptyRow('No subscription matches the filter.');
  return `<table><caption class="sr-only">Subscriptions, newest first</caption><thead><tr><th scope="col">Created</th><th scope="col">Email</th><th scope="col">Plan</th><th scope="col" class="num">Amount</th><th scope="col">Card</th><th scope="col">Scenario</th><th scope="col">Add-ons</th><th scope="col">Status</th><th scope="col">Id</th><th scope="col">Timeline</th></tr></thead><tbody>${shown
    .slice(0, ROWS_SHOWN)
    .map(
      (r) => `<tr><td class="mono">${dateTime(r.created_at)}</td><td>${esc(r.email)}</td><td>${esc(r.plan_id)}</td><td class="num mono nowrap">${esc(r.amount_value)} ${esc(r.currency)}</td>` +
        `<td class="nowrap">${esc(r.card_network ?? '—')} ···· ${esc(r.card_last4 ?? '')}</td><td><span class="chip scenario">${esc(r.scenario_id)}</span></td><td>${addOnsCell(r)}</td>` +
        `<td><span class="chip ${r.status === 'active' ? 'ok' : 'warn'}">${esc(r.status)}</span></td><td class="mono" title="${esc(r.id)}">${esc(r.id.slice(0, 12))}…</td>` +
        `<td><a class="button" href="/qa/subscriptions/${encodeURIComponent(r.id)}">Timeline<span class="sr-only"> of ${esc(r.id)}</span></a></td></tr>`,
    )
    .join('')}</tbody></table>`;
}

/** Members' heartbeats (at most one a user a day, kept 30 days); the filter box narrows them to one user. */
function renderHeartbeats() {
  const all = state.heartbeats;
  const shown = all.filter((h) => matches([h.user_ref, h.day, h.payload].join(' ')));
  byId('heartbeats-count').textContent = countLabel(shown.length, all.length);
  if (!all.length) return emptyRow('No heartbeats yet. A signed-in member sends one a day from the members\u2019 area.');
  if (!shown.length) return emptyRow('No heartbeat matches the filter.');
  return `<table><caption class="sr-only">Heartbeats, newest first</caption><thead><tr><th scope="col">Day</th><th scope="col">User</th><th scope="col">Recorded</th><th scope="col">Payload</th></tr></thead><tbody>${shown
    .slice(0, ROWS_SHOWN)
    .map((h) => `<tr><td class="mono nowrap">${esc(h.day)}</td><td class="mono">${esc(h.user_ref)}</td><td class="mono">${dateTime(new Date(h.created_at).toISOString())}</td><td class="mono">${esc(h.payload)}</td></tr>`)
    .join('')}</tbody></table>`;
}

/** Replaces a section's content only when it changed, and gives focus back to the element that had it. */
function update(id, html) {
  if (state.rendered[id] === html) return;
  const el = byId(id);
  const focusKey = el.contains(document.activeElement) ? document.activeElement?.dataset?.focus : undefined;
  for (const d of el.querySelectorAll('details')) {
    const [set, key] = d.dataset.email ? [openEmails, d.dataset.email] : [openSessions, d.dataset.id];
    if (d.open) set.add(key);
    else set.delete(key);
  }
  state.rendered[id] = html;
  el.innerHTML = html;
  if (focusKey) el.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`)?.focus();
}

function render() {
  renderScenarios();
  update('sessions', renderSessions());
  update('events', renderEvents());
  update('ad-events', renderAdEvents());
  update('subscriptions', renderSubscriptions());
  update('outbox', renderOutbox());
  update('heartbeats', renderHeartbeats());
}

/** The funnel-events query the event and campaign fields ask for; the server filters. */
function eventsPath() {
  const params = new URLSearchParams();
  const event = byId('events-event').value;
  const campaign = byId('events-campaign').value.trim();
  if (event) params.set('event', event);
  if (campaign) params.set('campaign', campaign);
  const query = params.toString();
  return query ? `/qa/api/events?${query}` : '/qa/api/events';
}

async function getJson(path) {
  const res = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

async function refresh() {
  try {
    const [sessions, events, adEvents, subscriptions, outbox, beats] = await Promise.all([
      getJson('/qa/api/sessions'),
      getJson(eventsPath()),
      getJson('/qa/api/ad-events'),
      getJson('/qa/api/subscriptions'),
      getJson('/qa/api/outbox'),
      getJson('/qa/api/heartbeats'),
    ]);
    Object.assign(state, { sessions, events, adEvents, subscriptions, outbox, heartbeats: beats.heartbeats ?? [] });
    byId('connection').textContent = '';
    byId('updated').textContent = `Updated ${clock(new Date().toISOString()).slice(0, 8)}`;
    render();
  } catch (error) {
    byId('connection').textContent = `The simulator is not answering (${error instanceof Error ? error.message : 'network error'}); retrying.`;
  }
}

function setFilter(text) {
  state.filter = text.toLowerCase().split(/\s+/).filter(Boolean);
  const url = new URL(location.href);
  if (text) url.searchParams.set('q', text);
  else url.searchParams.delete('q');
  history.replaceState(null, '', url);
  render();
}

async function copy(button) {
  const text = button.dataset.copy ?? '';
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed';
  }
  setTimeout(() => (button.textContent = button.dataset.label ?? 'Copy'), 1500);
}

const filter = byId('filter');
filter.value = new URL(location.href).searchParams.get('q') ?? '';
filter.addEventListener('input', () => setFilter(filter.value));
filter.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && filter.value) {
    filter.value = '';
    setFilter('');
  }
});
document.addEventListener('keydown', (event) => {
  // "/" jumps to the filter, as in most consoles, unless the user is typing somewhere.
  const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName));
  if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
    filter.focus();
  }
});
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (button) copy(button);
});
document.addEventListener('toggle', (event) => {
  const d = event.target;
  if (!(d instanceof HTMLDetailsElement)) return;
  const [set, key] = d.dataset.email ? [openEmails, d.dataset.email] : [openSessions, d.dataset.id];
  if (!key) return;
  if (d.open) set.add(key);
  else set.delete(key);
}, true);

byId('events-query').addEventListener('submit', (event) => event.preventDefault());
byId('events-event').addEventListener('change', () => refresh());
let campaignTimer;
byId('events-campaign').addEventListener('input', () => {
  clearTimeout(campaignTimer);
  campaignTimer = setTimeout(refresh, 300);
});

const pause = byId('pause');
pause.addEventListener('click', () => {
  state.paused = !state.paused;
  pause.setAttribute('aria-pressed', String(state.paused));
  pause.textContent = state.paused ? 'Resume updates' : 'Pause updates';
  byId('live').textContent = state.paused ? 'Paused' : 'Live';
  byId('live').classList.toggle('paused', state.paused);
});
for (const [id, open] of [['expand', true], ['collapse', false]]) {
  byId(id).addEventListener('click', () => {
    document.querySelectorAll('#sessions details').forEach((d) => {
      d.open = open;
    });
  });
}

setFilter(filter.value);
refresh();
setInterval(() => {
  if (!state.paused && document.visibilityState === 'visible') refresh();
}, REFRESH_MS);
