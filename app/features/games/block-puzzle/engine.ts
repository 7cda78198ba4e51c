/**
 * Block puzzle engine: a pure reducer. An 8×8 board, three pieces offered at a time; placing a piece
 * fills its cells, then every full row and column clears at once; clearing moves in a row build a
 * combo that multiplies the points; the game ends when no offered piece fits anywhere.
 * Randomness comes only from the seeded generator whose state the game state carries.
 */
import { z } from 'zod';
import { drawFrom, seededRng, type RngState } from '../shared/rng';
import { BOARD_SIZE, OFFER_SIZE, POINTS_PER_BLOCK, POINTS_PER_LINE } from './constants';
import { PIECE_IDS, pieceById, type Piece } from './pieces';

export interface BlockPuzzleState {
  /** BOARD_SIZE² cells, row by row: 0 empty, otherwise the colour of the block there. */
  readonly board: readonly number[];
  /** Piece ids offered; null where the piece has been placed. */
  readonly offer: readonly (string | null)[];
  readonly score: number;
  /** Consecutive moves that cleared at least one line (0 after a move that cleared none). */
  readonly combo: number;
  readonly linesCleared: number;
  readonly moves: number;
  readonly over: boolean;
  readonly rng: RngState;
}

export type BlockPuzzleAction = { readonly type: 'place'; readonly slot: number; readonly row: number; readonly col: number };

export const BlockPuzzleStateSchema: z.ZodType<BlockPuzzleState> = z.object({
  board: z.array(z.number().int().min(0)).length(BOARD_SIZE * BOARD_SIZE),
  offer: z.array(z.enum(PIECE_IDS as [string, ...string[]]).nullable()).length(OFFER_SIZE),
  score: z.number().int().min(0),
  combo: z.number().int().min(0),
  linesCleared: z.number().int().min(0),
  moves: z.number().int().min(0),
  over: z.boolean(),
  rng: z.array(z.number().int()).min(1),
});

const index = (row: number, col: number) => row * BOARD_SIZE + col;

/** Whether `piece` anchored with its top-left at (row, col) lies inside the board on empty cells. */
export function fits(board: readonly number[], piece: Piece, row: number, col: number): boolean {
  return piece.cells.every(([r, c]) => {
    const rr = row + r;
    const cc = col + c;
    return rr >= 0 && rr < BOARD_SIZE && cc >= 0 && cc < BOARD_SIZE && board[index(rr, cc)] === 0;
  });
}

export function fitsAnywhere(board: readonly number[], piece: Piece): boolean {
  for (let row = 0; row < BOARD_SIZE; row += 1) for (let col = 0; col < BOARD_SIZE; col += 1) if (fits(board, piece, row, col)) return true;
  return false;
}

/** True when none of the offered pieces fits anywhere: the game is over. */
export function isStuck(board: readonly number[], offer: readonly (string | null)[]): boolean {
  return offer.every((id) => id === null || !fitsAnywhere(board, pieceById(id)));
}

function deal(rng: RngState): [string[], RngState] {
  return drawFrom(rng, (r) => Array.from({ length: OFFER_SIZE }, () => PIECE_IDS[r.int(0, PIECE_IDS.length - 1)] as string));
}

export function initBlockPuzzle(seed: number): BlockPuzzleState {
  const [offer, rng] = deal(seededRng(seed).state());
  return { board: new Array<number>(BOARD_SIZE * BOARD_SIZE).fill(0), offer, score: 0, combo: 0, linesCleared: 0, moves: 0, over: false, rng };
}

/** Rows and columns that are full on `board`. */
export function fullLines(board: readonly number[]): { readonly rows: number[]; readonly cols: number[] } {
  const all = Array.from({ length: BOARD_SIZE }, (_, i) => i);
  return {
    rows: all.filter((r) => all.every((c) => board[index(r, c)] !== 0)),
    cols: all.filter((c) => all.every((r) => board[index(r, c)] !== 0)),
  };
}

/** Points for a move that placed `blocks` cells and cleared `lines` lines, the combo counting this move. */
export function movePoints(blocks: number, lines: number, combo: number): number {
  return blocks * POINTS_PER_BLOCK + POINTS_PER_LINE * lines * lines * combo;
}

/** Places a piece; an illegal move (game over, empty slot, no fit) returns the same state object. */
export function reduceBlockPuzzle(state: BlockPuzzleState, action: BlockPuzzleAction): BlockPuzzleState {
  if (state.over) return state;
  const id = state.offer[action.slot];
  if (id === undefined || id === null) return state;
  const piece = pieceById(id);
  if (!fits(state.board, piece, action.row, action.col)) return state;

  const board = [...state.board];
  for (const [r, c] of piece.cells) board[index(action.row + r, action.col + c)] = piece.colour;
  const { rows, cols } = fullLines(board);
  for (const r of rows) for (let c = 0; c < BOARD_SIZE; c += 1) board[index(r, c)] = 0;
  for (const c of cols) for (let r = 0; r < BOARD_SIZE; r += 1) board[index(r, c)] = 0;
  const lines = rows.length + cols.length;
  const combo = lines > 0 ? state.combo + 1 : 0;

  let offer: readonly (string | null)[] = state.offer.map((o, i) => (i === action.slot ? null : o));
  let rng = state.rng;
  if (offer.every((o) => o === null)) [offer, rng] = deal(rng);

  return {
    board,
    offer,
    score: state.score + movePoints(piece.cells.length, lines, combo),
    combo,
    linesCleared: state.linesCleared + lines,
    moves: state.moves + 1,
    over: isStuck(board, offer),
    rng,
  };
}

export const blockPuzzleGame = {
  id: 'block-puzzle',
  schema: BlockPuzzleStateSchema,
  init: initBlockPuzzle,
  reduce: reduceBlockPuzzle,
} as const;
