import { GAME_TEXT } from './messages';

/** The end of a game: what happened, the final score and a new game. */
export function GameOverCard({ title = GAME_TEXT.gameOver, score, onNewGame }: { title?: string; score: number; onNewGame: () => void }) {
  return (
    <section className="game-over card" aria-label={GAME_TEXT.gameOver}>
      <h2>{title}</h2>
      <p>{GAME_TEXT.finalScore(score)}</p>
      <button type="button" className="button button--primary" onClick={onNewGame}>
        {GAME_TEXT.newGame}
      </button>
    </section>
  );
}
