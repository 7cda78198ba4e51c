/**
 * The fruit merge session: mode, seed, pause and the game itself, kept across reloads. What is saved
 * is the seed and the drops; a reload replays them (the engine is deterministic), a few hundred steps
 * at a time so the page stays responsive.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { loadSaved, modeKey, save, savedKey } from '../shared/saved-game';
import { dailySeed, dayKey, freePlaySeed, type GameMode } from '../shared/seed';
import { FruitMergeEngine, FruitMergeSaveSchema, type FruitMergeSave } from './engine';

const GAME_ID = 'fruit-merge';
const REPLAY_STEPS_PER_SLICE = 400;

const SavedSchema = z.object({ day: z.string(), paused: z.boolean(), game: FruitMergeSaveSchema });
type Saved = z.infer<typeof SavedSchema>;

function freshSave(mode: GameMode, now: Date): Saved {
  const seed = mode === 'daily' ? dailySeed(GAME_ID, now) : freePlaySeed();
  return { day: dayKey(now), paused: false, game: { seed, drops: [], steps: 0 } };
}

function savedFor(mode: GameMode, now: Date): Saved {
  const saved = loadSaved(savedKey(GAME_ID, mode), SavedSchema);
  return saved && (mode === 'free' || saved.day === dayKey(now)) ? saved : freshSave(mode, now);
}

/** Replays a save a slice at a time, yielding to the page between slices; null when abandoned. */
async function replayInSlices(game: FruitMergeSave, live: () => boolean): Promise<FruitMergeEngine | null> {
  const engine = new FruitMergeEngine(game.seed);
  for (let until = REPLAY_STEPS_PER_SLICE; ; until += REPLAY_STEPS_PER_SLICE) {
    engine.replayUntil(game, until);
    if (until >= game.steps || engine.over) return engine;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!live()) return null;
  }
}

export interface FruitMergeSession {
  readonly mode: GameMode;
  readonly paused: boolean;
  /** Null while a saved game is being replayed. */
  readonly engine: FruitMergeEngine | null;
  /** Bumped when the engine is replaced (restart, mode switch, resume). */
  readonly generation: number;
  setMode(mode: GameMode): void;
  setPaused(paused: boolean): void;
  restart(): void;
  /** Saves the game now (after a drop, on pause, when the page is hidden). */
  persist(): void;
}

export function useFruitMergeSession(): FruitMergeSession {
  const [mode, setModeState] = useState<GameMode>(() => loadSaved(modeKey(GAME_ID), z.enum(['daily', 'free'])) ?? 'daily');
  const [record, setRecord] = useState<Saved>(() => savedFor(mode, new Date()));
  const [engine, setEngine] = useState<FruitMergeEngine | null>(null);
  const [generation, setGeneration] = useState(0);
  const recordRef = useRef(record);
  recordRef.current = record;

  // Rebuild the engine whenever the record is replaced wholesale (mount, restart, mode switch).
  const source = `${mode}:${record.game.seed}:${record.day}:${generation}`;
  useEffect(() => {
    let live = true;
    setEngine(null);
    void replayInSlices(recordRef.current.game, () => live).then((built) => {
      if (live && built) setEngine(built);
    });
    return () => {
      live = false;
    };
  }, [source]);

  const persist = useCallback(() => {
    if (!engine) return;
    const next = { ...recordRef.current, game: engine.save() };
    recordRef.current = next;
    save(savedKey(GAME_ID, mode), next);
  }, [engine, mode]);

  useEffect(() => save(modeKey(GAME_ID), mode), [mode]);
  useEffect(() => {
    const onHide = () => persist();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [persist]);

  const replace = useCallback((nextMode: GameMode, next: Saved) => {
    save(savedKey(GAME_ID, nextMode), next);
    setRecord(next);
    setGeneration((g) => g + 1);
  }, []);

  const setMode = useCallback(
    (next: GameMode) => {
      persist();
      setModeState(next);
      replace(next, savedFor(next, new Date()));
    },
    [persist, replace],
  );

  const restart = useCallback(() => replace(mode, freshSave(mode, new Date())), [mode, replace]);

  const setPaused = useCallback(
    (paused: boolean) => {
      const next = { ...recordRef.current, paused, game: engine ? engine.save() : recordRef.current.game };
      recordRef.current = next;
      save(savedKey(GAME_ID, mode), next);
      setRecord(next);
    },
    [engine, mode],
  );

  return { mode, paused: record.paused, engine, generation, setMode, setPaused, restart, persist };
}
