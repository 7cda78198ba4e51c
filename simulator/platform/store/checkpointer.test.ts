/**
 * WAL checkpoints off the server's connection (issue 32): the connection no longer checkpoints inside
 * a COMMIT, a worker's PASSIVE checkpoints copy the WAL into the database file, what was committed
 * reads back after a reopen, and a failed worker gives the connection its automatic checkpoint back.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { openSimulatorDatabase } from '../../database';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO_CHECKPOINT_PAGES, checkpointInBackground, type CheckpointResult } from './checkpointer';
import type { Db } from './db';

const dirs: string[] = [];
const dbFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mm-checkpoint-'));
  dirs.push(dir);
  return join(dir, 'merchant.sqlite');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const fill = (db: Db, rows: number) => {
  db.exec('CREATE TABLE IF NOT EXISTS filler (body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO filler (body) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < rows; i += 1) insert.run('x'.repeat(400));
  })();
};

describe('database checkpoints in a worker', () => {
  it('turns the connection’s automatic checkpoint off and copies the WAL into the file from the worker', async () => {
    const path = dbFile();
    const db = openSimulatorDatabase(path);
    // Written before the worker starts, below the automatic threshold: only the worker's checkpoint can
    // move these pages into the file.
    const before = statSync(path).size;
    fill(db, 5_000);
    const results: CheckpointResult[] = [];
    let checkpointed = () => {};
    const done = new Promise<void>((resolve) => (checkpointed = resolve));
    const checkpoints = checkpointInBackground(db, path, {
      everyMs: 20,
      onCheckpoint: (result) => {
        results.push(result);
        if (result.log > 0 && result.checkpointed === result.log) checkpointed();
      },
    });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await done;
    // The rows' pages reached the database file itself, not only the WAL.
    expect(statSync(path).size).toBeGreaterThan(before + 5_000 * 400);
    expect(results.every((r) => r.busy === 0)).toBe(true);
    checkpoints.stop();
    db.close();
    // The worker closed its connection inside stop(), so the server's closed last and removed the WAL:
    // nothing is left writing files once close() has returned.
    expect(existsSync(`${path}-wal`)).toBe(false);
    const reopened = openSimulatorDatabase(path);
    expect(reopened.prepare('SELECT count(*) FROM filler').pluck().get()).toBe(5_000);
    reopened.close();
  });

  it('gives the connection its automatic checkpoint back when the worker cannot open the file', async () => {
    const path = dbFile();
    const db = openSimulatorDatabase(path);
    checkpointInBackground(db, join(path, 'not-a-directory', 'x.sqlite'));
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await expect.poll(() => db.pragma('wal_autocheckpoint', { simple: true }), { timeout: 10_000 }).toBe(AUTO_CHECKPOINT_PAGES);
    db.close();
  });
});
