/**
 * Payment-provider state, per payment session, in memory. Everything a scenario touches (counters,
 * the execution, the journal) hangs off one session, so parallel sessions never share state.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Problem } from '../http/problem';
import { DEFAULT_SCENARIO_ID, SCENARIOS, type ExecutionStatusCode, type Scenario, type ScenarioId } from '../../scenarios';

export interface Amount {
  readonly value: string;
  readonly currency: string;
}

/** What the vault kept of a card: never the number or the CVV. */
export interface CardSummary {
  readonly bin: string;
  readonly last4: string;
  readonly network: string;
}

export interface JournalEntry {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly summary: string;
}

export interface Execution {
  readonly id: string;
  readonly statuses: { readonly code: ExecutionStatusCode; readonly time: string }[];
  pollCount: number;
  authorizedWith: { readonly card: CardSummary; readonly scenarioId: ScenarioId } | null;
  /** The 3-D Secure challenge once the script asked for one; its token is the only key to the challenge page. */
  challenge: { readonly token: string; resolved: boolean } | null;
  /** A wallet or redirect payment started by the pay call (simulator/provider/pay.ts). */
  payment: WalletPayment | null;
}

/** What the pay call started: the method, PayPal's order or billing-agreement id, the redirect page's token. */
export interface WalletPayment {
  readonly methodCode: 'applePay' | 'googlePay' | 'payPal' | 'genericRedirect';
  /** For genericRedirect: which one (`pix` is the instant-payment method, polled in a popup). */
  readonly redirectMethod: string | null;
  readonly orderId: string | null;
  readonly tokenId: string | null;
  readonly redirectToken: string | null;
  /** Return pages the widget passed (returnInfo), used by the redirect stand-in pages. */
  readonly returnUrl: string | null;
  confirmed: boolean;
  /** The shopper pressed "I have paid" on the instant-payment page (journaled; the scenario still decides). */
  shopperPaid: boolean;
}

export interface PaymentSession {
  readonly token: string;
  readonly planId: string;
  readonly amount: Amount;
  /** The scenario QA named with `?scenario=`, or null when a test card (or the default) decides. */
  readonly requestedScenario: ScenarioId | null;
  readonly execution: Execution;
  readonly journal: JournalEntry[];
  readonly createdAt: number;
  statusSeq: number;
}

export const JOURNAL_CAP = 200;
const SESSION_CAP = 2000;

export class PaymentSessions {
  private readonly byToken = new Map<string, PaymentSession>();
  private readonly byExecution = new Map<string, PaymentSession>();
  private readonly byChallenge = new Map<string, PaymentSession>();
  private readonly byRedirect = new Map<string, PaymentSession>();

  create(input: { planId: string; amount: Amount; requestedScenario: ScenarioId | null }): PaymentSession {
    const session: PaymentSession = {
      token: `ps_${randomBytes(18).toString('base64url')}`,
      planId: input.planId,
      amount: input.amount,
      requestedScenario: input.requestedScenario,
      execution: { id: `exe_${randomUUID()}`, statuses: [], pollCount: 0, authorizedWith: null, challenge: null, payment: null },
      journal: [],
      createdAt: Date.now(),
      statusSeq: 0,
    };
    this.byToken.set(session.token, session);
    this.byExecution.set(session.execution.id, session);
    this.evictOldest();
    return session;
  }

  byBearer(token: string): PaymentSession | undefined {
    return this.byToken.get(token);
  }

  byExecutionId(id: string): PaymentSession | undefined {
    return this.byExecution.get(id);
  }

  /** Opens the 3-D Secure challenge of a session (once) and returns its token. */
  openChallenge(session: PaymentSession): string {
    if (!session.execution.challenge) {
      const token = randomBytes(18).toString('base64url');
      session.execution.challenge = { token, resolved: false };
      this.byChallenge.set(token, session);
    }
    return session.execution.challenge.token;
  }

  /**
   * Refuses a new payment attempt once the execution was authorized. Until then a shopper may try
   * again (another card after a decline, a card after a cancelled wallet): one execution, one charge.
   */
  static assertNotAuthorized(session: PaymentSession): void {
    if (session.execution.statuses.some((s) => s.code === 'authorizeSuccessful')) {
      throw new Problem('conflict', 'This execution was already authorized: one execution is charged once.');
    }
  }

  /** Starts a new attempt: the previous attempt's challenge, redirect and poll count are forgotten. */
  beginAttempt(session: PaymentSession): void {
    PaymentSessions.assertNotAuthorized(session);
    const { execution } = session;
    if (execution.challenge) this.byChallenge.delete(execution.challenge.token);
    if (execution.payment?.redirectToken) this.byRedirect.delete(execution.payment.redirectToken);
    execution.authorizedWith = null;
    execution.challenge = null;
    execution.payment = null;
    execution.pollCount = 0;
  }

  /** Starts a wallet or redirect payment; a redirect method gets a token that keys its redirect page. */
  startPayment(session: PaymentSession, payment: Omit<WalletPayment, 'redirectToken' | 'confirmed' | 'shopperPaid'>): WalletPayment {
    const redirectToken = payment.methodCode === 'genericRedirect' ? randomBytes(18).toString('base64url') : null;
    session.execution.payment = { ...payment, redirectToken, confirmed: false, shopperPaid: false };
    if (redirectToken) this.byRedirect.set(redirectToken, session);
    return session.execution.payment;
  }

  byRedirectToken(token: string): PaymentSession | undefined {
    return this.byRedirect.get(token);
  }

  byChallengeToken(token: string): PaymentSession | undefined {
    return this.byChallenge.get(token);
  }

  all(): PaymentSession[] {
    return [...this.byToken.values()];
  }

  /** The scenario this session runs: QA's choice, else the test card's, else the default. */
  static scenarioFor(session: PaymentSession, cardScenario: ScenarioId | null): Scenario {
    return SCENARIOS[session.requestedScenario ?? cardScenario ?? DEFAULT_SCENARIO_ID];
  }

  /** Appends statuses with strictly increasing times, so "newer than" is always well defined. */
  static appendStatuses(session: PaymentSession, codes: readonly ExecutionStatusCode[]): void {
    for (const code of codes) {
      session.statusSeq += 1;
      session.execution.statuses.push({ code, time: new Date(session.createdAt + session.statusSeq * 1000).toISOString() });
    }
  }

  static journal(session: PaymentSession, entry: JournalEntry): void {
    session.journal.push(entry);
    if (session.journal.length > JOURNAL_CAP) session.journal.splice(0, session.journal.length - JOURNAL_CAP);
  }

  private evictOldest(): void {
    while (this.byToken.size > SESSION_CAP) {
      const oldest = this.byToken.values().next().value;
      if (!oldest) return;
      this.byToken.delete(oldest.token);
      this.byExecution.delete(oldest.execution.id);
      if (oldest.execution.challenge) this.byChallenge.delete(oldest.execution.challenge.token);
      if (oldest.execution.payment?.redirectToken) this.byRedirect.delete(oldest.execution.payment.redirectToken);
    }
  }
}
