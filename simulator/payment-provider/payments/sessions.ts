/**
 * Payment-provider state, per payment session, in SQLite (migration 6) so that a crash loses no
 * paid purchase. Everything a scenario touches (counters, the execution) hangs off one session, so
 * parallel sessions never share state. Handlers work on cached objects; `saveTouched` writes every
 * session a request looked up, inside the request's transaction (platform/store/transaction.ts), so the
 * session, its charge and the idempotency answer commit together before the answer is sent.
 *
 * Sessions expire by TTL, never by eviction: an expired session answers `session-expired`, and a
 * charge it authorized that no subscription recorded is voided by the sweep.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Problem } from '../../platform/http/problem';
import { timeOrderedUuid } from '../../platform/store/ids';
import type { Db } from '../../platform/store/db';
import { isScenarioId, SCENARIOS, type Scenario } from '../../../scenarios';
import { CATALOGUE, type ScenarioLookup } from '../scenarios/store';
import { ScenarioRun } from './scenario-run';
import type { ProviderEvents } from '../webhooks/events';
import { assertNotAuthorized, isAuthorized, type Amount, type SessionScripts, type Execution, type JournalEntry, type PaymentSession, type WalletPayment } from './session-model';

/** A session lives an hour: longer than any scenario (the instant payment times out at 12.5 minutes). */
export const SESSION_TTL_MS = 60 * 60 * 1000;
/** How often, at most, expired sessions are swept (on a session create). */
export const SESSION_SWEEP_EVERY_MS = 60 * 1000;
/**
 * Sessions kept in memory, most recently used last. The database holds every session, so dropping
 * one from memory loses nothing but its QA journal; an anonymous flood cannot grow the heap.
 */
export const SESSION_CACHE_CAP = 5000;
/**
 * Past the cap, this many of the oldest sessions leave memory at once: walking the cache from its
 * oldest entry costs a pass over the slots freed since the map last compacted, paid once per batch
 * instead of on every session read from the database.
 */
export const SESSION_EVICTION_BATCH = 64;
/** Expired sessions stay listed this long, then are deleted (never while their charge is unsettled). */
export const EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The QA list shows this many newest sessions. */
export const SESSIONS_LISTED = 200;

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

interface Row {
  readonly token: string;
  readonly plan_id: string;
  readonly email: string | null;
  readonly state: string;
  readonly created_at: number;
  readonly expires_at: number;
}


export class PaymentSessions {
  private readonly cache = new Map<string, PaymentSession>();
  /** What each cached session looked like when last written: a session is written only when it changed. */
  private readonly saved = new Map<string, string>();
  private readonly savedEmail = new Map<string, string | null>();
  private readonly journals = new Map<string, JournalEntry[]>();
  private readonly touched = new Set<PaymentSession>();
  /** Execution id → session token of the cached sessions: a create finds its session without a query. */
  private readonly tokenOfExecution = new Map<string, string>();
  /** Cached sessions whose charge row is written (it is written in the transaction that authorized them). */
  private readonly charged = new Set<string>();
  private lastSweep = Number.NEGATIVE_INFINITY;
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = SESSION_TTL_MS,
    /** Where a requested scenario id is resolved: the built-in catalogue and, in the simulator, the runtime scenarios. */
    readonly scenarios: ScenarioLookup = CATALOGUE,
    /** Where the provider records what the merchant must hear of (issue 26): absent in tests of the sessions alone. */
    private readonly events?: ProviderEvents,
  ) {
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
      insertCharge: db.prepare(
        `INSERT INTO charges (id, kind, execution_id, email, amount_value, currency, card_network, card_last4, status, created_at)
         VALUES (@id, 'first', @execution_id, @email, @amount_value, @currency, @card_network, @card_last4, 'authorized', @created_at)
         ON CONFLICT (execution_id) DO NOTHING`,
      ),
      bindChargeEmail: db.prepare("UPDATE charges SET email = @email WHERE execution_id = @execution_id AND status = 'authorized'"),
      purgeExpired: db.prepare(
        `DELETE FROM payment_sessions WHERE expires_at <= @before
         AND execution_id NOT IN (SELECT execution_id FROM charges WHERE status = 'authorized' AND execution_id IS NOT NULL)`,
      ),
      liveUsing: db.prepare(
        `SELECT execution_id FROM payment_sessions WHERE expires_at > @now
         AND (json_extract(state, '$.requestedScenario') = @id OR json_extract(state, '$.execution.authorizedWith.scenarioId') = @id)
         ORDER BY created_at DESC LIMIT 20`,
      ).pluck(),
      voidExpired: db.prepare(
        `UPDATE charges SET status = 'voided', void_reason = 'The payment session expired before a subscription recorded this charge.', settled_at = @now
         WHERE status = 'authorized' AND execution_id IN (SELECT execution_id FROM payment_sessions WHERE expires_at <= @now)
         RETURNING id, execution_id, amount_value, currency, void_reason`,
      ),
    };
  }

  /** Starts a session; a requested scenario id that resolves to nothing is a 400 `unknown-scenario`. */
  create(input: { planId: string; amount: Amount; requestedScenario: string | null; email?: string | null; userRef?: string | null }): PaymentSession {
    const requested = input.requestedScenario === null ? null : this.scenarios.get(input.requestedScenario);
    if (requested === undefined) throw new Problem('unknown-scenario', `Unknown scenario "${input.requestedScenario?.slice(0, 80)}".`);
    const now = this.now();
    if (now - this.lastSweep >= SESSION_SWEEP_EVERY_MS) this.sweep();
    const session: PaymentSession = {
      token: `ps_${randomBytes(18).toString('base64url')}`,
      planId: input.planId,
      amount: input.amount,
      requestedScenario: input.requestedScenario,
      scripts: { requested, attempt: null },
      email: input.email ?? null,
      userRef: input.userRef ?? null,
      // Time-ordered (platform/store/ids.ts): the execution-id indexes of sessions and subscriptions grow at their end.
      execution: { id: `exe_${timeOrderedUuid()}`, statuses: [], pollCount: 0, authorizedWith: null, challenge: null, payment: null },
      journal: [],
      createdAt: now,
      expiresAt: now + this.ttlMs,
      statusSeq: 0,
    };
    const state = JSON.stringify(stateOf(session));
    this.sql.insert.run({ token: session.token, execution_id: session.execution.id, plan_id: session.planId, email: session.email, state, created_at: now, expires_at: session.expiresAt });
    this.journals.set(session.token, session.journal);
    this.remember(session);
    this.saved.set(session.token, state);
    this.savedEmail.set(session.token, session.email);
    return session;
  }

  /** The live session of a bearer token; undefined when unknown, a 401 `session-expired` problem when it expired. */
  byBearer(token: string): PaymentSession | undefined {
    const session = this.load(token);
    if (session && this.now() >= session.expiresAt) {
      throw new Problem('session-expired', 'This payment session expired: start the checkout again for a new one.');
    }
    return session;
  }

  /**
   * The session of an execution, expired or not: the merchant may still record a charge the provider
   * authorized until the sweep voids it (the charge's status says which).
   */
  byExecutionId(id: string): PaymentSession | undefined {
    const token = this.tokenOfExecution.get(id);
    if (token !== undefined) return this.load(token);
    const row = this.sql.byExecution.get(id) as Row | undefined;
    return row ? this.load(row.token, true, row) : undefined;
  }

  byChallengeToken(token: string): PaymentSession | undefined {
    const sessionToken = this.sql.byChallenge.get(token) as string | undefined;
    return sessionToken ? this.live(sessionToken) : undefined;
  }

  byRedirectToken(token: string): PaymentSession | undefined {
    const sessionToken = this.sql.byRedirect.get(token) as string | undefined;
    return sessionToken ? this.live(sessionToken) : undefined;
  }

  /** The newest sessions, oldest first (the QA console reverses them). */
  all(): PaymentSession[] {
    const tokens = this.sql.newest.all(SESSIONS_LISTED) as string[];
    return tokens
      .reverse()
      .map((t) => this.load(t, false))
      .filter((s): s is PaymentSession => s !== undefined);
  }

  /** The execution ids of live (unexpired) sessions that asked for or run this scenario: newest first, at most 20. */
  liveUsing(scenarioId: string): string[] {
    return this.sql.liveUsing.all({ now: this.now(), id: scenarioId }) as string[];
  }

  /** Opens the 3-D Secure challenge of a session (once) and returns its token. */
  openChallenge(session: PaymentSession): string {
    if (!session.execution.challenge) session.execution.challenge = { token: randomBytes(18).toString('base64url'), resolved: false };
    return session.execution.challenge.token;
  }

  /** The provider's clock (epoch ms): when an authorization arrived. */
  time(): number {
    return this.now();
  }

  /** Starts a new attempt: the previous attempt's challenge, redirect and poll count are forgotten. */
  beginAttempt(session: PaymentSession): void {
    assertNotAuthorized(session);
    const { execution } = session;
    execution.authorizedWith = null;
    session.scripts.attempt = null;
    execution.challenge = null;
    execution.payment = null;
    execution.pollCount = 0;
  }

  /** Starts a wallet or redirect payment; a redirect method gets a token that keys its redirect page. */
  startPayment(session: PaymentSession, payment: Omit<WalletPayment, 'redirectToken' | 'confirmed' | 'shopperPaid'>): WalletPayment {
    const redirectToken = payment.methodCode === 'genericRedirect' ? randomBytes(18).toString('base64url') : null;
    session.execution.payment = { ...payment, redirectToken, confirmed: false, shopperPaid: false };
    return session.execution.payment;
  }

  /** Binds the session (and its charge) to the shopper's email, once. */
  bindEmail(session: PaymentSession, email: string): void {
    if (session.email === null) session.email = email;
  }

  /**
   * Writes every session looked up since the last call that changed, and the charge of one that was
   * authorized. Called inside the request's transaction (platform/store/transaction.ts).
   */
  saveTouched(): void {
    for (const session of this.touched) {
      const state = JSON.stringify(stateOf(session));
      const emailChanged = this.emailChanged(session);
      const stateChanged = this.saved.get(session.token) !== state;
      if (!stateChanged && !emailChanged) continue;
      const { execution } = session;
      if (stateChanged) {
        this.sql.update.run({
          token: session.token,
          state,
          email: session.email,
          challenge_token: execution.challenge?.token ?? null,
          redirect_token: execution.payment?.redirectToken ?? null,
        });
      } else {
        this.sql.updateEmail.run({ token: session.token, email: session.email });
      }
      if (this.charged.has(session.token)) {
        // The charge row exists: only a newly bound email is written to it.
        if (emailChanged && session.email) this.sql.bindChargeEmail.run({ email: session.email, execution_id: execution.id });
      } else if (isAuthorized(execution) && execution.authorizedWith) {
        const { card } = execution.authorizedWith;
        this.sql.insertCharge.run({
          id: `chg_${randomUUID()}`,
          execution_id: execution.id,
          email: session.email,
          amount_value: session.amount.value,
          currency: session.amount.currency,
          card_network: card.network || null,
          card_last4: card.last4 || null,
          created_at: this.now(),
        });
        if (session.email) this.sql.bindChargeEmail.run({ email: session.email, execution_id: execution.id });
        this.charged.add(session.token);
        this.events?.record('charge.authorized', `${execution.id}:authorized`, { executionId: execution.id, amount: session.amount }, ScenarioRun.webhookFaults(session));
      } else if (stateChanged && execution.statuses.at(-1)?.code === 'authorizeFailed') {
        // One event per failed attempt: a new attempt (beginAttempt) after a failure appends new statuses.
        this.events?.record('charge.failed', `${execution.id}:failed:${execution.statuses.length}`, { executionId: execution.id, amount: session.amount }, ScenarioRun.webhookFaults(session));
      }
      this.saved.set(session.token, state);
      this.savedEmail.set(session.token, session.email);
    }
    this.touched.clear();
  }

  /** Forgets what a failed request did to the sessions it touched: they are read again from the database. */
  discardTouched(): void {
    for (const session of this.touched) this.forget(session.token);
    this.touched.clear();
  }

  /** Forgets every cached session after a failed commit: each is read again from the database. */
  forgetAll(): void {
    for (const token of [...this.cache.keys()]) this.forget(token);
    this.touched.clear();
  }

  /** Voids the charges of expired sessions that no subscription recorded, and drops expired sessions from memory. */
  sweep(): number {
    const now = this.now();
    this.lastSweep = now;
    const voidedRows = this.sql.voidExpired.all({ now }) as { id: string; execution_id: string; amount_value: string; currency: string; void_reason: string }[];
    for (const row of voidedRows) {
      this.events?.record('charge.voided', `${row.execution_id}:voided`, { executionId: row.execution_id, chargeId: row.id, amount: { value: row.amount_value, currency: row.currency }, reason: row.void_reason });
    }
    const voided = voidedRows.length;
    this.sql.purgeExpired.run({ before: now - EXPIRED_SESSION_RETENTION_MS });
    for (const [token, session] of this.cache) {
      if (now >= session.expiresAt) {
        this.forget(token);
        this.journals.delete(token);
      }
    }
    return voided;
  }

  private emailChanged(session: PaymentSession): boolean {
    return (this.savedEmail.get(session.token) ?? null) !== session.email;
  }

  private live(token: string): PaymentSession | undefined {
    const session = this.load(token);
    return session && this.now() < session.expiresAt ? session : undefined;
  }

  /** Drops a session from memory (not its QA journal): it is read again from the database when next used. */
  private forget(token: string): void {
    const session = this.cache.get(token);
    if (session) this.tokenOfExecution.delete(session.execution.id);
    this.cache.delete(token);
    this.saved.delete(token);
    this.savedEmail.delete(token);
    this.charged.delete(token);
  }

  private load(token: string, touch = true, found?: Row): PaymentSession | undefined {
    let session = this.cache.get(token);
    if (!session) {
      const row = found ?? (this.sql.byToken.get(token) as Row | undefined);
      if (!row) return undefined;
      const state = JSON.parse(row.state) as StoredState;
      const journal = this.journals.get(token) ?? [];
      this.journals.set(token, journal);
      session = {
        token: row.token,
        planId: row.plan_id,
        amount: state.amount,
        requestedScenario: state.requestedScenario,
        scripts: this.scriptsOf(state),
        email: row.email,
        userRef: state.userRef ?? null,
        execution: state.execution,
        journal,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        statusSeq: state.statusSeq,
      };
      this.remember(session);
      this.saved.set(token, row.state);
      this.savedEmail.set(token, row.email);
      if (isAuthorized(session.execution)) this.charged.add(token);
    }
    if (touch) this.touched.add(session);
    return session;
  }

  /** A stored session's scenarios: built-in ones from the catalogue, runtime ones from the snapshot its state keeps. */
  private scriptsOf(state: StoredState): SessionScripts {
    const resolve = (id: string | null | undefined, kept: Scenario | undefined): Scenario | null => {
      if (id === null || id === undefined) return null;
      const found = isScenarioId(id) ? SCENARIOS[id] : kept;
      // Never fail open: a session whose scenario cannot be read is a bug in what wrote it, not a default.
      if (!found) throw new Error(`payment session state names scenario "${id}" without keeping it`);
      return found;
    };
    return { requested: resolve(state.requestedScenario, state.scripts?.requested), attempt: resolve(state.execution.authorizedWith?.scenarioId, state.scripts?.attempt) };
  }

  /** Caches a session, dropping the least recently created or loaded ones past the cap (never one a request is using). */
  private remember(session: PaymentSession): void {
    this.cache.set(session.token, session);
    this.tokenOfExecution.set(session.execution.id, session.token);
    if (this.cache.size <= SESSION_CACHE_CAP) return;
    for (const [token, old] of this.cache) {
      if (this.cache.size <= SESSION_CACHE_CAP - SESSION_EVICTION_BATCH) break;
      if (this.touched.has(old)) continue;
      this.forget(token);
      this.journals.delete(token);
    }
  }
}

/** The catalogue's scenario objects: a session running one of them stores its id alone. */
const BUILT_IN: ReadonlySet<Scenario> = new Set(Object.values(SCENARIOS));

function stateOf(session: PaymentSession): StoredState {
  const state = { amount: session.amount, requestedScenario: session.requestedScenario, userRef: session.userRef, execution: session.execution, statusSeq: session.statusSeq };
  const { requested, attempt } = session.scripts;
  const keepRequested = requested !== null && !BUILT_IN.has(requested);
  const keepAttempt = attempt !== null && !BUILT_IN.has(attempt);
  // Only runtime scenarios are kept whole: a built-in one is its id (a poll's write stays as small as before).
  if (!keepRequested && !keepAttempt) return state;
  return { ...state, scripts: { ...(keepRequested ? { requested } : {}), ...(keepAttempt ? { attempt } : {}) } };
}
