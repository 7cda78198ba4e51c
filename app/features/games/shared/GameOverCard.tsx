import { useTexts } from '../../../lib/i18n/texts';
import { GAME_TEXTS } from './game-texts';

/** The end of a game: what happened, the final score and a new game. */
export function GameOverCard({ title, score, onNewGame }: { title?: string; score: number; onNewGame: () => void }) {
  const t = useTexts(GAME_TEXTS);
  return (
    <section className="game-over card" aria-label={t('gameOver')}>
      <h2>{title ?? t('gameOver')}</h2>
      <p>{t('finalScore', { score })}</p>
      <button type="button" className="button button--primary" onClick={onNewGame}>
        {t('newGame')}
      </button>
    </section>
  );
}
