/**
 * WAL checkpoints off the event loop (issue 32, the create's p99). SQLite's automatic checkpoint runs
 * inside the COMMIT that crosses `wal_autocheckpoint` pages, so about one purchase in 1,600 waited
 * 40–150 ms for it (helper h32c timed every COMMIT), and every request queued behind it waited too.
 *
 * Here the server's connection turns the automatic checkpoint off, and a worker thread with its own
 * connection to the same file runs a PASSIVE checkpoint every second: it never blocks the writer and
 * copies only what no reader still needs, and SQLite restarts the WAL from its start at the next write
 * after a complete one. Durability is unchanged (a commit is durable in the WAL; a checkpoint only
 * bounds the WAL's size). If the worker fails, the connection gets its automatic checkpoint back.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { processLogger } from '../http/logger';
import type { Db } from './db';

/** The automatic checkpoint's threshold when no worker does it (pages; see db.ts). */
export const AUTO_CHECKPOINT_PAGES = 16_000;
const EVERY_MS = 1_000;

/** What one PASSIVE checkpoint answered: WAL frames in the log, and how many are in the database file. */
export interface CheckpointResult {
  readonly busy: number;
  readonly log: number;
  readonly checkpointed: number;
}

// CommonJS, evaluated in the worker: the worker only needs better-sqlite3 and its own connection.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.sqlite);
const db = new Database(workerData.path);
const closed = new Int32Array(workerData.closed);
const timer = setInterval(() => parentPort.postMessage(db.pragma('wal_checkpoint(PASSIVE)')[0]), workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  parentPort.close();
});
`;

/** How long stop() waits for the worker to close its connection. */
const STOP_WAIT_MS = 2_000;

export interface Checkpointer {
  /**
   * Stops the worker and waits (at most STOP_WAIT_MS) until it has closed its connection, so the
   * server's connection closes last: the last connection to close checkpoints and deletes the WAL, and
   * a worker doing that after the server had closed would still be writing files after close() returned.
   */
  readonly stop: () => void;
}

export function checkpointInBackground(db: Db, path: string, options: { everyMs?: number; onCheckpoint?: (result: CheckpointResult) => void } = {}): Checkpointer {
  const sqlite = createRequire(import.meta.url).resolve('better-sqlite3');
  let stopping = false;
  const fallBack = (why: string) => {
    if (stopping) return;
    stopping = true;
    processLogger().warn({ why }, 'database checkpoints: the worker stopped; the connection checkpoints itself again');
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER, { eval: true, workerData: { sqlite, path, everyMs: options.everyMs ?? EVERY_MS, closed: closed.buffer } });
  worker.unref();
  db.pragma('wal_autocheckpoint = 0');
  worker.on('message', (result: CheckpointResult) => options.onCheckpoint?.(result));
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', (code) => fallBack(`exit code ${code}`));
  return {
    stop: () => {
      if (stopping) return;
      stopping = true;
      worker.postMessage('stop');
      Atomics.wait(closed, 0, 0, STOP_WAIT_MS);
    },
  };
}
