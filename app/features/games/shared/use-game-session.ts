/**
 * One game session over a pure reducer: daily or free-play seed, pause/resume and the state, all
 * saved so a reload resumes where the player was. Every reducer game (block puzzle, word, logic,
 * mahjong) uses it; the engine stays pure and never sees storage or time.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { loadSaved, modeKey, save, savedKey } from './saved-game';
import { dailySeed, dayKey, freePlaySeed, type GameMode } from './seed';

export interface ReducerGame<S, A> {
  readonly id: string;
  /** Validates a saved state before it is resumed. */
  readonly schema: z.ZodType<S>;
  init(seed: number): S;
  reduce(state: S, action: A): S;
}

export interface GameSession<S, A> {
  readonly mode: GameMode;
  readonly seed: number;
  readonly state: S;
  readonly paused: boolean;
  dispatch(action: A): void;
  setMode(mode: GameMode): void;
  setPaused(paused: boolean): void;
  /** Daily: the same puzzle again; free play: a new seed. */
  restart(): void;
}

interface Saved<S> {
  readonly seed: number;
  readonly day: string;
  readonly paused: boolean;
  readonly state: S;
}

const ModeSchema = z.enum(['daily', 'free']);

function fresh<S, A>(game: ReducerGame<S, A>, mode: GameMode, now: Date): Saved<S> {
  const seed = mode === 'daily' ? dailySeed(game.id, now) : freePlaySeed();
  return { seed, day: dayKey(now), paused: false, state: game.init(seed) };
}

function resume<S, A>(game: ReducerGame<S, A>, mode: GameMode, now: Date): Saved<S> {
  const schema = z.object({ seed: z.number().int(), day: z.string(), paused: z.boolean(), state: game.schema });
  const saved = loadSaved(savedKey(game.id, mode), schema) as Saved<S> | null;
  // Yesterday's daily puzzle is over: today's starts; a free game resumes whatever its day.
  if (saved && (mode === 'free' || saved.day === dayKey(now))) return saved;
  return fresh(game, mode, now);
}

const systemClock = () => new Date();

export function useGameSession<S, A>(game: ReducerGame<S, A>, now: () => Date = systemClock): GameSession<S, A> {
  const [mode, setModeState] = useState<GameMode>(() => loadSaved(modeKey(game.id), ModeSchema) ?? 'daily');
  const [session, setSession] = useState<Saved<S>>(() => resume(game, mode, now()));

  useEffect(() => save(savedKey(game.id, mode), session), [game.id, mode, session]);
  useEffect(() => save(modeKey(game.id), mode), [game.id, mode]);

  const dispatch = useCallback(
    (action: A) =>
      setSession((current) => {
        if (current.paused) return current; // a paused game takes no moves
        const state = game.reduce(current.state, action);
        return state === current.state ? current : { ...current, state };
      }),
    [game],
  );

  const setMode = useCallback(
    (next: GameMode) => {
      setModeState(next);
      setSession(resume(game, next, now()));
    },
    [game, now],
  );

  const setPaused = useCallback((paused: boolean) => setSession((current) => ({ ...current, paused })), []);
  const restart = useCallback(() => setSession(fresh(game, mode, now())), [game, mode, now]);

  return useMemo(
    () => ({ mode, seed: session.seed, state: session.state, paused: session.paused, dispatch, setMode, setPaused, restart }),
    [mode, session, dispatch, setMode, setPaused, restart],
  );
}
