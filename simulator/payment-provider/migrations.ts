/**
 * The provider's tables (issue 42: each party owns its migrations). They share the simulator's one
 * SQLite file and its schema_migrations with the merchant's list (merchant/store/migrations.ts) and
 * the provider's other lists (vault/migrations.ts, scenarios/migrations.ts, payments/refunds.ts).
 *
 * Until issue 42 these tables were created inside the merchant's migrations 6, 1602 and 2601, which
 * databases have recorded. So 8, 9 and 10 create them IF NOT EXISTS (a no-op on such a database,
 * then recorded), and are numbered below 1002 and 1005, which alter them and keep their versions and
 * names: a database of any age migrates to the schema a new one gets (simulator/database.test.ts).
 */
import type { Migration } from '../platform/store/db';

export const PROVIDER_MIGRATIONS: readonly Migration[] = [
  {
    version: 8,
    name: 'provider_sessions_charges_instruments',
    // Issue 10: the provider's state survives a crash. A payment session is one row: its execution
    // (statuses, attempt, challenge, wallet payment) as JSON in `state`, the look-up keys as columns.
    // A charge is written in the same transaction that appends authorizeSuccessful, and settles as
    // recorded (its subscription exists) or voided (its session expired unrecorded, or the merchant
    // refused it). Stored instruments are a customer's own, saved with a recorded card purchase.
    sql: `
      CREATE TABLE IF NOT EXISTS payment_sessions (
        token            TEXT PRIMARY KEY,
        execution_id     TEXT NOT NULL UNIQUE,
        challenge_token  TEXT UNIQUE,
        redirect_token   TEXT UNIQUE,
        plan_id          TEXT NOT NULL,
        email            TEXT,
        state            TEXT NOT NULL CHECK (json_valid(state)),
        created_at       INTEGER NOT NULL,
        expires_at       INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS payment_sessions_expires_at ON payment_sessions (expires_at);
      CREATE INDEX IF NOT EXISTS payment_sessions_created_at ON payment_sessions (created_at);
      CREATE TABLE IF NOT EXISTS charges (
        id               TEXT PRIMARY KEY,
        kind             TEXT NOT NULL CHECK (kind IN ('first', 'merchant-initiated')),
        execution_id     TEXT UNIQUE,
        subscription_id  TEXT,
        email            TEXT,
        amount_value     TEXT NOT NULL,
        currency         TEXT NOT NULL,
        card_network     TEXT,
        card_last4       TEXT,
        status           TEXT NOT NULL CHECK (status IN ('authorized', 'recorded', 'voided')),
        void_reason      TEXT,
        created_at       INTEGER NOT NULL,
        settled_at       INTEGER
      );
      CREATE TABLE IF NOT EXISTS stored_instruments (
        id               TEXT PRIMARY KEY,
        email            TEXT NOT NULL,
        payment_method   TEXT NOT NULL,
        network          TEXT NOT NULL,
        bin              TEXT NOT NULL DEFAULT '',
        last4            TEXT NOT NULL DEFAULT '',
        display_name     TEXT,
        created_at       INTEGER NOT NULL,
        UNIQUE (email, payment_method, network, last4)
      );
      CREATE INDEX IF NOT EXISTS stored_instruments_email ON stored_instruments (email);
    `,
  },
  {
    version: 9,
    name: 'provider_stored_charges',
    // Each merchant-initiated charge of a stored instrument under the merchant's idempotency key (issue 16).
    sql: `
      CREATE TABLE IF NOT EXISTS provider_stored_charges (
        idempotency_key  TEXT PRIMARY KEY,
        instrument       TEXT NOT NULL,
        amount_value     TEXT NOT NULL,
        currency         TEXT NOT NULL,
        outcome          TEXT NOT NULL CHECK (outcome IN ('paid', 'declined')),
        decline_reason   TEXT,
        charge_id        TEXT,
        created_at       INTEGER NOT NULL
      );
    `,
  },
  {
    version: 10,
    name: 'provider_events',
    // Issue 26: every event the provider owes the merchant (written in the transaction of the change it
    // reports) and each delivery attempt.
    sql: `
      CREATE TABLE IF NOT EXISTS provider_events (
        id               TEXT PRIMARY KEY,
        type             TEXT NOT NULL,
        dedupe_key       TEXT NOT NULL UNIQUE,
        execution_id     TEXT,
        payload          TEXT NOT NULL CHECK (json_valid(payload)),
        faults           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(faults)),
        created_at       INTEGER NOT NULL,
        state            TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
        attempts         INTEGER NOT NULL DEFAULT 0,
        next_attempt_at  INTEGER,
        delivered_at     INTEGER
      );
      CREATE INDEX IF NOT EXISTS provider_events_due ON provider_events (state, next_attempt_at);
      CREATE INDEX IF NOT EXISTS provider_events_execution ON provider_events (execution_id);
      CREATE TABLE IF NOT EXISTS provider_event_attempts (
        event_id  TEXT NOT NULL REFERENCES provider_events (id),
        attempt   INTEGER NOT NULL,
        at        INTEGER NOT NULL,
        outcome   TEXT NOT NULL CHECK (outcome IN ('acknowledged', 'refused', 'unreachable', 'dropped', 'resend-requested')),
        status    INTEGER,
        detail    TEXT,
        PRIMARY KEY (event_id, attempt)
      );
    `,
  },
  {
    version: 1002,
    name: 'stored_instruments_user',
    // A stored card also belongs to the signed-in account that paid with it (`firebase:{uid}`, from a
    // verified ID token), so that account's later checkouts list it whatever email they name (issue 10).
    sql: `
      ALTER TABLE stored_instruments ADD COLUMN user_ref TEXT;
      CREATE INDEX stored_instruments_user ON stored_instruments (user_ref);
    `,
  },
  {
    version: 1005,
    name: 'charges_authorized_index',
    // Only authorized charges are ever looked up by status (the expiry sweep voids them, the purge
    // keeps their sessions), so the index holds those alone: recording a purchase's charge removes one
    // entry instead of moving it between two regions of an index of every charge ever made.
    sql: `
      DROP INDEX IF EXISTS charges_status;
      CREATE INDEX charges_authorized ON charges (execution_id) WHERE status = 'authorized';
    `,
  },
];
