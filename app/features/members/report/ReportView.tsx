import { useState } from 'react';
import type { Report } from '../../../../contracts/members';
import { useCreateReport } from '../api/report';
import { TableWrap } from '../shell/TableWrap';
import { useTexts } from '../../../lib/i18n/texts';
import { REPORT_VIEW_TEXTS } from './report-view-texts';
import { formatLongDate, formatNumber, formatOrdinal, formatPercent, formatRange } from '../locale-format';
import { richText, slot } from '../shell/rich-text';

/** Each kind of question's name in the part "area". */
const CATEGORY_KEYS = {
  'number-series': 'numberSeries',
  matrices: 'matrices',
  analogies: 'analogies',
  logic: 'logic',
  spatial: 'spatial',
} as const satisfies Readonly<Record<Report['categories'][number]['category'], string>>;

/** The extended analysis report, or the button that makes it from the latest answers. */
export default function ReportView({ report, subscriptionId, iq, name, email }: { report: Report | null; subscriptionId: string; iq: number; name: string; email: string }) {
  const create = useCreateReport();
  const a = useTexts(REPORT_VIEW_TEXTS);
  const n = (value: number) => formatNumber(value, a.locale);
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
      <h2 id="report-title">{a('reportTitle')}</h2>
      {report ? (
        <>
          <p className="muted">{a('reportMadeFor', { name: report.name, date: formatLongDate(report.created_at, a.locale), tests: report.tests_taken })}</p>
          <p>
            {richText(a('reportScore', { iq: slot(0), range: slot(1), percentile: a('aboutPercentile', { ordinal: formatOrdinal(report.percentile, a.locale) }) }), [
              <strong key="iq" style={{ fontSize: 22 }}>
                {n(report.iq)}
              </strong>,
              <strong key="range">{formatRange(report.iq_low, report.iq_high, a.locale)}</strong>,
            ])}
          </p>
          <TableWrap label={a('byKind')}>
            <table className="data">
              <caption>{a('byKindCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{a('colKind')}</th>
                  <th scope="col" className="num">
                    {a('colCorrect')}
                  </th>
                  <th scope="col">{a('colShare')}</th>
                </tr>
              </thead>
              <tbody>
                {report.categories.map((c) => {
                  const share = c.total ? c.correct / c.total : 0;
                  const pct = Math.round(share * 100);
                  return (
                    <tr key={c.category}>
                      <th scope="row">{a(CATEGORY_KEYS[c.category])}</th>
                      <td className="num">
                        {n(c.correct)}/{n(c.total)}
                      </td>
                      <td style={{ minWidth: 140 }}>
                        <div className="bar" aria-hidden="true">
                          <span style={{ width: `${pct}%` }} />
                        </div>
                        <span className="muted" style={{ fontSize: 13 }}>
                          {formatPercent(share, a.locale)}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableWrap>
        </>
      ) : (
        <p>{a('reportReady')}</p>
      )}
      {report === null || stale ? (
        <div>
          <button type="button" className="button button--primary" onClick={build} disabled={state === 'working'}>
            {report ? a('updateReport') : a('createReport')}
          </button>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p className="field-error" role="alert">
          {a('reportFailed')}
        </p>
      ) : null}
    </section>
  );
}
