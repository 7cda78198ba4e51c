import { describe, expect, it } from 'vitest';
import { gridKey, mirror, rotate } from './banks/spatial';
import { TESTS } from './tests';

describe('IQ test banks', () => {
  it('four tests; the three new ones have at least 15 questions; the reasoning test has 20 across five categories', () => {
    expect(TESTS).toHaveLength(4);
    for (const test of TESTS) expect(test.questions(0).length).toBeGreaterThanOrEqual(15);
    const reasoning = TESTS.find((t) => t.id === 'reasoning')!.questions(0);
    expect(reasoning).toHaveLength(20);
    expect(new Set(reasoning.map((q) => q.category)).size).toBe(5);
  });

  it('every question has distinct options and one key in range, for many sets', () => {
    for (const test of TESTS) {
      for (let set = 0; set < test.sets; set += 1) {
        for (const q of test.questions(set)) {
          expect(q.correct).toBeGreaterThanOrEqual(0);
          expect(q.correct).toBeLessThan(q.options.length);
          const keys = q.options.map((o) => (o.figure?.kind === 'grid' ? gridKey(o.figure.grid) : o.label));
          expect(new Set(keys).size, `${q.id}: ${keys.join(' | ')}`).toBe(q.options.length);
        }
      }
    }
  });

  it('a retake gets another question set; the same set is stable', () => {
    const reasoning = TESTS[0]!;
    expect(reasoning.questions(1).map((q) => q.prompt)).not.toEqual(reasoning.questions(0).map((q) => q.prompt));
    expect(reasoning.questions(3)).toEqual(reasoning.questions(3));
  });

  it('spatial keys: the answer is a rotation of the shape, every distractor is not', () => {
    for (const q of TESTS.find((t) => t.id === 'spatial')!.questions(0)) {
      if (q.figure?.kind !== 'grid') throw new Error('spatial needs a grid');
      const rotations = new Set([0, 1, 2, 3].map((t) => gridKey(rotate(q.figure!.kind === 'grid' ? q.figure!.grid : [], t))));
      q.options.forEach((o, i) => {
        if (o.figure?.kind !== 'grid') throw new Error('options need grids');
        expect(rotations.has(gridKey(o.figure.grid))).toBe(i === q.correct);
      });
      expect(rotations.has(gridKey(mirror(q.figure.grid)))).toBe(false);
    }
  });

  it('matrix keys: the missing cell continues each row\u2019s shape rule and each column\u2019s count', () => {
    for (const q of TESTS[0]!.questions(0).filter((x) => x.category === 'matrices')) {
      if (q.figure?.kind !== 'matrix') throw new Error('matrix needs cells');
      const cells = q.figure.cells;
      const answer = q.options[q.correct]?.figure;
      if (answer?.kind !== 'matrix') throw new Error('option needs a cell');
      expect(answer.cells[0]?.count).toBe(cells[2]?.count);
      const shapesInLastRow = [cells[6]?.shape, cells[7]?.shape];
      const rowKeepsShape = cells[6]?.shape === cells[7]?.shape;
      if (rowKeepsShape) expect(answer.cells[0]?.shape).toBe(cells[6]?.shape);
      else expect(shapesInLastRow).not.toContain(answer.cells[0]?.shape);
    }
  });
});
