/** Mahjong farm: every text the player reads. */
import type { TileKind } from './constants';
import type { LayoutId } from './engine/layouts';

export const TILE_NAMES: Record<TileKind, string> = {
  apple: 'Apple', pear: 'Pear', carrot: 'Carrot', corn: 'Corn', pumpkin: 'Pumpkin', tomato: 'Tomato', strawberry: 'Strawberry',
  grapes: 'Grapes', sunflower: 'Sunflower', wheat: 'Wheat', egg: 'Egg', milk: 'Milk', barn: 'Barn', pig: 'Pig', cow: 'Cow',
  sheep: 'Sheep', chicken: 'Chicken', mushroom: 'Mushroom',
};

export const MAHJONG_TEXT = {
  layoutLabel: 'Layout',
  layouts: { barn: 'Barn', field: 'Field', silo: 'Silo' } satisfies Record<LayoutId, string>,
  boardLabel: 'Mahjong board',
  tileLabel: (name: string, free: boolean, selected: boolean) => `${name}${selected ? ', selected' : ''}${free ? '' : ', blocked'}`,
  hint: 'Hint',
  undo: 'Undo',
  shuffle: 'Shuffle',
  tilesLeft: (n: number) => `${n} tiles left`,
  matched: (name: string) => `Matched a pair of ${name}.`,
  selected: (name: string) => `${name} selected: pick its twin.`,
  blocked: 'That tile is blocked: it needs a free side and nothing on top.',
  hinted: (name: string) => `Hint: the two ${name} tiles.`,
  undone: 'Pair put back.',
  shuffled: 'Tiles shuffled. This board can still be cleared.',
  cannotShuffle: 'These tiles cannot be arranged to clear: undo a few pairs or restart.',
  stuck: 'No free pair left.',
  won: (score: number) => `Farm cleared! Score ${score}.`,
  help: [
    'Match two identical farm tiles that are free: nothing on top and an open left or right side.',
    'Tap or click two tiles. Keyboard: arrows move between free tiles, Enter or Space picks, H hint, U undo, S shuffle.',
    'Every deal can be cleared. Stuck? Shuffle deals the tiles left again so they can still be cleared.',
  ],
} as const;
