import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { COMPARE_TEXTS } from './compare-texts';
import { formatNumber, formatOrdinal, formatRange } from '../locale-format';
import { richText, slot } from '../shell/rich-text';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCompare } from '../api/get-compare';
import { Loading, SectionError } from '../shell/SectionError';
import { countryName } from './countries';
import { DistributionChart } from './DistributionChart';
import { TableWrap } from '../shell/TableWrap';

/** compare: the member's latest reasoning score against other countries' score distributions. */
export default function ComparePage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(COMPARE_TEXTS);
  const compare = useCompare();
  if (compare.error) return <SectionError retry={() => void compare.mutate()} />;
  if (!compare.data) return <Loading label={a('loadingComparison')} />;
  const data = compare.data;
  const n = (value: number) => formatNumber(value, a.locale);
  return (
    <>
      <div className="section-head">
        <h1>{t('compareHeading')}</h1>
        <p>{t('compareIntro')}</p>
      </div>
      {data.synthetic ? (
        <p className="note note--synthetic" role="note">
          <strong>{a('syntheticLead')}</strong>{' '}
          {t('synthetic')}
        </p>
      ) : null}
      {data.your_iq === null ? (
        <p className="note">
          {richText(a('takeReasoningToCompare', { link: slot(0) }), [
            <Link key="test" to={paths.memberPages.iqTest('reasoning')}>
              {a('reasoningTestLink')}
            </Link>,
          ])}
        </p>
      ) : null}
      <section className="card" aria-labelledby="chart-title">
        <h2 id="chart-title">{a('distributionsTitle')}</h2>
        <p className="muted" style={{ fontSize: 14 }}>
          {a('distributionsLegend')}
        </p>
        <DistributionChart rows={data.countries} you={data.your_iq} a={a} />
      </section>
      <section className="card" aria-labelledby="table-title">
        <TableWrap label={a('byCountry')}>
          <table className="data">
            <caption id="table-title">{a(data.synthetic ? 'byCountrySynthetic' : 'byCountry')}</caption>
            <thead>
              <tr>
                <th scope="col">{a('colCountry')}</th>
                <th scope="col" className="num">
                  {a('colPeople')}
                </th>
                <th scope="col" className="num">
                  {a('colMedian')}
                </th>
                <th scope="col" className="num">
                  {a('colMiddleHalf')}
                </th>
                <th scope="col" className="num">
                  {a('colYourPosition')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.countries.map((c) => (
                <tr key={c.country} className={c.country === data.your_country ? 'you' : undefined}>
                  <th scope="row">{c.country === data.your_country ? a('yourCountry', { country: countryName(c.country, a.locale) }) : countryName(c.country, a.locale)}</th>
                  <td className="num">{n(c.people)}</td>
                  <td className="num">{n(c.median)}</td>
                  <td className="num">{formatRange(c.p25, c.p75, a.locale)}</td>
                  <td className="num">{c.your_percentile === null ? '—' : a('percentileCell', { ordinal: formatOrdinal(c.your_percentile, a.locale) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
        <p className="muted" style={{ fontSize: 14, marginTop: 12 }}>
          {a('hiddenGroups', { min: data.min_group_size, hidden: data.hidden_groups })}
        </p>
      </section>
    </>
  );
}
