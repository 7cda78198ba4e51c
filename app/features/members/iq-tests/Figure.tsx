import type { Figure as FigureData, Grid, MatrixCell } from '../../../../contracts/iq-tests';

const CELL = 56;

function Shape({ shape, x, y, size }: { shape: MatrixCell['shape']; x: number; y: number; size: number }) {
  const h = size / 2;
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={h} />;
    case 'square':
      return <rect x={x - h} y={y - h} width={size} height={size} />;
    case 'triangle':
      return <polygon points={`${x},${y - h} ${x + h},${y + h} ${x - h},${y + h}`} />;
    case 'diamond':
      return <polygon points={`${x},${y - h} ${x + h},${y} ${x},${y + h} ${x - h},${y}`} />;
  }
}

function Cell({ cell, col, row }: { cell: MatrixCell | null; col: number; row: number }) {
  const x0 = col * CELL;
  const y0 = row * CELL;
  return (
    <g>
      <rect x={x0 + 2} y={y0 + 2} width={CELL - 4} height={CELL - 4} rx={8} fill={cell ? '#fff' : '#eef0ff'} stroke="#c9cede" strokeDasharray={cell ? undefined : '4 3'} />
      {cell ? (
        <g fill="#3730a3">
          {Array.from({ length: cell.count }, (_, i) => (
            <Shape key={i} shape={cell.shape} size={12} x={x0 + CELL / 2 + (i - (cell.count - 1) / 2) * 15} y={y0 + CELL / 2} />
          ))}
        </g>
      ) : (
        <text x={x0 + CELL / 2} y={y0 + CELL / 2 + 7} textAnchor="middle" fontSize={22} fontWeight={700} fill="#4f46e5">
          ?
        </text>
      )}
    </g>
  );
}

function GridShape({ grid, size }: { grid: Grid; size: number }) {
  const box = 4;
  const unit = size / box;
  const rows = Math.max(...grid.map(([r]) => r)) + 1;
  const cols = Math.max(...grid.map(([, c]) => c)) + 1;
  const dx = ((box - cols) * unit) / 2;
  const dy = ((box - rows) * unit) / 2;
  return (
    <g>
      {grid.map(([r, c]) => (
        <rect key={`${r}.${c}`} x={dx + c * unit + 1} y={dy + r * unit + 1} width={unit - 2} height={unit - 2} rx={3} fill="#4f46e5" />
      ))}
    </g>
  );
}

/** Draws a question's or an option's figure; `label` is its accessible name. */
export function Figure({ figure, label, small = false }: { figure: FigureData; label: string; small?: boolean }) {
  if (figure.kind === 'grid') {
    const size = small ? 64 : 112;
    return (
      <svg className="figure" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={size} height={size}>
        <GridShape grid={figure.grid} size={size} />
      </svg>
    );
  }
  const cols = figure.cells.length === 1 ? 1 : 3;
  const rows = Math.ceil(figure.cells.length / cols);
  return (
    <svg className="figure" role="img" aria-label={label} viewBox={`0 0 ${cols * CELL} ${rows * CELL}`} width={cols * CELL * (small ? 1 : 1.4)} height={rows * CELL * (small ? 1 : 1.4)}>
      {figure.cells.map((cell, i) => (
        <Cell key={i} cell={cell} col={i % cols} row={Math.floor(i / cols)} />
      ))}
    </svg>
  );
}
