import { describe, expect, it } from 'vitest';
import { QUESTIONS, QUIZ_ANSWER_COUNT, QUIZ_QUESTION_COUNT } from './questions';

describe('quiz questions', () => {
  it('has 20 questions numbered 1 to 20', () => {
    expect(QUESTIONS).toHaveLength(QUIZ_QUESTION_COUNT);
    expect(QUESTIONS.map((q) => q.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('question %i has 4 distinct answers and one valid key', (_id, q) => {
    expect(q.answers).toHaveLength(QUIZ_ANSWER_COUNT);
    expect(new Set(q.answers).size).toBe(QUIZ_ANSWER_COUNT);
    expect(q.correct).toBeGreaterThanOrEqual(0);
    expect(q.correct).toBeLessThan(QUIZ_ANSWER_COUNT);
  });

  it('keys the arithmetic questions to the computed answer', () => {
    const key = (id: number) => {
      const q = QUESTIONS.find((x) => x.id === id);
      if (!q) throw new Error(`no question ${id}`);
      return q.answers[q.correct];
    };
    expect(key(1)).toBe(String(16 * 2));
    expect(key(4)).toBe(String(27 + 11));
    expect(key(8)).toBe(String(5 + 8));
    expect(key(12)).toBe(String(3 / 3));
    expect(key(16)).toBe(String.fromCharCode('O'.charCodeAt(0) + 6));
    expect(key(6)).toBe(String(12 * (3 - 2)));
  });
});
