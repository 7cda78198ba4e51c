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
import { loadedText, useTexts } from '../../../lib/i18n/texts';
import { GAME_TEXTS } from './game-texts';
import { NO_VALUE } from './messages';
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
  const t = useTexts(GAME_TEXTS);
  const note = record.note ? (record.note.key === 'bestSaved' ? t('bestSaved', { best: record.note.best }) : t(record.note.key)) : null;
  const restart = () => {
    session.restart();
    props.onRestart?.();
  };
  const status = props.finished && note ? `${props.status} ${note}` : props.status;
  const modes: readonly [GameMode, string][] = [
    ['daily', t('daily')],
    ['free', t('freePlay')],
  ];
  return (
    <>
      {/* One screen tall: the header, the chrome and the play area fit the viewport, so nothing of
          the board or its controls needs a scroll during play (issue 31); how to play follows below. */}
      <div className="game-screen">
        <Header homeLabel={t('home')} signInLabel={t('signIn')} accountLabel={t('myAccount')} />
        <main className="game-page">
          <div className="game-page__top">
            <nav className="game-page__nav">
              {/* The arrow points back the way the page reads: mirrored in a right-to-left page (games.css). */}
              <Link to={paths.webapp.games}>
                <span className="game-page__back-arrow" aria-hidden="true">
                  ←
                </span>{' '}
                {t('backToGames')}
              </Link>
            </nav>
            {/* The title as the games list names it, in the shopper's language (issue 44): "areaGames.<game>Title" of the account's group, else English. */}
            <h1>{loadedText(t.locale, `areaGames.${props.game.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Title`, undefined, 'account') ?? GAMES[props.game].title}</h1>
            <div className="game-page__modes" role="group" aria-label={t('modeLabel')}>
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
                <dt>{t('score')}</dt>
                <dd data-testid="game-score">{props.score}</dd>
              </div>
              <div>
                <dt>{t('best')}</dt>
                <dd data-testid="game-best">{record.best ?? NO_VALUE}</dd>
              </div>
              <div>
                <dt>{t('streak')}</dt>
                <dd data-testid="game-streak">{record.streak === null ? NO_VALUE : t('streakDays', { days: record.streak })}</dd>
              </div>
            </dl>
            <div className="game-toolbar">
              <button type="button" className="button button--ghost" onClick={() => session.setPaused(!session.paused)}>
                {session.paused ? t('resume') : t('pause')}
              </button>
              <button type="button" className="button button--ghost" onClick={restart}>
                {t('restart')}
              </button>
              <button type="button" className="button button--ghost" aria-pressed={soundOn} onClick={toggleSound}>
                {soundOn ? t('soundOn') : t('soundOff')}
              </button>
            </div>
          </div>
          <p className="game-status" role="status" aria-live="polite">
            {status}
          </p>
          <div className="game-page__play" data-testid="game-play">
            {session.paused ? (
              <section className="game-paused card" aria-label={t('paused')}>
                <h2>{t('paused')}</h2>
                <p className="muted">{t('pausedHint')}</p>
                <button type="button" className="button button--primary" onClick={() => session.setPaused(false)}>
                  {t('resume')}
                </button>
              </section>
            ) : (
              props.children
            )}
          </div>
        </main>
      </div>
      <aside className="game-help muted" aria-label={t('howToPlay')}>
        <h2>{t('howToPlay')}</h2>
        <ul>
          {props.help.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </aside>
    </>
  );
}
