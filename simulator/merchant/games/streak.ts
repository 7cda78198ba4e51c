/** Streak arithmetic on UTC days (YYYY-MM-DD): pure, so the rules are tested without a database. */
import { DAY_MS } from '../../../catalog/cadence';

export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const previousDay = (day: string): string => utcDay(Date.parse(`${day}T00:00:00Z`) - DAY_MS);

/** The streak after a game finished on `today`, given the last finished day and the streak then. */
export function nextStreak(last: { day: string; streak: number } | null, today: string): number {
  if (!last) return 1;
  if (last.day === today) return last.streak;
  return last.day === previousDay(today) ? last.streak + 1 : 1;
}

/** The streak as shown on `today`: it still stands until a whole day passes without a finished game. */
export function currentStreak(last: { day: string; streak: number }, today: string): number {
  return last.day === today || last.day === previousDay(today) ? last.streak : 0;
}
