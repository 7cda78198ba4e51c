import { useState } from 'react';
import type { Report } from '../../../../contracts/members';
import { useCreateReport } from '../api/report';
import { formatLongDate } from '../format-money';
import { ordinal } from '../iq-tests/format';
import { TableWrap } from '../shell/TableWrap';

const CATEGORY_NAMES: Readonly<Record<Report['categories'][number]['category'], string>> = {
  'number-series': 'Number series',
  matrices: 'Matrices',
  analogies: 'Analogies',
  logic: 'Logic',
  spatial: 'Spatial',
};

/** The extended analysis report, or the button that makes it from the latest answers. */
export function ReportView({ report, subscriptionId, iq, name, email }: { report: Report | null; subscriptionId: string; iq: number; name: string; email: string }) {
  const create = useCreateReport();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const build = () => {
    setState('working');
    create({ subscription_id: subscriptionId, iq_value: iq, name: name || email, email }).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  const stale = report !== null && report.iq !== iq;
  return (
    <section className="card stack" aria-labelledby="report-title">
      <h2 id="report-title">Extended analysis report</h2>
      {report ? (
        <>
          <p className="muted">
            For {report.name}, made {formatLongDate(report.created_at)} from {report.tests_taken} reasoning test{report.tests_taken === 1 ? '' : 's'}.
          </p>
          <p>
            Estimated score <strong style={{ fontSize: 22 }}>{report.iq}</strong>, 95 % interval <strong>{report.iq_low}–{report.iq_high}</strong>, about the {ordinal(report.percentile)} percentile.
          </p>
          <TableWrap label="Answers by kind of question">
            <table className="data">
              <caption>Your answers by kind of question</caption>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  <th scope="col" className="num">Correct</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                {report.categories.map((c) => {
                  const pct = c.total ? Math.round((c.correct / c.total) * 100) : 0;
                  return (
                    <tr key={c.category}>
                      <th scope="row">{CATEGORY_NAMES[c.category]}</th>
                      <td className="num">
                        {c.correct}/{c.total}
                      </td>
                      <td style={{ minWidth: 140 }}>
                        <div className="bar" aria-hidden="true">
                          <span style={{ width: `${pct}%` }} />
                        </div>
                        <span className="muted" style={{ fontSize: 13 }}>{pct} %</span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableWrap>
        </>
      ) : (
        <p>Your report is ready to be made from your answers.</p>
      )}
      {report === null || stale ? (
        <div>
          <button type="button" className="button button--primary" onClick={build} disabled={state === 'working'}>
            {report ? 'Update with my latest test' : 'Create my report'}
          </button>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          The report could not be made. Try again.
        </p>
      ) : null}
    </section>
  );
}
