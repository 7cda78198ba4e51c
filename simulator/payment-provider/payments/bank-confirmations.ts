/**
 * The online bank behind the `online-banking` redirect method (issue 26, point 4). The shopper
 * approves or cancels on the bank page (payment-provider/bank-pages/redirect-page.ts); the bank decides as the
 * payment's scenario says (`bank`), at once or `confirmAfterSeconds` later. A later decision is
 * applied by the provider on its own timer (listen.ts), whether or not the shopper is still on any
 * page: the charge.authorized event it records is what lets the merchant fulfil a late approval.
 */
import type { CommitGroup } from '../../platform/store/commit-group';
import { Problem } from '../../platform/http/problem';
import type { Db } from '../../platform/store/db';
import { ScenarioRun } from './scenario-run';
import type { PaymentSession } from './session-model';
import type { PaymentSessions } from './sessions';

export type BankAction = 'approve' | 'cancel';
export type BankOutcome = 'authorizeSuccessful' | 'authorizeFailed' | 'authorizePending';

/** Where the execution stands for the bank: decided (its last status), or still pending. */
function outcomeOf(session: PaymentSession): BankOutcome {
  const last = session.execution.statuses.at(-1)?.code;
  return last === 'authorizeSuccessful' || last === 'authorizeFailed' ? last : 'authorizePending';
}

/**
 * Records the shopper's answer on the bank page and answers where the payment stands. Answering
 * twice (a double click, the back button) changes nothing: the first answer stands.
 */
export function answerAtBank(sessions: PaymentSessions, session: PaymentSession, action: BankAction, now: number): BankOutcome {
  const payment = session.execution.payment;
  if (!payment?.redirectToken || payment.redirectMethod === 'pix') throw new Problem('conflict', 'Only the online-banking page takes this answer.');
  const current = outcomeOf(session);
  if (current !== 'authorizePending' || payment.shopperPaid) return current;
  if (action === 'cancel') {
    sessions.appendStatuses(session, ['authorizeFailed']);
    return 'authorizeFailed';
  }
  payment.shopperPaid = true;
  const answer = ScenarioRun.of(session).bankAnswer();
  if (answer.afterMs === 0) {
    sessions.appendStatuses(session, [answer.code]);
    return answer.code;
  }
  payment.bankDecision = { code: answer.code, dueAt: now + answer.afterMs };
  return 'authorizePending';
}

/** Applies the bank decisions that are due: the provider's own work, one transaction per pass. */
export class BankConfirmations {
  private readonly due;

  constructor(
    db: Db,
    private readonly sessions: PaymentSessions,
    private readonly group: CommitGroup,
    private readonly now: () => number = Date.now,
  ) {
    this.due = db
      .prepare("SELECT execution_id FROM payment_sessions WHERE redirect_token IS NOT NULL AND json_extract(state, '$.execution.payment.bankDecision.dueAt') <= ? LIMIT 200")
      .pluck();
  }

  /** Answers how many decisions it applied. */
  runDue(): number {
    return this.group.run(() => {
      let applied = 0;
      for (const executionId of this.due.all(this.now()) as string[]) {
        const session = this.sessions.byExecutionId(executionId);
        const decision = session?.execution.payment?.bankDecision;
        if (!session?.execution.payment || !decision) continue;
        if (outcomeOf(session) === 'authorizePending') this.sessions.appendStatuses(session, [decision.code]);
        session.execution.payment.bankDecision = null;
        applied += 1;
      }
      // The statuses, the charge row and its event commit together (appendStatuses writes the charge, saveTouched the sessions).
      this.sessions.saveTouched();
      return applied;
    });
  }
}
