/** The pieces a block puzzle offers: each a set of [row, column] cells anchored at its top-left. */

export type Cell = readonly [row: number, col: number];

/** A piece's shape, which names it (block-texts.ts pieceName): a letter shape by its letter. */
export type PieceShape = 'dot' | 'bar' | 'upright' | 'square' | 'corner' | 'bigCorner' | 'L' | 'J' | 'T' | 'S' | 'Z';

export interface Piece {
  readonly id: string;
  readonly shape: PieceShape;
  readonly cells: readonly Cell[];
  /** Colour index 1..7 used on the board once placed. */
  readonly colour: number;
}

const piece = (id: string, shape: PieceShape, colour: number, rows: readonly string[]): Piece => ({
  id,
  shape,
  colour,
  cells: rows.flatMap((line, row) => [...line].flatMap((ch, col): Cell[] => (ch === '#' ? [[row, col]] : []))),
});

export const PIECES: readonly Piece[] = [
  piece('dot', 'dot', 1, ['#']),
  piece('h2', 'bar', 2, ['##']),
  piece('v2', 'upright', 2, ['#', '#']),
  piece('h3', 'bar', 3, ['###']),
  piece('v3', 'upright', 3, ['#', '#', '#']),
  piece('h4', 'bar', 4, ['####']),
  piece('v4', 'upright', 4, ['#', '#', '#', '#']),
  piece('h5', 'bar', 5, ['#####']),
  piece('v5', 'upright', 5, ['#', '#', '#', '#', '#']),
  piece('o2', 'square', 6, ['##', '##']),
  piece('o3', 'square', 7, ['###', '###', '###']),
  piece('c-nw', 'corner', 1, ['##', '#.']),
  piece('c-ne', 'corner', 1, ['##', '.#']),
  piece('c-sw', 'corner', 1, ['#.', '##']),
  piece('c-se', 'corner', 1, ['.#', '##']),
  piece('l-a', 'L', 2, ['#.', '#.', '##']),
  piece('l-b', 'L', 2, ['###', '#..']),
  piece('l-c', 'L', 2, ['##', '.#', '.#']),
  piece('l-d', 'L', 2, ['..#', '###']),
  piece('j-a', 'J', 3, ['.#', '.#', '##']),
  piece('j-b', 'J', 3, ['#..', '###']),
  piece('j-c', 'J', 3, ['##', '#.', '#.']),
  piece('j-d', 'J', 3, ['###', '..#']),
  piece('t-a', 'T', 4, ['###', '.#.']),
  piece('t-b', 'T', 4, ['.#.', '###']),
  piece('t-c', 'T', 4, ['#.', '##', '#.']),
  piece('t-d', 'T', 4, ['.#', '##', '.#']),
  piece('s-h', 'S', 5, ['.##', '##.']),
  piece('z-h', 'Z', 5, ['##.', '.##']),
  piece('s-v', 'S', 5, ['#.', '##', '.#']),
  piece('z-v', 'Z', 5, ['.#', '##', '#.']),
  piece('big-l', 'bigCorner', 6, ['###', '#..', '#..']),
  piece('big-r', 'bigCorner', 6, ['###', '..#', '..#']),
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
