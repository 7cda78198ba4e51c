/**
 * One cell of a logic-puzzle grid, the same in Sudoku and nonogram: a roving tab stop on the cursor,
 * its label with the wrong-cell suffix, thick rules between blocks, and focus moves the cursor.
 */
import type { ReactNode, RefObject } from 'react';
import { sideOf, type LogicAction, type LogicState } from './engine/game';
import type { LogicTranslate } from './logic-texts';

interface LogicCellProps {
  readonly state: LogicState;
  readonly act: (action: LogicAction) => void;
  /** The grid's cell buttons, so focus can follow the cursor (useCellFocus). */
  readonly cells: RefObject<(HTMLButtonElement | null)[]>;
  readonly index: number;
  /** Cells per block: a thick rule after every `block` rows and columns (Sudoku 3, nonogram 5). */
  readonly block: number;
  /** The game's own classes: its cell class first, then its marks (false for a mark that is off). */
  readonly classes: readonly (string | false)[];
  /** What the cell holds, as its label says it. */
  readonly content: string;
  /** The page's texts, which name the cell. */
  readonly t: LogicTranslate;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

export function LogicCell({ state, act, cells, index, block, classes, content, t, disabled, onClick, children }: LogicCellProps) {
  const side = sideOf(state.puzzle);
  const [row, col] = [Math.floor(index / side), index % side];
  const wrong = state.wrong.includes(index);
  const className = [
    ...classes,
    wrong && 'is-wrong',
    index === state.cursor && 'is-cursor',
    col % block === block - 1 && col < side - 1 && 'edge-r',
    row % block === block - 1 && row < side - 1 && 'edge-b',
  ];
  return (
    <button
      ref={(el) => {
        cells.current[index] = el;
      }}
      type="button"
      className={className.filter(Boolean).join(' ')}
      tabIndex={index === state.cursor ? 0 : -1}
      aria-label={t(wrong ? 'cellWrong' : 'cellLabel', { row: row + 1, col: col + 1, content })}
      data-cell={index}
      onFocus={() => {
        if (index !== state.cursor) act({ type: 'select', cell: index });
      }}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
