import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TestResult } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { useResults, useSubmitResult } from '../api/results';
import { MEMBERS_TEXT } from '../sections';
import { useMemberSession } from '../session';
import { Loading, SectionError } from '../shell/SectionError';
import type { Question, TestDefinition } from './banks/types';
import { Figure } from './Figure';
import { formatDuration, ordinal } from './format';
import { clearAttempt, loadAttempt, saveAttempt, type AttemptRecord, type StoredAttempt } from './attempt-store';
import { LeaveDialog } from './LeaveDialog';
import { ATTEMPT_TEXT } from './messages';
import { initialRunner, runnerReducer } from './runner-state';
import { useLeaveGuard } from './use-leave-guard';
import { findTest } from './tests';

/** One test from its first question to its scored result. */
export default function TestRunnerPage() {
  const { testId } = useParams();
  const test = findTest(testId);
  const history = useResults();
  if (!test) {
    return (
      <div className="card">
        <h1>No such test</h1>
        <Link to={paths.webapp.iqTests}>Back to the tests</Link>
      </div>
    );
  }
  if (history.error) return <SectionError retry={() => void history.mutate()} />;
  if (!history.data) return <Loading label="Preparing your questions…" />;
  return <Attempt key={test.id} test={test} taken={history.data.results.filter((r) => r.test_id === test.id).length} />;
}

/**
 * Fixes the question set when the attempt starts: the history refreshing after the result must not
 * restart the test. An attempt left part-way is resumed, or said plainly to be abandoned (issue 31).
 */
function Attempt({ test, taken }: { test: TestDefinition; taken: number }) {
  const { uid } = useMemberSession();
  const [stored, setStored] = useState<StoredAttempt>(() => loadAttempt(localStorage, { uid, testId: test.id, questionCount: test.questions(taken % test.sets).length, timeLimitS: test.timeLimitS, now: Date.now() }));
  if (stored.kind === 'abandoned') {
    const again = () => {
      clearAttempt(localStorage, uid, test.id);
      setStored({ kind: 'none' });
    };
    return <AbandonedAttempt test={test} record={stored.record} onStartAgain={again} />;
  }
  // Each attempt takes the next question set, so a retake never repeats the last one.
  return <Runner test={test} uid={uid} resumed={stored.kind === 'resume' ? stored.record : null} set={stored.kind === 'resume' ? stored.record.set : taken % test.sets} />;
}

function AbandonedAttempt({ test, record, onStartAgain }: { test: TestDefinition; record: AttemptRecord; onStartAgain(): void }) {
  return (
    <section className="card result-summary" aria-labelledby="abandoned-title">
      <h1 id="abandoned-title">{ATTEMPT_TEXT.abandonedTitle(test.title)}</h1>
      <p>{ATTEMPT_TEXT.abandonedBody(record.index + 1, Math.round(test.timeLimitS / 60))}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onStartAgain}>
          {ATTEMPT_TEXT.startAgain}
        </button>
        <Link className="button button--ghost" to={paths.webapp.iqTests}>
          {ATTEMPT_TEXT.backToTests}
        </Link>
      </div>
    </section>
  );
}

function Runner({ test, uid, set, resumed }: { test: TestDefinition; uid: string; set: number; resumed: AttemptRecord | null }) {
  const questions = useMemo(() => test.questions(set), [test, set]);
  const [state, dispatch] = useReducer(runnerReducer, questions.length, (count) => (resumed ? { index: resumed.index, answers: resumed.answers, finished: resumed.finished } : initialRunner(count)));
  const startedAt = useRef(resumed?.startedAt ?? Date.now());
  const timeLeftS = () => Math.max(0, test.timeLimitS - Math.floor((Date.now() - startedAt.current) / 1000));
  const [left, setLeft] = useState(timeLeftS);
  const [result, setResult] = useState<TestResult | null>(null);
  const [failed, setFailed] = useState(false);
  const submit = useSubmitResult();
  const heading = useRef<HTMLHeadingElement>(null);
  // Until the score is in, the attempt outlives the page; leaving mid-test asks first.
  const guard = useLeaveGuard(!state.finished);

  useEffect(() => {
    if (result) clearAttempt(localStorage, uid, test.id);
    else saveAttempt(localStorage, { v: 1, uid, testId: test.id, set, startedAt: startedAt.current, index: state.index, answers: [...state.answers], finished: state.finished });
  }, [state, result, uid, test.id, set]);

  useEffect(() => {
    if (state.finished) return;
    const timer = setInterval(() => {
      const remaining = timeLeftS();
      setLeft(remaining);
      if (remaining <= 0) dispatch({ type: 'time-up' });
    }, 1000);
    return () => clearInterval(timer);
    // timeLeftS reads only the ref and the test's limit.
  }, [state.finished, test.timeLimitS]);

  useEffect(() => heading.current?.focus(), [state.index, state.finished]);

  const send = () => {
    setFailed(false);
    submit({
      test_id: test.id,
      question_set: set,
      duration_ms: Math.min(Date.now() - startedAt.current, test.timeLimitS * 1000),
      answers: questions.map((q, i) => ({ category: q.category, correct: state.answers[i] === q.correct })),
    }).then(setResult, () => setFailed(true));
  };

  useEffect(() => {
    if (state.finished) send();
    // Sends once, when the test ends (send itself changes on every render).
  }, [state.finished]);

  if (state.finished) {
    return (
      <section className="card result-summary" aria-labelledby="result-title">
        <h1 id="result-title" ref={heading} tabIndex={-1}>
          {test.title}: your result
        </h1>
        {result ? <ResultView result={result} /> : failed ? <SectionError retry={send} /> : <Loading label="Scoring your answers…" />}
        <div className="actions">
          <Link className="button button--primary" to={paths.webapp.iqTests}>
            Back to the tests and history
          </Link>
        </div>
      </section>
    );
  }

  const q = questions[state.index] as Question;
  const chosen = state.answers[state.index];
  return (
    <section className="card" aria-labelledby="question-title">
      <LeaveDialog open={guard.pending !== null} body={ATTEMPT_TEXT.leaveBody(state.index + 1, formatDuration(left * 1000))} onStay={guard.stay} onLeave={guard.leave} />
      {resumed && !resumed.finished ? (
        <p className="runner-notice" role="status">
          {ATTEMPT_TEXT.resumed(resumed.index + 1)}
        </p>
      ) : null}
      <div className="runner-top">
        <span className="badge">{test.title}</span>
        <span className={`timer${left < 60 ? ' timer--low' : ''}`} role="timer" aria-label={`Time left ${formatDuration(left * 1000)}`}>
          {formatDuration(left * 1000)}
        </span>
      </div>
      <p className="muted" style={{ margin: '12px 0 6px' }}>
        Question {state.index + 1} of {questions.length}
      </p>
      <div className="progress" aria-hidden="true">
        <div className="progress__bar" style={{ width: `${(state.index / questions.length) * 100}%` }} />
      </div>
      <h1 id="question-title" className="question" ref={heading} tabIndex={-1} style={{ marginTop: 16 }}>
        {q.prompt}
      </h1>
      {q.figure ? (
        <div className="figure-row">
          <Figure figure={q.figure} label={q.figure.kind === 'grid' ? 'The shape' : 'A grid of shapes with the last cell missing'} />
        </div>
      ) : null}
      <div className="options" role="radiogroup" aria-labelledby="question-title" style={{ marginTop: 12 }}>
        {q.options.map((o, i) => (
          <button key={i} type="button" role="radio" aria-checked={chosen === i} className={`option${chosen === i ? ' option--chosen' : ''}`} onClick={() => dispatch({ type: 'answer', option: i })}>
            <span className="answer__letter" aria-hidden="true">
              {'ABCD'[i]}
            </span>
            {o.figure ? <Figure figure={o.figure} label={o.label} small /> : <span>{o.label}</span>}
          </button>
        ))}
      </div>
      <div className="actions" style={{ marginTop: 16 }}>
        <button type="button" className="button button--ghost" onClick={() => dispatch({ type: 'back' })} disabled={state.index === 0}>
          Back
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'next' })} disabled={chosen === null}>
          {state.index === questions.length - 1 ? 'Finish' : 'Next'}
        </button>
      </div>
    </section>
  );
}

function ResultView({ result }: { result: TestResult }) {
  return (
    <>
      <p className="muted" style={{ margin: 0 }}>
        Estimated score
      </p>
      <p className="result-score">{result.iq}</p>
      <p>
        95 % interval <strong>{result.iq_low}–{result.iq_high}</strong> · about the {ordinal(result.percentile)} percentile · {result.correct} of {result.total} correct in{' '}
        {formatDuration(result.duration_ms)}
      </p>
      <p className="note">{MEMBERS_TEXT.estimateNote}</p>
    </>
  );
}
