/** Small text helpers of the console. Every value from the API reaches the page through `esc`. */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** hh:mm:ss.mmm of an ISO time, escaped as it came if it is not one. */
export function clock(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return esc(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** Today's times as hh:mm:ss, older ones with their date. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return esc(iso);
  if (d.toDateString() === new Date().toDateString()) return clock(iso).slice(0, 8);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${clock(iso).slice(0, 8)}`;
}

/** Long ids in paths shortened to their first characters; the full path stays in the title. */
export const shortPath = (path: string): string => (path.split('?')[0] ?? '').replace(/[A-Za-z0-9_-]{20,}/g, (id) => `${id.slice(0, 10)}…`);

export type Tone = 'ok' | 'bad' | 'warn' | 'info';

export const httpTone = (status: number): Tone => (status >= 500 ? 'bad' : status >= 400 ? 'warn' : 'ok');

export const statusTone = (code: string): Tone => (code === 'authorizeSuccessful' ? 'ok' : code === 'authorizeFailed' ? 'bad' : 'info');

export const countLabel = (shown: number, total: number): string => (shown === total ? String(total) : `${shown} of ${total}`);

export const emptyRow = (text: string): string => `<p class="empty">${esc(text)}</p>`;
