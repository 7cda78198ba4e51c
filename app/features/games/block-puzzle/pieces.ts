/** The pieces a block puzzle offers: each a set of [row, column] cells anchored at its top-left. */

export type Cell = readonly [row: number, col: number];

export interface Piece {
  readonly id: string;
  readonly name: string;
  readonly cells: readonly Cell[];
  /** Colour index 1..7 used on the board once placed. */
  readonly colour: number;
}

const piece = (id: string, name: string, colour: number, rows: readonly string[]): Piece => ({
  id,
  name,
  colour,
  cells: rows.flatMap((line, row) => [...line].flatMap((ch, col): Cell[] => (ch === '#' ? [[row, col]] : []))),
});

export const PIECES: readonly Piece[] = [
  piece('dot', 'single block', 1, ['#']),
  piece('h2', 'bar of 2', 2, ['##']),
  piece('v2', 'upright bar of 2', 2, ['#', '#']),
  piece('h3', 'bar of 3', 3, ['###']),
  piece('v3', 'upright bar of 3', 3, ['#', '#', '#']),
  piece('h4', 'bar of 4', 4, ['####']),
  piece('v4', 'upright bar of 4', 4, ['#', '#', '#', '#']),
  piece('h5', 'bar of 5', 5, ['#####']),
  piece('v5', 'upright bar of 5', 5, ['#', '#', '#', '#', '#']),
  piece('o2', '2 by 2 square', 6, ['##', '##']),
  piece('o3', '3 by 3 square', 7, ['###', '###', '###']),
  piece('c-nw', 'small corner', 1, ['##', '#.']),
  piece('c-ne', 'small corner', 1, ['##', '.#']),
  piece('c-sw', 'small corner', 1, ['#.', '##']),
  piece('c-se', 'small corner', 1, ['.#', '##']),
  piece('l-a', 'L shape', 2, ['#.', '#.', '##']),
  piece('l-b', 'L shape', 2, ['###', '#..']),
  piece('l-c', 'L shape', 2, ['##', '.#', '.#']),
  piece('l-d', 'L shape', 2, ['..#', '###']),
  piece('j-a', 'J shape', 3, ['.#', '.#', '##']),
  piece('j-b', 'J shape', 3, ['#..', '###']),
  piece('j-c', 'J shape', 3, ['##', '#.', '#.']),
  piece('j-d', 'J shape', 3, ['###', '..#']),
  piece('t-a', 'T shape', 4, ['###', '.#.']),
  piece('t-b', 'T shape', 4, ['.#.', '###']),
  piece('t-c', 'T shape', 4, ['#.', '##', '#.']),
  piece('t-d', 'T shape', 4, ['.#', '##', '.#']),
  piece('s-h', 'S shape', 5, ['.##', '##.']),
  piece('z-h', 'Z shape', 5, ['##.', '.##']),
  piece('s-v', 'S shape', 5, ['#.', '##', '.#']),
  piece('z-v', 'Z shape', 5, ['.#', '##', '#.']),
  piece('big-l', 'big corner', 6, ['###', '#..', '#..']),
  piece('big-r', 'big corner', 6, ['###', '..#', '..#']),
];

const byId = new Map(PIECES.map((p) => [p.id, p]));

export function pieceById(id: string): Piece {
  const found = byId.get(id);
  if (!found) throw new Error(`Block puzzle: unknown piece "${id}"; pieces are listed in pieces.ts.`);
  return found;
}

export const PIECE_IDS = PIECES.map((p) => p.id);

/** Rows and columns the piece spans. */
export function extent(p: Piece): { readonly rows: number; readonly cols: number } {
  return { rows: Math.max(...p.cells.map(([r]) => r)) + 1, cols: Math.max(...p.cells.map(([, c]) => c)) + 1 };
}
