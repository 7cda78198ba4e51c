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
import type { GameRecordView } from './game-records';
import { GAME_TEXT } from './messages';
import type { GameMode } from './seed';
import { useGameSound } from './sound';
import './games.css';

/** What the chrome drives: the reducer games' session and fruit merge's session both fit. */
export interface GameControls {
  readonly mode: GameMode;
  readonly paused: boolean;
  setMode(mode: GameMode): void;
  setPaused(paused: boolean): void;
  restart(): void;
}

export interface GamePageProps {
  readonly game: GameId;
  readonly session: GameControls;
  readonly score: number;
  /** Best and streak from the service, and what happened to the last finished game's score. */
  readonly record: Pick<GameRecordView, 'best' | 'streak' | 'note'>;
  /** The game on screen has ended: the status line goes on with what happened to its score. */
  readonly finished: boolean;
  /** A short live status line (last move, game over) read by screen readers. */
  readonly status: string;
  /** After the session restarts: the page clears what it keeps of its own (status, selection). */
  onRestart?(): void;
  /** How to play, one line each, shown under the board. */
  readonly help: readonly string[];
  readonly children: ReactNode;
}

export function GamePage(props: GamePageProps) {
  const { session, record } = props;
  const { soundOn, toggleSound } = useGameSound();
  const restart = () => {
    session.restart();
    props.onRestart?.();
  };
  const status = props.finished && record.note ? `${props.status} ${record.note}` : props.status;
  const modes: readonly [GameMode, string][] = [
    ['daily', GAME_TEXT.daily],
    ['free', GAME_TEXT.freePlay],
  ];
  return (
    <>
      {/* One screen tall: the header, the chrome and the play area fit the viewport, so nothing of
          the board or its controls needs a scroll during play (issue 31); how to play follows below. */}
      <div className="game-screen">
        <Header />
        <main className="game-page">
          <div className="game-page__top">
            <nav className="game-page__nav">
              <Link to={paths.webapp.games}>← {GAME_TEXT.backToGames}</Link>
            </nav>
            <h1>{GAMES[props.game].title}</h1>
            <div className="game-page__modes" role="group" aria-label={GAME_TEXT.modeLabel}>
              {modes.map(([mode, label]) => (
                <button key={mode} type="button" className="game-chip" aria-pressed={session.mode === mode} onClick={() => session.setMode(mode)}>
                  {label}
                </button>
              ))}
            </div>
          </div>
          <div className="game-page__meta">
            <dl className="game-stats">
              <div>
                <dt>{GAME_TEXT.score}</dt>
                <dd data-testid="game-score">{props.score}</dd>
              </div>
              <div>
                <dt>{GAME_TEXT.best}</dt>
                <dd data-testid="game-best">{record.best ?? GAME_TEXT.noValue}</dd>
              </div>
              <div>
                <dt>{GAME_TEXT.streak}</dt>
                <dd data-testid="game-streak">{record.streak === null ? GAME_TEXT.noValue : GAME_TEXT.streakDays(record.streak)}</dd>
              </div>
            </dl>
            <div className="game-toolbar">
              <button type="button" className="button button--ghost" onClick={() => session.setPaused(!session.paused)}>
                {session.paused ? GAME_TEXT.resume : GAME_TEXT.pause}
              </button>
              <button type="button" className="button button--ghost" onClick={restart}>
                {GAME_TEXT.restart}
              </button>
              <button type="button" className="button button--ghost" aria-pressed={soundOn} onClick={toggleSound}>
                {soundOn ? GAME_TEXT.soundOn : GAME_TEXT.soundOff}
              </button>
            </div>
          </div>
          <p className="game-status" role="status" aria-live="polite">
            {status}
          </p>
          <div className="game-page__play" data-testid="game-play">
            {session.paused ? (
              <section className="game-paused card" aria-label={GAME_TEXT.paused}>
                <h2>{GAME_TEXT.paused}</h2>
                <p className="muted">{GAME_TEXT.pausedHint}</p>
                <button type="button" className="button button--primary" onClick={() => session.setPaused(false)}>
                  {GAME_TEXT.resume}
                </button>
              </section>
            ) : (
              props.children
            )}
          </div>
        </main>
      </div>
      <aside className="game-help muted" aria-label={GAME_TEXT.howToPlay}>
        <h2>{GAME_TEXT.howToPlay}</h2>
        <ul>
          {props.help.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>
    </>
  );
}
