/**
 * Block puzzle against a simple model of the board (fast-check model-based testing): the model is a
 * grid of booleans with line clearing written the naive way; every move, legal or not, is applied to
 * both and the board, score, combo, offer and game-over verdict must agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockPuzzleGame, BlockPuzzleStateSchema, type BlockPuzzleState } from '../../../app/features/games/block-puzzle/engine';
import { PIECE_IDS, pieceById } from '../../../app/features/games/block-puzzle/pieces';

const N = 8;

interface Model {
  grid: boolean[][];
  offer: (string | null)[];
  score: number;
  combo: number;
  over: boolean;
}

interface Real {
  state: BlockPuzzleState;
}

function modelFits(grid: boolean[][], id: string, row: number, col: number): boolean {
  return pieceById(id).cells.every(([r, c]) => grid[row + r]?.[col + c] === false);
}

function modelStuck(model: Model): boolean {
  for (const id of model.offer) {
    if (id === null) continue;
    for (let r = 0; r < N; r += 1) for (let c = 0; c < N; c += 1) if (modelFits(model.grid, id, r, c)) return false;
  }
  return true;
}

function checkAgainst(model: Model, real: Real): void {
  const occupied = real.state.board.map((v) => v !== 0);
  expect(occupied).toEqual(model.grid.flat());
  expect(real.state.score).toBe(model.score);
  expect(real.state.combo).toBe(model.combo);
  expect(real.state.offer).toEqual(model.offer);
  expect(real.state.over).toBe(model.over);
}

/** Applies a placement to the model; returns false when the model says the move is illegal. */
function modelPlace(model: Model, real: Real, slot: number, row: number, col: number): boolean {
  const id = model.offer[slot];
  if (model.over || id === null || id === undefined || !modelFits(model.grid, id, row, col)) return false;
  const cells = pieceById(id).cells;
  for (const [r, c] of cells) (model.grid[row + r] as boolean[])[col + c] = true;
  const fullRows = [...Array(N).keys()].filter((r) => model.grid[r]?.every(Boolean));
  const fullCols = [...Array(N).keys()].filter((c) => model.grid.every((line) => line[c]));
  for (const r of fullRows) model.grid[r] = Array<boolean>(N).fill(false);
  for (const c of fullCols) for (const line of model.grid) line[c] = false;
  const lines = fullRows.length + fullCols.length;
  model.combo = lines > 0 ? model.combo + 1 : 0;
  // One point a block; 10 a line, squared for lines cleared together, times the combo.
  model.score += cells.length + 10 * lines * lines * model.combo;
  model.offer[slot] = null;
  if (model.offer.every((o) => o === null)) {
    // The deal is random: the model takes the system's new offer after checking it is a full, valid one.
    expect(real.state.offer).toHaveLength(3);
    for (const o of real.state.offer) expect(PIECE_IDS).toContain(o);
    model.offer = [...real.state.offer];
  }
  model.over = modelStuck(model);
  return true;
}

class PlaceCommand implements fc.Command<Model, Real> {
  constructor(
    readonly slot: number,
    readonly row: number,
    readonly col: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const before = real.state;
    real.state = blockPuzzleGame.reduce(before, { type: 'place', slot: this.slot, row: this.row, col: this.col });
    if (!modelPlace(model, real, this.slot, this.row, this.col)) expect(real.state).toBe(before);
    checkAgainst(model, real);
  }
  toString = () => `place(${this.slot}, ${this.row}, ${this.col})`;
}

/** Places the k-th legal placement (mod their count), so runs reach full boards and game over. */
class LegalPlaceCommand implements fc.Command<Model, Real> {
  constructor(readonly k: number) {}
  check = (model: Readonly<Model>) => !model.over;
  run(model: Model, real: Real): void {
    const legal: [number, number, number][] = [];
    model.offer.forEach((id, slot) => {
      if (id === null) return;
      for (let r = 0; r < N; r += 1) for (let c = 0; c < N; c += 1) if (modelFits(model.grid, id, r, c)) legal.push([slot, r, c]);
    });
    const [slot, row, col] = legal[this.k % legal.length] as [number, number, number];
    new PlaceCommand(slot, row, col).run(model, real);
  }
  toString = () => `legal(${this.k})`;
}

const commands = [
  fc.tuple(fc.integer({ min: -1, max: 3 }), fc.integer({ min: -2, max: 9 }), fc.integer({ min: -2, max: 9 })).map(([s, r, c]) => new PlaceCommand(s, r, c)),
  fc.nat().map((k) => new LegalPlaceCommand(k)),
];

describe('block puzzle engine against a board model', () => {
  it('agrees with the model on every move', () => {
    fc.assert(
      fc.property(fc.integer(), fc.commands(commands, { maxCommands: 120 }), (seed, cmds) => {
        const state = blockPuzzleGame.init(seed);
        const model: Model = { grid: Array.from({ length: N }, () => Array<boolean>(N).fill(false)), offer: [...state.offer], score: 0, combo: 0, over: false };
        fc.modelRun(() => ({ model, real: { state } }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('replays: one seed and one move list give the same game, and a saved state reads back equal', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.nat(), { maxLength: 60 }), (seed, picks) => {
        const play = () => {
          let s = blockPuzzleGame.init(seed);
          for (const k of picks) {
            const legal = s.offer.flatMap((id, slot) => (id === null ? [] : [...Array(64).keys()].map((i) => ({ slot, row: Math.floor(i / 8), col: i % 8 }))));
            const move = legal[k % Math.max(1, legal.length)];
            if (move) s = blockPuzzleGame.reduce(s, { type: 'place', ...move });
          }
          return s;
        };
        const first = play();
        expect(play()).toEqual(first);
        expect(BlockPuzzleStateSchema.parse(JSON.parse(JSON.stringify(first)))).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});
