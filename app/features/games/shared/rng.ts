/**
 * The one source of randomness for every game engine: a seeded xoroshiro128+ generator from
 * pure-rand whose state is a plain number array, so an engine can keep it in its (saved) state and
 * a reload resumes the same sequence.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

export type RngState = readonly number[];

export interface Rng {
  /** An integer in [from, to], both included, uniformly. */
  int(from: number, to: number): number;
  /** A float in [0, 1). */
  float(): number;
  /** The generator's state now; `rngFromState(state)` continues from here. */
  state(): RngState;
}

const TWO_POW_32 = 0x1_0000_0000;

function wrap(generator: ReturnType<typeof xoroshiro128plus>): Rng {
  return {
    int: (from, to) => uniformInt(generator, from, to),
    float: () => (generator.next() >>> 0) / TWO_POW_32,
    state: () => generator.getState(),
  };
}

export function seededRng(seed: number): Rng {
  return wrap(xoroshiro128plus(seed | 0));
}

export function rngFromState(state: RngState): Rng {
  return wrap(xoroshiro128plusFromState(state));
}

/** Runs `draw` on a generator at `state` and returns its result with the state after it (for reducers). */
export function drawFrom<T>(state: RngState, draw: (rng: Rng) => T): [T, RngState] {
  const rng = rngFromState(state);
  const value = draw(rng);
  return [value, rng.state()];
}
