/**
 * The members' item bank (issue 27): every item built once, in a fixed order from fixed seeds, so
 * an item id always means the same item with the same key. Each test draws its sittings from a pool
 * of these items; which items a sitting asks is the adaptive engine's choice (merchant/psychometrics/adaptive.ts).
 */
import type { TestId } from '../../../../contracts/members';
import type { PresentedItem } from '../../../../contracts/iq-tests';
import { CATEGORY_KIND, type BankItem } from '../../psychometrics/item-bank';
import { LOGIC, logicQuestion } from './logic';
import { COUNT_RULES, matrixQuestion, ruleMatrixQuestion, SHAPE_RULES } from './matrix';
import { ORDERING_SIZES, orderingQuestion } from './ordering';
import { SERIES_RULES, seriesQuestion, WIDE_SERIES_RULES, wideSeriesQuestion } from './series';
import { PENTOMINO_NAMES, rotationQuestion, WIDE_SHAPE_NAMES, wideRotationQuestion } from './spatial';
import type { Question } from './types';
import { seeded } from '../seeded';
import { ANALOGIES, analogyQuestion } from './verbal';
import { WORD_PROBLEMS, wordProblem } from './word-problems';

/** An item of the bank: what the member sees, its key, and what the model needs (id, kind, options, level). */
export interface MemberItem extends BankItem {
  readonly presented: PresentedItem;
  readonly key: number;
}

const SERIES_PER_RULE = 6;
const MATRICES_PER_VARIANT = 6;
const ROTATIONS_PER_TURN = 2;
/** The generated families that widen the bank across the ability range (issue 27); each item carries its generator's modelled b. */
const WIDE_SERIES_PER_RULE = 4;
const RULE_MATRICES_PER_RULE = 4;
const ORDERINGS_PER_VARIANT = 2;

function toItem(q: Question): MemberItem {
  const { correct, level, modelB, ...presented } = q;
  return { id: q.id, kind: CATEGORY_KIND[q.category], options: q.options.length, level, ...(modelB === undefined ? {} : { modelB }), presented, key: correct };
}

const pad = (n: number) => String(n + 1).padStart(2, '0');

/** Distinct prompts or figures only: two seeds can draw the same series. */
function distinct(items: readonly Question[]): Question[] {
  const seen = new Set<string>();
  return items.filter((q) => {
    const key = `${q.prompt}|${JSON.stringify(q.figure ?? null)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function build() {
  const series = distinct(
    Array.from({ length: SERIES_RULES }, (_, rule) => {
      const random = seeded(10_000 + rule);
      return Array.from({ length: SERIES_PER_RULE }, (_, n) => seriesQuestion(`ser-${rule + 1}-${pad(n)}`, rule, random));
    }).flat(),
  );
  const matrices = distinct(
    [false, true].flatMap((latin) =>
      [false, true].flatMap((falling) => {
        const random = seeded(20_000 + (latin ? 2 : 0) + (falling ? 1 : 0));
        return Array.from({ length: MATRICES_PER_VARIANT }, (_, n) => matrixQuestion(`mat-${latin ? 'l' : 'r'}${falling ? 'f' : 'a'}-${pad(n)}`, latin, falling, random));
      }),
    ),
  );
  const analogies = ANALOGIES.map((item, n) => analogyQuestion(`ana-${pad(n)}`, item, seeded(30_000 + n)));
  const logic = LOGIC.map((item, n) => logicQuestion(`log-${pad(n)}`, item, seeded(40_000 + n)));
  const words = WORD_PROBLEMS.map((item, n) => wordProblem(`wrd-${pad(n)}`, item, seeded(50_000 + n)));
  const rotations = PENTOMINO_NAMES.flatMap((name) =>
    [1, 2, 3].flatMap((turn) => {
      const random = seeded(60_000 + name.charCodeAt(0) * 10 + turn);
      return Array.from({ length: ROTATIONS_PER_TURN }, (_, n) => rotationQuestion(`rot-${name}${turn}-${pad(n)}`, name, turn, random));
    }),
  );
  const wideSeries = distinct(
    Array.from({ length: WIDE_SERIES_RULES }, (_, rule) => {
      const random = seeded(70_000 + rule);
      return Array.from({ length: WIDE_SERIES_PER_RULE }, (_, n) => wideSeriesQuestion(`sr6-${rule + 1}-${pad(n)}`, rule, random));
    }).flat(),
  );
  const ruleMatrices = distinct(
    SHAPE_RULES.flatMap((shapes, s) =>
      COUNT_RULES.flatMap((counts, c) => {
        const random = seeded(80_000 + s * 10 + c);
        return Array.from({ length: RULE_MATRICES_PER_RULE }, (_, n) => ruleMatrixQuestion(`mr6-${shapes}-${counts}-${pad(n)}`, shapes, counts, random));
      }),
    ),
  );
  const orderings = ORDERING_SIZES.flatMap((people) =>
    [false, true].flatMap((scrambled) =>
      [false, true].flatMap((reworded) => {
        const random = seeded(90_000 + people * 10 + (scrambled ? 2 : 0) + (reworded ? 1 : 0));
        return Array.from({ length: ORDERINGS_PER_VARIANT }, (_, n) => orderingQuestion(`ord-${people}${scrambled ? 's' : 'c'}${reworded ? 'r' : 'p'}-${pad(n)}`, people, scrambled, reworded, random));
      }),
    ),
  );
  const wideRotations = WIDE_SHAPE_NAMES.flatMap((name, k) =>
    [1, 2].flatMap((turn) =>
      [false, true].map((allMirrors) => wideRotationQuestion(`rw-${name}-${turn}${allMirrors ? 'm' : ''}`, name, turn, allMirrors, seeded(100_000 + k * 10 + turn * 2 + (allMirrors ? 1 : 0)))),
    ),
  );
  return { series, matrices, analogies, logic, words, rotations, wideSeries, ruleMatrices, orderings, wideRotations };
}

const PARTS = build();

/** Each test's pool of items. */
export const TEST_POOLS: Readonly<Record<TestId, readonly MemberItem[]>> = {
  reasoning: [
    ...PARTS.series,
    ...PARTS.wideSeries,
    ...PARTS.matrices,
    ...PARTS.ruleMatrices,
    ...PARTS.analogies,
    ...PARTS.logic,
    ...PARTS.orderings,
    ...PARTS.rotations,
    ...PARTS.wideRotations,
  ].map(toItem),
  numerical: [...PARTS.series, ...PARTS.wideSeries, ...PARTS.words].map(toItem),
  verbal: PARTS.analogies.map(toItem),
  spatial: [...PARTS.rotations, ...PARTS.wideRotations].map(toItem),
};

/** Every member item by id (an item in two pools is the same item). */
export const MEMBER_ITEMS: ReadonlyMap<string, MemberItem> = new Map(Object.values(TEST_POOLS).flatMap((pool) => pool.map((item) => [item.id, item] as const)));
