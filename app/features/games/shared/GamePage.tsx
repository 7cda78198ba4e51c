/**
 * The chrome every game page shares: back link, title, mode switch (daily / free play), score, best
 * and streak, pause/resume, restart and the sound setting. While paused the board is hidden, so a
 * pause never turns into free thinking time.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Header } from '../../../components/Header';
import { paths } from '../../../config/paths';
import { GAMES, type GameId } from './catalogue';
import { GAME_TEXT } from './messages';
import type { GameMode } from './seed';
import { useGameSound } from './sound';
import './games.css';

export interface GamePageProps {
  readonly game: GameId;
  readonly mode: GameMode;
  readonly paused: boolean;
  readonly score: number;
  /** From the service; null until known or when the player is not signed in. */
  readonly best: number | null;
  readonly streak: number | null;
  onModeChange(mode: GameMode): void;
  onPausedChange(paused: boolean): void;
  onRestart(): void;
  /** A short live status line (last move, game over) read by screen readers. */
  readonly status?: ReactNode;
  /** How to play, shown under the board. */
  readonly help?: ReactNode;
  readonly children: ReactNode;
}

export function GamePage(props: GamePageProps) {
  const { soundOn, toggleSound } = useGameSound();
  const modes: readonly [GameMode, string][] = [
    ['daily', GAME_TEXT.daily],
    ['free', GAME_TEXT.freePlay],
  ];
  return (
    <>
      <Header />
      <main className="game-page">
        <nav className="game-page__nav">
          <Link to={paths.webapp.games}>← {GAME_TEXT.backToGames}</Link>
        </nav>
        <div className="game-page__top">
          <h1>{GAMES[props.game].title}</h1>
          <div className="game-page__modes" role="group" aria-label={GAME_TEXT.modeLabel}>
            {modes.map(([mode, label]) => (
              <button key={mode} type="button" className="game-chip" aria-pressed={props.mode === mode} onClick={() => props.onModeChange(mode)}>
                {label}
              </button>
            ))}
          </div>
        </div>
        <dl className="game-stats">
          <div>
            <dt>{GAME_TEXT.score}</dt>
            <dd data-testid="game-score">{props.score}</dd>
          </div>
          <div>
            <dt>{GAME_TEXT.best}</dt>
            <dd data-testid="game-best">{props.best ?? GAME_TEXT.noValue}</dd>
          </div>
          <div>
            <dt>{GAME_TEXT.streak}</dt>
            <dd data-testid="game-streak">{props.streak === null ? GAME_TEXT.noValue : GAME_TEXT.streakDays(props.streak)}</dd>
          </div>
        </dl>
        <div className="game-toolbar">
          <button type="button" className="button button--ghost" onClick={() => props.onPausedChange(!props.paused)}>
            {props.paused ? GAME_TEXT.resume : GAME_TEXT.pause}
          </button>
          <button type="button" className="button button--ghost" onClick={props.onRestart}>
            {GAME_TEXT.restart}
          </button>
          <button type="button" className="button button--ghost" aria-pressed={soundOn} onClick={toggleSound}>
            {soundOn ? GAME_TEXT.soundOn : GAME_TEXT.soundOff}
          </button>
        </div>
        <p className="game-status" role="status" aria-live="polite">
          {props.status}
        </p>
        {props.paused ? (
          <section className="game-paused card" aria-label={GAME_TEXT.paused}>
            <h2>{GAME_TEXT.paused}</h2>
            <p className="muted">{GAME_TEXT.pausedHint}</p>
            <button type="button" className="button button--primary" onClick={() => props.onPausedChange(false)}>
              {GAME_TEXT.resume}
            </button>
          </section>
        ) : (
          props.children
        )}
        {props.help ? <section className="game-help muted">{props.help}</section> : null}
      </main>
    </>
  );
}
