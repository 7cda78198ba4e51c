import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TestResult } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { useResults, useSubmitResult } from '../api/results';
import { MEMBERS_TEXT } from '../sections';
import { Loading, SectionError } from '../shell/SectionError';
import type { Question, TestDefinition } from './banks/types';
import { Figure } from './Figure';
import { formatDuration, ordinal } from './format';
import { initialRunner, runnerReducer } from './runner-state';
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

/** Fixes the question set when the attempt starts: the history refreshing after the result must not restart the test. */
function Attempt({ test, taken }: { test: TestDefinition; taken: number }) {
  // Each attempt takes the next question set, so a retake never repeats the last one.
  const [set] = useState(() => taken % test.sets);
  return <Runner test={test} set={set} />;
}

function Runner({ test, set }: { test: TestDefinition; set: number }) {
  const questions = useMemo(() => test.questions(set), [test, set]);
  const [state, dispatch] = useReducer(runnerReducer, questions.length, initialRunner);
  const startedAt = useRef(Date.now());
  const [left, setLeft] = useState(test.timeLimitS);
  const [result, setResult] = useState<TestResult | null>(null);
  const [failed, setFailed] = useState(false);
  const submit = useSubmitResult();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.finished) return;
    const timer = setInterval(() => {
      const remaining = test.timeLimitS - Math.floor((Date.now() - startedAt.current) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) dispatch({ type: 'time-up' });
    }, 1000);
    return () => clearInterval(timer);
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
        Likely range <strong>{result.iq_low}–{result.iq_high}</strong> · about the {ordinal(result.percentile)} percentile · {result.correct} of {result.total} correct in{' '}
        {formatDuration(result.duration_ms)}
      </p>
      <p className="note">{MEMBERS_TEXT.estimateNote}</p>
    </>
  );
}
