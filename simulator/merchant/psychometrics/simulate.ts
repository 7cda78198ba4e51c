/**
 * Simulated examinees for the psychometric study (bench/psychometrics.ts) and the property tests:
 * true abilities from the standard normal, answers drawn from the 3PL model, seeded.
 */
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { pCorrect, type ItemParams } from './irt';

export interface Random {
  /** A float in [0, 1). */
  readonly uniform: () => number;
  /** A standard normal draw (Box–Muller). */
  readonly normal: () => number;
}

export function seededRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed | 0);
  const uniform = () => uniformFloat64(generator);
  const normal = () => {
    const u = 1 - uniform(); // (0, 1]: log never sees 0
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
  return { uniform, normal };
}

/** Whether a person of ability θ answers an item right, drawn from the model. */
export function simulateAnswer(theta: number, params: ItemParams, random: Random): boolean {
  return random.uniform() < pCorrect(theta, params);
}
