import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findTest, type TestDefinition } from '../../../../catalog/iq-tests';
import type { AbandonedSitting, FinishedSitting, OpenSitting, Sitting } from '../../../../contracts/iq-tests';
import { paths } from '../../../config/paths';
import { useSittingApi } from '../api/sittings';
import { Loading, SectionError } from '../shell/SectionError';
import { formatDuration } from './format';
import { ItemView } from './ItemView';
import { LeaveDialog } from './LeaveDialog';
import { answerOrEnd } from './closed-sitting';
import { ATTEMPT_TEXT } from './messages';
import { PrecisionMeter } from './PrecisionMeter';
import { SittingResult } from './SittingResult';
import { forgetSitting, sittingStart } from './sitting-clock';
import { useLeaveGuard } from './use-leave-guard';

/** One adaptive sitting, from its first item to its scored result (issue 27); the service holds it. */
export default function TestRunnerPage() {
  const { testId } = useParams();
  const test = findTest(testId);
  if (!test) {
    return (
      <div className="card">
        <h1>No such test</h1>
        <Link to={paths.webapp.iqTests}>Back to the tests</Link>
      </div>
    );
  }
  return <SittingPage key={test.id} test={test} />;
}

type Phase =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'open'; readonly sitting: OpenSitting; readonly resumed: boolean; readonly startedAt: number }
  | { readonly kind: 'finished'; readonly sitting: FinishedSitting }
  | { readonly kind: 'abandoned'; readonly sitting: AbandonedSitting };

/**
 * Opens the member's sitting: the one in progress is resumed, one whose time ran out while they were
 * away is said plainly to be abandoned (issue 31), and otherwise a new one starts.
 */
function SittingPage({ test }: { test: TestDefinition }) {
  const api = useSittingApi();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const show = useCallback(
    (sitting: Sitting, resumed = false) => {
      if (sitting.status === 'open') {
        const startedAt = sittingStart(localStorage, sitting.id, sitting.elapsed_ms, Date.now());
        if (resumed && Date.now() - startedAt >= sitting.time_limit_s * 1000) {
          // The page's clock says the time ran out while the member was away: not scored.
          return api.abandon(sitting.id).then((gone) => {
            forgetSitting(localStorage, sitting.id);
            setPhase({ kind: 'abandoned', sitting: gone });
          });
        }
        setPhase({ kind: 'open', sitting, resumed, startedAt });
        return;
      }
      forgetSitting(localStorage, sitting.id);
      if (sitting.status === 'finished') {
        setPhase({ kind: 'finished', sitting });
        void api.refreshResults();
      } else setPhase({ kind: 'abandoned', sitting });
    },
    // api's functions are rebuilt each render but only close over the session.
    [],
  );

  const open = useCallback(() => {
    setPhase({ kind: 'loading' });
    api
      .current(test.id)
      .then((current) => (current ? show(current, true) : api.start(test.id).then((started) => show(started))))
      .catch(() => setPhase({ kind: 'failed' }));
  }, [test.id, show]);

  const startAgain = () => {
    setPhase({ kind: 'loading' });
    api
      .start(test.id)
      .then((started) => show(started))
      .catch(() => setPhase({ kind: 'failed' }));
  };

  useEffect(open, [open]);

  switch (phase.kind) {
    case 'loading':
      return <Loading label="Preparing your questions…" />;
    case 'failed':
      return <SectionError retry={open} />;
    case 'abandoned':
      return <Abandoned test={test} sitting={phase.sitting} onStartAgain={startAgain} />;
    case 'finished':
      return <SittingResult test={test} sitting={phase.sitting} />;
    case 'open':
      return <Runner key={phase.sitting.id} test={test} initial={phase.sitting} resumed={phase.resumed} startedAt={phase.startedAt} onEnd={show} />;
  }
}

function Abandoned({ test, sitting, onStartAgain }: { test: TestDefinition; sitting: AbandonedSitting; onStartAgain(): void }) {
  return (
    <section className="card result-summary" aria-labelledby="abandoned-title">
      <h1 id="abandoned-title">{ATTEMPT_TEXT.abandonedTitle(test.title)}</h1>
      <p>{ATTEMPT_TEXT.abandonedBody(sitting.answered + 1, Math.round(sitting.time_limit_s / 60))}</p>
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

interface RunnerProps {
  readonly test: TestDefinition;
  readonly initial: OpenSitting;
  readonly resumed: boolean;
  readonly startedAt: number;
  readonly onEnd: (sitting: Sitting) => void;
}

/** The sitting in progress: one item at a time, each answer sent to the service, which answers with the next item or the result. */
function Runner({ test, initial, resumed, startedAt, onEnd }: RunnerProps) {
  const api = useSittingApi();
  const [sitting, setSitting] = useState(initial);
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const limitMs = sitting.time_limit_s * 1000;
  const timeLeftS = useCallback(() => Math.max(0, Math.ceil((limitMs - (Date.now() - startedAt)) / 1000)), [limitMs, startedAt]);
  const [left, setLeft] = useState(timeLeftS);
  const heading = useRef<HTMLHeadingElement>(null);
  // Until the sitting ends, leaving mid-test asks first.
  const guard = useLeaveGuard(true);

  const settle = (next: Sitting) => {
    setSending(false);
    if (next.status === 'open') {
      setSitting(next);
      setChosen(null);
    } else onEnd(next);
  };
  const fail = () => {
    setSending(false);
    setFailed(true);
  };

  const send = () => {
    if (chosen === null || sending) return;
    setSending(true);
    setFailed(false);
    // Sent again after a failure, the same answer gets the same reply (the service treats it as a retry).
    // A sitting the service already closed ends here with its result, not in a refusal to retry (closed-sitting.ts).
    answerOrEnd(api, sitting.id, { item_id: sitting.item.id, option: chosen }).then(settle, fail);
  };

  const timeUp = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = timeLeftS();
      setLeft(remaining);
      if (remaining <= 0 && !timeUp.current) {
        timeUp.current = true;
        setSending(true);
        api.finish(sitting.id).then(settle, fail);
      }
    }, 1000);
    return () => clearInterval(timer);
    // settle, fail and api only set state; the sitting id is fixed for this runner (keyed by it).
  }, [timeLeftS, sitting.id]);

  useEffect(() => heading.current?.focus(), [sitting.item.id]);

  const question = sitting.answered + 1;
  const item = sitting.item;
  return (
    <section className="card" aria-labelledby="question-title">
      <LeaveDialog open={guard.pending !== null} body={ATTEMPT_TEXT.leaveBody(question, formatDuration(left * 1000))} onStay={guard.stay} onLeave={guard.leave} />
      {resumed && sitting.id === initial.id && sitting.answered === initial.answered ? (
        <p className="runner-notice" role="status">
          {ATTEMPT_TEXT.resumed(question)}
        </p>
      ) : null}
      <div className="runner-top">
        <span className="badge">{test.title}</span>
        <span className={`timer${left < 60 ? ' timer--low' : ''}`} role="timer" aria-label={`Time left ${formatDuration(left * 1000)}`}>
          {formatDuration(left * 1000)}
        </span>
      </div>
      <PrecisionMeter precision={sitting.precision} caption={ATTEMPT_TEXT.questionCount(question, sitting.max_items)} />
      <ItemView item={item} headingRef={heading} chosen={chosen} onChoose={setChosen} disabled={sending} />
      {failed ? (
        <p className="field-error" role="alert">
          {ATTEMPT_TEXT.sendFailed}
        </p>
      ) : null}
      <div className="actions" style={{ marginTop: 16 }}>
        <button type="button" className="button button--primary" onClick={send} disabled={chosen === null || sending} aria-busy={sending}>
          {sending ? ATTEMPT_TEXT.sending : failed ? ATTEMPT_TEXT.sendAgain : ATTEMPT_TEXT.next}
        </button>
      </div>
      <p className="note">{ATTEMPT_TEXT.adaptiveNote}</p>
    </section>
  );
}
