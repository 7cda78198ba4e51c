/**
 * Board layouts: one picture per layer, '#' is a tile, on a whole-tile grid (a tile at (x, y, z)
 * covers the tile at (x, y, z - 1)). Every layout holds an even number of tiles.
 */
export interface Position { x: number; y: number; z: number }

const LAYERS = {
  barn: [
    ['..######..', '.########.', '##########', '##########', '##########', '.########.'],
    ['..........', '...####...', '..######..', '..######..', '...####...', '..........'],
    ['..........', '..........', '....##....', '....##....', '..........', '..........'],
  ],
  field: [
    ['##########', '##########', '..........', '##########', '##########', '..........', '##########'],
    ['.########.', '.########.', '..........', '.########.', '.########.', '..........', '..........'],
    ['..######..', '..........', '..........', '..######..', '..........', '..........', '..........'],
  ],
  silo: [
    ['...####...', '..######..', '.########.', '.########.', '.########.', '..######..', '...####...'],
    ['..........', '...####...', '..######..', '..######..', '..######..', '...####...', '..........'],
    ['..........', '..........', '...####...', '...####...', '...####...', '..........', '..........'],
    ['..........', '..........', '....##....', '....##....', '....##....', '..........', '..........'],
  ],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type LayoutId = keyof typeof LAYERS;
export const LAYOUT_IDS = Object.keys(LAYERS) as LayoutId[];

export function layoutPositions(id: LayoutId): Position[] {
  const out: Position[] = [];
  LAYERS[id].forEach((rows, z) => rows.forEach((row, y) => [...row].forEach((ch, x) => { if (ch === '#') out.push({ x, y, z }); })));
  return out;
}
