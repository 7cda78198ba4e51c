import type { Migration } from '../../platform/store/db';

/**
 * The measurement party's tables (issue 27). Versions start at 2701 so they never collide with the
 * other parties' lists; `migrate` records each version once.
 */
export const PSYCHOMETRICS_MIGRATIONS: readonly Migration[] = [
  {
    version: 2701,
    name: 'item_calibrations',
    // Version 0 is the provisional bank in code (item-bank.ts) and is never stored. Each calibration
    // stores every item it knew, calibrated or provisional, so a version alone says what a score used.
    sql: `
      CREATE TABLE item_calibrations (
        version         INTEGER PRIMARY KEY,
        created_at      TEXT NOT NULL,
        people          INTEGER NOT NULL,
        answers         INTEGER NOT NULL,
        cycles          INTEGER NOT NULL,
        converged       INTEGER NOT NULL CHECK (converged IN (0, 1)),
        log_likelihood  REAL NOT NULL
      );
      CREATE TABLE item_parameters (
        version  INTEGER NOT NULL REFERENCES item_calibrations (version),
        item_id  TEXT NOT NULL,
        a        REAL NOT NULL CHECK (a > 0),
        b        REAL NOT NULL,
        c        REAL NOT NULL CHECK (c >= 0 AND c < 1),
        answers  INTEGER NOT NULL,
        status   TEXT NOT NULL CHECK (status IN ('calibrated', 'provisional')),
        PRIMARY KEY (version, item_id)
      );
    `,
  },
  {
    version: 2702,
    name: 'quiz_attempts',
    // An anonymous funnel quiz attempt: answers saved as they are given; the score given once, at
    // completion, with the calibration it used; the payment sessions opened with it; the subscription
    // its purchase recorded.
    sql: `
      CREATE TABLE quiz_attempts (
        id                   TEXT PRIMARY KEY,
        created_at           TEXT NOT NULL,
        completed_at         TEXT,
        calibration_version  INTEGER,
        theta                REAL,
        se                   REAL,
        iq                   INTEGER,
        iq_low               INTEGER,
        iq_high              INTEGER,
        percentile           REAL,
        provisional_items    INTEGER,
        subscription_id      TEXT UNIQUE,
        CHECK ((completed_at IS NULL) = (iq IS NULL))
      );
      CREATE TABLE quiz_answers (
        attempt_id   TEXT NOT NULL REFERENCES quiz_attempts (id),
        item_id      TEXT NOT NULL,
        option       INTEGER NOT NULL CHECK (option BETWEEN 0 AND 3),
        correct      INTEGER NOT NULL CHECK (correct IN (0, 1)),
        answered_at  TEXT NOT NULL,
        PRIMARY KEY (attempt_id, item_id)
      );
      CREATE TABLE quiz_attempt_executions (
        execution_id  TEXT PRIMARY KEY,
        attempt_id    TEXT NOT NULL REFERENCES quiz_attempts (id)
      );
    `,
  },
];
