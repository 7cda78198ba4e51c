/**
 * The payment sessions kept in memory and what changed in them. Handlers work on these objects; the
 * sessions a request looked up are its touched ones, written by PaymentSessions.saveTouched inside
 * the request's transaction, and only when their state or email differs from what was last written.
 */
import { isAuthorized, type JournalEntry, type PaymentSession } from './session-model';
import { sessionOfRow, stateOf, type SessionRow, type SessionRows } from './session-rows';

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

/** What a touched session would write: its state text, and which of state and email differ from the row. */
export interface SessionChange {
  readonly state: string;
  readonly stateChanged: boolean;
  readonly emailChanged: boolean;
}

export class SessionCache {
  private readonly sessions = new Map<string, PaymentSession>();
  /** What each cached session looked like when last written: a session is written only when it changed. */
  private readonly saved = new Map<string, string>();
  private readonly savedEmail = new Map<string, string | null>();
  private readonly journals = new Map<string, JournalEntry[]>();
  private readonly touched = new Set<PaymentSession>();
  /** Execution id → session token of the cached sessions: a create finds its session without a query. */
  private readonly tokenOfExecution = new Map<string, string>();
  /** Cached sessions whose charge row is written (it is written in the transaction that authorized them). */
  private readonly charged = new Set<string>();

  constructor(private readonly rows: SessionRows) {}

  /** A session just inserted with this state: cached, and not touched (nothing of it is unwritten). */
  add(session: PaymentSession, state: string): void {
    this.journals.set(session.token, session.journal);
    this.remember(session);
    this.markSaved(session, state);
  }

  /**
   * The session of a token, from memory or else read from its row (`found`, when the caller already
   * read it). `touch` marks it as used by the request, so saveTouched writes it if it changed.
   */
  load(token: string, touch = true, found?: SessionRow): PaymentSession | undefined {
    let session = this.sessions.get(token);
    if (!session) {
      const row = found ?? this.rows.byToken(token);
      if (!row) return undefined;
      const journal = this.journals.get(token) ?? [];
      this.journals.set(token, journal);
      session = sessionOfRow(row, journal);
      this.remember(session);
      this.saved.set(token, row.state);
      this.savedEmail.set(token, row.email);
      if (isAuthorized(session.execution)) this.charged.add(token);
    }
    if (touch) this.touched.add(session);
    return session;
  }

  /** The token of a cached session's execution; undefined when that session is not in memory. */
  tokenOf(executionId: string): string | undefined {
    return this.tokenOfExecution.get(executionId);
  }

  touchedSessions(): ReadonlySet<PaymentSession> {
    return this.touched;
  }

  /** What a session would write, or null when it matches what was last written. */
  changeOf(session: PaymentSession): SessionChange | null {
    const state = stateOf(session);
    const stateChanged = this.saved.get(session.token) !== state;
    const emailChanged = (this.savedEmail.get(session.token) ?? null) !== session.email;
    return stateChanged || emailChanged ? { state, stateChanged, emailChanged } : null;
  }

  markSaved(session: PaymentSession, state: string): void {
    this.saved.set(session.token, state);
    this.savedEmail.set(session.token, session.email);
  }

  isCharged(session: PaymentSession): boolean {
    return this.charged.has(session.token);
  }

  markCharged(session: PaymentSession): void {
    this.charged.add(session.token);
  }

  /** The request's writes are done (or rolled back and forgotten): no session is in use. */
  clearTouched(): void {
    this.touched.clear();
  }

  /** Forgets what a failed request did to the sessions it touched: they are read again from the database. */
  forgetTouched(): void {
    for (const session of this.touched) this.forget(session.token);
    this.touched.clear();
  }

  /** Forgets every cached session after a failed commit: each is read again from the database. */
  forgetAll(): void {
    for (const token of [...this.sessions.keys()]) this.forget(token);
    this.touched.clear();
  }

  /** Drops expired sessions from memory, with their QA journals. */
  dropExpired(now: number): void {
    for (const [token, session] of this.sessions) {
      if (now >= session.expiresAt) {
        this.forget(token);
        this.journals.delete(token);
      }
    }
  }

  /** Drops a session from memory (not its QA journal): it is read again from the database when next used. */
  private forget(token: string): void {
    const session = this.sessions.get(token);
    if (session) this.tokenOfExecution.delete(session.execution.id);
    this.sessions.delete(token);
    this.saved.delete(token);
    this.savedEmail.delete(token);
    this.charged.delete(token);
  }

  /** Caches a session, dropping the least recently created or loaded ones past the cap (never one a request is using). */
  private remember(session: PaymentSession): void {
    this.sessions.set(session.token, session);
    this.tokenOfExecution.set(session.execution.id, session.token);
    if (this.sessions.size <= SESSION_CACHE_CAP) return;
    for (const [token, old] of this.sessions) {
      if (this.sessions.size <= SESSION_CACHE_CAP - SESSION_EVICTION_BATCH) break;
      if (this.touched.has(old)) continue;
      this.forget(token);
      this.journals.delete(token);
    }
  }
}
