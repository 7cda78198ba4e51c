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
 * were rolled back with the rest.
 */
import type { Express, Response } from 'express';
import { setImmediate as afterThisTurn } from 'node:timers';
import type { Db } from '../store/db';
import { errorField, processLogger } from './logger';

interface Waiter {
  readonly committed: () => void;
  readonly failed: () => void;
}

export class CommitGroup {
  private open = false;
  private waiters: Waiter[] = [];
  private readonly sql;
  /** Groups committed so far (tests and the bench read it). */
  commits = 0;

  constructor(
    private readonly db: Db,
    /** What a failed commit leaves stale in memory is forgotten here (the payment sessions' cache). */
    private readonly onRollback: () => void = () => undefined,
  ) {
    this.sql = { begin: db.prepare('BEGIN'), commit: db.prepare('COMMIT'), rollback: db.prepare('ROLLBACK') };
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
    // Inside an open transaction better-sqlite3 runs a transaction function as a savepoint.
    return this.db.transaction(work)();
  }

  /** Calls `committed` once everything run so far is committed (now, when no group is open), else `failed`. */
  afterCommit(committed: () => void, failed: () => void = () => undefined): void {
    if (this.open) this.waiters.push({ committed, failed });
    else committed();
  }

  /** Commits the open group and releases what waited for it. Also called on close. */
  flush(): void {
    if (!this.open) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.open = false;
    let ok = true;
    try {
      if (this.db.inTransaction) this.sql.commit.run();
      this.commits += 1;
    } catch (error) {
      ok = false;
      processLogger().error({ err: errorField(error), answersHeld: waiters.length }, 'group commit failed: its answers are not sent');
      if (this.db.inTransaction) this.sql.rollback.run();
      this.onRollback();
    }
    for (const waiter of waiters) {
      try {
        if (ok) waiter.committed();
        else waiter.failed();
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
