import type { Db } from '../../platform/store/db';
import type { GameId, GameRecord, RecordScoreResponse } from '../../../contracts/games';
import { currentStreak, nextStreak, utcDay } from './streak';

interface Row { game: GameId; best: number; streak: number; last_day: string; plays: number }

const view = (row: Row, today: string): GameRecord => ({
  game: row.game,
  best: row.best,
  streak: currentStreak({ day: row.last_day, streak: row.streak }, today),
  last_day: row.last_day,
  plays: row.plays,
});

/** Best score, streak and play count per user and game. */
export class GameRecordsRepo {
  constructor(private readonly db: Db) {}

  list(userRef: string, now: number): GameRecord[] {
    const rows = this.db.prepare('SELECT game, best, streak, last_day, plays FROM game_records WHERE user_ref = ? ORDER BY game').all(userRef) as Row[];
    return rows.map((r) => view(r, utcDay(now)));
  }

  /** Records a finished game in one transaction: best is the maximum, the streak counts UTC days. */
  record(userRef: string, game: GameId, score: number, now: number): RecordScoreResponse {
    const today = utcDay(now);
    return this.db.transaction(() => {
      const before = this.db.prepare('SELECT game, best, streak, last_day, plays FROM game_records WHERE user_ref = ? AND game = ?').get(userRef, game) as Row | undefined;
      const row: Row = {
        game,
        best: Math.max(before?.best ?? 0, score),
        streak: nextStreak(before ? { day: before.last_day, streak: before.streak } : null, today),
        last_day: today,
        plays: (before?.plays ?? 0) + 1,
      };
      this.db
        .prepare(`INSERT INTO game_records (user_ref, game, best, streak, last_day, plays, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (user_ref, game) DO UPDATE SET best = excluded.best, streak = excluded.streak, last_day = excluded.last_day, plays = excluded.plays, updated_at = excluded.updated_at`)
        .run(userRef, game, row.best, row.streak, row.last_day, row.plays, new Date(now).toISOString());
      return { ...view(row, today), new_best: !before || score > before.best };
    })();
  }
}
