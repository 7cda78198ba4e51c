import { describe, expect, it } from 'vitest';
import { buildMatrix, describeCell, sameCell, solveMatrix, type Cell } from './matrix';
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

describe('matrix questions', () => {
  const matrices = QUESTIONS.filter((q) => q.kind === 'matrix');

  it('has matrix items among the 20', () => {
    expect(matrices.length).toBeGreaterThanOrEqual(4);
  });

  it.each(matrices.map((q) => [q.id, q] as const))('matrix %i has exactly one option the rules imply, and it is the key', (_id, q) => {
    const item = q.matrix;
    if (!item) throw new Error(`question ${q.id} has no matrix`);
    const implied = solveMatrix(item.cells);
    expect(implied).not.toBeNull();
    if (!implied) return;
    const matching = item.options.flatMap((option, index) => (sameCell(option, implied) ? [index] : []));
    expect(matching).toEqual([q.correct]);
    expect(q.answers[q.correct]).toBe(describeCell(implied));
  });
});

describe('solveMatrix', () => {
  const cell = (shape: Cell['shape'], count: Cell['count'], fill: Cell['fill']): Cell => ({ shape, count, fill });

  it('refuses a grid whose attribute fits no rule', () => {
    const cells = Array.from({ length: 9 }, (_, i) => cell(i === 4 ? 'square' : 'circle', 1, 'solid'));
    expect(solveMatrix(cells)).toBeNull();
  });

  it('refuses a grid where two rules fit with different answers', () => {
    // Counts 1 2 1 / 2 1 2 / 1 2 ? : neither by row, by column nor latin holds.
    const counts = [1, 2, 1, 2, 1, 2, 1, 2, 1] as const;
    expect(solveMatrix(counts.map((c) => cell('circle', c, 'solid')))).toBeNull();
  });

  it('solves row, column and latin rules', () => {
    const item = buildMatrix(
      { shape: { rule: 'by-row', values: ['circle', 'square', 'diamond'] }, count: { rule: 'by-column', values: [3, 1, 2] }, fill: { rule: 'latin', values: ['striped', 'solid', 'outline'] } },
      [{ count: 1 }, { shape: 'circle' }, { fill: 'solid' }],
      0,
    );
    expect(solveMatrix(item.cells)).toEqual(cell('diamond', 2, 'solid'));
  });
});
