import Database from 'better-sqlite3';
import express from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createFloor } from './create-floor';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function floorApp(): { app: express.Express; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mm-floor-test-'));
  dirs.push(dir);
  const path = join(dir, 'floor.sqlite');
  const app = express();
  app.post('/floor', express.json(), createFloor(path));
  return { app, path };
}

const body = (n: number) => ({ plan_id: 'pro_weekly_trial', email: `Floor-${n}@Example.com`, card: { execution_id: `exe_${n}` } });

describe('the create floor (a bench diagnostic)', () => {
  it('keeps a subscription, its consent, charge, receipt row and answer per create, committed before the answer', async () => {
    const { app, path } = floorApp();
    const first = await request(app).post('/floor').set('Idempotency-Key', 'k1').send(body(1));
    const second = await request(app).post('/floor').set('Idempotency-Key', 'k2').send(body(2));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    // A second connection sees the rows: the answers left after their COMMIT.
    const db = new Database(path, { readonly: true });
    try {
      const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      expect(['subscriptions', 'renewal_consents', 'charges', 'outbox_queue'].map(count)).toEqual([2, 2, 2, 2]);
      expect(db.prepare("SELECT state, body FROM idempotency_keys WHERE key = 'k1'").get()).toEqual({ state: 'done', body: JSON.stringify(first.body) });
      expect(db.prepare('SELECT email FROM subscriptions ORDER BY created_at, id').pluck().all()).toContain('floor-1@example.com');
    } finally {
      db.close();
    }
  });

  it('refuses a replayed key and an unknown plan without keeping their rows, and still serves the next create', async () => {
    const { app, path } = floorApp();
    await request(app).post('/floor').set('Idempotency-Key', 'k1').send(body(1)).expect(201);
    await request(app).post('/floor').set('Idempotency-Key', 'k1').send(body(2)).expect(409);
    await request(app).post('/floor').set('Idempotency-Key', 'k3').send({ ...body(3), plan_id: 'no_such_plan' }).expect(400);
    await request(app).post('/floor').set('Idempotency-Key', 'k4').send(body(4)).expect(201);
    const db = new Database(path, { readonly: true });
    try {
      expect(db.prepare('SELECT email FROM subscriptions ORDER BY email').pluck().all()).toEqual(['floor-1@example.com', 'floor-4@example.com']);
    } finally {
      db.close();
    }
  });
});
