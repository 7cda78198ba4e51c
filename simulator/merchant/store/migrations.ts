import type { Migration } from '../../platform/store/db';

/** Schema changes, in order. Each runs once, inside a transaction, and is recorded in schema_migrations. */

export const MERCHANT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'subscriptions',
    sql: `
      CREATE TABLE subscriptions (
        id            TEXT PRIMARY KEY,
        plan_id       TEXT NOT NULL,
        email         TEXT NOT NULL,
        status        TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
        execution_id  TEXT NOT NULL UNIQUE,
        amount_value  TEXT NOT NULL,
        currency      TEXT NOT NULL,
        card_network  TEXT,
        card_last4    TEXT,
        scenario_id   TEXT NOT NULL,
        attribution   TEXT NOT NULL DEFAULT '{}',
        created_at    TEXT NOT NULL
      );
      CREATE INDEX subscriptions_email ON subscriptions (email);
    `,
  },
  {
    version: 2,
    name: 'funnel_events',
    // attribution holds { campaign, country, cfTrack } as JSON, so campaign fields can change without a migration.
    sql: `
      CREATE TABLE funnel_events (
        id           TEXT PRIMARY KEY,
        event        TEXT NOT NULL,
        user_agent   TEXT NOT NULL,
        ip           TEXT NOT NULL,
        attribution  TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(attribution)),
        received_at  TEXT NOT NULL
      );
      CREATE INDEX funnel_events_received_at ON funnel_events (received_at);
      CREATE INDEX funnel_events_event ON funnel_events (event);
    `,
  },
  {
    version: 3,
    name: 'idempotency_keys',
    // One row per (scope, key): the scope is a hash of the payment session's bearer token (or the
    // merchant scope), so no token sits in the file. state 'in-flight' is the 409 marker; answers
    // are kept until the expiry sweep (24 h after created_at, in epoch milliseconds).
    sql: `
      CREATE TABLE idempotency_keys (
        scope         TEXT NOT NULL,
        key           TEXT NOT NULL,
        request_hash  TEXT NOT NULL,
        state         TEXT NOT NULL CHECK (state IN ('in-flight', 'done')),
        status        INTEGER,
        content_type  TEXT,
        body          TEXT,
        created_at    INTEGER NOT NULL,
        PRIMARY KEY (scope, key),
        CHECK (state = 'in-flight' OR (status IS NOT NULL AND content_type IS NOT NULL AND body IS NOT NULL))
      );
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
    `,
  },
  {
    version: 4,
    name: 'outbox_emails',
    // The emails the product "sends": kept for QA to open, never delivered. No card data (merchant/outbox/outbox.ts refuses it).
    sql: `
      CREATE TABLE outbox_emails (
        id               TEXT PRIMARY KEY,
        kind             TEXT NOT NULL,
        to_address       TEXT NOT NULL,
        subject          TEXT NOT NULL,
        text_body        TEXT NOT NULL,
        html_body        TEXT,
        subscription_id  TEXT,
        created_at       TEXT NOT NULL
      );
      CREATE INDEX outbox_emails_to ON outbox_emails (to_address);
      CREATE INDEX outbox_emails_created_at ON outbox_emails (created_at);
    `,
  },
  {
    version: 5,
    name: 'add_on_purchases_and_user_link',
    // Add-ons charge the subscription's stored instrument once each; user_ref/finalized_at link a
    // subscription to its signed-in user (/subs/create, /subs/finalize).
    sql: `
      CREATE TABLE add_on_purchases (
        id               TEXT PRIMARY KEY,
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        plan_id          TEXT NOT NULL,
        amount_value     TEXT NOT NULL,
        currency         TEXT NOT NULL,
        charge_id        TEXT NOT NULL UNIQUE,
        created_at       TEXT NOT NULL,
        UNIQUE (subscription_id, plan_id)
      );
      ALTER TABLE subscriptions ADD COLUMN user_ref TEXT;
      ALTER TABLE subscriptions ADD COLUMN finalized_at TEXT;
    `,
  },
  {
    version: 6,
    // The version's name is what databases recorded when this migration also created the provider's
    // tables; those moved to the provider's own list (payment-provider/migrations.ts, issue 42).
    name: 'provider_state',
    sql: `
      CREATE INDEX subscriptions_email_status ON subscriptions (email, status);
    `,
  },
  {
    version: 7,
    name: 'outbox_queue',
    // Receipts to send: a row written in the purchase's transaction, rendered into outbox_emails
    // after the commit (and at start-up, for rows a crash left behind).
    sql: `
      CREATE TABLE outbox_queue (
        id               TEXT PRIMARY KEY,
        kind             TEXT NOT NULL CHECK (kind IN ('subscription-receipt', 'add-on-receipt')),
        subscription_id  TEXT NOT NULL,
        add_on_id        TEXT,
        created_at       INTEGER NOT NULL
      );
    `,
  },
  {
    version: 1003,
    name: 'subscriptions_one_email_index',
    // subscriptions_email_status (email, status) answers every look-up by email as its prefix; the
    // email-only index was a fifth B-tree written by each purchase for nothing (issue 10, point 7).
    sql: `
      DROP INDEX IF EXISTS subscriptions_email;
    `,
  },
  {
    version: 1004,
    name: 'outbox_queue_rowid',
    // The receipt queue's id becomes its rowid: a purchase appends its row at the table's end and
    // writes no separate index (a random UUID key dirtied a random index page per purchase), and the
    // drain reads the oldest rows in id order without sorting the queue. Queued rows keep their order.
    sql: `
      CREATE TABLE outbox_queue_1004 (
        id               INTEGER PRIMARY KEY,
        kind             TEXT NOT NULL CHECK (kind IN ('subscription-receipt', 'add-on-receipt')),
        subscription_id  TEXT NOT NULL,
        add_on_id        TEXT,
        created_at       INTEGER NOT NULL
      );
      INSERT INTO outbox_queue_1004 (kind, subscription_id, add_on_id, created_at)
        SELECT kind, subscription_id, add_on_id, created_at FROM outbox_queue ORDER BY created_at, rowid;
      DROP TABLE outbox_queue;
      ALTER TABLE outbox_queue_1004 RENAME TO outbox_queue;
    `,
  },
  {
    version: 1601,
    name: 'outbox_delivery',
    // Emails leave through nodemailer (merchant/outbox/transport.ts): how and when each was delivered, and the
    // MIME source the outbox transport built. Numbered apart from the simulator issue's migrations.
    sql: `
      ALTER TABLE outbox_emails ADD COLUMN delivered_via TEXT;
      ALTER TABLE outbox_emails ADD COLUMN delivered_at TEXT;
      ALTER TABLE outbox_emails ADD COLUMN delivery_error TEXT;
      ALTER TABLE outbox_emails ADD COLUMN message_id TEXT;
      ALTER TABLE outbox_emails ADD COLUMN raw_message TEXT;
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
    `,
  },
  {
    version: 1603,
    name: 'cancel_codes',
    // One-time codes of cancel-by-email (simulator/merchant/cancel): only a hash of the code is kept; the
    // rows also count requests for the per-email and per-client rate limits.
    sql: `
      CREATE TABLE cancel_codes (
        id          TEXT PRIMARY KEY,
        email       TEXT NOT NULL,
        client      TEXT NOT NULL,
        code_hash   TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        tries       INTEGER NOT NULL DEFAULT 0,
        state       TEXT NOT NULL CHECK (state IN ('open', 'used', 'locked', 'superseded'))
      );
      CREATE INDEX cancel_codes_email ON cancel_codes (email, created_at);
      CREATE INDEX cancel_codes_client ON cancel_codes (client, created_at);
    `,
  },
  {
    version: 1801,
    name: 'ad_events',
    // What the ad pixel and short-video tracker stand-ins received (simulator/merchant/ad-pixels): the ad
    // networks' side of the funnel, for QA. Numbered apart from the other issues' migrations.
    sql: `
      CREATE TABLE ad_events (
        id           TEXT PRIMARY KEY,
        tracker      TEXT NOT NULL CHECK (tracker IN ('ad-pixel', 'short-video')),
        pixel_id     TEXT NOT NULL,
        event        TEXT NOT NULL,
        value        REAL,
        currency     TEXT,
        page_url     TEXT NOT NULL,
        received_at  TEXT NOT NULL
      );
      CREATE INDEX ad_events_pixel ON ad_events (pixel_id, received_at);
    `,
  },
  {
    version: 2601,
    name: 'provider_events_and_orders',
    // Issue 26: the order bound to a payment session when it opens (what the buyer bought), the
    // webhook events the merchant has acted on (one row per event id: acting twice is refused by the
    // key), and who recorded each subscription. (The provider's event tables moved to its own list.)
    sql: `
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
  {
    version: 3301,
    name: 'purchase_language',
    // Issue 33: the shopper's language, recorded with the payment session's order (the webhook and the
    // bank's return record a purchase without the browser) and with the subscription, whose emails speak
    // it. Rows from before are English, as they were sent.
    sql: `
      ALTER TABLE purchase_orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'pt-BR', 'fr', 'de', 'ar'));
      ALTER TABLE subscriptions ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'pt-BR', 'fr', 'de', 'ar'));
    `,
  },
  {
    version: 3302,
    name: 'account_languages',
    // Issue 33: the language a signed-in person chose, kept with their account (the verified token's
    // user) and the email the identity proved, so their sign-in emails speak it too.
    sql: `
      CREATE TABLE account_languages (
        user_ref    TEXT PRIMARY KEY,
        email       TEXT,
        language    TEXT NOT NULL CHECK (language IN ('en', 'es', 'pt-BR', 'fr', 'de', 'ar')),
        updated_at  INTEGER NOT NULL
      );
      CREATE INDEX account_languages_email ON account_languages (email);
    `,
  },
];
