import type { Migration } from '../store/migrations';

/**
 * The members' area tables. Versions start at 1401 (issue 14) so they never collide with the core
 * list in store/migrations.ts while several parties add tables; `migrate` records each version once.
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
];
