/** Mahjong farm: tile kinds, scoring and generator limits, named once. */
export const TILE_KINDS = [
  'apple', 'pear', 'carrot', 'corn', 'pumpkin', 'tomato', 'strawberry', 'grapes', 'sunflower',
  'wheat', 'egg', 'milk', 'barn', 'pig', 'cow', 'sheep', 'chicken', 'mushroom',
] as const;
export type TileKind = (typeof TILE_KINDS)[number];

export const PAIR_POINTS = 10;
export const HINT_COST = 5;
export const SHUFFLE_COST = 20;
export const CLEAR_BONUS = 200;

/** Fresh attempts the backward dealer makes before it reports that these positions admit no winnable deal. */
export const DEAL_ATTEMPTS = 200;
