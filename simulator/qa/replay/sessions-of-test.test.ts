/**
 * A failed e2e test's sessions (e2e/replay-reporter.ts): with two workers, the sessions of the test
 * running beside it are opened in the same window of time; the list the suite's `test` attaches
 * picks the test's own, exactly.
 */
import { describe, expect, it } from 'vitest';
import { SESSIONS_ATTACHMENT, sessionsOfTest } from './sessions-of-test';

const at = (s: number) => new Date(Date.UTC(2026, 10, 28, 20, 0, s)).toISOString();
// Worker 1's test opened exe_a and exe_c, worker 2's test exe_b, all while both ran (20:00:00 to 20:00:30).
const listed = [
  { executionId: 'exe_c', createdAt: at(20) },
  { executionId: 'exe_b', createdAt: at(10) },
  { executionId: 'exe_a', createdAt: at(5) },
  { executionId: 'exe_old', createdAt: at(-60) },
];
const ran = (attachments: { name: string; body?: Buffer }[]) => ({ startTime: new Date(Date.parse(at(0))), duration: 30_000, attachments });
const replayOf = (executionId: string) => ({ executionId, requestedScenario: 'declined', scenario: { title: 'Recorded' }, journal: [] });
const tagged = (ids: unknown) => ({ name: SESSIONS_ATTACHMENT, body: Buffer.from(JSON.stringify(Array.isArray(ids) ? ids.map((id) => ({ executionId: id, replay: id === 'exe_gone' ? null : replayOf(String(id)) })) : ids)) });

describe('sessionsOfTest', () => {
  it('lists exactly the sessions the test noted, in the order it opened them, not its neighbour\'s', () => {
    const matched = sessionsOfTest(listed, ran([{ name: 'screenshot' }, tagged(['exe_a', 'exe_c'])]));
    expect(matched).toEqual({ by: 'tag', tagged: [{ executionId: 'exe_a', replay: replayOf('exe_a') }, { executionId: 'exe_c', replay: replayOf('exe_c') }] });
  });

  it('keeps a noted session whose export the simulator did not give, and lists none for a test that opened none', () => {
    expect(sessionsOfTest(listed, ran([tagged(['exe_gone', 'exe_b'])]))).toEqual({ by: 'tag', tagged: [{ executionId: 'exe_gone', replay: null }, { executionId: 'exe_b', replay: replayOf('exe_b') }] });
    expect(sessionsOfTest(listed, ran([tagged([])]))).toEqual({ by: 'tag', tagged: [] });
  });

  it('falls back to the time window, and says so, when the test left no list', () => {
    expect(sessionsOfTest(listed, ran([]))).toEqual({ by: 'time', sessions: listed.slice(0, 3) });
  });

  it('refuses a list that is not of sessions rather than matching nothing', () => {
    expect(() => sessionsOfTest(listed, ran([tagged({ executions: ['exe_a'] })]))).toThrow(/not a list of sessions/);
  });
});
