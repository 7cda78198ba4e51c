/**
 * The quiz's step (app §2 and §4 in docs/spec-coverage.md): it starts at 1, or at `?startFrom=` (a number, default
 * 1), and advances; once the visitor moves, the step is kept as `?step=` so a reload or the back button
 * returns to it. Steps 1-20 are the questions, the next is the email step.
 */
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';

export const EMAIL_STEP = QUIZ_QUESTION_COUNT + 1;

/** The step from `?step=`, else `?startFrom=` (default 1), clamped to the funnel; anything not a whole number is 1. */
export function stepFrom(params: URLSearchParams): number {
  const raw = Number(params.get('step') ?? params.get('startFrom') ?? 1);
  return Number.isInteger(raw) ? Math.min(EMAIL_STEP, Math.max(1, raw)) : 1;
}

/** The query after moving to `next`: `step` set, `startFrom` dropped (it named only where the visit began), the rest kept. */
export function queryForStep(params: URLSearchParams, next: number): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete('startFrom');
  copy.set('step', String(next));
  return copy;
}
