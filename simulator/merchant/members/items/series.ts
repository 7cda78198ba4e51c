/** Number-series items: five terms of a rule, the sixth to find. Generated from a seed. */
import type { DifficultyLevel } from '../../../../catalog/quiz/questions';
import { levelOf } from '../../psychometrics/item-bank';
import { placeAnswer, roundB, type Question } from './types';

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
  const distractors = distinctOthers(answer, [answer + 1, answer - 1, answer + 2, answer - 2, answer + step, answer - Math.ceil(step / 2), answer + 3], 3);
  return { ...seriesItem(id, terms, answer, distractors, random), level: rule.level };
}

/** The first `count` candidates that differ from the answer and from each other, in the order given. */
function distinctOthers(answer: number, candidates: readonly number[], count: number): number[] {
  const out: number[] = [];
  for (const c of candidates) if (c !== answer && !out.includes(c) && out.length < count) out.push(c);
  return out;
}

/** A series item without its difficulty: the first five terms shown, the sixth placed among the distractors. */
function seriesItem(id: string, terms: readonly number[], answer: number, distractors: readonly number[], random: () => number): Omit<Question, 'level'> {
  const { options, correct } = placeAnswer(answer, distractors, random);
  return { id, category: 'number-series', prompt: `What comes next? ${terms.slice(0, 5).join(', ')}, …`, options: options.map((v) => ({ label: String(v) })), correct };
}

/**
 * The six-option series (ids sr6-…), built to widen the bank at both ends of the ability range
 * (issue 27). Six options, as in ICAR's letter-number series, so a blind guess is right one time in
 * six, not four; one distractor is always the straight-line continuation (the last difference added
 * again), the commonest wrong answer to a rule that is not additive.
 *
 * Difficulty model (provisional b, θ units): the rule's weight below, plus 0.15 for each digit of the
 * answer beyond two (more arithmetic to hold). The weights order the rules as the series literature
 * does (Simon and Kotovsky 1963; Holzman, Pellegrino and Glaser 1983): counting in round steps is
 * easiest, one constant operation next, then rules whose step itself changes, then two interleaved
 * rules, then rules on position or on a property of the terms (primes). Calibration corrects them.
 */
interface WideRule {
  readonly name: string;
  readonly b: number;
  readonly make: (random: () => number) => number[];
}

const six = (f: (i: number) => number) => [0, 1, 2, 3, 4, 5].map(f);
const PRIMES = [2, 3, 5, 7, 11, 13];

const WIDE_RULES: readonly WideRule[] = [
  { name: 'count in round steps', b: -2.4, make: (r) => { const d = [2, 5, 10][int(r, 0, 2)] ?? 2; const a = d * int(r, 1, 6); return six((i) => a + i * d); } },
  { name: 'count down by the same number', b: -1.9, make: (r) => { const d = int(r, 2, 9); const a = d * 6 + int(r, 1, 20); return six((i) => a - i * d); } },
  { name: 'halve each time', b: -0.9, make: (r) => { const a = int(r, 1, 3) * 64; return six((i) => a / 2 ** i); } },
  { name: 'differences double', b: 0.9, make: (r) => { let v = int(r, 1, 9); const d = int(r, 1, 3); return six((i) => (i === 0 ? v : (v += d * 2 ** (i - 1)))); } },
  { name: 'alternately double and add a number', b: 1.3, make: (r) => { let v = int(r, 1, 5); const k = int(r, 1, 4); return six((i) => (i === 0 ? v : (v = i % 2 ? v * 2 : v + k))); } },
  { name: 'cubes', b: 1.5, make: (r) => { const s = int(r, 1, 3); const c = int(r, -1, 2); return six((i) => (s + i) ** 3 + c); } },
  { name: 'each term the sum of all before it', b: 1.7, make: (r) => { const out = [int(r, 1, 4), int(r, 2, 6)]; while (out.length < 6) out.push(out.reduce((s, v) => s + v, 0)); return out; } },
  { name: 'two series interleaved', b: 1.8, make: (r) => { const a = int(r, 2, 6); const m = int(r, 10, 30); const d = int(r, 2, 5); return six((i) => (i % 2 === 0 ? a * 2 ** (i / 2) : m - d * ((i - 1) / 2))); } },
  { name: 'multiply by 1, 2, 3, … in turn', b: 2.0, make: (r) => { let v = int(r, 1, 3); return six((i) => (i === 0 ? v : (v *= i))); } },
  { name: 'add the primes in turn', b: 2.3, make: (r) => { let v = int(r, 1, 12); return six((i) => (i === 0 ? v : (v += PRIMES[i - 1] ?? 0))); } },
];

export const WIDE_SERIES_RULES = WIDE_RULES.length;
export const WIDE_SERIES_OPTIONS = 6;

/** A six-option series of wide rule `ruleIndex` (0 to WIDE_SERIES_RULES − 1). */
export function wideSeriesQuestion(id: string, ruleIndex: number, random: () => number): Question {
  const rule = WIDE_RULES[ruleIndex] ?? (WIDE_RULES[0] as WideRule);
  const terms = rule.make(random);
  const answer = terms[5] ?? 0;
  const last = terms[4] ?? 0;
  const straight = last + (last - (terms[3] ?? 0));
  const step = Math.max(1, Math.abs(answer - last));
  const candidates = [straight, answer + 1, answer - 1, answer + 2, answer - 2, answer + step, answer - Math.ceil(step / 2), answer + 3, answer - 3];
  const item = seriesItem(id, terms, answer, distinctOthers(answer, candidates, WIDE_SERIES_OPTIONS - 1), random);
  const modelB = roundB(rule.b + 0.15 * Math.max(0, String(Math.abs(answer)).length - 2));
  return { ...item, level: levelOf(modelB), modelB };
}
