import { useAtomValue, useSetAtom } from 'jotai';
import { use, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Header } from '../../components/Header';
import { LegalLinks } from '../../components/LegalLinks';
import { paths, withCarriedParams } from '../../config/paths';
import { usePreloadRoute } from '../../lib/route-preload';
import { useTexts } from '../../lib/i18n/texts';
import { QUIZ_TEXTS } from './quiz-texts';
import { itemWords } from './item-words';
import { isValidEmail } from './email';
import { EMAIL_STEP, queryForStep, stepFrom } from './quiz-step';
import { useLocationLookup } from './use-location-lookup';
import { loadedFigures, loadFigures } from './figures-lazily';
import { QUIZ_ITEMS as QUESTIONS } from '../../../catalog/quiz/question-items';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { useInAppBrowserEscape } from '../../lib/in-app-browser/use-in-app-browser-escape';
import { trackFunnelEventLazily, useTrackingCode } from '../../lib/tracking/track-lazily';
import { answerQuestionAtom, quizAnswersAtom, quizEmailAtom, saveEmailAtom } from '../../shared/quiz/quiz-state';
import type { CompleteFailure } from '../../lib/quiz-attempt';
import { useAnnounceOnChange } from '../../lib/route-focus';

/** The service client loads after the first answer, off the quiz's first load (issue 13's budget). */
const quizAttempt = () => import('../../lib/quiz-attempt');


export default function QuizPage() {
  const [params, setParams] = useSearchParams();
  const step = stepFrom(params);
  useInAppBrowserEscape(true);
  useLocationLookup();
  useTrackingCode();
  useEffect(() => {
    loadFigures().catch(() => undefined); // a question that needs them fetches them again and shows the failure
  }, []);
  const goTo = (next: number) => setParams(queryForStep(params, next));
  // Each question and the email step share the quiz's path: a new step announces its heading as a new page does.
  useAnnounceOnChange(String(step));
  const t = useTexts(QUIZ_TEXTS);

  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} accountLabel={t('myAccount')} />
      <main className="page quiz">
        <div className="progress" role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={EMAIL_STEP} aria-valuenow={step}>
          <div className="progress__bar" style={{ width: `${(step / EMAIL_STEP) * 100}%` }} />
        </div>
        {step <= QUIZ_QUESTION_COUNT ? (
          <QuestionStep step={step} onNext={() => goTo(step + 1)} onBack={() => goTo(step - 1)} />
        ) : (
          <EmailStep onBack={() => goTo(QUIZ_QUESTION_COUNT)} onGoTo={goTo} />
        )}
        <LegalLinks />
      </main>
    </>
  );
}

function QuestionStep({ step, onNext, onBack }: { step: number; onNext: () => void; onBack: () => void }) {
  const question = QUESTIONS[step - 1];
  const answers = useAtomValue(quizAnswersAtom);
  const answer = useSetAtom(answerQuestionAtom);
  const headingId = useId();
  if (!question) throw new Error(`No quiz question for step ${step}.`);
  const figures = question.matrix ? (loadedFigures() ?? use(loadFigures())) : null;
  const chosen = answers[question.id] ?? null;
  const t = useTexts(QUIZ_TEXTS);
  const words = itemWords(question, t.locale);

  return (
    <section aria-labelledby={headingId} className="card">
      <p className="eyebrow">{t('questionOf', { step, count: QUIZ_QUESTION_COUNT })}</p>
      <h1 id={headingId} className="question" lang={words.englishOnly ? 'en' : undefined} dir={words.englishOnly ? 'ltr' : undefined}>
        {words.prompt}
      </h1>
      {words.englishOnly ? <p className="muted">{t('englishOnly')}</p> : null}
      {question.matrix && figures ? <figures.MatrixFigure item={question.matrix} label={words.gridLabel} /> : null}
      <div className={`answers${question.matrix ? ' answers--figures' : ''}`} role="radiogroup" aria-labelledby={headingId}>
        {words.answers.map((text, index) => (
          <button
            key={question.answers[index]}
            type="button"
            role="radio"
            aria-checked={chosen === index}
            className={`answer${chosen === index ? ' answer--chosen' : ''}`}
            onClick={() => {
              answer({ questionId: question.id, answer: index });
              // Saved to the service as the quiz is taken (issue 27); the email step sends every answer again.
              void quizAttempt().then((client) => client.saveQuizAnswer(question.id, index));
              onNext();
            }}
          >
            <span className="answer__letter" aria-hidden="true">
              {String.fromCharCode(65 + index)}
            </span>
            {question.matrix?.options[index] && figures ? <figures.OptionFigure cell={question.matrix.options[index]} /> : null}
            <span className="answer__text" lang={words.englishOnly ? 'en' : undefined}>{text}</span>
          </button>
        ))}
      </div>
      <div className="actions">
        {step > 1 ? (
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('back')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

function EmailStep({ onBack, onGoTo }: { onBack: () => void; onGoTo: (step: number) => void }) {
  const stored = useAtomValue(quizEmailAtom);
  const answers = useAtomValue(quizAnswersAtom);
  const [scoring, setScoring] = useState(false);
  const [failure, setFailure] = useState<CompleteFailure | null>(null);
  const saveEmail = useSetAtom(saveEmailAtom);
  const [email, setEmail] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { search } = useLocation();
  const inputId = useId();
  const t = useTexts(QUIZ_TEXTS);
  usePreloadRoute(paths.subscription);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(t('emailInvalid'));
      return;
    }
    saveEmail(email);
    setScoring(true);
    setFailure(null);
    // The service scores the quiz (issue 27): the score it gives is the one the results and the report show.
    void quizAttempt()
      .then((client) => client.completeQuizAttempt(answers))
      .catch((error: unknown) => ({ ok: false as const, failure: { kind: 'failed' as const, message: String(error) } }))
      .then((result) => {
        setScoring(false);
        if (!result.ok) return setFailure(result.failure);
        void trackFunnelEventLazily('email_success');
        void navigate(withCarriedParams(paths.subscription, search));
      });
  };
  const firstMissing = failure?.kind === 'incomplete' ? (failure.missing[0] ?? 1) : null;

  return (
    <section className="card">
      <img className="email-step__art" src="/images/certificate.svg" alt="" width="96" height="72" />
      <p className="eyebrow">{t('almostThere')}</p>
      <h1 className="question">{t('emailHeading')}</h1>
      <form onSubmit={submit} noValidate className="stack">
        <label htmlFor={inputId}>{t('email')}</label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={`${inputId}-error`}
        />
        <p id={`${inputId}-error`} className="field-error" aria-live="polite">
          {error}
        </p>
        <button type="submit" className="button button--primary button--large" disabled={scoring} aria-busy={scoring}>
          {scoring ? t('scoring') : t('seeResults')}
        </button>
      </form>
      {failure ? (
        <div className="error-banner" role="alert">
          <p>{firstMissing !== null ? t('unanswered', { question: firstMissing }) : t('scoreFailed')}</p>
          {firstMissing !== null ? (
            <button type="button" className="button button--ghost" onClick={() => onGoTo(firstMissing)}>
              {t('goToQuestion', { question: firstMissing })}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="actions email-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </section>
  );
}
