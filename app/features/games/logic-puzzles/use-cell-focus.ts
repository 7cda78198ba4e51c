import { useEffect, useRef } from 'react';

/** Roving focus over a grid of cell buttons: when the cursor moves while the grid has focus, focus follows it. */
export function useCellFocus(cursor: number) {
  const grid = useRef<HTMLDivElement>(null);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  useEffect(() => {
    if (grid.current?.contains(document.activeElement)) cells.current[cursor]?.focus();
  }, [cursor]);
  return { grid, cells };
}

export const ARROWS: Record<string, readonly [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
