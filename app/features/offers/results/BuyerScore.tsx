import { useEffect, useState } from 'react';
import { fetchQuizScore, scoredQuizAttemptId, type QuizScore } from '../../../lib/quiz-attempt';
import { useTexts } from '../../../lib/i18n/texts';
import { OFFERS_TEXTS } from '../offers-texts';
import { ResultsScreen } from './ResultsScreen';

type ScoreState = { readonly kind: 'none' } | { readonly kind: 'loading' } | { readonly kind: 'shown'; readonly score: QuizScore } | { readonly kind: 'failed' };

/**
 * The buyer's own score, read from the service by the quiz attempt this tab scored (or the members'
 * report handed over). Without one, nothing is shown: no score is ever made up (issue 27).
 */
export function BuyerScore() {
  const [attempt] = useState(scoredQuizAttemptId);
  const [state, setState] = useState<ScoreState>(attempt ? { kind: 'loading' } : { kind: 'none' });
  const [tries, setTries] = useState(0);
  const t = useTexts(OFFERS_TEXTS);
  useEffect(() => {
    if (!attempt) return;
    let live = true;
    setState({ kind: 'loading' });
    fetchQuizScore(attempt).then(
      (score) => live && setState(score ? { kind: 'shown', score } : { kind: 'none' }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt, tries]);

  switch (state.kind) {
    case 'none':
      return null;
    case 'loading':
      return (
        <section className="card" aria-busy="true">
          <p className="muted" role="status">
            {t('loadingScore')}
          </p>
        </section>
      );
    case 'failed':
      return (
        <section className="card">
          <p role="alert">{t('scoreFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => setTries((n) => n + 1)}>
            {t('scoreRetry')}
          </button>
        </section>
      );
    case 'shown':
      return (
        <>
          <ResultsScreen score={state.score} />
          {/* How many questions the score rests on: fewer for a visit that started part-way (?startFrom=). */}
          <p className="fine-print" data-testid="score-basis">
            {t('scoreBasis', { answered: state.score.items, total: state.score.items + state.score.skipped.length })}
          </p>
        </>
      );
  }
}
