/**
 * What the "How your score is measured" page states (issue 27), from the live bank: the calibration
 * state, and the funnel form's reliability and typical standard error, measured by a seeded
 * simulation of people from the reference population (cached per calibration version).
 */
import type { MeasurementSummary } from '../../../contracts/measurement';
import type { CalibrationsRepo } from './calibrations-repo';
import { IQ_SD, MIN_ANSWERS_TO_CALIBRATE } from './constants';
import { eap, type ItemParams } from './irt';
import { QUIZ_FORM } from './item-bank';
import { seededRandom, simulateAnswer } from './simulate';

const SIMULATED_PEOPLE = 2_000;
const SEED = 27;

/** 1 − the mean posterior variance over simulated people, and the mean posterior SD (θ units). */
export function formPrecision(form: readonly ItemParams[], people = SIMULATED_PEOPLE, seed = SEED): { reliability: number; meanSe: number } {
  const random = seededRandom(seed);
  let variance = 0;
  let se = 0;
  for (let i = 0; i < people; i += 1) {
    const theta = random.normal();
    const post = eap(form.map((params) => ({ params, correct: simulateAnswer(theta, params, random) })));
    variance += post.se ** 2;
    se += post.se;
  }
  return { reliability: 1 - variance / people, meanSe: se / people };
}

export function measurementSummary(calibrations: CalibrationsRepo): () => MeasurementSummary {
  const cache = new Map<number, { reliability: number; meanSe: number }>();
  return () => {
    const bank = calibrations.live(QUIZ_FORM);
    let precision = cache.get(bank.version);
    if (!precision) {
      precision = formPrecision([...bank.items.values()].map((item) => item.params));
      cache.set(bank.version, precision);
    }
    const items = [...bank.items.values()];
    const latest = bank.version > 0 ? calibrations.summary(bank.version) : undefined;
    return {
      calibration: {
        version: bank.version,
        created_at: latest?.created_at ?? null,
        calibrated_items: items.filter((item) => item.status === 'calibrated').length,
        provisional_items: items.filter((item) => item.status === 'provisional').length,
        min_answers: MIN_ANSWERS_TO_CALIBRATE,
      },
      funnel_form: {
        items: items.length,
        reliability: Math.round(precision.reliability * 100) / 100,
        typical_se_iq: Math.round(precision.meanSe * IQ_SD * 10) / 10,
        simulated_people: SIMULATED_PEOPLE,
      },
    };
  };
}
