/** The five brain games of the members' area (app §1 in docs/spec-coverage.md), with their routes. A leaf module. */
import { paths } from '../../../config/paths';

import type { GameId } from '../../../../contracts/games';

// The ids live once, beside the scores API that stores them per game.
export type { GameId } from '../../../../contracts/games';

export interface GameInfo {
  readonly id: GameId;
  readonly title: string;
  readonly blurb: string;
  readonly path: string;
}

export const GAMES: Readonly<Record<GameId, GameInfo>> = {
  'block-puzzle': { id: 'block-puzzle', title: 'Block puzzle', blurb: 'Fit the pieces, clear rows and columns, chain combos.', path: paths.gamePages.blockPuzzle },
  'fruit-merge': { id: 'fruit-merge', title: 'Fruit merge', blurb: 'Drop fruit, merge equal ones, keep the pile below the line.', path: paths.gamePages.fruitMerge },
  'logic-puzzles': { id: 'logic-puzzles', title: 'Logic puzzles', blurb: 'Grids with exactly one solution, at three difficulties.', path: paths.gamePages.logicPuzzles },
  'mahjong-farm': { id: 'mahjong-farm', title: 'Mahjong farm', blurb: 'Match farm tiles; every deal can be won.', path: paths.gamePages.mahjongFarm },
  word: { id: 'word', title: 'Word', blurb: 'Find the five-letter word in six guesses.', path: paths.gamePages.word },
};
