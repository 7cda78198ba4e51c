/**
 * How a payment session is stored (payment_sessions, migration 6): its look-up keys as columns, the
 * rest as one JSON state. A built-in scenario is stored as its id; a runtime one is kept whole, so a
 * change to it never reaches a session already running it.
 */
import { isScenarioId, SCENARIOS, type Scenario } from '../../../scenarios';
import type { Db } from '../../platform/store/db';
import type { Amount, Execution, JournalEntry, PaymentSession, SessionScripts } from './session-model';

interface StoredState {
  readonly amount: Amount;
  readonly requestedScenario: string | null;
  /** The runtime scenarios the session runs, as they were when it started them (built-in ones are read from the catalogue). */
  readonly scripts?: { readonly requested?: Scenario; readonly attempt?: Scenario };
  /** Absent in sessions written before migration 1002's change. */
  readonly userRef?: string | null;
  readonly execution: Execution;
  readonly statusSeq: number;
}

export interface SessionRow {
  readonly token: string;
  readonly plan_id: string;
  readonly email: string | null;
  readonly state: string;
  readonly created_at: number;
  readonly expires_at: number;
}

/** The statements over payment_sessions; the session cache (session-cache.ts) decides when each runs. */
export class SessionRows {
  private readonly sql;

  constructor(db: Db) {
    this.sql = {
      insert: db.prepare(
        'INSERT INTO payment_sessions (token, execution_id, plan_id, email, state, created_at, expires_at) VALUES (@token, @execution_id, @plan_id, @email, @state, @created_at, @expires_at)',
      ),
      update: db.prepare('UPDATE payment_sessions SET state = @state, email = @email, challenge_token = @challenge_token, redirect_token = @redirect_token WHERE token = @token'),
      /** A newly bound email alone (a purchase's create): the state, its JSON check and the token indexes are left alone. */
      updateEmail: db.prepare('UPDATE payment_sessions SET email = @email WHERE token = @token'),
      byToken: db.prepare('SELECT token, plan_id, email, state, created_at, expires_at FROM payment_sessions WHERE token = ?'),
      byExecution: db.prepare('SELECT token, plan_id, email, state, created_at, expires_at FROM payment_sessions WHERE execution_id = ?'),
      byChallenge: db.prepare('SELECT token FROM payment_sessions WHERE challenge_token = ?').pluck(),
      byRedirect: db.prepare('SELECT token FROM payment_sessions WHERE redirect_token = ?').pluck(),
      newest: db.prepare('SELECT token FROM payment_sessions ORDER BY created_at DESC, rowid DESC LIMIT ?').pluck(),
      purgeExpired: db.prepare(
        `DELETE FROM payment_sessions WHERE expires_at <= @before
         AND execution_id NOT IN (SELECT execution_id FROM charges WHERE status = 'authorized' AND execution_id IS NOT NULL)`,
      ),
      liveUsing: db.prepare(
        `SELECT execution_id FROM payment_sessions WHERE expires_at > @now
         AND (json_extract(state, '$.requestedScenario') = @id OR json_extract(state, '$.execution.authorizedWith.scenarioId') = @id)
         ORDER BY created_at DESC LIMIT 20`,
      ).pluck(),
    };
  }

  insert(session: PaymentSession, state: string): void {
    this.sql.insert.run({ token: session.token, execution_id: session.execution.id, plan_id: session.planId, email: session.email, state, created_at: session.createdAt, expires_at: session.expiresAt });
  }

  update(session: PaymentSession, state: string): void {
    const { execution } = session;
    this.sql.update.run({ token: session.token, state, email: session.email, challenge_token: execution.challenge?.token ?? null, redirect_token: execution.payment?.redirectToken ?? null });
  }

  updateEmail(session: PaymentSession): void {
    this.sql.updateEmail.run({ token: session.token, email: session.email });
  }

  byToken(token: string): SessionRow | undefined {
    return this.sql.byToken.get(token) as SessionRow | undefined;
  }

  byExecution(executionId: string): SessionRow | undefined {
    return this.sql.byExecution.get(executionId) as SessionRow | undefined;
  }

  tokenOfChallenge(challengeToken: string): string | undefined {
    return this.sql.byChallenge.get(challengeToken) as string | undefined;
  }

  tokenOfRedirect(redirectToken: string): string | undefined {
    return this.sql.byRedirect.get(redirectToken) as string | undefined;
  }

  newestTokens(limit: number): string[] {
    return this.sql.newest.all(limit) as string[];
  }

  /** Deletes sessions that expired before `before`, never one whose charge is still unsettled. */
  purgeExpired(before: number): void {
    this.sql.purgeExpired.run({ before });
  }

  liveUsing(now: number, scenarioId: string): string[] {
    return this.sql.liveUsing.all({ now, id: scenarioId }) as string[];
  }
}

/** The catalogue's scenario objects: a session running one of them stores its id alone. */
const BUILT_IN: ReadonlySet<Scenario> = new Set(Object.values(SCENARIOS));

/** The JSON text a session's state column holds. */
export function stateOf(session: PaymentSession): string {
  const state: StoredState = { amount: session.amount, requestedScenario: session.requestedScenario, userRef: session.userRef, execution: session.execution, statusSeq: session.statusSeq };
  const { requested, attempt } = session.scripts;
  const keepRequested = requested !== null && !BUILT_IN.has(requested);
  const keepAttempt = attempt !== null && !BUILT_IN.has(attempt);
  // Only runtime scenarios are kept whole: a built-in one is its id (a poll's write stays as small as before).
  if (!keepRequested && !keepAttempt) return JSON.stringify(state);
  return JSON.stringify({ ...state, scripts: { ...(keepRequested ? { requested } : {}), ...(keepAttempt ? { attempt } : {}) } });
}

/** The session a row stores; its QA journal lives in memory only, so the caller hands it over. */
export function sessionOfRow(row: SessionRow, journal: JournalEntry[]): PaymentSession {
  const state = JSON.parse(row.state) as StoredState;
  return {
    token: row.token,
    planId: row.plan_id,
    amount: state.amount,
    requestedScenario: state.requestedScenario,
    scripts: scriptsOf(state),
    email: row.email,
    userRef: state.userRef ?? null,
    execution: state.execution,
    journal,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    statusSeq: state.statusSeq,
  };
}

/** A stored session's scenarios: built-in ones from the catalogue, runtime ones from the snapshot its state keeps. */
function scriptsOf(state: StoredState): SessionScripts {
  const resolve = (id: string | null | undefined, kept: Scenario | undefined): Scenario | null => {
    if (id === null || id === undefined) return null;
    const found = isScenarioId(id) ? SCENARIOS[id] : kept;
    // Never fail open: a session whose scenario cannot be read is a bug in what wrote it, not a default.
    if (!found) throw new Error(`payment session state names scenario "${id}" without keeping it`);
    return found;
  };
  return { requested: resolve(state.requestedScenario, state.scripts?.requested), attempt: resolve(state.execution.authorizedWith?.scenarioId, state.scripts?.attempt) };
}
