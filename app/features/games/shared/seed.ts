/** Daily and free-play seeds: everyone gets the same daily puzzle for one UTC day; free play draws a fresh one. */

export type GameMode = 'daily' | 'free';

/** The UTC day of `now`, as YYYY-MM-DD: the daily seed and the streak count in these days. */
export function dayKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** FNV-1a over the text, as a signed 32-bit integer seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The same number for everyone playing `game` on the UTC day of `now`. */
export function dailySeed(game: string, now: Date): number {
  return hashSeed(`${game}:${dayKey(now)}`);
}

/** A fresh seed for free play (crypto when present: the seed is no secret, only varied). */
export function freePlaySeed(): number {
  const out = new Int32Array(1);
  globalThis.crypto.getRandomValues(out);
  return out[0] ?? 0;
}
