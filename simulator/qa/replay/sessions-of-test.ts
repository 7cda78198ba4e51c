/**
 * Which payment sessions belong to a failed e2e test (issue 28, point 5; e2e/replay-reporter.ts).
 * The suite's `test` (e2e/fixtures/test.ts) notes the execution of every session its browser or its
 * API requests opened and attaches the list to a failed result: those sessions, exactly, and never a
 * session a test beside it opened on the other worker. A test that left no list (it opened sessions
 * some other way, e.g. in a browser context of its own) falls back to the sessions opened while it
 * ran, and says so, since a neighbour's may be among them.
 */

import { z } from 'zod';
import { QaSessionReplay } from '../../../contracts/qa-api';

/**
 * The attachment the suite's `test` adds to a failed result: each session it opened, with its replay
 * export read while the test's simulator was surely up (the reporter runs as the run ends, when
 * Playwright may already be stopping the server), or null when the simulator did not answer.
 */
export const SESSIONS_ATTACHMENT = 'payment-sessions';
export const TaggedSessions = z.array(z.strictObject({ executionId: z.string(), replay: QaSessionReplay.nullable() }));
export type TaggedSessions = z.infer<typeof TaggedSessions>;

/** Sessions opened this long before a test's start still count as its own when matched by time (a fixture may open one early). */
const WINDOW_SLACK_MS = 1_000;

interface Listed {
  readonly executionId: string;
  readonly createdAt: string;
}

interface Ran {
  readonly startTime: Date;
  readonly duration: number;
  readonly attachments: readonly { readonly name: string; readonly body?: Buffer | undefined }[];
}

export type Matched<S> = { readonly by: 'tag'; readonly tagged: TaggedSessions } | { readonly by: 'time'; readonly sessions: S[] };

export function sessionsOfTest<S extends Listed>(all: readonly S[], result: Ran): Matched<S> {
  const attached = result.attachments.find((a) => a.name === SESSIONS_ATTACHMENT && a.body);
  if (attached?.body) {
    const parsed = TaggedSessions.safeParse(JSON.parse(attached.body.toString('utf8')));
    // Never fail open: a list that does not parse is an error, not "no sessions".
    if (!parsed.success) throw new Error(`the ${SESSIONS_ATTACHMENT} attachment is not a list of sessions: ${parsed.error.issues[0]?.message ?? ''}`);
    return { by: 'tag', tagged: parsed.data };
  }
  const from = result.startTime.getTime() - WINDOW_SLACK_MS;
  const to = result.startTime.getTime() + result.duration + WINDOW_SLACK_MS;
  return {
    by: 'time',
    sessions: all.filter((s) => {
      const at = Date.parse(s.createdAt);
      return at >= from && at <= to;
    }),
  };
}
