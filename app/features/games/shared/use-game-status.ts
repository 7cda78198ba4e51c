import { useState } from 'react';
import type { GameControls } from './GamePage';

/**
 * A game page's live status line (last move, game over). A new game clears it, whichever button
 * started it: the chrome's Restart (`onRestart` of GamePage) or the game-over card's New game.
 */
export function useGameStatus(session: Pick<GameControls, 'restart'>) {
  const [status, setStatus] = useState('');
  const clearStatus = () => setStatus('');
  const newGame = () => {
    session.restart();
    clearStatus();
  };
  return { status, setStatus, clearStatus, newGame };
}
