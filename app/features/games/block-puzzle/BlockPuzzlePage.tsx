/** Block puzzle page: tray of three pieces and the 8×8 board; mouse, touch (tap or drag) and keyboard. */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GamePage } from '../shared/GamePage';
import { GameOverCard } from '../shared/GameOverCard';
import { useGameRecord } from '../shared/game-records';
import { useGameSession } from '../shared/use-game-session';
import { useGameStatus } from '../shared/use-game-status';
import { useGameSound } from '../shared/sound';
import { BOARD_SIZE } from './constants';
import { blockPuzzleGame, fits, fitsAnywhere, type BlockPuzzleAction, type BlockPuzzleState } from './engine';
import { useTexts } from '../../../lib/i18n/texts';
import { BLOCK_TEXTS, placedText, slotText } from './block-texts';
import { pieceById } from './pieces';
import { PieceView } from './PieceView';
import { anchorFor, coveredCells } from './placement';
import './block-puzzle.css';

const KEY_MOVES: Record<string, readonly [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export default function BlockPuzzlePage() {
  const session = useGameSession<BlockPuzzleState, BlockPuzzleAction>(blockPuzzleGame);
  const { state } = session;
  const { playTone } = useGameSound();
  const record = useGameRecord('block-puzzle');
  const t = useTexts(BLOCK_TEXTS);
  const [selected, setSelected] = useState<number | null>(() => firstSlot(state.offer));
  const [cursor, setCursor] = useState<number>(Math.floor((BOARD_SIZE * BOARD_SIZE) / 2) - BOARD_SIZE / 2);
  const { status, setStatus, clearStatus, newGame } = useGameStatus(session);
  const [dragging, setDragging] = useState(false);
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const selectedPiece = selected === null ? null : state.offer[selected] ? pieceById(state.offer[selected]) : null;
  const preview = useMemo(() => {
    if (!selectedPiece || state.over) return null;
    const anchor = anchorFor(selectedPiece, Math.floor(cursor / BOARD_SIZE), cursor % BOARD_SIZE);
    return { cells: new Set(coveredCells(selectedPiece, anchor.row, anchor.col)), ok: fits(state.board, selectedPiece, anchor.row, anchor.col) };
  }, [selectedPiece, cursor, state.board, state.over]);

  // A new deal, a restart or a mode switch: keep a piece in hand when there is one.
  useEffect(() => {
    setSelected((s) => (s !== null && state.offer[s] ? s : firstSlot(state.offer)));
  }, [state.offer]);

  const placeAt = useCallback(
    (index: number) => {
      if (state.over) return;
      if (selected === null || !selectedPiece) {
        setStatus(t('pickFirst'));
        return;
      }
      const anchor = anchorFor(selectedPiece, Math.floor(index / BOARD_SIZE), index % BOARD_SIZE);
      if (!fits(state.board, selectedPiece, anchor.row, anchor.col)) {
        setStatus(t('doesNotFit'));
        playTone('invalid');
        return;
      }
      const next = blockPuzzleGame.reduce(state, { type: 'place', slot: selected, ...anchor });
      session.dispatch({ type: 'place', slot: selected, ...anchor });
      const lines = next.linesCleared - state.linesCleared;
      setStatus(placedText(t, selectedPiece, lines, next.combo, next.over));
      playTone(next.over ? 'over' : lines > 0 ? 'clear' : 'move');
      if (next.over) record.submit(next.score);
      setSelected(nextSlot(next.offer, selected));
    },
    [state, selected, selectedPiece, session, playTone, record, t, setStatus],
  );

  // 1, 2, 3 pick a piece from anywhere on the page.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
      const slot = ['1', '2', '3'].indexOf(event.key);
      if (slot >= 0 && state.offer[slot]) setSelected(slot);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.offer]);

  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      const row = Math.min(BOARD_SIZE - 1, Math.max(0, Math.floor(cursor / BOARD_SIZE) + move[0]));
      const col = Math.min(BOARD_SIZE - 1, Math.max(0, (cursor % BOARD_SIZE) + move[1]));
      const next = row * BOARD_SIZE + col;
      setCursor(next);
      cellRefs.current[next]?.focus();
    }
  };

  // Dragging a piece from the tray: the cell under the finger or pointer is where it would land.
  const cellUnder = (event: PointerEvent) => {
    const element = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-cell]');
    return element ? Number(element.dataset.cell) : null;
  };
  const onTrayDown = (slot: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!state.offer[slot] || state.over) return;
    setSelected(slot);
    setDragging(true);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragging) return;
    const index = cellUnder(event);
    if (index !== null) setCursor(index);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!dragging) return;
    setDragging(false);
    const index = cellUnder(event);
    if (index !== null) placeAt(index);
  };

  return (
    <GamePage
      game="block-puzzle"
      session={session}
      score={state.score}
      record={record}
      finished={state.over}
      status={status}
      onRestart={clearStatus}
      help={[t('help1'), t('help2'), t('help3')]}
    >
      {/* The board, its pieces and its arrow keys are a picture: left to right in a right-to-left page too (issue 44). */}
      <div dir="ltr" className={`bp ${dragging ? 'bp--dragging' : ''}`} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={() => setDragging(false)}>
        <div className="bp-board" role="group" aria-label={t('board')} onKeyDown={onBoardKey}>
          {state.board.map((colour, index) => {
            const inPreview = preview?.cells.has(index) ?? false;
            const className = ['bp-cell', colour ? `bp-c${colour}` : '', inPreview ? (preview?.ok ? 'bp-cell--ghost' : 'bp-cell--bad') : ''].join(' ');
            return (
              <button
                key={index}
                ref={(el) => {
                  cellRefs.current[index] = el;
                }}
                type="button"
                data-cell={index}
                className={className}
                tabIndex={index === cursor ? 0 : -1}
                aria-label={t('cell', { row: Math.floor(index / BOARD_SIZE) + 1, col: (index % BOARD_SIZE) + 1, filled: colour !== 0 ? 'yes' : 'no' })}
                onPointerEnter={() => setCursor(index)}
                onFocus={() => setCursor(index)}
                onClick={() => placeAt(index)}
              />
            );
          })}
        </div>
        <div className="bp-tray" role="group" aria-label={t('tray')}>
          {state.offer.map((id, slot) => {
            const piece = id ? pieceById(id) : null;
            const stuck = piece ? !fitsAnywhere(state.board, piece) : false;
            return (
              <button
                key={slot}
                type="button"
                className={`bp-slot ${stuck ? 'bp-slot--stuck' : ''}`}
                aria-pressed={selected === slot}
                disabled={!piece || state.over}
                aria-label={slotText(t, slot, piece, stuck)}
                onPointerDown={onTrayDown(slot)}
                onClick={() => piece && setSelected(slot)}
              >
                <span className="bp-slot__key" aria-hidden="true">
                  {slot + 1}
                </span>
                {piece ? <PieceView piece={piece} /> : null}
              </button>
            );
          })}
        </div>
        {state.over ? (
          <GameOverCard score={state.score} onNewGame={newGame} />
        ) : null}
      </div>
    </GamePage>
  );
}

function firstSlot(offer: readonly (string | null)[]): number | null {
  const slot = offer.findIndex((id) => id !== null);
  return slot < 0 ? null : slot;
}

function nextSlot(offer: readonly (string | null)[], from: number): number | null {
  for (let i = 1; i <= offer.length; i += 1) {
    const slot = (from + i) % offer.length;
    if (offer[slot]) return slot;
  }
  return null;
}
