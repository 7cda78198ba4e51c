/**
 * Each party owns its migrations (issue 42), and a database created before the provider's tables left
 * the merchant's list still migrates: to exactly the schema a new database gets, keeping its rows.
 */
import { describe, expect, it } from 'vitest';
import { BEFORE_ISSUE_42 } from './database-before-42.fixture';
import { openSimulatorDatabase, SIMULATOR_MIGRATIONS } from './database';
import { MERCHANT_MIGRATIONS } from './merchant/store/migrations';
import { PROVIDER_MIGRATIONS } from './payment-provider/migrations';
import { migrate, openDatabase, type Db, type Migration } from './platform/store/db';

const PROVIDER_TABLES = ['payment_sessions', 'charges', 'stored_instruments', 'provider_stored_charges', 'provider_events', 'provider_event_attempts'];

/** Every table and index with its SQL, whitespace and IF NOT EXISTS aside, and every table's columns. */
function schemaOf(db: Db) {
  const objects = (db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as { type: string; name: string; tbl_name: string; sql: string | null }[]).map(
    (o) => ({ ...o, sql: (o.sql ?? '').replace(/IF NOT EXISTS /g, '').replace(/\s+/g, ' ') }),
  );
  const columns = objects.filter((o) => o.type === 'table').map((o) => ({ table: o.name, columns: db.prepare(`PRAGMA table_info(${o.name})`).all() }));
  return { objects, columns };
}

/** The lists as they stood before issue 42: the merchant's with its three old entries, the provider's alterations in it. */
function listsBefore42(upTo = Infinity): Migration[] {
  const old = new Map(BEFORE_ISSUE_42.map((m) => [m.version, m]));
  const merchant = MERCHANT_MIGRATIONS.map((m) => old.get(m.version) ?? m);
  const alterations = PROVIDER_MIGRATIONS.filter((m) => m.version > 1000);
  return [...merchant, ...alterations].filter((m) => m.version <= upTo);
}

describe('the parties’ migrations', () => {
  it('the merchant’s list creates none of the provider’s tables, and the provider’s creates all of them', () => {
    const merchantOnly = openDatabase(':memory:', MERCHANT_MIGRATIONS);
    const tables = merchantOnly.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables.filter((t) => PROVIDER_TABLES.includes(t as string))).toEqual([]);
    const both = openSimulatorDatabase(':memory:');
    expect(PROVIDER_TABLES.filter((t) => !both.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all().includes(t))).toEqual([]);
  });

  it('use every version once across the lists', () => {
    const versions = SIMULATOR_MIGRATIONS.map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it.each([
    ['fully migrated before issue 42', Infinity],
    ['stopped after migration 6 (provider tables, no stored-instrument owner yet)', 7],
    ['stopped after 1602', 1602],
  ])('a database %s migrates to the schema a new one gets, keeping its rows', (_name, upTo) => {
    const before = openDatabase(':memory:', listsBefore42(upTo));
    before.prepare("INSERT INTO charges (id, kind, execution_id, amount_value, currency, status, created_at) VALUES ('c1', 'first', 'x1', '9.99', 'USD', 'authorized', 1)").run();
    migrate(before, SIMULATOR_MIGRATIONS);
    expect(schemaOf(before)).toEqual(schemaOf(openSimulatorDatabase(':memory:')));
    expect(before.prepare('SELECT id FROM charges').pluck().all()).toEqual(['c1']);
  });
});
