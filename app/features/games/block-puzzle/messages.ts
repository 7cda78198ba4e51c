/** Block puzzle texts. */
export const BLOCK_TEXT = {
  board: 'Board',
  tray: 'Pieces to place',
  cell: (row: number, col: number, filled: boolean) => `Row ${row + 1}, column ${col + 1}, ${filled ? 'filled' : 'empty'}`,
  piece: (slot: number, name: string, blocks: number) => `Piece ${slot + 1}: ${name}, ${blocks} ${blocks === 1 ? 'block' : 'blocks'}`,
  placedPiece: (slot: number) => `Piece ${slot + 1}: placed`,
  noRoom: 'no room on the board',
  placed: (name: string) => `Placed the ${name}.`,
  cleared: (lines: number, combo: number) => `Cleared ${lines} ${lines === 1 ? 'line' : 'lines'}${combo > 1 ? `, combo ×${combo}` : ''}!`,
  doesNotFit: 'That piece does not fit there.',
  pickFirst: 'Pick a piece first.',
  over: 'No piece fits anywhere: game over.',
  help: [
    'Pick a piece, then tap or click the board where its centre should go, or drag it onto the board.',
    'Keyboard: 1, 2 or 3 picks a piece; arrow keys move on the board; Enter or Space places it.',
    'Fill a whole row or column to clear it. Clearing on consecutive moves builds a combo that multiplies the points.',
  ],
} as const;
