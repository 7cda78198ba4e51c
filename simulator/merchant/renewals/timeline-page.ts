/** The QA page of one subscription: where it stands on its own clock, its charges, its timeline, and time-travel buttons. */
import { escapeHtml } from '../../platform/http/html';
import type { TimelineView } from './timeline';

/** The day steps QA is offered; any other number goes in the field. */
export const ADVANCE_PRESETS_DAYS = [1, 3, 7, 30] as const;

const day = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const TONE: Readonly<Record<string, string>> = {
  paid: 'ok',
  'renewal-paid': 'ok',
  'trial-started': 'info',
  subscribed: 'info',
  declined: 'bad',
  'refund failed': 'bad',
  'refund-failed': 'bad',
  'refund-owed': 'warn',
  'refund-owed-paid': 'ok',
  'refund requested': 'warn',
  refunded: 'info',
  'renewal-declined': 'bad',
  'past-due': 'bad',
  ended: 'warn',
  'cancel-requested': 'warn',
  pending: 'warn',
};

/** The consent on record (issue 29, point 2): what the buyer agreed to, when, from where. */
function consentSection(c: TimelineView['consent']): string {
  const e = escapeHtml;
  const body = c
    ? `<dl>
<div><dt>Terms version</dt><dd>${e(c.terms_version)}</dd></div>
<div><dt>Shown in</dt><dd data-testid="consent-language">${e(c.language ?? '—')}</dd></div>
<div><dt>Agreed at</dt><dd>${e(c.agreed_at)}</dd></div>
<div><dt>Email</dt><dd>${e(c.email ?? 'erased')}</dd></div>
<div><dt>IP</dt><dd>${e(c.ip ?? '—')}</dd></div>
<div><dt>Country</dt><dd>${e(c.country ?? '—')}</dd></div>
<div><dt>Kept until</dt><dd>${e(day(c.retain_until))}</dd></div>
</dl><blockquote data-testid="consent-text">${e(c.terms_text)}</blockquote>`
    : '<p>No consent on record: neither the authorization nor the create named the renewal terms (a payment authorized before the provider kept them).</p>';
  return `<section aria-labelledby="consent"><h2 id="consent">Consent on record</h2>${body}</section>`;
}

/** The bank transfer owed after a refused refund, and the button QA presses once it is made. */
function refundOwed(v: TimelineView): string {
  const e = escapeHtml;
  const owed = v.refundOwed;
  if (!owed) return '';
  const paid = `/qa/subscriptions/${encodeURIComponent(v.subscription.id)}/refund-owed/paid`;
  const state = owed.paidAt ? `, paid ${day(owed.paidAt)}` : ', not paid yet';
  const button = owed.paidAt ? '' : `<form method="post" action="${e(paid)}"><button type="submit">Mark the transfer paid</button></form>`;
  return `<div><dt>Owed to the buyer</dt><dd><span data-testid="refund-owed">${e(`${owed.amount} by ${owed.method}, due by ${day(owed.dueAt)}${state}`)}</span>${button}</dd></div>`;
}

export function timelinePage(v: TimelineView): string {
  const e = escapeHtml;
  const id = v.subscription.id;
  const action = `/qa/subscriptions/${encodeURIComponent(id)}/advance`;
  const presets = ADVANCE_PRESETS_DAYS.map(
    (d) => `<form method="post" action="${e(action)}"><input type="hidden" name="days" value="${d}"><button type="submit">+${d} day${d === 1 ? '' : 's'}</button></form>`,
  ).join('');
  const charges = v.charges
    .map((c) => `<tr><td>${e(day(c.at))}</td><td>${e(c.kind)}</td><td>${e(c.amount)}</td><td><span class="chip ${TONE[c.state] ?? 'info'}">${e(c.state)}</span></td><td>${e(c.detail)}</td></tr>`)
    .join('');
  const timeline = v.timeline
    .map(
      (t) =>
        `<li><time>${e(day(t.at))}</time> <span class="chip ${TONE[t.kind] ?? 'info'}">${e(t.kind)}</span> ${e(t.detail)}${
          t.emailId ? ` · <a href="/qa/outbox/${encodeURIComponent(t.emailId)}">email</a>` : ''
        }</li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Subscription ${e(id)} · QA</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d2433; background: #f4f5f9; }
  header { background: #1d2433; color: #fff; padding: 10px 20px; } header a { color: #dfe3ff; }
  main { max-width: 960px; margin: 0 auto; padding: 20px; display: grid; gap: 16px; }
  section { background: #fff; border: 1px solid #e3e6ee; border-radius: 10px; padding: 16px; min-width: 0; }
  h1 { font-size: 18px; margin: 0; } h2 { font-size: 15px; margin: 0 0 10px; }
  dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 8px 16px; margin: 0; }
  dt { color: #5b6477; font-size: 12px; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .travel { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; } .travel form { margin: 0; }
  button { font: inherit; padding: 6px 12px; border-radius: 8px; border: 1px solid #4338ca; background: #4338ca; color: #fff; cursor: pointer; min-height: 36px; }
  input[type=number] { width: 80px; padding: 6px; font: inherit; border: 1px solid #c3c8d6; border-radius: 6px; }
  /* The charges scroll sideways on a phone: the box takes keyboard focus (tabindex=0) and rings inside its own edge. */
  .table-wrap { overflow-x: auto; } .table-wrap:focus-visible { outline: 3px solid #4338ca; outline-offset: -3px; } table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e6ee; white-space: nowrap; }
  blockquote { margin: 10px 0 0; padding: 8px 12px; border-left: 3px solid #4338ca; background: #f4f5f9; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; } time { color: #5b6477; font-variant-numeric: tabular-nums; }
  .chip { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; }
  .ok { background: #e6f6f3; color: #0f766e; } .bad { background: #fdeceb; color: #b42318; } .warn { background: #fff4e0; color: #9a5b00; } .info { background: #eceffd; color: #3443a0; }
</style></head><body>
<header><a href="/qa">← QA console</a></header>
<main>
<section aria-labelledby="title"><h1 id="title">Subscription <code>${e(id)}</code></h1>
<dl>
<div><dt>Email</dt><dd>${e(v.subscription.email)}</dd></div>
<div><dt>Plan</dt><dd>${e(v.subscription.plan_id)}</dd></div>
<div><dt>Status</dt><dd data-testid="status">${e(v.status)}</dd></div>
<div><dt>Access until</dt><dd>${e(v.accessUntil ? day(v.accessUntil) : '—')}</dd></div>
<div><dt>Next</dt><dd>${e(v.next ? `${v.next.action} on ${day(v.next.at)}` : 'nothing scheduled')}</dd></div>
${refundOwed(v)}
<div><dt>Its clock</dt><dd>${e(day(v.clock))} (+${e(String(v.clockOffsetDays))} days)</dd></div>
</dl></section>
<section aria-labelledby="travel"><h2 id="travel">Time travel</h2>
<div class="travel">${presets}
<form method="post" action="${e(action)}"><label>Days <input type="number" name="days" min="1" max="400" value="14" required></label> <button type="submit">Advance</button></form></div>
</section>
<section aria-labelledby="charges"><h2 id="charges">Charges</h2><div class="table-wrap" tabindex="0" role="group" aria-labelledby="charges"><table>
<thead><tr><th>Due</th><th>Kind</th><th>Amount</th><th>State</th><th>Detail</th></tr></thead><tbody>${charges}</tbody></table></div></section>
${consentSection(v.consent)}
<section aria-labelledby="timeline"><h2 id="timeline">Timeline</h2><ol>${timeline || '<li>Nothing yet.</li>'}</ol></section>
</main></body></html>`;
}
