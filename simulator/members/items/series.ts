/** Number-series items: five terms of a rule, the sixth to find. Generated from a seed. */
import type { DifficultyLevel } from '../../../catalog/quiz/questions';
import { placeAnswer, type Question } from './types';

interface Rule {
  readonly name: string;
  /** The author's difficulty guess for the rule (types.ts). */
  readonly level: DifficultyLevel;
  readonly make: (random: () => number) => number[];
}

const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const RULES: readonly Rule[] = [
  { name: 'add the same number', level: 1, make: (r) => { const a = int(r, 2, 30); const d = int(r, 3, 12); return [0, 1, 2, 3, 4, 5].map((i) => a + i * d); } },
  { name: 'multiply by the same number', level: 2, make: (r) => { const a = int(r, 1, 5); const m = int(r, 2, 3); return [0, 1, 2, 3, 4, 5].map((i) => a * m ** i); } },
  { name: 'two alternating steps', level: 3, make: (r) => { let v = int(r, 1, 20); const s = [int(r, 2, 9), -int(r, 1, 4)]; return [0, 1, 2, 3, 4, 5].map((i) => (i === 0 ? v : (v += s[(i - 1) % 2] ?? 0))); } },
  { name: 'steps that grow by one', level: 3, make: (r) => { let v = int(r, 1, 15); let d = int(r, 1, 4); return [0, 1, 2, 3, 4, 5].map((i) => (i === 0 ? v : ((v += d), (d += 1), v))); } },
  { name: 'squares plus a constant', level: 4, make: (r) => { const c = int(r, -3, 6); const s = int(r, 1, 4); return [0, 1, 2, 3, 4, 5].map((i) => (s + i) ** 2 + c); } },
  { name: 'each term the sum of the two before', level: 4, make: (r) => { const out = [int(r, 1, 5), int(r, 2, 7)]; while (out.length < 6) out.push((out.at(-1) ?? 0) + (out.at(-2) ?? 0)); return out; } },
  { name: 'double and add one', level: 5, make: (r) => { let v = int(r, 1, 6); return [0, 1, 2, 3, 4, 5].map((i) => (i === 0 ? v : (v = v * 2 + 1))); } },
];

export const SERIES_RULES = RULES.length;

/** A series item of rule `ruleIndex` (0 to SERIES_RULES − 1), its numbers drawn from `random`. */
export function seriesQuestion(id: string, ruleIndex: number, random: () => number): Question {
  const rule = RULES[ruleIndex] ?? (RULES[0] as Rule);
  const terms = rule.make(random);
  const answer = terms[5] ?? 0;
  const step = Math.max(1, Math.abs(answer - (terms[4] ?? 0)));
  const candidates = [answer + 1, answer - 1, answer + 2, answer - 2, answer + step, answer - Math.ceil(step / 2), answer + 3];
  const distractors: number[] = [];
  for (const c of candidates) if (c !== answer && !distractors.includes(c) && distractors.length < 3) distractors.push(c);
  const { options, correct } = placeAnswer(answer, distractors, random);
  return {
    id,
    category: 'number-series',
    prompt: `What comes next? ${terms.slice(0, 5).join(', ')}, …`,
    options: options.map((v) => ({ label: String(v) })),
    correct,
    level: rule.level,
  };
}
