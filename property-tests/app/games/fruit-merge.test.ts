/**
 * Fruit merge: a seed and a drop list replay to the same pile, bit for bit; and every step
 * conserves what it should: fruit value (a fruit is worth two of the one below it), the fruit
 * count (each merge turns two into one), the score (the sum of the merges' points) and the walls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTAINER_WIDTH } from '../../../app/features/games/fruit-merge/constants';
import { FruitMergeEngine } from '../../../app/features/games/fruit-merge/engine';
import { fruitAt, MAX_LEVEL, WATERMELON_PAIR_POINTS } from '../../../app/features/games/fruit-merge/fruits';

/** A play: after each wait (in steps) the player drops at x; then the pile runs on a little. */
const play = fc.record({
  seed: fc.integer(),
  drops: fc.array(fc.record({ wait: fc.integer({ min: 0, max: 90 }), x: fc.double({ min: -50, max: CONTAINER_WIDTH + 50, noNaN: true }) }), { minLength: 1, maxLength: 30 }),
  tail: fc.integer({ min: 0, max: 120 }),
});

type Play = typeof play extends fc.Arbitrary<infer T> ? T : never;

function run(p: Play): FruitMergeEngine {
  const game = new FruitMergeEngine(p.seed);
  for (const { wait, x } of p.drops) {
    for (let i = 0; i < wait; i += 1) game.step();
    game.drop(x);
  }
  for (let i = 0; i < p.tail; i += 1) game.step();
  return game;
}

describe('fruit merge engine', () => {
  it('replays a seed and its drop list to the identical pile, score and next fruits', () => {
    fc.assert(
      fc.property(play, fc.integer({ min: 1, max: 500 }), (p, slice) => {
        const live = run(p);
        const saved = JSON.parse(JSON.stringify(live.save())) as ReturnType<FruitMergeEngine['save']>;
        const replayed = FruitMergeEngine.replay(saved);
        // Resuming replays in slices: the same pile whatever the slice size.
        const sliced = new FruitMergeEngine(saved.seed);
        for (let until = slice; sliced.steps < saved.steps && !sliced.over; until += slice) sliced.replayUntil(saved, until);
        expect(sliced.fruits()).toEqual(live.fruits());
        expect(replayed.steps).toBe(live.steps);
        expect(replayed.fruits()).toEqual(live.fruits());
        expect(replayed.score).toBe(live.score);
        expect([replayed.current, replayed.next, replayed.over]).toEqual([live.current, live.next, live.over]);
      }),
      { numRuns: 25 },
    );
  });

  it('conserves fruit value, fruit count and score at every step, and keeps fruit between the walls', () => {
    fc.assert(
      fc.property(play, (p) => {
        let points = 0;
        const game = new FruitMergeEngine(p.seed);
        const dropped: number[] = [];
        const check = () => {
          for (const merge of game.step()) points += merge.from === MAX_LEVEL ? WATERMELON_PAIR_POINTS : fruitAt(merge.from + 1).points;
          const fruits = game.fruits();
          const value = fruits.reduce((sum, f) => sum + 2 ** f.level, 0) + game.watermelonsVanished * 2 ** MAX_LEVEL;
          expect(value).toBe(dropped.reduce((sum, level) => sum + 2 ** level, 0));
          expect(fruits).toHaveLength(dropped.length - game.merges - game.watermelonsVanished / 2);
          expect(game.score).toBe(points);
          for (const f of fruits) {
            expect(f.x).toBeGreaterThan(-1);
            expect(f.x).toBeLessThan(CONTAINER_WIDTH + 1);
          }
        };
        for (const { wait, x } of p.drops) {
          for (let i = 0; i < wait; i += 1) check();
          const level = game.current;
          if (game.drop(x)) dropped.push(level);
        }
        for (let i = 0; i < p.tail; i += 1) check();
        expect(game.drops).toHaveLength(dropped.length);
      }),
      { numRuns: 25 },
    );
  });
});
