import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './db';
import { FunnelEventsRepo } from './funnel-events';
import { MIGRATIONS } from './migrations';

describe('migrations', () => {
  it('apply in order, once each, to a fresh database', () => {
    const db = openDatabase(':memory:');
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

  it('refuses attribution that is not JSON', () => {
    const db = openDatabase(':memory:');
    expect(() => db.prepare("INSERT INTO funnel_events VALUES ('e', 'intro_shown', 'ua', '::1', 'not json', 'now')").run()).toThrow(/CHECK/);
    db.close();
  });
});
