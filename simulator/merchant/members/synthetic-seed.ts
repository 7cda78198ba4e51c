/**
 * The synthetic comparison sample: made-up results, seeded once so compare has something to show
 * before real members exist. Every row is flagged `synthetic`, and every screen that shows it says so.
 * Country means sit within a few points of 100 on purpose: the sample must not suggest real national differences.
 */
import { IQ_SD } from '../psychometrics/constants';
import { HEADLINE_TEST, SYNTHETIC_IQ_MAX, SYNTHETIC_IQ_MIN } from './constants';
import type { ResultsRepo } from './results-repo';
import { seeded } from './seeded';

/** [country, people, mean]. Iceland's group is below the minimum size, so compare hides it. */
export const SYNTHETIC_COUNTRIES: readonly (readonly [string, number, number])[] = [
  ['US', 240, 100.5],
  ['GB', 160, 100.8],
  ['CA', 120, 101.2],
  ['AU', 90, 100.2],
  ['DE', 150, 101.0],
  ['FR', 130, 99.6],
  ['ES', 110, 99.2],
  ['IT', 100, 99.4],
  ['BR', 140, 98.8],
  ['MX', 80, 98.9],
  ['IN', 170, 99.1],
  ['JP', 90, 101.5],
  ['IS', 12, 100.0],
];

const SEED = 20261122;

/** Seeds the sample once; a database that already holds it is left alone. Returns how many rows it added. */
export function seedSyntheticResults(results: ResultsRepo, createdAt = '2026-01-01T00:00:00.000Z'): number {
  if (results.hasSynthetic()) return 0;
  const random = seeded(SEED);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  let added = 0;
  for (const [country, people, mean] of SYNTHETIC_COUNTRIES) {
    for (let i = 0; i < people; i += 1) {
      const iq = Math.min(SYNTHETIC_IQ_MAX, Math.max(SYNTHETIC_IQ_MIN, Math.round(mean + IQ_SD * normal())));
      results.add(
        { user_ref: `synthetic:${country}:${i}`, test_id: HEADLINE_TEST, question_set: 0, correct: 0, total: 20, iq, iq_low: iq, iq_high: iq, duration_ms: 0, answers: '[]', country, created_at: createdAt, calibration_version: 0 },
        true,
      );
      added += 1;
    }
  }
  return added;
}
