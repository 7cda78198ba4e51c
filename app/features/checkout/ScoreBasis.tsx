import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths, withCarriedParams } from '../../config/paths';
import { fetchQuizScore, scoredQuizAttemptId, type QuizScore } from '../../lib/quiz-attempt';
import { useTexts } from '../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from './checkout-texts';

/**
 * What the scored quiz rests on, from the service's score (contracts/quiz-answers.ts): how many
 * questions were answered, and, for a visit that started part-way (`?startFrom=`), the skipped ones
 * to answer for a narrower range. Nothing while there is no scored attempt: nothing is made up.
 */
export function ScoreBasis() {
  const [attempt] = useState(scoredQuizAttemptId);
  const [score, setScore] = useState<QuizScore | null>(null);
  const { search } = useLocation();
  const t = useTexts(CHECKOUT_TEXTS);
  useEffect(() => {
    if (!attempt) return;
    let live = true;
    fetchQuizScore(attempt).then(
      (given) => live && setScore(given),
      (error: unknown) => console.warn(`The quiz score could not be read for the checkout: ${error instanceof Error ? error.message : String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (!score) return null;
  const total = score.items + score.skipped.length;
  const first = score.skipped[0];
  return (
    <div className="score-basis" data-testid="score-basis">
      <p className="eyebrow">{t('scoreReady')}</p>
      <p className="muted">{t('scoreBasis', { answered: score.items, total })}</p>
      {first !== undefined ? (
        <p className="muted">
          {t('skippedQuestions', { skipped: score.skipped.length })}{' '}
          <Link to={withCarriedParams(`${paths.quiz}?step=${first}`, search)}>{t('answerSkipped')}</Link>
        </p>
      ) : null}
    </div>
  );
}
