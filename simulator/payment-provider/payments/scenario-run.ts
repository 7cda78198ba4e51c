/**
 * The one place that reads which scenario a payment session runs (issue 10, point 6). Before,
 * the scenario id was resolved again at ten sites under four rules; now every handler asks a
 * ScenarioRun, and a grep for `requestedScenario` or `scenarioId` outside this module, the session
 * store and the QA view finds nothing.
 *
 * Rules, once:
 * - before an attempt: QA's `?scenario=` (built-in or saved at runtime, resolved when the session
 *   started: payment-provider/payments/sessions.ts), else the test card's scenario, else the default;
 * - during and after an attempt: the scenario the attempt started with (recorded on the execution),
 *   so a later page (3-D Secure, redirect) and every poll follow the same script;
 * - the n-th poll after authorize, pay or confirm gets the script's n-th answer, the last repeats.
 */
import {
  CARD_OPTION_OVERRIDES,
  DEFAULT_SCENARIO_ID,
  isScenarioId,
  SCENARIOS,
  type AuthorizeAnswer,
  type CardOptionOverride,
  type ConfirmAnswer,
  type ExecutionStatusCode,
  type PayAnswer,
  type PollAnswer,
  type RefundAnswer,
  type RenewalAnswer,
  type Scenario,
  type ScenarioId,
  type ScenarioMethod,
  type WebhookFaultScript,
} from '../../../scenarios';
import type { ScenarioLookup } from '../scenarios/store';
import { beginAttempt, type AttemptConsent, type CardSummary, type PaymentSession } from './session-model';

/** A scenario's pay answer, or the one derived from its expected end (see PayAnswer in scenarios/types.ts). */
export function payAnswerFor(scenario: Scenario, method: ScenarioMethod): PayAnswer {
  if (scenario.provider.pay) return scenario.provider.pay;
  if (method === 'paypal' || method === 'pix' || method === 'redirect') return { kind: 'final-state', code: 'authorizePending' };
  const end = scenario.expect.widgetEvent;
  return { kind: 'final-state', code: end === 'success' ? 'authorizeSuccessful' : end === 'pending' ? 'authorizePending' : 'authorizeFailed' };
}

export class ScenarioRun {
  private constructor(
    readonly scenario: Scenario,
    private readonly session: PaymentSession,
  ) {}

  /** The scenario a new attempt would run: QA's choice, else the test card's, else the default. */
  static begin(session: PaymentSession, cardScenario: ScenarioId | null = null): ScenarioRun {
    return new ScenarioRun(session.scripts.requested ?? SCENARIOS[cardScenario ?? DEFAULT_SCENARIO_ID], session);
  }

  /** The attempt under way or finished, or null before any attempt started. */
  static current(session: PaymentSession): ScenarioRun | null {
    const { attempt } = session.scripts;
    return attempt ? new ScenarioRun(attempt, session) : null;
  }

  /** The attempt's scenario, or the one a new attempt would run. */
  static of(session: PaymentSession): ScenarioRun {
    return ScenarioRun.current(session) ?? ScenarioRun.begin(session);
  }

  /**
   * The answer to the n-th merchant-initiated charge (n from 0) of the instrument an attempt stored
   * (renewals, issue 16): the scenario's renewal script, its last answer repeating; a scenario
   * without one always pays. The scenario is the attempt's while its session is kept, else (the
   * session deleted after its charge settled) the one the merchant recorded from that attempt.
   */
  static renewalAnswer(session: PaymentSession | undefined, recordedScenarioId: string, chargeIndex: number, lookup: ScenarioLookup): RenewalAnswer {
    // A runtime scenario removed after its session was deleted is no longer known: its renewals pay.
    const scenario = session?.scripts.attempt ?? lookup.get(recordedScenarioId);
    const charges = scenario?.renewal?.charges;
    if (!charges) return { kind: 'paid' };
    return charges[Math.min(Math.max(chargeIndex, 0), charges.length - 1)] ?? charges[0];
  }

  /** What a refund of a charge of this payment gets (issue 29): the scenario's `refund` answer; without one it succeeds. */
  static refundAnswer(session: PaymentSession | undefined): RefundAnswer {
    return session?.scripts.attempt?.refund ?? { kind: 'succeeded' };
  }

  /** The attempt's webhook faults (issue 26, point 6); none before an attempt or when the scenario has none. */
  static webhookFaults(session: PaymentSession): WebhookFaultScript {
    return ScenarioRun.current(session)?.scenario.webhooks ?? {};
  }

  /** What QA asked for (`?scenario=`), for the QA console and the lookup's card option. */
  static requested(session: PaymentSession): string | null {
    return session.requestedScenario;
  }

  /** The card option's flags the requested scenario overrides (installments, billing address). */
  static cardOptionOverride(session: PaymentSession): CardOptionOverride | undefined {
    const id = session.requestedScenario;
    return id !== null && isScenarioId(id) ? CARD_OPTION_OVERRIDES[id] : undefined;
  }

  /** True when QA asked for a stored-card scenario: its lookup lists demonstration instruments. */
  static listsDemoInstruments(session: PaymentSession): boolean {
    return session.scripts.requested?.method === 'stored-card';
  }

  get id(): string {
    return this.scenario.id;
  }

  /**
   * Starts this attempt on the session's execution: the previous attempt's challenge, redirect and
   * poll count are forgotten, and the attempt is recorded with this scenario (see `current`).
   */
  startAttempt(card: CardSummary, options: { readonly storeInstrument?: boolean; readonly consent: AttemptConsent }): void {
    beginAttempt(this.session);
    this.session.execution.authorizedWith = { card, scenarioId: this.scenario.id, ...(options.storeInstrument ? { storeInstrument: true } : {}), consent: options.consent };
    this.session.scripts.attempt = this.scenario;
  }

  authorizeAnswer(): AuthorizeAnswer {
    return this.scenario.provider.authorize;
  }

  payAnswer(method: ScenarioMethod): PayAnswer {
    return payAnswerFor(this.scenario, method);
  }

  confirmAnswer(): ConfirmAnswer {
    return this.scenario.provider.confirm ?? { kind: 'accepted' };
  }

  /** The answer to the next poll of this attempt; counts the poll. */
  nextPoll(): PollAnswer {
    const answer = this.peekPoll();
    this.session.execution.pollCount += 1;
    return answer;
  }

  /** The answer the next poll gets, leaving the script where it is. */
  peekPoll(): PollAnswer {
    const { polls } = this.scenario.provider;
    return polls[Math.min(this.session.execution.pollCount, polls.length - 1)] ?? polls[0];
  }

  /** Moves the attempt to the poll step at `index` (from 0): the next poll gets it (QA's step API, issue 28). */
  moveToPoll(index: number): void {
    this.session.execution.pollCount = index;
  }

  /** Restarts the poll script (after confirm: the n-th poll after it gets the n-th answer). */
  restartPolls(): void {
    this.session.execution.pollCount = 0;
  }

  /** The vault rejects the bearer token at tokenization in this scenario. */
  rejectsVaultToken(): boolean {
    return this.scenario.vault?.tokenize === 'invalid-token';
  }

  /** The shopper never comes back from the bank page. */
  shopperAbandons(): boolean {
    return this.scenario.shopper?.action === 'abandon';
  }

  /**
   * What the bank decides when the shopper approves on the online-banking page, and how long after
   * (issue 26, point 4): the scenario's `bank` step, else at once as its expected end says.
   */
  bankAnswer(): { readonly code: 'authorizeSuccessful' | 'authorizeFailed'; readonly afterMs: number } {
    const bank = this.scenario.bank;
    if (bank) return { code: bank.onApprove, afterMs: (bank.confirmAfterSeconds ?? 0) * 1000 };
    return { code: this.scenario.expect.widgetEvent === 'success' ? 'authorizeSuccessful' : 'authorizeFailed', afterMs: 0 };
  }

  /** What the issuer decides when the shopper completes the 3-D Secure challenge. */
  threeDsOnComplete(): ExecutionStatusCode {
    return this.scenario.threeDs?.onComplete ?? 'authorizeFailed';
  }

  /** The merchant backend is scripted to fail after the provider authorized. */
  subscriptionServiceFails(): boolean {
    return this.scenario.subscriptionService?.create === 'error';
  }
}
