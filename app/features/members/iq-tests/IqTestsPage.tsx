import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { IQ_TESTS_TEXTS, type IqTestsTranslate } from './iq-tests-texts';
import { Link } from 'react-router-dom';
import type { FunnelQuizResult, TestResult } from '../../../../contracts/members';
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
  const quiz = results.data?.funnel_quiz ?? null;
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
        {results.error ? <SectionError retry={() => void results.mutate()} /> : !results.data ? <Loading label={a('loadingResults')} /> : list.length === 0 && !quiz ? <p className="muted">{a('noTestsYet')}</p> : <History results={list} quiz={quiz} a={a} />}
      </section>
    </>
  );
}

/** One row of the history: a members' test, or the funnel quiz whose score the subscription bought. */
type HistoryRow = { readonly kind: 'test'; readonly at: string; readonly result: TestResult } | { readonly kind: 'quiz'; readonly at: string; readonly quiz: FunnelQuizResult };

/** The tests and the funnel quiz in one list, newest first. */
function historyRows(results: readonly TestResult[], quiz: FunnelQuizResult | null): HistoryRow[] {
  const rows: HistoryRow[] = results.map((result) => ({ kind: 'test', at: result.created_at, result }));
  if (quiz) rows.push({ kind: 'quiz', at: quiz.completed_at, quiz });
  return rows.sort((x, y) => Date.parse(y.at) - Date.parse(x.at));
}

function History({ results, quiz, a }: { results: readonly TestResult[]; quiz: FunnelQuizResult | null; a: IqTestsTranslate }) {
  const n = (value: number) => formatNumber(value, a.locale);
  // The quiz keeps no count of right answers nor a duration: its cells say so to screen readers.
  const notRecorded = (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{a('notRecorded')}</span>
    </>
  );
  return (
    <>
      {results.length > 0 ? <HistoryChart results={results} label={a('historyChart')} testName={(id) => testTitle(a, id)} formatIq={n} /> : null}
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
            {historyRows(results, quiz).map((row) =>
              row.kind === 'quiz' ? (
                <tr key={`quiz:${row.quiz.attempt_id}`}>
                  <td>{formatDateTime(row.at, a.locale)}</td>
                  <td>{a('funnelQuizTitle', { items: row.quiz.items })}</td>
                  <td className="num">{notRecorded}</td>
                  <td className="num">{n(row.quiz.iq)}</td>
                  <td className="num">{formatRange(row.quiz.iq_low, row.quiz.iq_high, a.locale)}</td>
                  <td className="num">{notRecorded}</td>
                </tr>
              ) : (
                <tr key={row.result.id}>
                  <td>{formatDateTime(row.at, a.locale)}</td>
                  <td>{testTitle(a, row.result.test_id)}</td>
                  <td className="num">
                    {n(row.result.correct)}/{n(row.result.total)}
                  </td>
                  <td className="num">{n(row.result.iq)}</td>
                  <td className="num">{formatRange(row.result.iq_low, row.result.iq_high, a.locale)}</td>
                  <td className="num">{formatDuration(row.result.duration_ms)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
