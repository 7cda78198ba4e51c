import { useId } from 'react';
import { describeCell, type Cell, type MatrixItem } from '../../../catalog/quiz/matrix';

const CELL = 100;
const SIZE = 22;

function ShapeAt({ shape, x, y, fill }: { shape: Cell['shape']; x: number; y: number; fill: string }) {
  const common = { fill, stroke: 'currentColor', strokeWidth: 3, strokeLinejoin: 'round' as const };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={SIZE / 2} {...common} />;
    case 'square':
      return <rect x={x - SIZE / 2} y={y - SIZE / 2} width={SIZE} height={SIZE} {...common} />;
    case 'triangle':
      return <polygon points={`${x},${y - SIZE / 2} ${x + SIZE / 2},${y + SIZE / 2} ${x - SIZE / 2},${y + SIZE / 2}`} {...common} />;
    case 'diamond':
      return <polygon points={`${x},${y - SIZE / 1.6} ${x + SIZE / 1.9},${y} ${x},${y + SIZE / 1.6} ${x - SIZE / 1.9},${y}`} {...common} />;
  }
}

/** One cell's figures, laid out in a row and centred in a CELL x CELL box at (ox, oy). */
function CellShapes({ cell, ox, oy, stripes }: { cell: Cell; ox: number; oy: number; stripes: string }) {
  const fill = cell.fill === 'solid' ? 'currentColor' : cell.fill === 'striped' ? `url(#${stripes})` : 'none';
  const gap = SIZE + 8;
  const first = ox + CELL / 2 - ((cell.count - 1) * gap) / 2;
  return (
    <>
      {Array.from({ length: cell.count }, (_, i) => (
        <ShapeAt key={i} shape={cell.shape} x={first + i * gap} y={oy + CELL / 2} fill={fill} />
      ))}
    </>
  );
}

function Stripes({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#fff" />
        <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeWidth="3" />
      </pattern>
    </defs>
  );
}

/**
 * The 3 x 3 grid with its last cell left as a question mark.
 * @public read through the lazily loaded module (figures-lazily.ts), which knip cannot follow.
 */
export function MatrixFigure({ item, label: named }: { item: MatrixItem; /** The accessible name in the page's language (issue 33); English when absent. */ label?: string | undefined }) {
  const stripes = `stripes${useId().replace(/:/g, '')}`;
  const shown = item.cells.slice(0, 8);
  const label = named ?? `A 3 by 3 grid of figures, row by row: ${shown.map(describeCell).join('; ')}; the last cell is empty.`;
  return (
    <svg className="matrix" viewBox={`0 0 ${CELL * 3} ${CELL * 3}`} role="img" aria-label={label}>
      <Stripes id={stripes} />
      {Array.from({ length: 9 }, (_, i) => {
        const ox = (i % 3) * CELL;
        const oy = Math.floor(i / 3) * CELL;
        const cell = shown[i];
        return (
          <g key={i}>
            <rect className="matrix__cell" x={ox + 3} y={oy + 3} width={CELL - 6} height={CELL - 6} rx="10" />
            {cell ? (
              <CellShapes cell={cell} ox={ox} oy={oy} stripes={stripes} />
            ) : (
              <text className="matrix__missing" x={ox + CELL / 2} y={oy + CELL / 2} textAnchor="middle" dominantBaseline="central">
                ?
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/**
 * An answer option's figure; its words are the button's accessible name, so the drawing is hidden from assistive tech.
 * @public read through the lazily loaded module (figures-lazily.ts), which knip cannot follow.
 */
export function OptionFigure({ cell }: { cell: Cell }) {
  const stripes = `stripes${useId().replace(/:/g, '')}`;
  return (
    <svg className="option-figure" viewBox={`0 0 ${CELL} ${CELL}`} aria-hidden="true" focusable="false">
      <Stripes id={stripes} />
      <CellShapes cell={cell} ox={0} oy={0} stripes={stripes} />
    </svg>
  );
}
