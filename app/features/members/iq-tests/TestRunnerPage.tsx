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
import { useTexts } from '../../../lib/i18n/texts';
import { formatNumber } from '../locale-format';
import { IQ_TESTS_TEXTS } from './iq-tests-texts';
import { RUNNER_TEXTS, type RunnerTranslate } from './runner-texts';
import { PrecisionMeter } from './PrecisionMeter';
import { SittingResult } from './SittingResult';
import { forgetSitting, sittingStart } from './sitting-clock';
import { useLeaveGuard } from './use-leave-guard';

/** One adaptive sitting, from its first item to its scored result (issue 27); the service holds it. */
export default function TestRunnerPage() {
  const { testId } = useParams();
  const t = useTexts(RUNNER_TEXTS);
  const test = findTest(testId);
  if (!test) {
    return (
      <div className="card">
        <h1>{t('noSuchTest')}</h1>
        <Link to={paths.webapp.iqTests}>{t('backToTests')}</Link>
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
  const t = useTexts(RUNNER_TEXTS);
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
      return <Loading label={t('preparing')} />;
    case 'failed':
      return <SectionError retry={open} />;
    case 'abandoned':
      return <Abandoned test={test} sitting={phase.sitting} onStartAgain={startAgain} t={t} />;
    case 'finished':
      return <SittingResult test={test} sitting={phase.sitting} />;
    case 'open':
      return <Runner key={phase.sitting.id} test={test} initial={phase.sitting} resumed={phase.resumed} startedAt={phase.startedAt} onEnd={show} t={t} />;
  }
}

function Abandoned({ test, sitting, onStartAgain, t }: { test: TestDefinition; sitting: AbandonedSitting; onStartAgain(): void; t: RunnerTranslate }) {
  const tests = useTexts(IQ_TESTS_TEXTS);
  return (
    <section className="card result-summary" aria-labelledby="abandoned-title">
      <h1 id="abandoned-title">{t('abandonedTitle', { test: tests(`${test.id}Title`) })}</h1>
      <p>{t('abandonedBody', { question: formatNumber(sitting.answered + 1, t.locale), minutes: formatNumber(Math.round(sitting.time_limit_s / 60), t.locale) })}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onStartAgain}>
          {t('startAgain')}
        </button>
        <Link className="button button--ghost" to={paths.webapp.iqTests}>
          {t('backToTests')}
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
  readonly t: RunnerTranslate;
}

/** The sitting in progress: one item at a time, each answer sent to the service, which answers with the next item or the result. */
function Runner({ test, initial, resumed, startedAt, onEnd, t }: RunnerProps) {
  const api = useSittingApi();
  const tests = useTexts(IQ_TESTS_TEXTS);
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
  const n = (value: number) => formatNumber(value, t.locale);
  const item = sitting.item;
  return (
    <section className="card" aria-labelledby="question-title">
      <LeaveDialog open={guard.pending !== null} body={t('leaveBody', { question: n(question), timeLeft: formatDuration(left * 1000) })} onStay={guard.stay} onLeave={guard.leave} />
      {resumed && sitting.id === initial.id && sitting.answered === initial.answered ? (
        <p className="runner-notice" role="status">
          {t('resumed', { question: n(question) })}
        </p>
      ) : null}
      <div className="runner-top">
        <span className="badge">{tests(`${test.id}Title`)}</span>
        <span className={`timer${left < 60 ? ' timer--low' : ''}`} role="timer" aria-label={t('timeLeft', { time: formatDuration(left * 1000) })}>
          {formatDuration(left * 1000)}
        </span>
      </div>
      <PrecisionMeter precision={sitting.precision} caption={t('questionCount', { n: n(question), max: n(sitting.max_items) })} />
      <ItemView item={item} headingRef={heading} chosen={chosen} onChoose={setChosen} disabled={sending} />
      {failed ? (
        <p className="field-error" role="alert">
          {t('sendFailed')}
        </p>
      ) : null}
      <div className="actions" style={{ marginTop: 16 }}>
        <button type="button" className="button button--primary" onClick={send} disabled={chosen === null || sending} aria-busy={sending}>
          {sending ? t('sending') : failed ? t('sendAgain') : t('next')}
        </button>
      </div>
      <p className="note">{t('adaptiveNote')}</p>
    </section>
  );
}
