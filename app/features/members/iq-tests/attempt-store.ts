/**
 * A timed test in progress, kept in the browser so that leaving never loses it in silence (issue 31):
 * the taker comes back to the question they were on with the time that is left, or is told plainly
 * that the attempt was abandoned because its time ran out while they were away. The clock keeps
 * running while the taker is away: a pause would be free thinking time.
 *
 * The record is per member and per test, validated on read (a stale or foreign record is ignored).
 */
import { z } from 'zod';

const KEY_PREFIX = 'mm.iq-attempt.';

const AttemptRecord = z.object({
  v: z.literal(1),
  uid: z.string().min(1),
  testId: z.string().min(1),
  set: z.number().int().min(0),
  startedAt: z.number().int().min(0),
  index: z.number().int().min(0),
  answers: z.array(z.number().int().min(0).nullable()).min(1),
  /** Finished but its score not yet received: coming back sends it again. */
  finished: z.boolean(),
});
export type AttemptRecord = z.infer<typeof AttemptRecord>;

export type StoredAttempt =
  | { readonly kind: 'none' }
  | { readonly kind: 'resume'; readonly record: AttemptRecord }
  | { readonly kind: 'abandoned'; readonly record: AttemptRecord };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (uid: string, testId: string) => `${KEY_PREFIX}${uid}.${testId}`;

/** What the taker finds on opening `testId`: nothing, an attempt to resume, or one whose time ran out. */
export function loadAttempt(store: Store, at: { uid: string; testId: string; questionCount: number; timeLimitS: number; now: number }): StoredAttempt {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(keyOf(at.uid, at.testId)) ?? 'null');
  } catch {
    return { kind: 'none' };
  }
  const parsed = AttemptRecord.safeParse(raw);
  if (!parsed.success) return { kind: 'none' };
  const record = parsed.data;
  // A record from another question bank (a changed test) cannot be resumed: it is no attempt of this test.
  if (record.uid !== at.uid || record.testId !== at.testId || record.answers.length !== at.questionCount || record.index >= at.questionCount) return { kind: 'none' };
  if (record.finished) return { kind: 'resume', record };
  return at.now - record.startedAt < at.timeLimitS * 1000 ? { kind: 'resume', record } : { kind: 'abandoned', record };
}

export function saveAttempt(store: Store, record: AttemptRecord): void {
  try {
    store.setItem(keyOf(record.uid, record.testId), JSON.stringify(record));
  } catch {
    // Storage full or blocked (private mode): the attempt goes on, it just cannot outlive the page.
  }
}

export function clearAttempt(store: Store, uid: string, testId: string): void {
  try {
    store.removeItem(keyOf(uid, testId));
  } catch {
    // As above: nothing was stored.
  }
}
