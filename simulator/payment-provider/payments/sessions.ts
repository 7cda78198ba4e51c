/**
 * Payment-provider state, per payment session, in SQLite (migration 6) so that a crash loses no
 * paid purchase. Everything a scenario touches (counters, the execution) hangs off one session, so
 * parallel sessions never share state. Handlers work on cached objects (session-cache.ts); the
 * status that decides an attempt writes its charge and event where it is appended (appendStatuses),
 * and `saveTouched` writes the sessions a request changed, all in the request's transaction
 * (platform/store/transaction.ts), so they and the idempotency answer commit before the answer is sent.
 *
 * Sessions expire by TTL, never by eviction: an expired session answers `session-expired`, and a
 * charge it authorized that no subscription recorded is voided by the sweep.
 */
import { randomBytes } from 'node:crypto';
import { Problem } from '../../platform/http/problem';
import { timeOrderedUuid } from '../../platform/store/ids';
import type { Db } from '../../platform/store/db';
import type { ExecutionStatusCode } from '../../../scenarios';
import { CATALOGUE, type ScenarioLookup } from '../scenarios/store';
import type { ProviderEvents } from '../webhooks/events';
import type { ProviderCharges } from './charges';
import { ChargeEvents } from './charge-events';
import { SessionCache } from './session-cache';
import { SessionRows, stateOf } from './session-rows';
import { isAuthorized, type Amount, type PaymentSession } from './session-model';

/** A session lives an hour: longer than any scenario (the instant payment times out at 12.5 minutes). */
export const SESSION_TTL_MS = 60 * 60 * 1000;
/** How often, at most, expired sessions are swept (on a session create). */
const SESSION_SWEEP_EVERY_MS = 60 * 1000;
/** Expired sessions stay listed this long, then are deleted (never while their charge is unsettled). */
const EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;
/** The QA list shows this many newest sessions. */
const SESSIONS_LISTED = 200;

export class PaymentSessions {
  private readonly rows: SessionRows;
  private readonly cache: SessionCache;
  private readonly outbox: ChargeEvents;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    db: Db,
    /** Where an authorized attempt's first charge is written, and an expired session's unrecorded charge voided. */
    private readonly charges: ProviderCharges,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = SESSION_TTL_MS,
    /** Where a requested scenario id is resolved: the built-in catalogue and, in the simulator, the runtime scenarios. */
    readonly scenarios: ScenarioLookup = CATALOGUE,
    /** Where the provider records what the merchant must hear of (issue 26): absent in tests of the sessions alone. */
    events?: ProviderEvents,
  ) {
    this.rows = new SessionRows(db);
    this.cache = new SessionCache(this.rows);
    this.outbox = new ChargeEvents(events);
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
    const state = stateOf(session);
    this.rows.insert(session, state);
    this.cache.add(session, state);
    return session;
  }

  /** The live session of a bearer token; undefined when unknown, a 401 `session-expired` problem when it expired. */
  byBearer(token: string): PaymentSession | undefined {
    const session = this.cache.load(token);
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
    const token = this.cache.tokenOf(id);
    if (token !== undefined) return this.cache.load(token);
    const row = this.rows.byExecution(id);
    return row ? this.cache.load(row.token, true, row) : undefined;
  }

  byChallengeToken(token: string): PaymentSession | undefined {
    const sessionToken = this.rows.tokenOfChallenge(token);
    return sessionToken ? this.live(sessionToken) : undefined;
  }

  byRedirectToken(token: string): PaymentSession | undefined {
    const sessionToken = this.rows.tokenOfRedirect(token);
    return sessionToken ? this.live(sessionToken) : undefined;
  }

  /** The newest sessions, oldest first (the QA console reverses them). */
  all(): PaymentSession[] {
    return this.rows
      .newestTokens(SESSIONS_LISTED)
      .reverse()
      .map((t) => this.cache.load(t, false))
      .filter((s): s is PaymentSession => s !== undefined);
  }

  /** The execution ids of live (unexpired) sessions that asked for or run this scenario: newest first, at most 20. */
  liveUsing(scenarioId: string): string[] {
    return this.rows.liveUsing(this.now(), scenarioId);
  }

  /** The provider's clock (epoch ms): when an authorization arrived. */
  time(): number {
    return this.now();
  }

  /** Binds the session (and its charge) to the shopper's email, once. */
  bindEmail(session: PaymentSession, email: string): void {
    if (session.email === null) session.email = email;
  }

  /**
   * Appends statuses with strictly increasing times. The status that decides the attempt has its
   * consequences written here, in the caller's transaction: authorizeSuccessful writes the first
   * charge and raises charge.authorized, authorizeFailed raises charge.failed.
   */
  appendStatuses(session: PaymentSession, codes: readonly ExecutionStatusCode[]): void {
    const { execution } = session;
    for (const code of codes) {
      session.statusSeq += 1;
      execution.statuses.push({ code, time: new Date(session.createdAt + session.statusSeq * 1000).toISOString() });
    }
    if (codes.length === 0 || this.cache.isCharged(session)) return;
    if (isAuthorized(execution) && execution.authorizedWith) {
      this.charges.writeFirst(session, execution.authorizedWith.card);
      this.cache.markCharged(session);
      this.outbox.authorized(session);
    } else if (execution.statuses.at(-1)?.code === 'authorizeFailed') {
      this.outbox.failed(session);
    }
  }

  /**
   * Writes every session looked up since the last call that changed, and a newly bound email to its
   * charge. Called inside the request's transaction (platform/store/transaction.ts). `settling`: a session
   * whose charge this transaction records next, with the email, so its charge is not updated twice (issue 46).
   */
  saveTouched(settling?: PaymentSession): void {
    for (const session of this.cache.touchedSessions()) {
      const change = this.cache.changeOf(session);
      if (!change) continue;
      if (change.stateChanged) this.rows.update(session, change.state);
      else this.rows.updateEmail(session);
      // The charge row was written when the attempt was authorized: only a newly bound email reaches it.
      if (change.emailChanged && session.email && session !== settling && this.cache.isCharged(session)) this.charges.bindEmail(session.execution.id, session.email);
      this.cache.markSaved(session, change.state);
    }
    this.cache.clearTouched();
  }

  /** Forgets what a failed request did to the sessions it touched: they are read again from the database. */
  discardTouched(): void {
    this.cache.forgetTouched();
  }

  /** Forgets every cached session after a failed commit: each is read again from the database. */
  forgetAll(): void {
    this.cache.forgetAll();
  }

  /** Voids the charges of expired sessions that no subscription recorded, and drops expired sessions from memory. */
  sweep(): number {
    const now = this.now();
    this.lastSweep = now;
    const voided = this.charges.voidExpired(now);
    this.rows.purgeExpired(now - EXPIRED_SESSION_RETENTION_MS);
    this.cache.dropExpired(now);
    return voided;
  }

  private live(token: string): PaymentSession | undefined {
    const session = this.cache.load(token);
    return session && this.now() < session.expiresAt ? session : undefined;
  }
}
