/** Where a piece lands when the player points at a board cell: the piece is centred on that cell. */
import { BOARD_SIZE } from './constants';
import { extent, type Piece } from './pieces';

export function anchorFor(piece: Piece, row: number, col: number): { readonly row: number; readonly col: number } {
  const { rows, cols } = extent(piece);
  // Kept on the board: a tap near an edge still places the piece against that edge.
  const clamp = (value: number, span: number) => Math.min(BOARD_SIZE - span, Math.max(0, value));
  return { row: clamp(row - Math.floor((rows - 1) / 2), rows), col: clamp(col - Math.floor((cols - 1) / 2), cols) };
}

/** Board indexes the piece would cover when anchored at (row, col), leaving out cells off the board. */
export function coveredCells(piece: Piece, row: number, col: number): number[] {
  return piece.cells
    .map(([r, c]) => [row + r, col + c] as const)
    .filter(([r, c]) => r >= 0 && r < BOARD_SIZE && c >= 0 && c < BOARD_SIZE)
    .map(([r, c]) => r * BOARD_SIZE + c);
}
