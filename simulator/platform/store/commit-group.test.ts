import Database from 'better-sqlite3';
import express from 'express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answersAfterCommit, CommitGroup } from './commit-group';

const nextTurn = () => new Promise((done) => setImmediate(done));

let path: string;
let db: Database.Database;
/** A second connection: sees only what was committed, as the process after a crash would. */
let reader: Database.Database;
const committedRows = () => reader.prepare('SELECT name FROM item ORDER BY name').pluck().all();

beforeEach(() => {
  path = join(mkdtempSync(join(tmpdir(), 'commit-group-')), 'db.sqlite');
  db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(`CREATE TABLE item (name TEXT PRIMARY KEY);
    CREATE TABLE parent (id INTEGER PRIMARY KEY);
    CREATE TABLE child (parent_id INTEGER REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)`);
  reader = new Database(path, { readonly: true });
});
afterEach(() => {
  reader.close();
  db.close();
});

describe('group commit: the writes of one turn share one commit', () => {
  it('commits two units of work once, after the turn, and not before', async () => {
    const group = new CommitGroup(db);
    const insert = db.prepare('INSERT INTO item (name) VALUES (?)');
    group.run(() => insert.run('a'));
    group.run(() => insert.run('b'));
    expect(group.pending).toBe(true);
    expect(committedRows()).toEqual([]);
    await nextTurn();
    expect(group.pending).toBe(false);
    expect(group.commits).toBe(1);
    expect(committedRows()).toEqual(['a', 'b']);
  });

  it('a unit that throws rolls back its own writes only', async () => {
    const group = new CommitGroup(db);
    const insert = db.prepare('INSERT INTO item (name) VALUES (?)');
    group.run(() => insert.run('kept'));
    expect(() =>
      group.run(() => {
        insert.run('dropped');
        throw new Error('handler failed');
      }),
    ).toThrow('handler failed');
    await nextTurn();
    expect(committedRows()).toEqual(['kept']);
  });

  it('runs what waits for the commit after it, and at once when no group is open', async () => {
    const group = new CommitGroup(db);
    const seen: string[] = [];
    group.afterCommit(() => seen.push('no group'));
    expect(seen).toEqual(['no group']);
    group.run(() => db.prepare('INSERT INTO item (name) VALUES (?)').run('x'));
    group.afterCommit(() => seen.push(`after commit, committed: ${committedRows().join()}`));
    expect(seen).toEqual(['no group']);
    await nextTurn();
    expect(seen).toEqual(['no group', 'after commit, committed: x']);
  });

  it('a failed commit keeps nothing, calls its rollback and the failure of each waiter', async () => {
    const rolledBack = vi.fn();
    const group = new CommitGroup(db, rolledBack);
    const committed = vi.fn();
    const failed = vi.fn();
    group.run(() => db.prepare('INSERT INTO item (name) VALUES (?)').run('lost'));
    // A deferred foreign key is checked at COMMIT: the commit itself fails.
    group.run(() => db.prepare('INSERT INTO child (parent_id) VALUES (42)').run());
    group.afterCommit(committed, failed);
    await nextTurn();
    expect(committed).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledOnce();
    expect(rolledBack).toHaveBeenCalledOnce();
    expect(db.inTransaction).toBe(false);
    expect(committedRows()).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM item').pluck().get()).toBe(0);
  });

  it('sends none of the answers of a group whose whole transaction SQLite rolled back during a request', async () => {
    const rolledBack = vi.fn();
    const group = new CommitGroup(db, rolledBack);
    db.exec("CREATE TRIGGER doom BEFORE INSERT ON item WHEN NEW.name = 'doom' BEGIN SELECT RAISE(ROLLBACK, 'disk gone'); END");
    const insert = db.prepare('INSERT INTO item (name) VALUES (?)');
    const earlier = { committed: vi.fn(), failed: vi.fn() };
    group.run(() => insert.run('earlier'));
    group.afterCommit(earlier.committed, earlier.failed);
    expect(() => group.run(() => insert.run('doom'))).toThrow('disk gone');
    // The earlier request's write went with the transaction: its answer is never sent.
    expect(earlier.committed).not.toHaveBeenCalled();
    expect(earlier.failed).toHaveBeenCalledOnce();
    expect(rolledBack).toHaveBeenCalledOnce();
    expect(group.pending).toBe(false);
    // A later request in the same turn starts a group of its own, kept by its commit.
    const later = vi.fn();
    group.run(() => insert.run('later'));
    group.afterCommit(later);
    expect(committedRows()).toEqual([]);
    await nextTurn();
    expect(later).toHaveBeenCalledOnce();
    expect(committedRows()).toEqual(['later']);
  });
});

describe('answersAfterCommit: no answer leaves before the commit that holds what it saw', () => {
  function app(group: CommitGroup, route: (name: string) => void) {
    const a = express();
    answersAfterCommit(a, group);
    const ended: boolean[] = [];
    a.post('/items/:name', (req, res) => {
      route(req.params.name);
      res.status(201).json({ name: req.params.name });
      ended.push(res.writableEnded);
    });
    a.get('/plain', (_req, res) => {
      res.json({ ok: true });
      ended.push(res.writableEnded);
    });
    return { a, ended };
  }

  it('holds an answer written while a group is open until the commit, then the client reads committed data', async () => {
    const group = new CommitGroup(db);
    const insert = db.prepare('INSERT INTO item (name) VALUES (?)');
    const { a, ended } = app(group, (name) => group.run(() => insert.run(name)));
    const res = await request(a).post('/items/paid').expect(201);
    expect(res.body).toEqual({ name: 'paid' });
    expect(ended).toEqual([false]);
    expect(committedRows()).toEqual(['paid']);
    // No group open: the answer goes out at once.
    await request(a).get('/plain').expect(200);
    expect(ended).toEqual([false, true]);
  });

  it('closes the connection unanswered when the commit fails', async () => {
    const group = new CommitGroup(db);
    const { a } = app(group, () => group.run(() => db.prepare('INSERT INTO child (parent_id) VALUES (7)').run()));
    await expect(request(a).post('/items/never')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(reader.prepare('SELECT count(*) FROM child').pluck().get()).toBe(0);
  });
});
