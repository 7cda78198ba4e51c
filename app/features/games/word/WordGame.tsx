import { useEffect, useMemo, useRef } from 'react';
import { GamePage } from '../shared/GamePage';
import { GameOverCard } from '../shared/GameOverCard';
import { useGameSound } from '../shared/sound';
import { useGameRecord } from '../shared/game-records';
import { useGameSession } from '../shared/use-game-session';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { MAX_GUESSES, WORD_LENGTH } from './constants';
import { createWordGame, type Dictionary, type WordAction, type WordState } from './engine';
import { letterMarks, markGuess } from './feedback';
import { rejectionText, rowText, WORD_TEXTS } from './word-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { WordKeyboard } from './WordKeyboard';
import './word.css';

export function WordGame({ dictionary }: { dictionary: Dictionary }) {
  const game = useMemo(() => createWordGame(dictionary), [dictionary]);
  const session = useGameSession<WordState, WordAction>(game);
  const t = useTexts(WORD_TEXTS);
  const { state, dispatch } = session;
  const { playTone } = useGameSound();
  const reducedMotion = useReducedMotion();
  const record = useGameRecord('word');
  // A round that ends while on screen sends its score once; a finished round reloaded does not.
  const statusSeen = useRef(state.status);
  useEffect(() => {
    if (statusSeen.current === 'playing' && state.status !== 'playing') record.submit(state.score);
    statusSeen.current = state.status;
  }, [state.status, state.score, record]);
  const keyMarks = useMemo(() => letterMarks(state.guesses, state.answer), [state.guesses, state.answer]);

  // The physical keyboard: letters, Backspace and Enter, unless a modifier or a form field has them.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.target instanceof HTMLInputElement) return;
      if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return; // a focused button's own click
      if (event.key === 'Enter') dispatch({ type: 'submit' });
      else if (event.key === 'Backspace') dispatch({ type: 'backspace' });
      else if (/^[a-z]$/i.test(event.key)) dispatch({ type: 'letter', letter: event.key });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  useEffect(() => {
    if (state.rejections > 0) playTone('invalid');
  }, [state.rejections, playTone]);
  useEffect(() => {
    if (state.guesses.length > 0) playTone(state.status === 'playing' ? 'move' : state.status === 'won' ? 'clear' : 'over');
  }, [state.guesses.length, state.status, playTone]);

  const status =
    state.status === 'won' ? t('won', { guesses: state.guesses.length }) : state.status === 'lost' ? t('lost', { answer: state.answer.toUpperCase() }) : state.rejection ? rejectionText(t, state.rejection) : '';
  const shake = state.rejection !== null && !reducedMotion;

  return (
    <GamePage
      game="word"
      session={session}
      score={state.score}
      record={record}
      finished={state.status !== 'playing'}
      status={status}
      help={[t('help1'), t('help2'), t('help3')]}
    >
      <div className="wd">
        <label className="wd-hard">
          <input type="checkbox" checked={state.hard} disabled={state.guesses.length > 0 || state.status !== 'playing'} onChange={(e) => dispatch({ type: 'hard-mode', on: e.target.checked })} />
          <span>
            <strong>{t('hardMode')}</strong> <span className="muted">{t('hardModeHint')}</span>
          </span>
        </label>
        {/* The words are English (Latin script): the board reads left to right inside a right-to-left page, so a typed CRANE shows CRANE (issue 44). */}
        <div className="wd-board" role="group" aria-label={t('board')} dir="ltr">
          {Array.from({ length: MAX_GUESSES }, (_, row) => {
            const done = state.guesses[row];
            const isCurrent = row === state.guesses.length && state.status === 'playing';
            const word = done ?? (isCurrent ? state.current : '');
            const marks = done ? markGuess(done, state.answer) : null;
            return (
              <div
                key={isCurrent ? `row-${row}-${state.rejections}` : `row-${row}`}
                className={`wd-row ${isCurrent && shake ? 'wd-row--shake' : ''}`}
                role="img"
                aria-label={rowText(t, row + 1, word, marks)}
                data-testid={`word-row-${row}`}
              >
                {Array.from({ length: WORD_LENGTH }, (_, col) => (
                  <span key={col} className={`wd-tile ${marks ? `wd-${marks[col]}` : word[col] ? 'wd-typed' : ''}`} style={{ animationDelay: reducedMotion ? undefined : `${col * 90}ms` }}>
                    {word[col]?.toUpperCase() ?? ''}
                  </span>
                ))}
              </div>
            );
          })}
        </div>
        {state.status !== 'playing' ? (
          <GameOverCard title={state.status === 'won' ? t('won', { guesses: state.guesses.length }) : t('lost', { answer: state.answer.toUpperCase() })} score={state.score} onNewGame={session.restart} />
        ) : null}
        <WordKeyboard marks={keyMarks} onKey={dispatch} />
      </div>
    </GamePage>
  );
}
