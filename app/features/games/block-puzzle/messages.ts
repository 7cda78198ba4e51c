/**
 * Block puzzle's texts, ICU MessageFormat: the part "blockPuzzle" of the app's catalogues
 * (app/text-registry/sources.ts), translated in app/lib/i18n/catalogues/ and read through
 * block-texts.ts (issue 44). A piece's name is `pieceName`, chosen by its shape (pieces.ts).
 */
export const BLOCK_TEXT = {
  board: 'Board',
  tray: 'Pieces to place',
  cell: 'Row {row}, column {col}, {filled, select, yes {filled} other {empty}}',
  piece: 'Piece {slot}: {name}, {blocks, plural, one {# block} other {# blocks}}',
  pieceStuck: 'Piece {slot}: {name}, {blocks, plural, one {# block} other {# blocks}}, no room on the board',
  pieceName: '{shape, select, dot {single block} bar {bar of {size}} upright {upright bar of {size}} square {{size} by {size} square} corner {small corner} bigCorner {big corner} other {{letter} shape}}',
  placedPiece: 'Piece {slot}: placed',
  placed: 'Placed the {name}.',
  cleared: 'Cleared {lines, plural, one {# line} other {# lines}}!',
  clearedCombo: 'Cleared {lines, plural, one {# line} other {# lines}}, combo ×{combo}!',
  doesNotFit: 'That piece does not fit there.',
  pickFirst: 'Pick a piece first.',
  over: 'No piece fits anywhere: game over.',
  help1: 'Pick a piece, then tap or click the board where its centre should go, or drag it onto the board.',
  help2: 'Keyboard: 1, 2 or 3 picks a piece; arrow keys move on the board; Enter or Space places it.',
  help3: 'Fill a whole row or column to clear it. Clearing on consecutive moves builds a combo that multiplies the points.',
} as const;
