import { randomUUID } from 'node:crypto';
import type { Category, TestId } from '../../../contracts/members';
import type { Db } from '../../platform/store/db';

export interface ResultRow {
  readonly id: string;
  readonly user_ref: string;
  readonly test_id: TestId;
  readonly question_set: number;
  readonly correct: number;
  readonly total: number;
  readonly iq: number;
  readonly iq_low: number;
  readonly iq_high: number;
  readonly duration_ms: number;
  /** JSON: [{ item_id, category, correct }] in the order asked. */
  readonly answers: string;
  readonly country: string;
  readonly synthetic: 0 | 1;
  readonly created_at: string;
  /** The item calibration the score used (0: provisional parameters). */
  readonly calibration_version: number;
}

export type NewResult = Omit<ResultRow, 'id' | 'synthetic'>;

/** Stored test results (migration 1401): each user's own, plus the seeded synthetic comparison sample. */
export class ResultsRepo {
  constructor(private readonly db: Db) {}

  add(input: NewResult, synthetic = false): ResultRow {
    const row: ResultRow = { ...input, id: `res_${randomUUID()}`, synthetic: synthetic ? 1 : 0 };
    this.db
      .prepare(
        `INSERT INTO test_results (id, user_ref, test_id, question_set, correct, total, iq, iq_low, iq_high, duration_ms, answers, country, synthetic, created_at, calibration_version)
         VALUES (@id, @user_ref, @test_id, @question_set, @correct, @total, @iq, @iq_low, @iq_high, @duration_ms, @answers, @country, @synthetic, @created_at, @calibration_version)`,
      )
      .run(row);
    return row;
  }

  byId(id: string): ResultRow | undefined {
    return this.db.prepare('SELECT * FROM test_results WHERE id = ?').get(id) as ResultRow | undefined;
  }

  /** A user's results, newest first. */
  ofUser(userRef: string): ResultRow[] {
    return this.db.prepare('SELECT * FROM test_results WHERE user_ref = ? ORDER BY created_at DESC, rowid DESC').all(userRef) as ResultRow[];
  }

  latest(userRef: string, testId: TestId): ResultRow | undefined {
    return this.db.prepare('SELECT * FROM test_results WHERE user_ref = ? AND test_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(userRef, testId) as ResultRow | undefined;
  }

  /** Per category, how many of a user's answers on one test were right, over all their attempts. */
  categoryTotals(userRef: string, testId: TestId): { category: Category; correct: number; total: number }[] {
    return this.db
      .prepare(
        `SELECT json_extract(a.value, '$.category') AS category, SUM(json_extract(a.value, '$.correct')) AS correct, COUNT(*) AS total
         FROM test_results r, json_each(r.answers) a WHERE r.user_ref = ? AND r.test_id = ? GROUP BY category`,
      )
      .all(userRef, testId) as { category: Category; correct: number; total: number }[];
  }

  /** Every person's latest score on one test (real people once each, the synthetic sample as seeded), by country. */
  latestScoresByCountry(testId: TestId): { country: string; iq: number; synthetic: 0 | 1 }[] {
    return this.db
      .prepare(
        `SELECT country, iq, synthetic FROM test_results r
         WHERE test_id = @testId AND (synthetic = 1 OR rowid = (SELECT rowid FROM test_results x WHERE x.user_ref = r.user_ref AND x.test_id = @testId ORDER BY created_at DESC, rowid DESC LIMIT 1))`,
      )
      .all({ testId }) as { country: string; iq: number; synthetic: 0 | 1 }[];
  }

  hasSynthetic(): boolean {
    return this.db.prepare('SELECT 1 FROM test_results WHERE synthetic = 1 LIMIT 1').get() !== undefined;
  }
}
