import { cleanup, render, screen } from '@testing-library/react';
import MessageFormat from '@messageformat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCell, FILLS, SHAPES, type Cell } from '../../../catalog/quiz/matrix';
import { QUIZ_ITEMS } from '../../../catalog/quiz/question-items';
import { MatrixFigure } from './MatrixFigure';
import { CELL_TEXT, GRID_TEXT, QUIZ_ITEMS_TEXT } from './quiz-items-text';

afterEach(cleanup);

const english = new MessageFormat('en');

describe('the quiz questions’ English as the catalogues read it (issue 33)', () => {
  it('words every matrix cell exactly as describeCell does', () => {
    const cell = english.compile(CELL_TEXT);
    for (const shape of SHAPES) for (const fill of FILLS) for (const count of [1, 2, 3] as const) {
      const c: Cell = { shape, fill, count };
      expect(cell({ count, fill, shape })).toBe(describeCell(c));
    }
  });

  it('names the grid exactly as MatrixFigure does in English', () => {
    const matrix = QUIZ_ITEMS.find((item) => item.matrix)?.matrix;
    if (!matrix) throw new Error('catalog/quiz/question-items.ts lost its matrices');
    render(<MatrixFigure item={matrix} />);
    const cells = matrix.cells.slice(0, 8).map(describeCell).join('; ');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(english.compile(GRID_TEXT)({ cells }));
  });

  it('leaves the analogies out (they are about English words) and the answers without words', () => {
    const analogies = QUIZ_ITEMS.filter((item) => item.kind === 'analogy').map((item) => `q${item.id}`);
    expect(analogies.length).toBeGreaterThan(0);
    expect(analogies.filter((id) => id in QUIZ_ITEMS_TEXT)).toEqual([]);
    expect(['q1', 'q5', 'q5a3', 'q11a1', 'q17a1'].filter((id) => !(id in QUIZ_ITEMS_TEXT))).toEqual([]);
    expect(['q1a0', 'q16a0', 'q3a0'].filter((id) => id in QUIZ_ITEMS_TEXT)).toEqual([]);
  });
});
