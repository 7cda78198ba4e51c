/**
 * The console's item calibration (issue 27): the latest version on load, and a button that runs one
 * (POST /qa/api/calibrations, the same run as `npm run calibrate`) and shows what it made, or why it
 * was refused (too few answers) in the service's own words.
 */
import { QaCalibration, QaCalibrations } from '../../../../contracts/qa-api';

const number = (n: number) => n.toLocaleString('en-US');

function describe(c: QaCalibration): string {
  return `version ${c.version} of ${new Date(c.created_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}: ${c.calibrated_items} items calibrated, ${c.provisional_items} provisional`;
}

/** The run's figures as a definition list (text only: nothing from the answer becomes markup). */
function figures(c: QaCalibration): HTMLElement {
  const dl = document.createElement('dl');
  dl.className = 'meta';
  const rows: [string, string][] = [
    ['Version', String(c.version)],
    ['Items calibrated', String(c.calibrated_items)],
    ['Provisional (too few answers)', String(c.provisional_items)],
    ['Answers', `${number(c.answers)} from ${number(c.people)} people`],
    ['EM cycles', `${c.cycles}${c.converged ? ', converged' : ', NOT converged (cycle limit)'}`],
    ['Log-likelihood', `${c.log_likelihood.toFixed(1)} (${(c.log_likelihood / Math.max(1, c.answers)).toFixed(3)} per answer)`],
  ];
  for (const [term, value] of rows) {
    const row = document.createElement('div');
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    row.append(dt, dd);
    dl.append(row);
  }
  return dl;
}

export function wireCalibration(root: HTMLElement): void {
  const latest = root.querySelector<HTMLElement>('[data-calibration-latest]');
  const result = root.querySelector<HTMLElement>('[data-calibration-result]');
  const button = root.querySelector<HTMLButtonElement>('button[data-calibrate]');
  if (!latest || !result || !button) throw new Error('QA console: the calibration section is incomplete.');

  const showLatest = async () => {
    try {
      const res = await fetch('/qa/api/calibrations', { headers: { Accept: 'application/json' } });
      const [last] = QaCalibrations.parse(await res.json()).calibrations;
      latest.textContent = last ? `Live: ${describe(last)}.` : 'No calibration yet: every item has its provisional parameters.';
    } catch {
      latest.textContent = 'The calibrations could not be read; reload the page.';
    }
  };

  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Calibrating…';
    result.className = '';
    result.textContent = 'Running EM over every stored answer…';
    void (async () => {
      try {
        const res = await fetch('/qa/api/calibrations', { method: 'POST', headers: { Accept: 'application/json' } });
        const body: unknown = await res.json().catch(() => ({}));
        if (res.status === 201) {
          const run = QaCalibration.parse(body);
          result.textContent = `Calibration ${run.version} stored; new scores use it.`;
          result.append(figures(run));
          await showLatest();
        } else {
          const detail = typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : `the service answered ${res.status}`;
          result.className = 'refused';
          result.textContent = `Not calibrated. ${detail}`;
        }
      } catch (error) {
        result.className = 'refused';
        result.textContent = `Not calibrated. ${error instanceof Error ? error.message : 'network error'}.`;
      } finally {
        button.disabled = false;
        button.textContent = 'Run calibration';
      }
    })();
  });
  void showLatest();
}
