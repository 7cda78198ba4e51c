/**
 * The merchant migrations 6, 1602 and 2601 as databases created before issue 42 recorded them: they
 * also created the provider's tables, which now have their own list (payment-provider/migrations.ts).
 * Kept only so simulator/database.test.ts can build such a database and migrate it.
 */
import type { Migration } from './platform/store/db';

export const BEFORE_ISSUE_42: readonly Migration[] = [
  {
    version: 6,
    name: 'provider_state',
    // Issue 10: the provider's state survives a crash. A payment session is one row: its execution
    // (statuses, attempt, challenge, wallet payment) as JSON in `state`, the look-up keys as columns.
    // A charge is written in the same transaction that appends authorizeSuccessful, and settles as
    // recorded (its subscription exists) or voided (its session expired unrecorded, or the merchant
    // refused it). Stored instruments are a customer's own, saved with a recorded card purchase.
    sql: `
      CREATE TABLE payment_sessions (
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
      CREATE INDEX payment_sessions_expires_at ON payment_sessions (expires_at);
      CREATE INDEX payment_sessions_created_at ON payment_sessions (created_at);
      CREATE TABLE charges (
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
      CREATE INDEX charges_status ON charges (status);
      CREATE TABLE stored_instruments (
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
      CREATE INDEX stored_instruments_email ON stored_instruments (email);
      CREATE INDEX subscriptions_email_status ON subscriptions (email, status);
    `,
  },
  {
    version: 1602,
    name: 'subscription_lifecycle',
    // The life after the first charge (simulator/merchant/renewals): one lifecycle row per renewing subscription,
    // on its own QA clock (clock_offset_ms); each charge of the stored instrument under a unique
    // idempotency key (a crash between asking the provider and recording the answer asks again with
    // the same key, so it charges at most once); the timeline QA reads. Times are epoch ms.
    sql: `
      CREATE TABLE subscription_lifecycle (
        subscription_id      TEXT PRIMARY KEY REFERENCES subscriptions (id),
        status               TEXT NOT NULL CHECK (status IN ('active', 'grace', 'past_due', 'ended')),
        period_end           INTEGER NOT NULL,
        next_action          TEXT CHECK (next_action IN ('renew', 'retry', 'cancel-unpaid', 'end')),
        next_action_at       INTEGER,
        renewal_index        INTEGER NOT NULL DEFAULT 0,
        attempt              INTEGER NOT NULL DEFAULT 0,
        charges_made         INTEGER NOT NULL DEFAULT 0,
        clock_offset_ms      INTEGER NOT NULL DEFAULT 0,
        cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
        cancel_reason        TEXT,
        cancel_channel       TEXT,
        cancel_requested_at  INTEGER,
        ended_at             INTEGER,
        ended_reason         TEXT,
        CHECK ((next_action IS NULL) = (next_action_at IS NULL))
      );
      CREATE INDEX subscription_lifecycle_next ON subscription_lifecycle (next_action_at);
      CREATE TABLE renewal_charges (
        id               TEXT PRIMARY KEY,
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        renewal_index    INTEGER NOT NULL,
        attempt          INTEGER NOT NULL,
        charge_index     INTEGER NOT NULL,
        idempotency_key  TEXT NOT NULL UNIQUE,
        amount_value     TEXT NOT NULL,
        currency         TEXT NOT NULL,
        state            TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'declined')),
        decline_reason   TEXT,
        charge_id        TEXT,
        due_at           INTEGER NOT NULL,
        settled_at       INTEGER
      );
      CREATE INDEX renewal_charges_subscription ON renewal_charges (subscription_id);
      CREATE TABLE subscription_timeline (
        id               INTEGER PRIMARY KEY AUTOINCREMENT,
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        at               INTEGER NOT NULL,
        kind             TEXT NOT NULL,
        detail           TEXT NOT NULL,
        email_id         TEXT
      );
      CREATE INDEX subscription_timeline_subscription ON subscription_timeline (subscription_id, at);
      CREATE TABLE provider_stored_charges (
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
    version: 2601,
    name: 'provider_events_and_orders',
    // Issue 26. The provider's side: every event it owes the merchant (written in the transaction of
    // the change it reports) and each delivery attempt. The merchant's side: the order bound to a
    // payment session when it opens (what the buyer bought), the webhook events it has acted on (one
    // row per event id: acting twice is refused by the key), and who recorded each subscription.
    sql: `
      CREATE TABLE provider_events (
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
      CREATE INDEX provider_events_due ON provider_events (state, next_attempt_at);
      CREATE INDEX provider_events_execution ON provider_events (execution_id);
      CREATE TABLE provider_event_attempts (
        event_id  TEXT NOT NULL REFERENCES provider_events (id),
        attempt   INTEGER NOT NULL,
        at        INTEGER NOT NULL,
        outcome   TEXT NOT NULL CHECK (outcome IN ('acknowledged', 'refused', 'unreachable', 'dropped', 'resend-requested')),
        status    INTEGER,
        detail    TEXT,
        PRIMARY KEY (event_id, attempt)
      );
      CREATE TABLE purchase_orders (
        execution_id     TEXT PRIMARY KEY,
        plan_id          TEXT NOT NULL,
        email            TEXT,
        user_ref         TEXT,
        add_on_target    TEXT,
        quiz_attempt_id  TEXT,
        created_at       INTEGER NOT NULL
      );
      CREATE TABLE merchant_webhook_events (
        event_id     TEXT PRIMARY KEY,
        type         TEXT NOT NULL,
        outcome      TEXT NOT NULL,
        received_at  INTEGER NOT NULL
      );
      ALTER TABLE subscriptions ADD COLUMN recorded_by TEXT NOT NULL DEFAULT 'browser' CHECK (recorded_by IN ('browser', 'webhook', 'bank-return'));
    `,
  },
];
