import { describe, expect, it } from 'vitest';
import { CONTAINER_WIDTH, DROP_COOLDOWN_STEPS } from './constants';
import { FruitMergeEngine } from './engine';
import { fruitAt } from './fruits';

describe('FruitMergeEngine', () => {
  it('refuses a drop while cooling down and accepts it once the cooldown has passed', () => {
    const game = new FruitMergeEngine(1);
    expect(game.drop(100)).toBe(true);
    expect(game.drop(100)).toBe(false);
    for (let i = 0; i < DROP_COOLDOWN_STEPS; i += 1) game.step();
    expect(game.drop(100)).toBe(true);
    expect(game.drops.map((d) => d.step)).toEqual([0, DROP_COOLDOWN_STEPS]);
  });

  it('keeps a drop aimed past a wall inside the container', () => {
    const game = new FruitMergeEngine(2);
    const level = game.current;
    game.drop(-500);
    expect(game.drops[0]?.x).toBe(fruitAt(level).radius);
    expect(game.clampX(CONTAINER_WIDTH + 500, 0)).toBe(CONTAINER_WIDTH - fruitAt(0).radius);
  });

  it('merges equal fruits, and a pile dropped in one spot ends the game, after which nothing moves', () => {
    const game = new FruitMergeEngine(3);
    for (let n = 0; n < 400 && !game.over; n += 1) {
      game.drop(CONTAINER_WIDTH / 2);
      for (let i = 0; i < DROP_COOLDOWN_STEPS; i += 1) game.step();
    }
    expect(game.merges).toBeGreaterThan(0);
    expect(game.score).toBeGreaterThan(0);
    expect(game.over).toBe(true);
    const at = game.steps;
    expect(game.step()).toEqual([]);
    expect(game.steps).toBe(at);
    expect(game.drop(10)).toBe(false);
  }, 60_000);

  it('is idle only once the pile has settled and a drop is allowed', () => {
    const game = new FruitMergeEngine(4);
    expect(game.isIdle()).toBe(true);
    game.drop(CONTAINER_WIDTH / 2);
    expect(game.isIdle()).toBe(false);
    for (let i = 0; i < 600 && !game.isIdle(); i += 1) game.step();
    expect(game.isIdle()).toBe(true);
    expect(game.fruits()[0]?.y).toBeGreaterThan(400);
  });
});
