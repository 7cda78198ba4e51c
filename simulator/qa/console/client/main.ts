/**
 * The QA console's browser script (built by vite.qa.config.ts, loaded by console-page.ts under the
 * page's CSP nonce): polls /qa/api every 2 s and renders sessions, funnel events, subscriptions, the
 * provider's webhook events (with a resend), the outbox and members' heartbeats; the filter box narrows every section.
 */
import type { QaAdEvent, QaEmail, QaFunnelEvent, QaHeartbeat, QaPhoneCode, QaPhoneCodes, QaProviderEvent, QaSession, QaSubscription } from '../../../../contracts/qa-api';
import { wireCalibration } from './calibration';
import { ScenarioEditor } from './editor/editor';
import type { Node } from './editor/schema-form';
import { clock, countLabel } from './format';
import { matches, SWITCHABLE_FAULTS, renderAdEvents, renderEvents, renderHeartbeats, renderOutbox, renderPhoneCodes, renderProviderEvents, renderSessions, renderSubscriptions, type Section, type View } from './render';

const REFRESH_MS = 2000;
const CAMPAIGN_DEBOUNCE_MS = 300;

/** The console page's element with this id, of the expected kind; the page and the script ship together, so a miss is a bug. */
function byId(id: string): HTMLElement;
function byId<T extends HTMLElement>(id: string, kind: new () => T): T;
function byId(id: string, kind: new () => HTMLElement = HTMLElement): HTMLElement {
  const el = document.getElementById(id);
  if (!(el instanceof kind)) throw new Error(`QA console: the page has no <${kind.name}> #${id}.`);
  return el;
}

const data = {
  sessions: [] as readonly QaSession[],
  events: [] as readonly QaFunnelEvent[],
  adEvents: [] as readonly QaAdEvent[],
  subscriptions: [] as readonly QaSubscription[],
  providerEvents: [] as readonly QaProviderEvent[],
  outbox: [] as readonly QaEmail[],
  heartbeats: [] as readonly QaHeartbeat[],
  phoneCodes: [] as readonly QaPhoneCode[],
};
let filterWords: readonly string[] = [];
let paused = false;
const openSessions = new Set<string>();
const openEmails = new Set<string>();
const rendered = new Map<string, string>();

const view = (): View => ({ filter: filterWords, openSessions, openEmails });

/** Keeps which sessions and emails are open across re-renders. */
function rememberOpen(d: HTMLDetailsElement): void {
  const [set, key] = d.dataset.email ? [openEmails, d.dataset.email] : [openSessions, d.dataset.id];
  if (!key) return;
  if (d.open) set.add(key);
  else set.delete(key);
}

function renderScenarios(): void {
  let shown = 0;
  const items = document.querySelectorAll<HTMLLIElement>('#scenario-list > li');
  for (const li of items) {
    const visible = matches(view(), li.dataset.search ?? '');
    li.hidden = !visible;
    if (visible) shown += 1;
  }
  byId('scenarios-count').textContent = countLabel(shown, items.length);
  byId('scenarios-none').hidden = shown > 0;
}

/** Replaces a section's content only when it changed, and gives focus back to the element that had it. */
function update(id: string, countId: string, section: Section): void {
  byId(countId).textContent = section.count;
  if (rendered.get(id) === section.html) return;
  const el = byId(id);
  const active = document.activeElement;
  const focusKey = active instanceof HTMLElement && el.contains(active) ? active.dataset.focus : undefined;
  el.querySelectorAll('details').forEach(rememberOpen);
  rendered.set(id, section.html);
  el.innerHTML = section.html;
  if (focusKey) el.querySelector<HTMLElement>(`[data-focus="${CSS.escape(focusKey)}"]`)?.focus();
}

function render(): void {
  const v = view();
  renderScenarios();
  update('sessions', 'sessions-count', renderSessions(data.sessions, v));
  update('events', 'events-count', renderEvents(data.events, v));
  update('ad-events', 'ad-events-count', renderAdEvents(data.adEvents, v));
  update('subscriptions', 'subs-count', renderSubscriptions(data.subscriptions, v));
  update('webhooks', 'webhooks-count', renderProviderEvents(data.providerEvents, v));
  update('outbox', 'outbox-count', renderOutbox(data.outbox, v));
  update('phone-codes', 'phone-codes-count', renderPhoneCodes(data.phoneCodes, v));
  update('heartbeats', 'heartbeats-count', renderHeartbeats(data.heartbeats, v));
}

/** The funnel-events query the event and campaign fields ask for; the server filters. */
function eventsPath(): string {
  const params = new URLSearchParams();
  const event = byId('events-event', HTMLSelectElement).value;
  const campaign = byId('events-campaign', HTMLInputElement).value.trim();
  if (event) params.set('event', event);
  if (campaign) params.set('campaign', campaign);
  const query = params.toString();
  return query ? `/qa/api/events?${query}` : '/qa/api/events';
}

/** The console's own API on its own origin: its rows are trusted to have the documented shape (and are escaped when shown). */
async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

async function refresh(): Promise<void> {
  try {
    const [sessions, events, adEvents, subscriptions, providerEvents, outbox, beats, codes] = await Promise.all([
      getJson<QaSession[]>('/qa/api/sessions'),
      getJson<QaFunnelEvent[]>(eventsPath()),
      getJson<QaAdEvent[]>('/qa/api/ad-events'),
      getJson<QaSubscription[]>('/qa/api/subscriptions'),
      getJson<QaProviderEvent[]>('/qa/api/provider-events'),
      getJson<QaEmail[]>('/qa/api/outbox'),
      getJson<{ heartbeats?: QaHeartbeat[] }>('/qa/api/heartbeats'),
      getJson<Partial<QaPhoneCodes>>('/qa/api/phone-codes'),
    ]);
    Object.assign(data, { sessions, events, adEvents, subscriptions, providerEvents, outbox, heartbeats: beats.heartbeats ?? [], phoneCodes: codes.phoneCodes ?? [] });
    byId('connection').textContent = '';
    byId('updated').textContent = `Updated ${clock(new Date().toISOString()).slice(0, 8)}`;
    render();
  } catch (error) {
    byId('connection').textContent = `The simulator is not answering (${error instanceof Error ? error.message : 'network error'}); retrying.`;
  }
}

function setFilter(text: string): void {
  filterWords = text.toLowerCase().split(/\s+/).filter(Boolean);
  const url = new URL(location.href);
  if (text) url.searchParams.set('q', text);
  else url.searchParams.delete('q');
  history.replaceState(null, '', url);
  render();
}

/** QA's resend of a webhook event: the provider makes it due now; the next refresh shows the attempt. */
async function resend(button: HTMLButtonElement): Promise<void> {
  button.disabled = true;
  try {
    const res = await fetch(`/qa/api/provider-events/${encodeURIComponent(button.dataset.resend ?? '')}/resend`, { method: 'POST' });
    byId('connection').textContent = res.ok ? '' : `The resend was refused (${res.status}).`;
  } catch (error) {
    byId('connection').textContent = `The resend did not reach the simulator (${error instanceof Error ? error.message : 'network error'}).`;
  }
  button.disabled = false;
  await refresh();
}

async function copy(button: HTMLButtonElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(button.dataset.copy ?? '');
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Copy failed';
  }
  setTimeout(() => (button.textContent = button.dataset.label ?? 'Copy'), 1500);
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

function wire(): void {
  const filter = byId('filter', HTMLInputElement);
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
    if (event.key === '/' && !isTyping(event.target) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      filter.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
    if (button instanceof HTMLButtonElement) void copy(button);
    const resendButton = event.target instanceof Element ? event.target.closest('button[data-resend]') : null;
    if (resendButton instanceof HTMLButtonElement) void resend(resendButton);
  });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-record]') : null;
    if (button instanceof HTMLButtonElement) void recordSession(button.dataset.record ?? '');
  });
  document.addEventListener('submit', (event) => {
    if (event.target instanceof HTMLFormElement && event.target.dataset.fault) {
      event.preventDefault();
      void switchFault(event.target);
    }
  });
  document.addEventListener('toggle', (event) => event.target instanceof HTMLDetailsElement && rememberOpen(event.target), true);

  byId('events-query', HTMLFormElement).addEventListener('submit', (event) => event.preventDefault());
  byId('events-event', HTMLSelectElement).addEventListener('change', () => void refresh());
  let campaignTimer: ReturnType<typeof setTimeout> | undefined;
  byId('events-campaign', HTMLInputElement).addEventListener('input', () => {
    clearTimeout(campaignTimer);
    campaignTimer = setTimeout(() => void refresh(), CAMPAIGN_DEBOUNCE_MS);
  });

  const pause = byId('pause', HTMLButtonElement);
  const live = byId('live');
  pause.addEventListener('click', () => {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    pause.textContent = paused ? 'Resume updates' : 'Pause updates';
    live.textContent = paused ? 'Paused' : 'Live';
    live.classList.toggle('paused', paused);
  });
  for (const [id, open] of [['expand', true], ['collapse', false]] as const) {
    byId(id, HTMLButtonElement).addEventListener('click', () => {
      document.querySelectorAll<HTMLDetailsElement>('#sessions details').forEach((d) => {
        d.open = open;
      });
    });
  }
  setFilter(filter.value);
}

/** Shows what a session action did under its session (the next refresh keeps it until the list changes). */
function actionResult(executionId: string, text: string): void {
  const el = document.querySelector<HTMLElement>(`[data-action-result="${CSS.escape(executionId)}"]`);
  if (el) el.textContent = text;
}

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; body: { detail?: string; id?: string } }> {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  return { ok: res.ok, body: (await res.json().catch(() => ({}))) as { detail?: string; id?: string } };
}

/** "Save as scenario": what the provider answered this session becomes a runtime scenario (POST .../record). */
async function recordSession(executionId: string): Promise<void> {
  const id = window.prompt('Save this session as a scenario with the id (lowercase letters, digits, hyphens):', `recorded-${executionId.slice(-6).toLowerCase()}`);
  if (!id) return;
  const res = await postJson(`/qa/api/sessions/${encodeURIComponent(executionId)}/record`, { id });
  actionResult(executionId, res.ok ? `Saved as scenario “${id}”: pick it under “Start from” in the editor, or start the funnel with ?scenario=${id}.` : `Not saved: ${res.body.detail ?? 'the simulator refused it'}`);
}

async function switchFault(form: HTMLFormElement): Promise<void> {
  const executionId = form.dataset.fault ?? '';
  const data = new FormData(form);
  const fault = SWITCHABLE_FAULTS[String(data.get('fault'))];
  const res = await postJson(`/qa/api/sessions/${encodeURIComponent(executionId)}/faults`, { route: data.get('route'), fault, times: Number(data.get('times')) });
  actionResult(executionId, res.ok ? 'Fault switched on.' : `Not switched on: ${res.body.detail ?? 'the simulator refused it'}`);
  if (res.ok) void refresh();
}

/** The scenario editor (issue 28) reads its options from the scenario's JSON Schema. */
async function startEditor(): Promise<void> {
  const root = byId('scenario-editor');
  try {
    const schema = await getJson<Node>('/qa/api/scenario-schema');
    await new ScenarioEditor(root, schema, root.dataset.funnel ?? '').start();
  } catch (error) {
    root.textContent = `The editor could not load the scenario schema (${error instanceof Error ? error.message : 'network error'}); reload the page.`;
  }
}

wire();
wireCalibration(byId('calibration'));
void startEditor();
void refresh();
setInterval(() => {
  if (!paused && document.visibilityState === 'visible') void refresh();
}, REFRESH_MS);
