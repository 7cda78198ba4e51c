/** Symbol matrices: 3 x 3 cells, each row one shape, counts changing across columns; the last cell is missing. */
import { pickDistinct, placeAnswer, type MatrixCell, type Question } from './types';

const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

export const describeCell = (c: MatrixCell) => `${c.count} ${c.shape}${c.count === 1 ? '' : 's'}`;

/**
 * A matrix item. `latin`: shapes rotate so each appears once per row and column (harder than rows
 * that keep their shape); `falling`: counts run 3, 2, 1 (a little harder than 1, 2, 3).
 */
export function matrixQuestion(id: string, latin: boolean, falling: boolean, random: () => number): Question {
  const rows = pickDistinct(SHAPES, 3, random);
  const counts = falling ? [3, 2, 1] : [1, 2, 3];
  const cells: MatrixCell[] = [];
  for (let r = 0; r < 3; r += 1) {
    for (let c = 0; c < 3; c += 1) {
      // Either each row keeps its shape, or shapes rotate so each appears once per row and column.
      const shape = latin ? (rows[(r + c) % 3] ?? 'circle') : (rows[r] ?? 'circle');
      cells.push({ shape, count: counts[c] ?? 1 });
    }
  }
  const answer = cells[8] as MatrixCell;
  const otherShape = SHAPES.find((s) => s !== answer.shape && (latin ? true : s !== rows[2])) ?? 'circle';
  const otherCount = answer.count === 3 ? 2 : answer.count + 1;
  const distractors: MatrixCell[] = [
    { shape: otherShape, count: answer.count },
    { shape: answer.shape, count: otherCount },
    { shape: otherShape, count: otherCount },
  ];
  const { options, correct } = placeAnswer(answer, distractors, random);
  return {
    id,
    category: 'matrices',
    prompt: 'Which cell completes the grid?',
    figure: { kind: 'matrix', cells: [...cells.slice(0, 8), null] },
    options: options.map((cell) => ({ label: describeCell(cell), figure: { kind: 'matrix' as const, cells: [cell] } })),
    correct,
    level: latin ? (falling ? 4 : 3) : falling ? 2 : 1,
  };
}
