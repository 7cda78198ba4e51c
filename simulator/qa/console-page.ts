import { listScenarios } from '../../scenarios';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The QA console: scenarios with links that start the funnel, live sessions with journals, subscriptions. */
export function qaConsolePage(appStartUrl: string): string {
  const rows = listScenarios()
    .map((s) => {
      const url = `${appStartUrl}?scenario=${encodeURIComponent(s.id)}`;
      return `<li class="scenario"><div><code>${escapeHtml(s.id)}</code> <strong>${escapeHtml(s.title)}</strong>
        <p>${escapeHtml(s.description)}</p></div><a class="start" href="${escapeHtml(url)}" target="_blank" rel="noopener">Start funnel</a></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA console · MindMetric simulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1d2433; background: #f5f6fa; }
  header { background: #1d2433; color: #fff; padding: 16px 24px; }
  header h1 { margin: 0; font-size: 20px; }
  main { padding: 24px; display: grid; gap: 24px; max-width: 1200px; margin: 0 auto; }
  section { background: #fff; border-radius: 12px; padding: 16px 20px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
  h2 { margin-top: 0; font-size: 17px; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
  .scenario { display: flex; justify-content: space-between; gap: 16px; align-items: center; border-bottom: 1px solid #eef0f6; padding-bottom: 10px; }
  .scenario p { margin: 4px 0 0; color: #5b6477; font-size: 14px; }
  .start { background: #4f46e5; color: #fff; text-decoration: none; padding: 10px 14px; border-radius: 8px; white-space: nowrap; }
  table { width: 100%; border-collapse: collapse; font-size: 13px; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #eef0f6; vertical-align: top; }
  details { border: 1px solid #eef0f6; border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; }
  summary { cursor: pointer; }
  code { background: #eef0f6; padding: 1px 5px; border-radius: 4px; }
  .empty { color: #5b6477; }
</style></head>
<body>
<header><h1>QA console</h1></header>
<main>
  <section aria-labelledby="scenarios-h"><h2 id="scenarios-h">Scenarios</h2><ul>${rows}</ul></section>
  <section aria-labelledby="sessions-h"><h2 id="sessions-h">Payment sessions</h2><div id="sessions" class="empty">Loading…</div></section>
  <section aria-labelledby="subs-h"><h2 id="subs-h">Subscriptions</h2><div id="subscriptions" class="empty">Loading…</div></section>
</main>
<script type="module">
  const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const open = new Set();
  async function refresh() {
    const [sessions, subs] = await Promise.all([fetch('/qa/api/sessions').then((r) => r.json()), fetch('/qa/api/subscriptions').then((r) => r.json())]);
    const el = document.getElementById('sessions');
    document.querySelectorAll('#sessions details[open]').forEach((d) => open.add(d.dataset.id));
    el.className = sessions.length ? '' : 'empty';
    el.innerHTML = sessions.length ? sessions.map((s) => \`<details data-id="\${esc(s.executionId)}" \${open.has(s.executionId) ? 'open' : ''}>
      <summary><code>\${esc(s.scenarioRun ?? s.requestedScenario ?? 'not yet chosen')}</code> \${esc(s.planId)} · \${esc(s.amount.value)} \${esc(s.amount.currency)} · \${esc(s.createdAt)} · \${s.journal.length} requests</summary>
      <table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>ms</th><th>Body</th></tr></thead><tbody>
      \${s.journal.map((j) => \`<tr><td>\${esc(j.at.slice(11, 23))}</td><td>\${esc(j.method)}</td><td>\${esc(j.path.split('?')[0])}</td><td>\${j.status}</td><td>\${j.durationMs}</td><td><code>\${esc(j.summary)}</code></td></tr>\`).join('')}
      </tbody></table></details>\`).join('') : 'No payment sessions yet. Start a funnel above.';
    const st = document.getElementById('subscriptions');
    st.className = subs.length ? '' : 'empty';
    st.innerHTML = subs.length ? \`<table><thead><tr><th>Id</th><th>Plan</th><th>Email</th><th>Amount</th><th>Card</th><th>Scenario</th><th>Created</th></tr></thead><tbody>
      \${subs.map((r) => \`<tr><td><code>\${esc(r.id.slice(0, 12))}…</code></td><td>\${esc(r.plan_id)}</td><td>\${esc(r.email)}</td><td>\${esc(r.amount_value)} \${esc(r.currency)}</td><td>\${esc(r.card_network)} ····\${esc(r.card_last4)}</td><td>\${esc(r.scenario_id)}</td><td>\${esc(r.created_at)}</td></tr>\`).join('')}</tbody></table>\` : 'No subscriptions yet.';
  }
  refresh();
  setInterval(refresh, 2000);
</script>
</body></html>`;
}
