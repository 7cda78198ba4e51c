/**
 * Mahjong farm's texts, ICU MessageFormat: the part "mahjongFarm" of the app's catalogues
 * (app/text-registry/sources.ts), translated in app/lib/i18n/catalogues/ and read through
 * mahjong-texts.ts (issue 44). A tile is named by its kind (constants.ts) through `tile`.
 */
export const MAHJONG_TEXT = {
  tile: '{kind, select, apple {Apple} pear {Pear} carrot {Carrot} corn {Corn} pumpkin {Pumpkin} tomato {Tomato} strawberry {Strawberry} grapes {Grapes} sunflower {Sunflower} wheat {Wheat} egg {Egg} milk {Milk} barn {Barn} pig {Pig} cow {Cow} sheep {Sheep} chicken {Chicken} other {Mushroom}}',
  layoutLabel: 'Layout',
  barn: 'Barn',
  field: 'Field',
  silo: 'Silo',
  boardLabel: 'Mahjong board',
  tileLabel: '{state, select, selected {{name}, selected} blocked {{name}, blocked} selectedBlocked {{name}, selected, blocked} other {{name}}}',
  hint: 'Hint',
  undo: 'Undo',
  shuffle: 'Shuffle',
  tilesLeft: '{count, plural, one {# tile left} other {# tiles left}}',
  matched: 'Matched a pair of {name}.',
  selected: '{name} selected: pick its twin.',
  blocked: 'That tile is blocked: it needs a free side and nothing on top.',
  hinted: 'Hint: the two {name} tiles.',
  undone: 'Pair put back.',
  shuffled: 'Tiles shuffled. This board can still be cleared.',
  cannotShuffle: 'These tiles cannot be arranged to clear: undo a few pairs or restart.',
  stuck: 'No free pair left.',
  won: 'Farm cleared! Score {score}.',
  help1: 'Match two identical farm tiles that are free: nothing on top and an open left or right side.',
  help2: 'Tap or click two tiles. Keyboard: arrows move between free tiles, Enter or Space picks, H hint, U undo, S shuffle.',
  help3: 'Every deal can be cleared. Stuck? Shuffle deals the tiles left again so they can still be cleared.',
} as const;
