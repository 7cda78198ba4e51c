/**
 * Best scores and streaks of the brain games (issue 15), written once for the app's API module and
 * the simulator's games router.
 */
import { z } from 'zod';

export const GAME_IDS = ['block-puzzle', 'fruit-merge', 'logic-puzzles', 'mahjong-farm', 'word'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** No game scores anywhere near this; a larger number is refused rather than stored. */
export const MAX_GAME_SCORE = 10_000_000;

/** A finished game's score, sent when the player wins or the game ends. */
export const RecordScoreRequest = z.strictObject({ score: z.number().int().min(0).max(MAX_GAME_SCORE) });
export type RecordScoreRequest = z.infer<typeof RecordScoreRequest>;

export const GameRecord = z.object({
  game: z.enum(GAME_IDS),
  best: z.number().int(),
  /** Consecutive UTC days, ending today or yesterday, with at least one finished game; 0 once a day is missed. */
  streak: z.number().int(),
  /** The UTC day (YYYY-MM-DD) of the last finished game, or null before the first. */
  last_day: z.string().nullable(),
  plays: z.number().int(),
});
export type GameRecord = z.infer<typeof GameRecord>;

export const GameRecordsResponse = z.object({ records: z.array(GameRecord) });
export type GameRecordsResponse = z.infer<typeof GameRecordsResponse>;

export const RecordScoreResponse = GameRecord.extend({ new_best: z.boolean() });
export type RecordScoreResponse = z.infer<typeof RecordScoreResponse>;

/** Paths on the service origin. */
export const GAME_RECORDS_PATH = '/games/records';
export const gameScoresPath = (game: GameId) => `/games/${game}/scores`;
