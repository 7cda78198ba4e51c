import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { Link } from 'react-router-dom';
import type { TestResult } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { useResults } from '../api/results';
import { Loading, SectionError } from '../shell/SectionError';
import { formatDateTime, formatDuration, testTitle } from './format';
import { HistoryChart } from './HistoryChart';
import { TESTS } from '../../../../catalog/iq-tests';
import { TableWrap } from '../shell/TableWrap';

/** iq-tests (the members' default section): the four test cards and the member's history. */
export default function IqTestsPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const results = useResults();
  const list = results.data?.results ?? [];
  return (
    <>
      <div className="section-head">
        <h1>{t('iqTests')}</h1>
        <p>{t('iqTestsIntro')}</p>
      </div>
      <p className="note">{t('estimateNote')}</p>
      <ul className="grid-cards" aria-label="Tests" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {TESTS.map((test) => {
          const taken = list.filter((r) => r.test_id === test.id);
          const last = taken[0];
          return (
            <li key={test.id} className="card test-card">
              <span className="badge">{test.kind}</span>
              <h2>{test.title}</h2>
              <p className="muted">{test.description}</p>
              <p className="muted">
                Time limit: {Math.round(test.timeLimitS / 60)} minutes · at most {test.maxItems} questions
              </p>
              {last ? (
                <p>
                  Last: <strong>{last.iq}</strong> (range {last.iq_low}–{last.iq_high})
                </p>
              ) : null}
              <Link className="button button--primary" to={paths.memberPages.iqTest(test.id)} aria-label={`${taken.length ? 'Retake' : 'Start'} ${test.title}`}>
                {taken.length ? 'Retake with new questions' : 'Start'}
              </Link>
            </li>
          );
        })}
      </ul>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">Your history</h2>
        {results.error ? <SectionError retry={() => void results.mutate()} /> : !results.data ? <Loading label="Loading your results…" /> : list.length === 0 ? <p className="muted">No tests taken yet. Start with the reasoning test.</p> : <History results={list} />}
      </section>
    </>
  );
}

function History({ results }: { results: readonly TestResult[] }) {
  return (
    <>
      <HistoryChart results={results} />
      <TableWrap label="All results">
        <table className="data">
          <caption>All results, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Test</th>
              <th scope="col" className="num">Correct</th>
              <th scope="col" className="num">Estimate</th>
              <th scope="col" className="num">95 % interval</th>
              <th scope="col" className="num">Time</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <td>{formatDateTime(r.created_at)}</td>
                <td>{testTitle(r.test_id)}</td>
                <td className="num">
                  {r.correct}/{r.total}
                </td>
                <td className="num">{r.iq}</td>
                <td className="num">
                  {r.iq_low}–{r.iq_high}
                </td>
                <td className="num">{formatDuration(r.duration_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}
