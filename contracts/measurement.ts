/**
 * GET /measurement: how scores are measured, for the "How your score is measured" page (issue 27),
 * written once: the simulator types what it sends with it, the app parses with it (valibot: a light page).
 */
import { integer, nullable, number, object, pipe, string, type InferOutput } from 'valibot';

export const MEASUREMENT_PATH = '/measurement';

const Whole = pipe(number(), integer());

export const MeasurementSummary = object({
  calibration: object({
    /** 0 while every item still has its provisional parameters. */
    version: Whole,
    created_at: nullable(string()),
    calibrated_items: Whole,
    provisional_items: Whole,
    /** An item needs this many stored answers before it is calibrated. */
    min_answers: Whole,
  }),
  funnel_form: object({
    items: Whole,
    /** Marginal reliability of the 20-item quiz with the live parameters, 1 − mean posterior variance, from a seeded simulation. */
    reliability: number(),
    /** The mean posterior standard deviation, in IQ points. */
    typical_se_iq: number(),
    simulated_people: Whole,
  }),
});
export type MeasurementSummary = InferOutput<typeof MeasurementSummary>;
