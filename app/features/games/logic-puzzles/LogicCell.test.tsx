/**
 * The grid cell both boards share (LogicCell), through the boards themselves: the roving tab stop,
 * the label with its wrong-cell suffix, the block rules, and focus moving the cursor.
 */
import { cleanup, fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARK, newGame, type LogicAction, type LogicState } from './engine/game';
import { NonogramBoard } from './NonogramBoard';
import { SudokuBoard } from './SudokuBoard';

afterEach(cleanup);

/** The boards read their texts in the page's language, which the router's location names. */
const render = (board: ReactElement) => renderBare(<MemoryRouter>{board}</MemoryRouter>);

const cellsOf = (board: string) => within(screen.getByRole('group', { name: board })).getAllByRole('button');

describe('LogicCell in the Sudoku board', () => {
  const base = newGame('sudoku', 'easy', 42);
  const empty = base.cells.findIndex((v) => v === 0);
  const state: LogicState = { ...base, cursor: 10, wrong: [empty], cells: base.cells.map((v, i) => (i === empty ? 4 : v)) };

  it('is one tab stop on the cursor, labelled by row and column, with a suffix when marked wrong', () => {
    render(<SudokuBoard state={state} act={vi.fn()} />);
    const cells = cellsOf('Sudoku board');
    expect(cells).toHaveLength(81);
    expect(cells.filter((c) => c.tabIndex === 0)).toEqual([cells[10]]);
    expect(cells[10]?.className).toContain('is-cursor');
    const wrong = cells[empty]!;
    expect(wrong.getAttribute('aria-label')).toBe(`Row ${Math.floor(empty / 9) + 1}, column ${(empty % 9) + 1}: 4, marked wrong`);
    expect(wrong.className.split(' ')).toContain('is-wrong');
    expect(cells.filter((c) => c.className.includes('is-wrong'))).toHaveLength(1);
    expect(cells[empty]?.dataset.cell).toBe(String(empty));
    expect(cells.every((c) => !c.hasAttribute('disabled'))).toBe(true);
  });

  it('draws the 3×3 block rules, and none on the outer edge', () => {
    render(<SudokuBoard state={state} act={vi.fn()} />);
    const cells = cellsOf('Sudoku board');
    const withClass = (name: string) => cells.flatMap((c, i) => (c.className.split(' ').includes(name) ? [i] : []));
    expect(withClass('edge-r')).toEqual(Array.from({ length: 9 }, (_, r) => [r * 9 + 2, r * 9 + 5]).flat());
    expect(withClass('edge-b')).toEqual([...Array.from({ length: 9 }, (_, c) => 18 + c), ...Array.from({ length: 9 }, (_, c) => 45 + c)]);
  });

  it('moves the cursor to a cell that takes focus, and only to another cell', () => {
    const act = vi.fn<(action: LogicAction) => void>();
    render(<SudokuBoard state={state} act={act} />);
    const cells = cellsOf('Sudoku board');
    fireEvent.focus(cells[10]!);
    expect(act).not.toHaveBeenCalled();
    fireEvent.focus(cells[30]!);
    expect(act).toHaveBeenCalledWith({ type: 'select', cell: 30 });
  });
});

describe('LogicCell in the nonogram board', () => {
  const base = newGame('nonogram', 'hard', 7);
  const size = base.puzzle.kind === 'nonogram' ? base.puzzle.size : 0;

  it('draws the 5×5 block rules, says what a cell holds and passes clicks to the board', () => {
    const act = vi.fn<(action: LogicAction) => void>();
    const cells = base.cells.map((v, i) => (i === 0 ? MARK.filled : i === 1 ? MARK.crossed : v));
    render(<NonogramBoard state={{ ...base, cells, wrong: [1], cursor: 1 }} act={act} />);
    const buttons = cellsOf('Nonogram board');
    expect(buttons).toHaveLength(size * size);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Row 1, column 1: filled');
    expect(buttons[1]?.getAttribute('aria-label')).toBe('Row 1, column 2: crossed out, marked wrong');
    expect(buttons[1]?.className).toBe('nonogram__cell is-crossed is-wrong is-cursor');
    expect(buttons[1]?.textContent).toBe('×');
    expect(buttons[1]?.tabIndex).toBe(0);
    // A 12×12 grid: rules after columns and rows 5 and 10, none on its outer edge.
    const withClass = (name: string) => buttons.flatMap((c, i) => (c.className.split(' ').includes(name) ? [i] : []));
    expect(size).toBe(12);
    expect(withClass('edge-r')).toEqual(Array.from({ length: size }, (_, r) => [r * size + 4, r * size + 9]).flat());
    expect(withClass('edge-b')).toEqual([...Array.from({ length: size }, (_, c) => 4 * size + c), ...Array.from({ length: size }, (_, c) => 9 * size + c)]);
    fireEvent.click(buttons[2]!);
    expect(act).toHaveBeenCalledWith({ type: 'enter', cell: 2, value: MARK.filled });
  });

  it('takes no move once solved', () => {
    render(<NonogramBoard state={{ ...base, status: 'won' }} act={vi.fn()} />);
    expect(cellsOf('Nonogram board').every((c) => c.hasAttribute('disabled'))).toBe(true);
  });
});
