/**
 * Mahjong farm as the shared game session sees it: one game per layout, each with its own daily deal
 * and saved game. A saved state is trusted only when its tiles are a deal (or shuffles) of its seed:
 * the kinds left must be those of the seed's deal, in pairs.
 */
import { z } from 'zod';
import type { ReducerGame } from '../shared/use-game-session';
import { TILE_KINDS } from './constants';
import { boardOf, deal, mahjongReducer, newMahjong, type MahjongAction, type MahjongState } from './engine/game';
import { LAYOUT_IDS, type LayoutId } from './engine/layouts';

const pair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

const StateSchema = z
  .object({
    layout: z.enum(LAYOUT_IDS as [LayoutId, ...LayoutId[]]),
    seed: z.number().int(),
    kinds: z.array(z.enum(TILE_KINDS)),
    on: z.array(z.boolean()),
    removed: z.array(pair),
    selected: z.number().int().min(0).nullable(),
    hint: pair.nullable(),
    plan: z.array(pair),
    hints: z.number().int().min(0),
    shuffles: z.number().int().min(0),
    score: z.number().int().min(0),
    status: z.enum(['playing', 'won']),
  })
  .refine((s) => {
    const size = boardOf(s.layout).positions.length;
    if (s.kinds.length !== size || s.on.length !== size) return false;
    // Shuffles only move kinds between tiles still on the board: the multiset of all kinds is the deal's.
    const sorted = (k: readonly string[]) => k.slice().sort().join();
    const inBoard = ([a, b]: [number, number]) => a < size && b < size;
    return sorted(s.kinds) === sorted(deal(s.layout, s.seed).kinds) && s.removed.every((p) => inBoard(p) && !s.on[p[0]] && !s.on[p[1]]) && s.plan.every(inBoard);
  });

const games = new Map<LayoutId, ReducerGame<MahjongState, MahjongAction>>();

export function mahjongGame(layout: LayoutId): ReducerGame<MahjongState, MahjongAction> {
  let game = games.get(layout);
  if (!game) {
    game = {
      id: `mahjong-farm/${layout}`,
      schema: StateSchema.refine((s) => s.layout === layout),
      init: (seed) => newMahjong(layout, seed),
      reduce: mahjongReducer,
    };
    games.set(layout, game);
  }
  return game;
}
