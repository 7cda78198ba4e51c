import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { IQ_TESTS_TEXTS, type IqTestsTranslate } from './iq-tests-texts';
import { Link } from 'react-router-dom';
import type { TestResult } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { useResults } from '../api/results';
import { Loading, SectionError } from '../shell/SectionError';
import { formatDuration } from './format';
import { formatDateTime, formatNumber, formatRange } from '../locale-format';
import { HistoryChart } from './HistoryChart';
import { TESTS, type TestId } from '../../../../catalog/iq-tests';
import { TableWrap } from '../shell/TableWrap';
import { richText, slot } from '../shell/rich-text';

const isTestId = (id: string): id is TestId => TESTS.some((test) => test.id === id);

/** A test's name in the shopper's language; an id we do not know as it came. */
const testTitle = (a: IqTestsTranslate, id: string) => (isTestId(id) ? a(`${id}Title`) : id);

/** iq-tests (the members' default section): the four test cards and the member's history. */
export default function IqTestsPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(IQ_TESTS_TEXTS);
  const results = useResults();
  const list = results.data?.results ?? [];
  return (
    <>
      <div className="section-head">
        <h1>{t('iqTests')}</h1>
        <p>{t('iqTestsIntro')}</p>
      </div>
      <p className="note">{t('estimateNote')}</p>
      <ul className="grid-cards" aria-label={a('testsLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {TESTS.map((test) => {
          const taken = list.filter((r) => r.test_id === test.id);
          const last = taken[0];
          const title = a(`${test.id}Title`);
          return (
            <li key={test.id} className="card test-card">
              <span className="badge">{a(`${test.id}Kind`)}</span>
              <h2>{title}</h2>
              <p className="muted">{a(`${test.id}Text`)}</p>
              {/* Its items are English words (catalog/iq-tests): other languages are told so. */}
              {test.id === 'verbal' && a.locale !== 'en' ? <p className="muted">{a('englishQuestions')}</p> : null}
              <p className="muted">{a('testLimits', { minutes: formatNumber(Math.round(test.timeLimitS / 60), a.locale), questions: formatNumber(test.maxItems, a.locale) })}</p>
              {last ? <p>{richText(a('lastResult', { iq: slot(0), range: formatRange(last.iq_low, last.iq_high, a.locale) }), [<strong key="iq">{formatNumber(last.iq, a.locale)}</strong>])}</p> : null}
              <Link className="button button--primary" to={paths.memberPages.iqTest(test.id)} aria-label={a(taken.length ? 'retakeTest' : 'startTest', { test: title })}>
                {taken.length ? a('retake') : a('start')}
              </Link>
            </li>
          );
        })}
      </ul>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">{a('historyTitle')}</h2>
        {results.error ? <SectionError retry={() => void results.mutate()} /> : !results.data ? <Loading label={a('loadingResults')} /> : list.length === 0 ? <p className="muted">{a('noTestsYet')}</p> : <History results={list} a={a} />}
      </section>
    </>
  );
}

function History({ results, a }: { results: readonly TestResult[]; a: IqTestsTranslate }) {
  const n = (value: number) => formatNumber(value, a.locale);
  return (
    <>
      <HistoryChart results={results} label={a('historyChart')} testName={(id) => testTitle(a, id)} formatIq={n} />
      <TableWrap label={a('allResults')}>
        <table className="data">
          <caption>{a('allResultsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{a('colDate')}</th>
              <th scope="col">{a('colTest')}</th>
              <th scope="col" className="num">
                {a('colCorrect')}
              </th>
              <th scope="col" className="num">
                {a('colEstimate')}
              </th>
              <th scope="col" className="num">
                {a('colInterval')}
              </th>
              <th scope="col" className="num">
                {a('colTime')}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <td>{formatDateTime(r.created_at, a.locale)}</td>
                <td>{testTitle(a, r.test_id)}</td>
                <td className="num">
                  {n(r.correct)}/{n(r.total)}
                </td>
                <td className="num">{n(r.iq)}</td>
                <td className="num">{formatRange(r.iq_low, r.iq_high, a.locale)}</td>
                <td className="num">{formatDuration(r.duration_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
