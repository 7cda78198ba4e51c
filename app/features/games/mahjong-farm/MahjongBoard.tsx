/** The tiles, stacked in layers; free tiles are buttons in one roving tab stop moved by the arrow keys. */
import { useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { isFree } from './engine/board';
import { boardOf, type MahjongState } from './engine/game';
import { FarmTileArt } from './FarmTileArt';
import { useTexts } from '../../../lib/i18n/texts';
import { MAHJONG_TEXTS, tileLabel } from './mahjong-texts';

/** Tile size in board units; each layer shifts up and left by LAYER_SHIFT to show depth. */
const TILE_W = 1;
const TILE_H = 1.3;
const LAYER_SHIFT = 0.18;

const DIRECTIONS: Record<string, readonly [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export function MahjongBoard(props: { state: MahjongState; cursor: number; setCursor(tile: number): void; pick(tile: number): void; onShortcut(key: string): boolean }) {
  const { state, cursor, setCursor, pick } = props;
  const { positions, geometry } = boardOf(state.layout);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const board = useRef<HTMLDivElement>(null);
  const t = useTexts(MAHJONG_TEXTS);
  const extent = useMemo(() => ({
    cols: Math.max(...positions.map((p) => p.x)) + 1,
    rows: Math.max(...positions.map((p) => p.y)) + 1,
    layers: Math.max(...positions.map((p) => p.z)),
  }), [positions]);
  const width = extent.cols * TILE_W + extent.layers * LAYER_SHIFT;
  const height = extent.rows * TILE_H + extent.layers * LAYER_SHIFT;
  const free = state.on.map((_, i) => isFree(geometry, state.on, i));
  const focusTile = free[cursor] ? cursor : free.indexOf(true);

  useEffect(() => {
    if (board.current?.contains(document.activeElement) && focusTile >= 0) refs.current[focusTile]?.focus();
  }, [focusTile]);

  const centre = (i: number) => ({ x: positions[i]!.x - positions[i]!.z * LAYER_SHIFT, y: positions[i]!.y * TILE_H - positions[i]!.z * LAYER_SHIFT });
  const onKey = (event: KeyboardEvent) => {
    const d = DIRECTIONS[event.key];
    if (d && focusTile >= 0) {
      event.preventDefault();
      const from = centre(focusTile);
      let best = -1;
      let bestCost = Infinity;
      free.forEach((ok, i) => {
        if (!ok || i === focusTile) return;
        const c = centre(i);
        const along = (c.x - from.x) * d[0] + (c.y - from.y) * d[1];
        const across = Math.abs((c.x - from.x) * d[1]) + Math.abs((c.y - from.y) * d[0]);
        if (along <= 0.05) return;
        const cost = along + 2 * across;
        if (cost < bestCost) { bestCost = cost; best = i; }
      });
      if (best >= 0) setCursor(best);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && focusTile >= 0) {
      event.preventDefault();
      pick(focusTile);
      return;
    }
    if (!event.ctrlKey && !event.metaKey && !event.altKey && props.onShortcut(event.key.toLowerCase())) event.preventDefault();
  };

  const order = positions.map((_, i) => i).filter((i) => state.on[i]);
  return (
    <div ref={board} className="mahjong-board" style={{ aspectRatio: `${width} / ${height}`, '--mj-ratio': width / height } as CSSProperties} role="group" aria-label={t('boardLabel')} onKeyDown={onKey}>
      {order.map((i) => {
        const p = positions[i]!;
        const kind = state.kinds[i]!;
        const selected = state.selected === i;
        const style = {
          left: `${((p.x * TILE_W + (extent.layers - p.z) * LAYER_SHIFT) / width) * 100}%`,
          top: `${((p.y * TILE_H + (extent.layers - p.z) * LAYER_SHIFT) / height) * 100}%`,
          width: `${(TILE_W / width) * 100}%`,
          height: `${(TILE_H / height) * 100}%`,
          zIndex: p.z * 100 + p.y * 2 + 1,
        } as CSSProperties;
        const classes = ['farm-tile', `farm-tile--z${p.z}`, free[i] ? 'is-free' : 'is-blocked', selected && 'is-selected', state.hint?.includes(i) && 'is-hint'];
        return (
          <button
            key={i}
            ref={(el) => { refs.current[i] = el; }}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            style={style}
            data-tile={i}
            data-kind={kind}
            tabIndex={i === focusTile ? 0 : -1}
            aria-disabled={!free[i]}
            aria-pressed={selected}
            aria-label={tileLabel(t, kind, free[i]!, selected)}
            onClick={() => { setCursor(i); pick(i); }}
          >
            <FarmTileArt kind={kind} />
          </button>
        );
      })}
    </div>
  );
}
