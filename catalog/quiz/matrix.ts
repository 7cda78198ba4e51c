/**
 * Matrix reasoning items (3 x 3, the last cell missing), drawn as SVG by MatrixFigure. Each
 * attribute of a cell (shape, count, fill) follows one rule across the grid; the answer is the cell
 * every rule predicts. `solveMatrix` works the rules out from the eight visible cells alone, so a
 * test can prove each item has exactly one correct option without trusting how it was built.
 */
export const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
export const FILLS = ['solid', 'outline', 'striped'] as const;
export type Shape = (typeof SHAPES)[number];
export type Fill = (typeof FILLS)[number];

export interface Cell {
  readonly shape: Shape;
  readonly count: 1 | 2 | 3;
  readonly fill: Fill;
}
export type Attribute = keyof Cell;
export const ATTRIBUTES: readonly Attribute[] = ['shape', 'count', 'fill'];

/** How one attribute varies: the same along each row, the same down each column, or each value once per row and column. */
export type Rule = 'by-row' | 'by-column' | 'latin';

export interface MatrixItem {
  /** Nine cells row by row; the ninth is the missing one and is never shown. */
  readonly cells: readonly Cell[];
  readonly options: readonly [Cell, Cell, Cell, Cell];
  readonly correct: 0 | 1 | 2 | 3;
}

type Values<K extends Attribute> = readonly [Cell[K], Cell[K], Cell[K]];

/** Builds the grid from one rule and three values per attribute; distractors change one attribute of the answer each. */
export function buildMatrix(
  spec: { readonly [K in Attribute]: { readonly rule: Rule; readonly values: Values<K> } },
  distractors: readonly [Partial<Cell>, Partial<Cell>, Partial<Cell>],
  correct: 0 | 1 | 2 | 3,
): MatrixItem {
  const pick = <K extends Attribute>(attribute: K, row: number, column: number): Cell[K] => {
    const { rule, values } = spec[attribute];
    const index = rule === 'by-row' ? row : rule === 'by-column' ? column : (row + column) % 3;
    return values[index] as Cell[K];
  };
  const cells = Array.from({ length: 9 }, (_, i): Cell => {
    const row = Math.floor(i / 3);
    const column = i % 3;
    return { shape: pick('shape', row, column), count: pick('count', row, column), fill: pick('fill', row, column) };
  });
  const answer = cells[8] as Cell;
  const wrong = distractors.map((change): Cell => ({ ...answer, ...change }));
  const options = [...wrong];
  options.splice(correct, 0, answer);
  return { cells, options: options as unknown as MatrixItem['options'], correct };
}

/**
 * The missing cell as the eight visible cells imply it, or null when an attribute fits no rule or
 * rules that disagree (an ambiguous item).
 */
export function solveMatrix(cells: readonly Cell[]): Cell | null {
  const solved: Partial<Record<Attribute, Cell[Attribute]>> = {};
  for (const attribute of ATTRIBUTES) {
    const at = (i: number) => (cells[i] as Cell)[attribute];
    const predictions = new Set<Cell[Attribute]>();
    // By row: rows 0 and 1 are uniform, and row 2's two visible cells agree.
    if ([0, 3].every((r) => at(r) === at(r + 1) && at(r) === at(r + 2)) && at(6) === at(7)) predictions.add(at(6));
    // By column: columns 0 and 1 are uniform, and column 2's two visible cells agree.
    if ([0, 1].every((c) => at(c) === at(c + 3) && at(c) === at(c + 6)) && at(2) === at(5)) predictions.add(at(2));
    // Latin: three distinct values in row 0, each row and column a permutation of them.
    const set = new Set([at(0), at(1), at(2)]);
    const isPermutation = (xs: Cell[Attribute][]) => new Set(xs).size === xs.length && xs.every((x) => set.has(x));
    if (set.size === 3 && isPermutation([at(3), at(4), at(5)]) && isPermutation([at(6), at(7)]) && isPermutation([at(0), at(3), at(6)]) && isPermutation([at(1), at(4), at(7)]) && isPermutation([at(2), at(5)])) {
      const missing = [...set].filter((v) => v !== at(6) && v !== at(7) && v !== at(2) && v !== at(5));
      if (missing.length === 1) predictions.add(missing[0] as Cell[Attribute]);
    }
    if (predictions.size !== 1) return null;
    solved[attribute] = [...predictions][0];
  }
  return solved as Cell;
}

export const sameCell = (a: Cell, b: Cell) => a.shape === b.shape && a.count === b.count && a.fill === b.fill;

const FILL_WORDS: Record<Fill, string> = { solid: 'solid', outline: 'outlined', striped: 'striped' };

/** The cell in words, for the answer's accessible name: "2 striped triangles". */
export function describeCell(cell: Cell): string {
  return `${cell.count} ${FILL_WORDS[cell.fill]} ${cell.shape}${cell.count > 1 ? 's' : ''}`;
}
