/**
 * Group commit (issue 10, point 7): the requests that arrive in one turn of the event loop share
 * one transaction and one COMMIT, and no answer leaves before the commit that holds what it saw.
 *
 * The first write opens the group's transaction (BEGIN) and schedules its commit for the end of
 * this turn (setImmediate: after every request the loop has read in this turn). Each request's
 * writes run in their own savepoint inside it, so a failing request rolls back only its own work.
 * Every answer written while a group is open (a create, a poll that read an uncommitted session,
 * an init that inserted one) is held and written once the group committed: a crash before the
 * commit loses only answers nobody has read, so no acknowledged answer is ever contradicted.
 * If the COMMIT itself fails, nothing of the group is kept and its held answers are never sent
 * (their connections are closed, as a crash would): the clients retry, and their idempotency keys
 * were rolled back with the rest. The same holds when SQLite ends the whole transaction itself on an
 * error inside one request (a full disk, an I/O error, a trigger's RAISE(ROLLBACK)): the group's
 * earlier work went with it, so its answers are never sent either.
 */
import type { Express, Response } from 'express';
import { setImmediate as afterThisTurn } from 'node:timers';
import type { Db } from './db';
import { errorField, processLogger } from '../http/logger';

interface Waiter {
  readonly committed: () => void;
  readonly failed: () => void;
}

export class CommitGroup {
  private open = false;
  private waiters: Waiter[] = [];
  private readonly rollbackListeners: (() => void)[] = [];
  private readonly sql;
  /** Groups committed so far (tests and the bench read it). */
  commits = 0;

  constructor(
    private readonly db: Db,
    /** What a failed commit leaves stale in memory is forgotten here (the payment sessions' cache). */
    private readonly onRollback: () => void = () => undefined,
  ) {
    this.sql = {
      begin: db.prepare('BEGIN'),
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
      // One savepoint per request, by prepared statements: better-sqlite3's db.transaction(fn) builds
      // its wrapper functions anew on each call, a cost every create paid.
      savepoint: db.prepare('SAVEPOINT request'),
      release: db.prepare('RELEASE request'),
      rollbackTo: db.prepare('ROLLBACK TO request'),
    };
  }

  /** True while writes wait for the group's commit. */
  get pending(): boolean {
    return this.open;
  }

  /** Runs `work` in the group's transaction, in its own savepoint: a throw rolls back only its writes. */
  run<T>(work: () => T): T {
    if (!this.open && !this.db.inTransaction) {
      this.sql.begin.run();
      this.open = true;
      afterThisTurn(() => this.flush());
    }
    this.sql.savepoint.run();
    let result: T;
    try {
      result = work();
    } catch (error) {
      if (this.db.inTransaction) {
        this.sql.rollbackTo.run();
        this.sql.release.run();
        for (const listener of this.rollbackListeners) listener();
      } else if (this.open) {
        // SQLite ended the whole transaction: the group's earlier work is gone, so are its answers.
        this.fail(error);
      }
      throw error;
    }
    this.sql.release.run();
    return result;
  }

  /** Called after a request's savepoint rolled back: a party forgets what it cached of that request's writes. */
  onRequestRollback(listener: () => void): void {
    this.rollbackListeners.push(listener);
  }

  /** Calls `committed` once everything run so far is committed (now, when no group is open), else `failed`. */
  afterCommit(committed: () => void, failed: () => void = () => undefined): void {
    if (this.open) this.waiters.push({ committed, failed });
    else committed();
  }

  /** Commits the open group and releases what waited for it. Also called on close. */
  flush(): void {
    if (!this.open) return;
    try {
      // Never fail open: a group whose transaction someone else ended is not known to be kept.
      if (!this.db.inTransaction) throw new Error('the group transaction ended before its commit');
      this.sql.commit.run();
    } catch (error) {
      this.fail(error);
      return;
    }
    this.commits += 1;
    this.release('committed');
  }

  /** Ends the open group unkept: rolls back what is left of it and sends none of its answers. */
  private fail(error: unknown): void {
    processLogger().error({ err: errorField(error), answersHeld: this.waiters.length }, 'group commit failed: its answers are not sent');
    if (this.db.inTransaction) this.sql.rollback.run();
    this.onRollback();
    this.release('failed');
  }

  private release(outcome: 'committed' | 'failed'): void {
    const waiters = this.waiters;
    this.waiters = [];
    this.open = false;
    for (const waiter of waiters) {
      try {
        waiter[outcome]();
      } catch (error) {
        processLogger().error({ err: errorField(error) }, 'failed after the group commit');
      }
    }
  }
}

/**
 * Holds every answer of an origin while a group is open, on the app's own response prototype (no
 * wrapper per request): `res.end` waits for the commit; after a failed commit the connection is
 * closed unanswered.
 */
export function answersAfterCommit(app: Express, group: CommitGroup): void {
  const end = app.response.end as (this: Response, ...args: unknown[]) => Response;
  app.response.end = function endAfterCommit(this: Response, ...args: unknown[]) {
    if (!group.pending) return end.apply(this, args);
    group.afterCommit(
      () => end.apply(this, args),
      () => this.destroy(),
    );
    return this;
  } as Response['end'];
}
