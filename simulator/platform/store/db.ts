import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AUTO_CHECKPOINT_PAGES } from './checkpointer';

export type Db = Database.Database;

/** One schema change. Each runs once, inside a transaction, and is recorded in schema_migrations. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * `sql` compiled once per database and kept: better-sqlite3 compiles on every prepare(), which on the
 * create path (a consent, a quiz attempt's binding) was about 3 % of its CPU. For fixed SQL only: a
 * text built per call would fill the cache.
 */
export function prepared(db: Db, sql: string): Database.Statement {
  let kept = statements.get(db);
  if (!kept) {
    kept = new Map();
    statements.set(db, kept);
  }
  let statement = kept.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    kept.set(sql, statement);
  }
  return statement;
}

/** Opens a database (WAL on files, `:memory:` in tests) and brings it up to date with `migrations`. */
export function openDatabase(path: string, migrations: readonly Migration[]): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // In WAL mode NORMAL keeps every committed transaction through a process crash (kill -9), which
    // is what the crash drill checks; only a power loss may drop the last commits.
    db.pragma('synchronous = NORMAL');
    // Checkpoints (the only fsyncs left) every 16k pages instead of 1k: a purchase writes ~10 pages,
    // and an fsync per hundred purchases was the create path's p99 on a busy disk. The server moves
    // them off its connection altogether (checkpointer.ts); this is the threshold without it.
    db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    // The pages a purchase reads and writes (sessions, charges, subscriptions and their indexes) stay
    // in memory: SQLite's default 2 MiB cache made a busy database re-read them from the file.
    db.pragma('cache_size = -65536');
  }
  db.pragma('foreign_keys = ON');
  migrate(db, migrations);
  return db;
}

export function migrate(db: Db, migrations: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Map((db.prepare('SELECT version, name FROM schema_migrations').all() as { version: number; name: string }[]).map((r) => [r.version, r.name]));
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    const appliedName = applied.get(m.version);
    // Two parties' lists sharing a number would silently skip the second one's schema: refuse to start instead.
    if (appliedName !== undefined && appliedName !== m.name) throw new Error(`Migration ${m.version} "${m.name}" collides with the applied migration ${m.version} "${appliedName}": give it a free number.`);
    if (appliedName !== undefined) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
  }
}
