import english from 'virtual:app-messages/en/mahjongFarm';
import { textPart, type Translate } from '../../../lib/i18n/texts';
import type { TileKind } from './constants';
import type { MAHJONG_TEXT } from './messages';

/** Mahjong farm's texts in the shopper's language (issue 44): English in the game's chunk, every other language with the account's group (texts.ts). */
export const MAHJONG_TEXTS = textPart<keyof typeof MAHJONG_TEXT>('mahjongFarm', english, 'account');

type MahjongTranslate = Translate<keyof typeof MAHJONG_TEXT>;

/** A tile's kind named in the page's language. */
export const tileName = (t: MahjongTranslate, kind: TileKind): string => t('tile', { kind });

/** A tile's label: its name, then whether it is selected and whether it is blocked. */
export function tileLabel(t: MahjongTranslate, kind: TileKind, free: boolean, selected: boolean): string {
  const state = selected ? (free ? 'selected' : 'selectedBlocked') : free ? 'free' : 'blocked';
  return t('tileLabel', { state, name: tileName(t, kind) });
}
