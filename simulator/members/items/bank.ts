/**
 * The members' item bank (issue 27): every item built once, in a fixed order from fixed seeds, so
 * an item id always means the same item with the same key. Each test draws its sittings from a pool
 * of these items; which items a sitting asks is the adaptive engine's choice (psychometrics/adaptive.ts).
 */
import type { TestId } from '../../../contracts/members';
import type { PresentedItem } from '../../../contracts/iq-tests';
import { CATEGORY_KIND, type BankItem } from '../../psychometrics/item-bank';
import { LOGIC, logicQuestion } from './logic';
import { matrixQuestion } from './matrix';
import { SERIES_RULES, seriesQuestion } from './series';
import { PENTOMINO_NAMES, rotationQuestion } from './spatial';
import { seeded, type Question } from './types';
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

function toItem(q: Question): MemberItem {
  const { correct, level, ...presented } = q;
  return { id: q.id, kind: CATEGORY_KIND[q.category], options: q.options.length, level, presented, key: correct };
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
  return { series, matrices, analogies, logic, words, rotations };
}

const PARTS = build();

/** Each test's pool of items. */
export const TEST_POOLS: Readonly<Record<TestId, readonly MemberItem[]>> = {
  reasoning: [...PARTS.series, ...PARTS.matrices, ...PARTS.analogies, ...PARTS.logic, ...PARTS.rotations].map(toItem),
  numerical: [...PARTS.series, ...PARTS.words].map(toItem),
  verbal: PARTS.analogies.map(toItem),
  spatial: PARTS.rotations.map(toItem),
};

/** Every member item by id (an item in two pools is the same item). */
export const MEMBER_ITEMS: ReadonlyMap<string, MemberItem> = new Map(Object.values(TEST_POOLS).flatMap((pool) => pool.map((item) => [item.id, item] as const)));
