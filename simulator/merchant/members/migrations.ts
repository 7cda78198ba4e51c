import type { Migration } from '../../platform/store/db';

/**
 * The members' area tables. Versions start at 1401 (issue 14) so they never collide with the core
 * list in merchant/store/migrations.ts while several parties add tables; `migrate` records each version once.
 */
export const MEMBERS_MIGRATIONS: readonly Migration[] = [
  {
    version: 1401,
    name: 'members_area',
    // user_ref is `firebase:{uid}` as on subscriptions. answers holds [{ category, correct }] as JSON.
    // synthetic marks the simulator's seeded comparison sample, never a real person's result.
    sql: `
      CREATE TABLE test_results (
        id           TEXT PRIMARY KEY,
        user_ref     TEXT NOT NULL,
        test_id      TEXT NOT NULL,
        question_set INTEGER NOT NULL,
        correct      INTEGER NOT NULL,
        total        INTEGER NOT NULL,
        iq           INTEGER NOT NULL,
        iq_low       INTEGER NOT NULL,
        iq_high      INTEGER NOT NULL,
        duration_ms  INTEGER NOT NULL,
        answers      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(answers)),
        country      TEXT NOT NULL,
        synthetic    INTEGER NOT NULL DEFAULT 0,
        created_at   TEXT NOT NULL
      );
      CREATE INDEX test_results_user ON test_results (user_ref, test_id, created_at);
      CREATE INDEX test_results_country ON test_results (test_id, country);
      CREATE TABLE member_profiles (
        user_ref    TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        updated_at  TEXT NOT NULL
      );
      CREATE TABLE analysis_reports (
        id               TEXT PRIMARY KEY,
        user_ref         TEXT NOT NULL,
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        body             TEXT NOT NULL CHECK (json_valid(body)),
        created_at       TEXT NOT NULL
      );
      CREATE INDEX analysis_reports_sub ON analysis_reports (subscription_id, created_at);
      CREATE TABLE certificates (
        id               TEXT PRIMARY KEY,
        user_ref         TEXT NOT NULL,
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        name             TEXT NOT NULL,
        iq               INTEGER NOT NULL,
        iq_low           INTEGER NOT NULL,
        iq_high          INTEGER NOT NULL,
        created_at       TEXT NOT NULL
      );
      CREATE TABLE heartbeats (
        user_ref    TEXT NOT NULL,
        day         TEXT NOT NULL,
        payload     TEXT NOT NULL CHECK (length(payload) <= 1024),
        created_at  INTEGER NOT NULL,
        PRIMARY KEY (user_ref, day)
      );
      CREATE INDEX heartbeats_created_at ON heartbeats (created_at);
    `,
  },
  {
    version: 1402,
    name: 'test_results_calibration',
    // Issue 27: a score records the calibration of the item parameters it used (0: the provisional bank).
    sql: `ALTER TABLE test_results ADD COLUMN calibration_version INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 1403,
    name: 'test_sittings',
    // Issue 27: adaptive sittings held by the service. One open sitting per member and test; each
    // answer once per item (its order in seq). abandon_seen: the member was told it was abandoned.
    sql: `
      CREATE TABLE test_sittings (
        id                   TEXT PRIMARY KEY,
        user_ref             TEXT NOT NULL,
        test_id              TEXT NOT NULL,
        status               TEXT NOT NULL CHECK (status IN ('open', 'finished', 'abandoned')),
        started_at           INTEGER NOT NULL,
        current_item         TEXT,
        ended_by             TEXT CHECK (ended_by IN ('precision', 'item-limit', 'time')),
        result_id            TEXT REFERENCES test_results (id),
        abandon_seen         INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX test_sittings_one_open ON test_sittings (user_ref, test_id) WHERE status = 'open';
      CREATE INDEX test_sittings_user ON test_sittings (user_ref, test_id, started_at);
      CREATE TABLE sitting_answers (
        sitting_id   TEXT NOT NULL REFERENCES test_sittings (id),
        seq          INTEGER NOT NULL,
        item_id      TEXT NOT NULL,
        option       INTEGER NOT NULL,
        correct      INTEGER NOT NULL CHECK (correct IN (0, 1)),
        answered_at  INTEGER NOT NULL,
        PRIMARY KEY (sitting_id, seq),
        UNIQUE (sitting_id, item_id)
      );
    `,
  },
  {
    version: 1404,
    name: 'certificates_per_result',
    // Issue 41: a certificate names the result it certifies (`quiz:{attempt}` or `test:{result}`), the
    // test's name, how many questions it rests on and when it was taken; one certificate per result.
    sql: `
      ALTER TABLE certificates ADD COLUMN result_key TEXT;
      ALTER TABLE certificates ADD COLUMN test_name TEXT;
      ALTER TABLE certificates ADD COLUMN items INTEGER;
      ALTER TABLE certificates ADD COLUMN taken_at TEXT;
      CREATE UNIQUE INDEX certificates_one_per_result ON certificates (user_ref, result_key) WHERE result_key IS NOT NULL;
    `,
  },
];
