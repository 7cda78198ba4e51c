import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../platform/store/db';
import { FunnelEventsRepo } from './funnel-events';
import { MERCHANT_MIGRATIONS as MIGRATIONS } from './migrations';

describe('migrations', () => {
  it('apply in order, once each, to a fresh database', () => {
    const db = openDatabase(':memory:', MIGRATIONS);
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(MIGRATIONS.map((m) => m.version));
    migrate(db, MIGRATIONS); // a second run is a no-op
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length);
    db.close();
  });

  it('bring a version-1 database up to funnel_events without touching its subscriptions', () => {
    const db = openDatabase(':memory:', MIGRATIONS.filter((m) => m.version === 1));
    db.prepare(
      "INSERT INTO subscriptions (id, plan_id, email, status, execution_id, amount_value, currency, scenario_id, created_at) VALUES ('s', 'p', 'e', 'active', 'x', '1.00', 'USD', 'success', 'now')",
    ).run();
    migrate(db, MIGRATIONS);
    expect(db.prepare('SELECT count(*) FROM subscriptions').pluck().get()).toBe(1);
    const events = new FunnelEventsRepo(db);
    events.record({ event: 'intro_shown', userAgent: 'ua', ip: '::1', attribution: { campaign: {}, country: null, cfTrack: null } });
    expect(events.list()).toHaveLength(1);
    db.close();
  });

  it('1004 carries queued receipts over to rowid ids in the order they were queued', () => {
    const db = openDatabase(':memory:', MIGRATIONS.filter((m) => m.version < 1004));
    const queue = db.prepare('INSERT INTO outbox_queue (id, kind, subscription_id, add_on_id, created_at) VALUES (?, ?, ?, ?, ?)');
    queue.run('q_zzz', 'subscription-receipt', 'sub_first', null, 100);
    queue.run('q_aaa', 'add-on-receipt', 'sub_second', 'add_1', 200);
    queue.run('q_mmm', 'subscription-receipt', 'sub_third', null, 150);
    migrate(db, MIGRATIONS);
    expect(db.prepare('SELECT id, kind, subscription_id, add_on_id, created_at FROM outbox_queue ORDER BY id').all()).toEqual([
      { id: 1, kind: 'subscription-receipt', subscription_id: 'sub_first', add_on_id: null, created_at: 100 },
      { id: 2, kind: 'subscription-receipt', subscription_id: 'sub_third', add_on_id: null, created_at: 150 },
      { id: 3, kind: 'add-on-receipt', subscription_id: 'sub_second', add_on_id: 'add_1', created_at: 200 },
    ]);
    expect(() => queue.run(null, 'refund', 'sub_x', null, 1)).toThrow(/CHECK/);
    db.close();
  });

  it('refuses attribution that is not JSON', () => {
    const db = openDatabase(':memory:', MIGRATIONS);
    expect(() => db.prepare("INSERT INTO funnel_events VALUES ('e', 'intro_shown', 'ua', '::1', 'not json', 'now')").run()).toThrow(/CHECK/);
    db.close();
  });

  it('refuses to start when two migration lists use one number: the second schema would be skipped silently', () => {
    const db = openDatabase(':memory:', MIGRATIONS);
    migrate(db, [{ version: 9901, name: 'first_list', sql: 'CREATE TABLE first_list (id TEXT)' }]);
    expect(() => migrate(db, [{ version: 9901, name: 'second_list', sql: 'CREATE TABLE second_list (id TEXT)' }])).toThrow(/Migration 9901 "second_list" collides with the applied migration 9901 "first_list"/);
    db.close();
  });
});
