import { describe, expect, it } from 'vitest';
import { clearAttempt, loadAttempt, saveAttempt, type AttemptRecord } from './attempt-store';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

const START = Date.UTC(2026, 0, 1);
const record: AttemptRecord = { v: 1, uid: 'u1', testId: 'verbal', set: 1, startedAt: START, index: 4, answers: [0, 2, 1, 3, null, null], finished: false };
const at = { uid: 'u1', testId: 'verbal', questionCount: 6, timeLimitS: 480, now: START + 60_000 };

describe('a timed attempt kept across leaving the page', () => {
  it('comes back where the taker was while time is left', () => {
    const store = memoryStore();
    saveAttempt(store, record);
    expect(loadAttempt(store, at)).toEqual({ kind: 'resume', record });
  });

  it('is abandoned, not restarted, when its time ran out while the taker was away', () => {
    const store = memoryStore();
    saveAttempt(store, record);
    expect(loadAttempt(store, { ...at, now: START + 480_000 })).toEqual({ kind: 'abandoned', record });
    expect(loadAttempt(store, { ...at, now: START + 479_999 }).kind).toBe('resume');
  });

  it('a finished attempt whose score never arrived is resumed to send it, whatever the clock says', () => {
    const store = memoryStore();
    saveAttempt(store, { ...record, finished: true });
    expect(loadAttempt(store, { ...at, now: START + 3_600_000 }).kind).toBe('resume');
  });

  it('ignores another member’s, another test’s, a changed bank’s, a malformed and a cleared record', () => {
    const store = memoryStore();
    saveAttempt(store, record);
    expect(loadAttempt(store, { ...at, uid: 'u2' }).kind).toBe('none');
    expect(loadAttempt(store, { ...at, testId: 'spatial' }).kind).toBe('none');
    expect(loadAttempt(store, { ...at, questionCount: 7 }).kind).toBe('none');
    store.map.set('mm.iq-attempt.u1.verbal', '{"v":1,"uid":"u1"');
    expect(loadAttempt(store, at).kind).toBe('none');
    store.map.set('mm.iq-attempt.u1.verbal', JSON.stringify({ ...record, index: -1 }));
    expect(loadAttempt(store, at).kind).toBe('none');
    saveAttempt(store, record);
    clearAttempt(store, 'u1', 'verbal');
    expect(loadAttempt(store, at).kind).toBe('none');
  });

  it('a full or blocked storage never breaks the attempt', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('blocked'); } };
    expect(loadAttempt(broken, at).kind).toBe('none');
    expect(() => saveAttempt(broken, record)).not.toThrow();
    expect(() => clearAttempt(broken, 'u1', 'verbal')).not.toThrow();
  });
});
