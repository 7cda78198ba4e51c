/**
 * Where two journals of one session diverge (issue 28, point 5): the first step whose method, path,
 * status or answer differs, and which field of the answer. Paths and links are compared without their
 * run's ids and origins (two runs never share them); a replay's own scenario id counts as the original's.
 */
import type { QaJournalEntry } from '../../../contracts/qa-api';
import { linkShape, type DigestValue } from '../../platform/http/answer-digest';

type Entry = Pick<QaJournalEntry, 'method' | 'path' | 'status' | 'answer'>;

export interface Divergence {
  /** 1-based step of the journals. */
  readonly step: number;
  readonly original: Entry | null;
  readonly replayed: Entry | null;
  /** What differs: the method, the path, the status, a field of the answer, or a step only one journal has. */
  readonly what: { readonly kind: 'missing-in-replay' | 'extra-in-replay' | 'method' | 'path' | 'status' } | { readonly kind: 'answer'; readonly field: string; readonly was: DigestValue | undefined; readonly now: DigestValue | undefined };
}

const pathShape = (path: string) => linkShape(path.split('?')[0] ?? path);
const ORIGIN = /^https?:\/\/[^/]+/;

/** A value with its run's origin replaced, so a replay on other origins compares equal. */
function comparable(value: DigestValue | undefined, aliases: ReadonlyMap<string, string>): DigestValue | undefined {
  if (typeof value !== 'string') return value;
  return aliases.get(value) ?? value.replace(ORIGIN, '{origin}');
}

/**
 * The first divergence, or null when the journals are the same step for step. `aliases` maps a value
 * the replay answered to the original's (the replay's scenario id to the original one).
 */
export function firstDivergence(original: readonly Entry[], replayed: readonly Entry[], aliases: ReadonlyMap<string, string> = new Map()): Divergence | null {
  const steps = Math.max(original.length, replayed.length);
  for (let i = 0; i < steps; i += 1) {
    const a = original[i] ?? null;
    const b = replayed[i] ?? null;
    const at = (what: Divergence['what']): Divergence => ({ step: i + 1, original: a, replayed: b, what });
    if (!b) return at({ kind: 'missing-in-replay' });
    if (!a) return at({ kind: 'extra-in-replay' });
    if (a.method !== b.method) return at({ kind: 'method' });
    if (pathShape(a.path) !== pathShape(b.path)) return at({ kind: 'path' });
    if (a.status !== b.status) return at({ kind: 'status' });
    const fields = [...new Set([...Object.keys(a.answer), ...Object.keys(b.answer)])];
    for (const field of fields) {
      const was = comparable(a.answer[field], aliases);
      const now = comparable(b.answer[field], aliases);
      if (was !== now) return at({ kind: 'answer', field, was: a.answer[field], now: b.answer[field] });
    }
  }
  return null;
}

const step = (e: Entry | null) => (e ? `${e.method} ${e.path.split('?')[0]} → ${e.status === 0 ? 'connection reset' : e.status}` : '(none)');
const shown = (v: DigestValue | undefined) => (v === undefined ? '(absent)' : JSON.stringify(v));

/** The verdict as the replay command prints it. */
export function describeDivergence(d: Divergence | null, steps: number): string {
  if (!d) return `identical: ${steps} step(s), same method, path, status and answer fields`;
  const head = `diverges at step ${d.step}`;
  switch (d.what.kind) {
    case 'missing-in-replay':
      return `${head}: the original went on with ${step(d.original)}; the replay has no such step`;
    case 'extra-in-replay':
      return `${head}: the replay made ${step(d.replayed)}; the original ended before it`;
    case 'method':
    case 'path':
      return `${head}: ${d.what.kind} differs\n  original: ${step(d.original)}\n  replay:   ${step(d.replayed)}`;
    case 'status':
      return `${head}: ${d.original?.method} ${d.original?.path.split('?')[0]}: status ${d.original?.status} in the original, ${d.replayed?.status} in the replay`;
    case 'answer':
      return `${head}: ${step(d.original)}: answer field "${d.what.field}" was ${shown(d.what.was)}, the replay answered ${shown(d.what.now)}`;
  }
}
