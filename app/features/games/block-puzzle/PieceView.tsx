import { extent, type Piece } from './pieces';

/** A piece drawn as a small grid of blocks (decorative: the button around it carries the name). */
export function PieceView({ piece }: { piece: Piece }) {
  const { rows, cols } = extent(piece);
  const filled = new Set(piece.cells.map(([r, c]) => r * cols + c));
  return (
    <span className="bp-piece" style={{ gridTemplateColumns: `repeat(${cols}, var(--bp-mini))` }} aria-hidden="true">
      {Array.from({ length: rows * cols }, (_, i) => (
        <span key={i} className={filled.has(i) ? `bp-block bp-c${piece.colour}` : 'bp-gap'} />
      ))}
    </span>
  );
}
