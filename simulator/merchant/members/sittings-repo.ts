/** Stored adaptive sittings and their answers (migration 1403). */
import { randomUUID } from 'node:crypto';
import type { TestId } from '../../../contracts/members';
import type { StoredAnswer } from '../psychometrics/calibrate';
import type { Db } from '../../platform/store/db';

export interface SittingRow {
  readonly id: string;
  readonly user_ref: string;
  readonly test_id: TestId;
  readonly status: 'open' | 'finished' | 'abandoned';
  readonly started_at: number;
  readonly current_item: string | null;
  readonly ended_by: 'precision' | 'item-limit' | 'time' | null;
  readonly result_id: string | null;
  readonly abandon_seen: 0 | 1;
}

export interface SittingAnswerRow {
  readonly sitting_id: string;
  readonly seq: number;
  readonly item_id: string;
  readonly option: number;
  readonly correct: 0 | 1;
  readonly answered_at: number;
}

export class SittingsRepo {
  constructor(private readonly db: Db) {}

  create(userRef: string, testId: TestId, startedAt: number, firstItem: string): SittingRow {
    const id = `sit_${randomUUID()}`;
    this.db.prepare("INSERT INTO test_sittings (id, user_ref, test_id, status, started_at, current_item) VALUES (?, ?, ?, 'open', ?, ?)").run(id, userRef, testId, startedAt, firstItem);
    return this.byId(id) as SittingRow;
  }

  byId(id: string): SittingRow | undefined {
    return this.db.prepare('SELECT * FROM test_sittings WHERE id = ?').get(id) as SittingRow | undefined;
  }

  open(userRef: string, testId: TestId): SittingRow | undefined {
    return this.db.prepare("SELECT * FROM test_sittings WHERE user_ref = ? AND test_id = ? AND status = 'open'").get(userRef, testId) as SittingRow | undefined;
  }

  /** The newest abandoned sitting the member has not been told about yet. */
  unseenAbandoned(userRef: string, testId: TestId): SittingRow | undefined {
    return this.db
      .prepare("SELECT * FROM test_sittings WHERE user_ref = ? AND test_id = ? AND status = 'abandoned' AND abandon_seen = 0 ORDER BY started_at DESC, rowid DESC LIMIT 1")
      .get(userRef, testId) as SittingRow | undefined;
  }

  /** The item ids of the member's previous sitting of a test (other than `exceptId`). */
  previousItems(userRef: string, testId: TestId, exceptId = ''): Set<string> {
    const last = this.db
      .prepare('SELECT id FROM test_sittings WHERE user_ref = ? AND test_id = ? AND id <> ? ORDER BY started_at DESC, rowid DESC LIMIT 1')
      .get(userRef, testId, exceptId) as { id: string } | undefined;
    return new Set(last ? this.answers(last.id).map((a) => a.item_id) : []);
  }

  /**
   * How often each item of a test was shown: the test's sittings so far, and per item in how many
   * of them it was asked (answered, or the open sitting's current question). For exposure control.
   */
  exposure(testId: TestId): { sittings: number; shown: Map<string, number> } {
    const sittings = (this.db.prepare('SELECT COUNT(*) AS n FROM test_sittings WHERE test_id = ?').get(testId) as { n: number }).n;
    const rows = this.db
      .prepare(
        `SELECT item_id, COUNT(*) AS n FROM (
           SELECT a.sitting_id, a.item_id FROM sitting_answers a JOIN test_sittings s ON s.id = a.sitting_id WHERE s.test_id = @test
           UNION SELECT id, current_item FROM test_sittings WHERE test_id = @test AND current_item IS NOT NULL
         ) GROUP BY item_id`,
      )
      .all({ test: testId }) as { item_id: string; n: number }[];
    return { sittings, shown: new Map(rows.map((r) => [r.item_id, r.n])) };
  }

  count(userRef: string, testId: TestId): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM test_sittings WHERE user_ref = ? AND test_id = ?').get(userRef, testId) as { n: number }).n;
  }

  answers(sittingId: string): SittingAnswerRow[] {
    return this.db.prepare('SELECT * FROM sitting_answers WHERE sitting_id = ? ORDER BY seq').all(sittingId) as SittingAnswerRow[];
  }

  /**
   * Every answer of every sitting, for calibration: one person per sitting. An answer is final when
   * given (an open or abandoned sitting's answers are as real as a finished one's).
   */
  allAnswers(): StoredAnswer[] {
    return (this.db.prepare('SELECT sitting_id, item_id, correct FROM sitting_answers').all() as { sitting_id: string; item_id: string; correct: number }[]).map((r) => ({
      person: r.sitting_id,
      item: r.item_id,
      correct: r.correct === 1,
    }));
  }

  addAnswer(row: Omit<SittingAnswerRow, 'seq'>): void {
    this.db
      .prepare('INSERT INTO sitting_answers (sitting_id, seq, item_id, option, correct, answered_at) VALUES (@sitting_id, (SELECT COUNT(*) FROM sitting_answers WHERE sitting_id = @sitting_id), @item_id, @option, @correct, @answered_at)')
      .run(row);
  }

  setCurrent(id: string, itemId: string): void {
    this.db.prepare("UPDATE test_sittings SET current_item = ? WHERE id = ? AND status = 'open'").run(itemId, id);
  }

  finish(id: string, endedBy: NonNullable<SittingRow['ended_by']>, resultId: string): void {
    this.db.prepare("UPDATE test_sittings SET status = 'finished', current_item = NULL, ended_by = ?, result_id = ? WHERE id = ? AND status = 'open'").run(endedBy, resultId, id);
  }

  abandon(id: string, seen: boolean): void {
    this.db.prepare("UPDATE test_sittings SET status = 'abandoned', current_item = NULL, abandon_seen = ? WHERE id = ? AND status = 'open'").run(seen ? 1 : 0, id);
  }

  markSeen(id: string): void {
    this.db.prepare('UPDATE test_sittings SET abandon_seen = 1 WHERE id = ?').run(id);
  }
}
