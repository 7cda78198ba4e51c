/**
 * The logic-puzzle engine as the shared game session sees it: one game per kind and difficulty, so
 * each variant has its own daily puzzle and its own saved game. A saved state is trusted only when
 * its puzzle is the one its seed generates.
 */
import { z } from 'zod';
import type { ReducerGame } from '../shared/use-game-session';
import { DIFFICULTIES, PUZZLE_KINDS, type Difficulty, type PuzzleKind } from './constants';
import { generatePuzzle, logicReducer, newGame, type LogicAction, type LogicState } from './engine/game';

const cellList = z.array(z.number().int().min(0).max(400)).max(400);

const PuzzleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sudoku'), givens: z.array(z.number().int()).length(81), solution: z.array(z.number().int()).length(81) }),
  z.object({
    kind: z.literal('nonogram'),
    size: z.number().int(),
    rows: z.array(z.array(z.number().int())),
    cols: z.array(z.array(z.number().int())),
    solution: z.array(z.union([z.literal(0), z.literal(1)])),
  }),
]);

const StateSchema = z
  .object({
    kind: z.enum(PUZZLE_KINDS),
    difficulty: z.enum(DIFFICULTIES),
    seed: z.number().int(),
    puzzle: PuzzleSchema,
    cells: z.array(z.number().int().min(0).max(9)),
    wrong: cellList,
    hinted: cellList,
    cursor: z.number().int().min(0),
    hints: z.number().int().min(0),
    mistakes: z.number().int().min(0),
    moves: z.number().int().min(0),
    status: z.enum(['playing', 'won']),
  })
  .refine((s) => s.cells.length === (s.puzzle.kind === 'sudoku' ? 81 : s.puzzle.size ** 2) && s.cursor < s.cells.length)
  .refine((s) => JSON.stringify(generatePuzzle(s.kind, s.difficulty, s.seed)) === JSON.stringify(s.puzzle));

const games = new Map<string, ReducerGame<LogicState, LogicAction>>();

export function logicGame(kind: PuzzleKind, difficulty: Difficulty): ReducerGame<LogicState, LogicAction> {
  const id = `logic-puzzles/${kind}/${difficulty}`;
  let game = games.get(id);
  if (!game) {
    game = {
      id,
      schema: StateSchema.refine((s) => s.kind === kind && s.difficulty === difficulty),
      init: (seed) => newGame(kind, difficulty, seed),
      reduce: logicReducer,
    };
    games.set(id, game);
  }
  return game;
}
