/**
 * The replay command's core (issue 28, point 5; scripts/replay.ts is its command line): replays each
 * saved session on its own fresh simulator and says where its journal and the replay's diverge.
 */
import { z } from 'zod';
import { QaJournalEntry, type QaSessionReplay } from '../../../contracts/qa-api';
import { describeDivergence, firstDivergence, type Divergence } from './journal-diff';
import { REPLAY_SCENARIO_ID } from '../scenarios/replay-id';
import { replaySession, replaySimulator } from './replay-session';
import type { ContractViolation } from '../openapi/traffic-check';

/** One saved session as a file holds it: a session's replay export, or an entry of the reporter's replay-sessions attachment (which adds fields of its own). */
const SavedSession = z.object({ executionId: z.string(), requestedScenario: z.string().nullable(), scenario: z.record(z.string(), z.unknown()).nullable(), journal: z.array(QaJournalEntry) });

/** What `npm run replay` reads: one session (GET /qa/api/sessions/{execution}/replay) or the reporter's `{ sessions: [...] }`. */
export const ReplayFile = z.union([SavedSession.transform((s) => [s]), z.object({ sessions: z.array(SavedSession) }).transform((f) => f.sessions)]);

export interface Comparison {
  readonly executionId: string;
  readonly divergence: Divergence | null;
  readonly verdict: string;
  readonly notes: readonly string[];
  readonly contractViolations: readonly ContractViolation[];
}

/** The reporter writes `scenario: null` when the run's simulator could no longer export it: such a session cannot be replayed. */
export type SavedSession = z.infer<typeof SavedSession>;

export async function replayAndCompare(saved: QaSessionReplay, options: { readonly keepPace?: boolean } = {}): Promise<Comparison> {
  const violations: ContractViolation[] = [];
  const sim = replaySimulator(violations);
  try {
    const { journal, notes } = await replaySession(sim, saved, options);
    // The fresh session answers with the replay's scenario id where the original named its own.
    const aliases = new Map([[REPLAY_SCENARIO_ID, saved.requestedScenario ?? REPLAY_SCENARIO_ID]]);
    const compared = notes.length > 0 ? saved.journal.slice(0, journal.length) : saved.journal;
    const divergence = firstDivergence(compared, journal, aliases);
    return { executionId: saved.executionId, divergence, verdict: describeDivergence(divergence, journal.length), notes, contractViolations: violations };
  } finally {
    sim.close();
  }
}
