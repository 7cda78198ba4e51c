/**
 * Where a timed sitting's clock starts on this page (issues 27 and 31). The service holds the sitting
 * and its limit (it takes no answer after it); the page counts down from the earlier of two starts:
 * the one the service's elapsed time gives, and the one this browser noted when it first showed the
 * sitting. So a sitting begun on another device keeps its time, and a taker who left and came back
 * never gets the time away back. The note is per sitting, in localStorage; a blocked storage only
 * loses the note.
 */
const KEY_PREFIX = 'mm.sitting-clock.';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The sitting's start on this page's clock (epoch ms), noted for the next visit. */
export function sittingStart(store: Store, sittingId: string, elapsedMs: number, now: number): number {
  const byService = now - elapsedMs;
  let noted = Number.POSITIVE_INFINITY;
  try {
    const raw = Number(store.getItem(KEY_PREFIX + sittingId));
    if (Number.isFinite(raw) && raw > 0 && raw <= now) noted = raw;
  } catch {
    // Storage blocked: the service's count alone.
  }
  const start = Math.min(noted, byService);
  try {
    store.setItem(KEY_PREFIX + sittingId, String(start));
  } catch {
    // As above.
  }
  return start;
}

/** The sitting is over: its note goes. */
export function forgetSitting(store: Store, sittingId: string): void {
  try {
    store.removeItem(KEY_PREFIX + sittingId);
  } catch {
    // Nothing was stored.
  }
}
