/** Pause/resume across reloads: a game's state lives in localStorage, validated when read back (never trusted). */
import type { z } from 'zod';
import type { GameMode } from './seed';

const PREFIX = 'mm.games';

export const savedKey = (game: string, mode: GameMode) => `${PREFIX}.${game}.${mode}`;
export const modeKey = (game: string) => `${PREFIX}.${game}.mode`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode): the game still plays, it just does not survive a reload
  }
}

/** The saved value under `key`, or null when absent, unreadable or not matching `schema`. */
export function loadSaved<T>(key: string, schema: z.ZodType<T>): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function save(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded: keep playing without a save rather than break the game
  }
}
