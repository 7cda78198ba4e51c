import english from 'virtual:app-messages/en/blockPuzzle';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { BLOCK_TEXT } from './messages';
import { extent, type Piece } from './pieces';

/** Block puzzle's texts in the shopper's language (issue 44): English in the game's chunk, every other language with the account's group (texts.ts). */
export const BLOCK_TEXTS = textPart<keyof typeof BLOCK_TEXT>('blockPuzzle', english, 'account');

type BlockTranslate = Translate<keyof typeof BLOCK_TEXT>;

/** A piece's name: its shape, with its length or side, or its letter (L, J, T, S, Z). */
export function pieceName(t: BlockTranslate, piece: Piece): string {
  const { rows, cols } = extent(piece);
  return t('pieceName', { shape: piece.shape, size: Math.max(rows, cols), letter: piece.shape });
}

/** What a tray slot says: the piece, its blocks and whether it fits anywhere, or that it was placed. */
export function slotText(t: BlockTranslate, slot: number, piece: Piece | null, stuck: boolean): string {
  if (!piece) return t('placedPiece', { slot: slot + 1 });
  return t(stuck ? 'pieceStuck' : 'piece', { slot: slot + 1, name: pieceName(t, piece), blocks: piece.cells.length });
}

/** The status after a placement: the piece, the lines it cleared (with the combo past one), game over. */
export function placedText(t: BlockTranslate, piece: Piece, lines: number, combo: number, over: boolean): string {
  const cleared = lines === 0 ? '' : t(combo > 1 ? 'clearedCombo' : 'cleared', { lines, combo });
  return [t('placed', { name: pieceName(t, piece) }), cleared, over ? t('over') : ''].filter(Boolean).join(' ');
}
