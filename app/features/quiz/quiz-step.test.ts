import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/questions';
import { EMAIL_STEP, queryForStep, stepFrom } from './quiz-step';

const step = (query: string) => stepFrom(new URLSearchParams(query));

describe('the quiz step (app §2 and §4)', () => {
  it('starts at 1, or at startFrom', () => {
    expect(step('')).toBe(1);
    expect(step('startFrom=7')).toBe(7);
    expect(step('startFrom=1')).toBe(1);
  });

  it('keeps startFrom inside the funnel: below 1 is 1, past the email step is the email step, a non-number is 1', () => {
    expect(EMAIL_STEP).toBe(QUIZ_QUESTION_COUNT + 1);
    expect(step('startFrom=0')).toBe(1);
    expect(step('startFrom=-3')).toBe(1);
    expect(step('startFrom=99')).toBe(EMAIL_STEP);
    expect(step('startFrom=2.5')).toBe(1);
    expect(step('startFrom=abc')).toBe(1);
  });

  it('reads the step the visitor moved to before startFrom, so a reload stays where they were', () => {
    expect(step('startFrom=3&step=9')).toBe(9);
  });

  it('moving sets step, drops startFrom and keeps every other parameter', () => {
    const next = queryForStep(new URLSearchParams('startFrom=3&wmq=1&campaign_id=42'), 4);
    expect(next.toString()).toBe('wmq=1&campaign_id=42&step=4');
    expect(stepFrom(next)).toBe(4);
  });
});
