import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCompare } from '../api/get-compare';
import { ordinal } from '../iq-tests/format';
import { Loading, SectionError } from '../shell/SectionError';
import { countryName } from './countries';
import { DistributionChart } from './DistributionChart';
import { TableWrap } from '../shell/TableWrap';

/** compare: the member's latest reasoning score against other countries' score distributions. */
export default function ComparePage() {
  const t = useTexts(MEMBERS_TEXTS);
  const compare = useCompare();
  if (compare.error) return <SectionError retry={() => void compare.mutate()} />;
  if (!compare.data) return <Loading label="Loading the comparison…" />;
  const data = compare.data;
  return (
    <>
      <div className="section-head">
        <h1>{t('compareHeading')}</h1>
        <p>{t('compareIntro')}</p>
      </div>
      {data.synthetic ? (
        <p className="note note--synthetic" role="note">
          <strong>Synthetic data. </strong>
          {t('synthetic')}
        </p>
      ) : null}
      {data.your_iq === null ? (
        <p className="note">
          Take the <Link to={paths.memberPages.iqTest('reasoning')}>reasoning test</Link> to see where you stand.
        </p>
      ) : null}
      <section className="card" aria-labelledby="chart-title">
        <h2 id="chart-title">Score distributions</h2>
        <p className="muted" style={{ fontSize: 14 }}>
          Light bar: 10th to 90th percentile. Dark bar: the middle half. Tick: median.
        </p>
        <DistributionChart rows={data.countries} you={data.your_iq} />
      </section>
      <section className="card" aria-labelledby="table-title">
        <TableWrap label="Scores by country">
          <table className="data">
            <caption id="table-title">
              Scores by country{data.synthetic ? ' (synthetic sample data)' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Country</th>
                <th scope="col" className="num">People</th>
                <th scope="col" className="num">Median</th>
                <th scope="col" className="num">Middle half</th>
                <th scope="col" className="num">Your position</th>
              </tr>
            </thead>
            <tbody>
              {data.countries.map((c) => (
                <tr key={c.country} className={c.country === data.your_country ? 'you' : undefined}>
                  <th scope="row">
                    {countryName(c.country)}
                    {c.country === data.your_country ? ' (your country)' : ''}
                  </th>
                  <td className="num">{c.people}</td>
                  <td className="num">{c.median}</td>
                  <td className="num">
                    {c.p25}–{c.p75}
                  </td>
                  <td className="num">{c.your_percentile === null ? '—' : `${ordinal(c.your_percentile)} percentile`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <p className="muted" style={{ fontSize: 14, marginTop: 12 }}>
          Countries with fewer than {data.min_group_size} people are not shown{data.hidden_groups ? ` (${data.hidden_groups} hidden)` : ''}, so no one can be picked out.
        </p>
      </section>
    </>
  );
}
