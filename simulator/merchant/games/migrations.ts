import type { Migration } from '../../platform/store/db';

/** The games' table. Versions start at 1501 (issue 15) so they never collide with other parties' lists. */
export const GAMES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1501,
    name: 'game_records',
    // user_ref is `firebase:{uid}` as on subscriptions; last_day is the UTC day of the last finished game.
    sql: `
      CREATE TABLE game_records (
        user_ref    TEXT NOT NULL,
        game        TEXT NOT NULL,
        best        INTEGER NOT NULL CHECK (best >= 0),
        streak      INTEGER NOT NULL CHECK (streak >= 1),
        last_day    TEXT NOT NULL,
        plays       INTEGER NOT NULL CHECK (plays >= 1),
        updated_at  TEXT NOT NULL,
        PRIMARY KEY (user_ref, game)
      );
    `,
  },
];
