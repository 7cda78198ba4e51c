/** The nonogram grid with its clues: tap (fill or cross tool), or arrows, Space, X and Backspace on a keyboard. */
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { MARK, type LogicAction, type LogicState } from './engine/game';
import { LogicCell } from './LogicCell';
import { useTexts } from '../../../lib/i18n/texts';
import { LOGIC_TEXTS } from './logic-texts';
import { ARROWS, useCellFocus } from './use-cell-focus';

type Tool = typeof MARK.filled | typeof MARK.crossed;

export function NonogramBoard({ state, act }: { state: LogicState; act(action: LogicAction): void }) {
  const { grid, cells } = useCellFocus(state.cursor);
  const [tool, setTool] = useState<Tool>(MARK.filled);
  const t = useTexts(LOGIC_TEXTS);
  if (state.puzzle.kind !== 'nonogram') return null;
  const { size, rows, cols } = state.puzzle;
  // Tapping a cell that already holds the tool's mark clears it.
  const toggle = (cell: number, mark: Tool) => act({ type: 'enter', cell, value: state.cells[cell] === mark ? MARK.blank : mark });
  const onKey = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (arrow) act({ type: 'move', dx: arrow[0], dy: arrow[1] });
    else if (event.key === ' ' || event.key === 'Enter' || event.key.toLowerCase() === 'f') toggle(state.cursor, MARK.filled);
    else if (event.key.toLowerCase() === 'x') toggle(state.cursor, MARK.crossed);
    else if (event.key === 'Backspace' || event.key === 'Delete') act({ type: 'enter', value: MARK.blank });
    else return;
    event.preventDefault();
  };
  const cr = Math.floor(state.cursor / size);
  const cc = state.cursor % size;
  return (
    <>
      <div className="nonogram-tools game-page__modes" role="group" aria-label={t('toolLabel')}>
        {([[MARK.filled, t('fill')], [MARK.crossed, t('cross')]] as const).map(([mark, label]) => (
          <button key={mark} type="button" className="game-chip" aria-pressed={tool === mark} onClick={() => setTool(mark)}>
            {label}
          </button>
        ))}
      </div>
      {/* The grid, its clues and its arrow keys run left to right in a right-to-left page too (issue 44). */}
      <div ref={grid} dir="ltr" className="nonogram" style={{ '--n': size } as CSSProperties} role="group" aria-label={t('boardLabel', { kind: 'nonogram' })} onKeyDown={onKey}>
        <div className="nonogram__corner" />
        {cols.map((clue, c) => (
          <div key={`c${c}`} className={`nonogram__clue nonogram__clue--col${c === cc ? ' is-current' : ''}`} aria-label={t('colClue', { col: c + 1, clue: clue.join(' ') })} role="note">
            {clue.map((n, k) => <span key={k}>{n}</span>)}
          </div>
        ))}
        {rows.map((clue, r) => [
          <div key={`r${r}`} className={`nonogram__clue nonogram__clue--row${r === cr ? ' is-current' : ''}`} aria-label={t('rowClue', { row: r + 1, clue: clue.join(' ') })} role="note">
            {clue.map((n, k) => <span key={k}>{n}</span>)}
          </div>,
          ...Array.from({ length: size }, (_, c) => {
            const i = r * size + c;
            const v = state.cells[i];
            const classes = ['nonogram__cell', v === MARK.filled && 'is-filled', v === MARK.crossed && 'is-crossed'];
            const content = v === MARK.filled ? t('filled') : v === MARK.crossed ? t('crossed') : t('empty');
            return (
              <LogicCell key={i} state={state} act={act} cells={cells} index={i} block={5} classes={classes} content={content} t={t} disabled={state.status === 'won'} onClick={() => toggle(i, tool)}>
                {v === MARK.crossed ? '×' : ''}
              </LogicCell>
            );
          }),
        ])}
      </div>
    </>
  );
}
