/** The Sudoku grid and digit pad: tap a cell then a digit, or arrows and 1–9 on a keyboard. */
import type { KeyboardEvent } from 'react';
import { isGiven, type LogicAction, type LogicState } from './engine/game';
import { LogicCell } from './LogicCell';
import { useTexts } from '../../../lib/i18n/texts';
import { LOGIC_TEXTS } from './logic-texts';
import { ARROWS, useCellFocus } from './use-cell-focus';

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export function SudokuBoard({ state, act }: { state: LogicState; act(action: LogicAction): void }) {
  const { grid, cells } = useCellFocus(state.cursor);
  const t = useTexts(LOGIC_TEXTS);
  const selected = state.cells[state.cursor] ?? 0;
  const onKey = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (arrow) act({ type: 'move', dx: arrow[0], dy: arrow[1] });
    else if (/^[1-9]$/.test(event.key)) act({ type: 'enter', value: Number(event.key) });
    else if (['Backspace', 'Delete', '0'].includes(event.key)) act({ type: 'enter', value: 0 });
    else return;
    event.preventDefault();
  };
  const [cr, cc] = [Math.floor(state.cursor / 9), state.cursor % 9];
  return (
    <>
      {/* The grid, its block rules and its arrow keys run left to right in a right-to-left page too (issue 44). */}
      <div ref={grid} dir="ltr" className="sudoku" role="group" aria-label={t('boardLabel', { kind: 'sudoku' })} onKeyDown={onKey}>
        {state.cells.map((value, i) => {
          const [r, c] = [Math.floor(i / 9), i % 9];
          const given = isGiven(state, i);
          const peer = r === cr || c === cc || (Math.floor(r / 3) === Math.floor(cr / 3) && Math.floor(c / 3) === Math.floor(cc / 3));
          const classes = ['sudoku__cell', given && 'is-given', state.hinted.includes(i) && 'is-hinted', peer && 'is-peer', value !== 0 && value === selected && 'is-same'];
          const content = value === 0 ? t('empty') : given ? t('given', { digit: value }) : String(value);
          return (
            <LogicCell key={i} state={state} act={act} cells={cells} index={i} block={3} classes={classes} content={content} t={t} onClick={() => act({ type: 'select', cell: i })}>
              {value || ''}
            </LogicCell>
          );
        })}
      </div>
      <div className="digit-pad" role="group" aria-label={t('digitPad')}>
        {DIGITS.map((d) => (
          <button key={d} type="button" className="digit-pad__key" aria-label={t('digit', { digit: d })} disabled={state.status === 'won'} onClick={() => act({ type: 'enter', value: d })}>
            {d}
          </button>
        ))}
        <button type="button" className="digit-pad__key digit-pad__erase" disabled={state.status === 'won'} onClick={() => act({ type: 'enter', value: 0 })}>
          {t('erase')}
        </button>
      </div>
    </>
  );
}
