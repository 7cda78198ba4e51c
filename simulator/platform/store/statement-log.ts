/**
 * Counts the SQL statements a piece of work runs, for tests that pin a route's cost (issue 46): every
 * prepared statement's run/get/all/iterate and every exec, with its SQL, while the log is open. Counted on
 * better-sqlite3's Statement prototype, so statements prepared before the log opened are counted too.
 */
import type { Db } from './db';

type StatementMethod = 'run' | 'get' | 'all' | 'iterate';
const METHODS: readonly StatementMethod[] = ['run', 'get', 'all', 'iterate'];

interface StatementLog {
  /** The SQL of each statement run since the log opened, in order, whitespace collapsed. */
  readonly sql: string[];
  /** Stops counting (restores better-sqlite3's own methods). */
  close(): void;
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** Opens a log of the statements `db` (and any other database of this process) runs from now on. */
function openStatementLog(db: Db): StatementLog {
  const sql: string[] = [];
  const statementProto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<StatementMethod, (...args: unknown[]) => unknown>;
  const dbProto = Object.getPrototypeOf(db) as { exec: (source: string) => unknown };
  const originals = METHODS.map((m) => [m, statementProto[m]] as const);
  const exec = dbProto.exec;
  for (const [method, original] of originals) {
    statementProto[method] = function counted(this: { source: string }, ...args: unknown[]) {
      sql.push(oneLine(this.source));
      return original.apply(this, args);
    };
  }
  dbProto.exec = function counted(this: unknown, source: string) {
    sql.push(oneLine(source));
    return exec.call(this, source);
  };
  return {
    sql,
    close() {
      for (const [method, original] of originals) statementProto[method] = original;
      dbProto.exec = exec;
    },
  };
}

/** The statements `db` (and any other database of this process) runs while `work` is under way, in order. */
export async function statementsDuring(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const log = openStatementLog(db);
  try {
    await work();
  } finally {
    log.close();
  }
  return log.sql;
}
