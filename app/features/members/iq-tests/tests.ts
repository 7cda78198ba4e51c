/**
 * The four tests of the members' area. Each set number gives a fixed, different question set, so a
 * retake asks new questions; the numbers of questions and time limits are the product's.
 */
import { LOGIC, logicQuestion } from './banks/logic';
import { matrixQuestion } from './banks/matrix';
import { seriesQuestion } from './banks/series';
import { rotationQuestion } from './banks/spatial';
import { pickDistinct, seeded, type Question, type TestDefinition } from './banks/types';
import { ANALOGIES, analogyQuestion } from './banks/verbal';
import { WORD_PROBLEMS, wordProblem } from './banks/word-problems';
import type { TestId } from '../../../../contracts/members';

const SEEDS: Readonly<Record<TestId, number>> = { reasoning: 1_000, numerical: 2_000, verbal: 3_000, spatial: 4_000 };

function reasoning(set: number): Question[] {
  const random = seeded(SEEDS.reasoning + set);
  const analogies = pickDistinct(ANALOGIES, 4, random);
  const logic = pickDistinct(LOGIC, 4, random);
  const out: Question[] = [];
  for (let i = 0; i < 4; i += 1) {
    out.push(seriesQuestion(`r${set}-s${i}`, random));
    out.push(matrixQuestion(`r${set}-m${i}`, random));
    out.push(analogyQuestion(`r${set}-a${i}`, analogies[i] ?? ANALOGIES[0]!, random));
    out.push(logicQuestion(`r${set}-l${i}`, logic[i] ?? LOGIC[0]!, random));
    out.push(rotationQuestion(`r${set}-p${i}`, random));
  }
  return out;
}

function numerical(set: number): Question[] {
  const random = seeded(SEEDS.numerical + set);
  const problems = pickDistinct(WORD_PROBLEMS, 8, random);
  return problems.flatMap((item, i) => [seriesQuestion(`n${set}-s${i}`, random), wordProblem(`n${set}-w${i}`, item, random)]);
}

function verbal(set: number): Question[] {
  const random = seeded(SEEDS.verbal + set);
  return pickDistinct(ANALOGIES, 16, random).map((item, i) => analogyQuestion(`v${set}-${i}`, item, random));
}

function spatial(set: number): Question[] {
  const random = seeded(SEEDS.spatial + set);
  return Array.from({ length: 16 }, (_, i) => rotationQuestion(`p${set}-${i}`, random));
}

export const TESTS: readonly TestDefinition[] = [
  {
    id: 'reasoning',
    title: 'Reasoning test',
    kind: '20 questions · 5 kinds',
    description: 'The full test: number series, matrices, analogies, logic and spatial items. Each retake uses a new question set.',
    timeLimitS: 20 * 60,
    sets: 50,
    questions: reasoning,
  },
  {
    id: 'numerical',
    title: 'Numerical reasoning',
    kind: '16 questions · numbers',
    description: 'Number series and everyday word problems: percentages, ratios, rates. Pen and paper allowed.',
    timeLimitS: 12 * 60,
    sets: 20,
    questions: numerical,
  },
  {
    id: 'verbal',
    title: 'Verbal analogies',
    kind: '16 questions · words',
    description: 'Find the relation between two words and carry it over to a third.',
    timeLimitS: 8 * 60,
    sets: 20,
    questions: verbal,
  },
  {
    id: 'spatial',
    title: 'Mental rotation',
    kind: '16 questions · shapes',
    description: 'Spot the shape that is only turned, not flipped over. Trains spatial visualisation.',
    timeLimitS: 10 * 60,
    sets: 20,
    questions: spatial,
  },
];

export function findTest(id: string | undefined): TestDefinition | undefined {
  return TESTS.find((t) => t.id === id);
}
