/** Funnel quiz attempts (migration 2702): answers as given, the score given at completion, the purchase bound to it. */
import { randomBytes } from 'node:crypto';
import { prepared, type Db } from '../../platform/store/db';
import type { StoredAnswer } from './calibrate';
import type { IqScore } from './irt';

export interface QuizAttemptRow {
  readonly id: string;
  readonly created_at: string;
  readonly completed_at: string | null;
  readonly calibration_version: number | null;
  readonly theta: number | null;
  readonly se: number | null;
  readonly iq: number | null;
  readonly iq_low: number | null;
  readonly iq_high: number | null;
  readonly percentile: number | null;
  readonly provisional_items: number | null;
  readonly subscription_id: string | null;
}

export type CompletedAttempt = QuizAttemptRow & {
  readonly completed_at: string;
  readonly calibration_version: number;
  readonly se: number;
  readonly iq: number;
  readonly iq_low: number;
  readonly iq_high: number;
  readonly percentile: number;
  readonly provisional_items: number;
};

export const isCompleted = (row: QuizAttemptRow): row is CompletedAttempt => row.completed_at !== null && row.iq !== null;

export interface QuizAnswerRow {
  readonly item_id: string;
  readonly option: number;
  readonly correct: 0 | 1;
}

/** The model's score of an attempt (irt.ts), with the calibration it used and how many items were still provisional. */
export interface AttemptScore extends IqScore {
  readonly calibration_version: number;
  readonly provisional_items: number;
}

export class QuizAttemptsRepo {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private iso = () => new Date(this.now()).toISOString();

  create(): QuizAttemptRow {
    const id = `qa_${randomBytes(16).toString('hex')}`;
    prepared(this.db, 'INSERT INTO quiz_attempts (id, created_at) VALUES (?, ?)').run(id, this.iso());
    return this.byId(id) as QuizAttemptRow;
  }

  byId(id: string): QuizAttemptRow | undefined {
    return prepared(this.db, 'SELECT * FROM quiz_attempts WHERE id = ?').get(id) as QuizAttemptRow | undefined;
  }

  /** Whether the attempt is complete (scored); undefined when there is no such attempt. */
  isScored(id: string): boolean | undefined {
    const row = this.byId(id);
    return row ? isCompleted(row) : undefined;
  }

  answers(id: string): QuizAnswerRow[] {
    return prepared(this.db, 'SELECT item_id, option, correct FROM quiz_answers WHERE attempt_id = ? ORDER BY item_id').all(id) as QuizAnswerRow[];
  }

  /** Saves (or changes, while the attempt is open) one answer. */
  saveAnswer(id: string, itemId: string, option: number, correct: boolean): void {
    prepared(
      this.db,
        `INSERT INTO quiz_answers (attempt_id, item_id, option, correct, answered_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (attempt_id, item_id) DO UPDATE SET option = excluded.option, correct = excluded.correct, answered_at = excluded.answered_at`,
      )
      .run(id, itemId, option, correct ? 1 : 0, this.iso());
  }

  complete(id: string, score: AttemptScore): void {
    prepared(
      this.db,
        `UPDATE quiz_attempts SET completed_at = @completed_at, calibration_version = @calibration_version, theta = @theta, se = @se, iq = @iq,
           iq_low = @iq_low, iq_high = @iq_high, percentile = @percentile, provisional_items = @provisional_items
         WHERE id = @id AND completed_at IS NULL`,
      )
      .run({ ...score, id, completed_at: this.iso() });
  }

  /** The payment session (its execution) opened for this attempt's purchase. */
  bindExecution(executionId: string, attemptId: string): void {
    prepared(this.db, 'INSERT INTO quiz_attempt_executions (execution_id, attempt_id) VALUES (?, ?) ON CONFLICT (execution_id) DO NOTHING').run(executionId, attemptId);
  }

  /** Binds the attempt of a paid execution to the subscription it bought, once: a second purchase never moves it. */
  bindPurchase(executionId: string, subscriptionId: string): void {
    prepared(
      this.db,
        `UPDATE quiz_attempts SET subscription_id = @subscriptionId
         WHERE id = (SELECT attempt_id FROM quiz_attempt_executions WHERE execution_id = @executionId) AND subscription_id IS NULL AND completed_at IS NOT NULL`,
      )
      .run({ executionId, subscriptionId });
  }

  /** The completed attempt bought with one of these subscriptions, newest first. */
  ofSubscriptions(subscriptionIds: readonly string[]): CompletedAttempt | undefined {
    if (subscriptionIds.length === 0) return undefined;
    const rows = this.db.prepare(`SELECT * FROM quiz_attempts WHERE completed_at IS NOT NULL AND subscription_id IN (${subscriptionIds.map(() => '?').join(', ')}) ORDER BY completed_at DESC LIMIT 1`)
      .all(...subscriptionIds) as QuizAttemptRow[];
    const row = rows[0];
    return row && isCompleted(row) ? row : undefined;
  }

  /** Every stored answer, for calibration: the person is the attempt. */
  allAnswers(): StoredAnswer[] {
    return (prepared(this.db, 'SELECT attempt_id, item_id, correct FROM quiz_answers').all() as { attempt_id: string; item_id: string; correct: number }[]).map((r) => ({
      person: r.attempt_id,
      item: r.item_id,
      correct: r.correct === 1,
    }));
  }
}
