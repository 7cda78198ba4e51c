/**
 * Each scenario's script, played against the widget's own decisions: the scripted answers, fed to
 * the widget's poll rules, must end the way the scenario's `expect` says, after the number of polls
 * its description (and widget §4, §8 and §9 in docs/spec-coverage.md) states. The numbers are literals here, read
 * from the spec, so a script, a count or a status changed by mistake fails this file.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../widget/http/payment-api';
import { callFailure } from '../widget/executor/call-failures';
import { decidePoll, initialPollState, type PollMode, type PollState } from '../widget/executor/poll-decision';
import type { PaymentOutcome } from '../widget/executor/outcome';
import { decideInstantPaymentPoll, firstStep, INSTANT_PAYMENT_TIMED_OUT, isTimeOut } from '../widget/redirect/instant-payment-decision';
import { CARD_OPTION_OVERRIDES, DEFAULT_SCENARIO_ID, SCENARIOS, TEST_CARD_SCENARIOS, type ExecutionStatusCode, type PollAnswer, type Scenario, type ScenarioId } from './index';
import { summary } from './summary.test-support';

interface Played {
  readonly outcome: PaymentOutcome;
  readonly polls: number;
  /** Milliseconds since the redirect opened, for instant payments. */
  readonly atMs?: number;
}

/** The execution the provider shows after `n` polls of `scenario`, as the simulator builds it. */
class Execution {
  private readonly statuses: { code: ExecutionStatusCode; time: string }[] = [];
  private clock = Date.UTC(2026, 10, 22);
  actionRequired: '3ds' | null = null;

  constructor(recordsRequest: boolean) {
    if (recordsRequest) this.append('authorizeRequested');
  }

  append(code: ExecutionStatusCode): void {
    this.clock += 1000;
    this.statuses.push({ code, time: new Date(this.clock).toISOString() });
  }

  /** The answer to one poll: the script's entry applied to the execution. */
  answer(scripted: PollAnswer): ApiResult {
    switch (scripted.kind) {
      case 'statuses':
        for (const code of scripted.append) this.append(code);
        if (scripted.actionRequired) this.actionRequired = scripted.actionRequired;
        return {
          kind: 'ok',
          status: 200,
          body: {
            status: this.statuses,
            actionRequired: this.actionRequired,
            links: this.actionRequired ? { '3ds': { href: 'https://provider.test/3ds' } } : {},
          },
        };
      case 'http-error':
        return { kind: 'http-error', status: scripted.status, text: scripted.text ?? '{"code":"scripted-failure"}' };
      case 'network-drop':
        return { kind: 'network-error', cause: new TypeError('Failed to fetch') };
    }
  }
}

const scriptedPoll = (scenario: Scenario, n: number): PollAnswer => {
  const { polls } = scenario.provider;
  return polls[Math.min(n, polls.length - 1)] ?? polls[0];
};

/** Authorize, then the execution polls, as the card and stored-card methods run them. */
function playCard(scenario: Scenario): Played {
  const authorize = scenario.provider.authorize;
  if (authorize.kind === 'http-error') {
    return { outcome: callFailure('authorize', { kind: 'http-error', status: authorize.status, text: authorize.text ?? '' }), polls: 0 };
  }
  return playPolls(scenario, new Execution(authorize.recordsRequest ?? true), 'authorize');
}

function playPolls(scenario: Scenario, execution: Execution, mode: PollMode): Played {
  let state: PollState = initialPollState(mode);
  for (let n = 0; n < 1000; n += 1) {
    const decision = decidePoll(state, execution.answer(scriptedPoll(scenario, n)));
    if (decision.kind === 'done') return { outcome: decision.outcome, polls: n + 1 };
    state = decision.state;
  }
  throw new Error(`${scenario.id}: still polling after 1000 polls`);
}

/** The instant-payment redirect: authorization-result polls on the widget's schedule until done, each answered at once (the popup opened at 0 ms). */
function playInstantPayment(scenario: Scenario): Played {
  const execution = new Execution(true);
  let step = firstStep(0);
  let nowMs = 0;
  for (let n = 0; step.kind === 'wait'; n += 1) {
    const { state } = step;
    nowMs += step.delayMs;
    if (isTimeOut(state, nowMs)) return { outcome: INSTANT_PAYMENT_TIMED_OUT, polls: n, atMs: nowMs };
    step = decideInstantPaymentPoll(state, execution.answer(scriptedPoll(scenario, n)), nowMs);
    if (step.kind === 'done') return { outcome: step.outcome, polls: n + 1, atMs: nowMs };
  }
  throw new Error(`${scenario.id}: the instant payment neither ended nor timed out`);
}

/** The widget's end, in the catalogue's words. */
function ending(outcome: PaymentOutcome): { widgetEvent: string; failureCode?: string } {
  switch (outcome.kind) {
    case 'success':
      return { widgetEvent: 'success' };
    case 'pending':
    case 'three-ds':
      return { widgetEvent: 'pending' };
    case 'failure':
      return { widgetEvent: 'failure', failureCode: outcome.code };
  }
}

const expectedEnding = (s: Scenario) =>
  s.expect.widgetEvent === 'failure' ? { widgetEvent: 'failure', failureCode: s.expect.failureCode } : { widgetEvent: s.expect.widgetEvent };

describe('card scripts end as their scenario expects, after the stated number of polls', () => {
  it.each([
    ['success', 2],
    ['declined', 1],
    ['insufficient-funds', 1],
    ['rate-limited-429', 3],
    ['session-expired', 0],
    ['failed-poll-counts-5', 12],
    ['poll-exhausted', 60],
    ['authorize-not-requested', 11],
    ['network-error', 3],
    ['subscription-service-error', 1],
    ['pending', 1],
    ['stored-card-success', 2],
    ['installments-br', 2],
    ['server-error-then-success', 3],
    ['session-expired-mid-poll', 2],
    ['authorize-server-error', 0],
    ['renewal-success', 2],
    ['renewal-declined-then-recovered', 2],
    ['renewal-declined-cancelled', 2],
    ['card-expired-before-renewal', 2],
    ['refund-success', 2],
    ['refund-failed', 2],
  ] as const)('%s ends after %i polls', (id: ScenarioId, polls) => {
    const scenario = SCENARIOS[id];
    const played = playCard(scenario);
    expect(played.polls).toBe(polls);
    expect(ending(played.outcome)).toEqual(expectedEnding(scenario));
  });

  it('pending-3ds-success and pending-3ds-failure stop at a 3-D Secure challenge on the first poll', () => {
    for (const id of ['pending-3ds-success', 'pending-3ds-failure'] as const) {
      const played = playCard(SCENARIOS[id]);
      expect(played.outcome.kind, id).toBe('three-ds');
      expect(played.polls, id).toBe(1);
    }
    expect(SCENARIOS['pending-3ds-success'].threeDs).toEqual({ onComplete: 'authorizeSuccessful' });
    expect(SCENARIOS['pending-3ds-failure'].threeDs).toEqual({ onComplete: 'authorizeFailed' });
  });

  it('session-expired and session-expired-mid-poll end on a 401, authorize-server-error on a 502', () => {
    expect(SCENARIOS['session-expired'].provider.authorize).toEqual({ kind: 'http-error', status: 401 });
    expect(scriptedPoll(SCENARIOS['session-expired-mid-poll'], 1)).toEqual({ kind: 'http-error', status: 401 });
    expect(SCENARIOS['authorize-server-error'].provider.authorize).toEqual({ kind: 'http-error', status: 502 });
    expect(scriptedPoll(SCENARIOS['server-error-then-success'], 1)).toEqual({ kind: 'http-error', status: 503 });
    expect(scriptedPoll(SCENARIOS['failed-poll-counts-5'], 0)).toEqual({ kind: 'http-error', status: 500 });
  });
});

describe('PayPal: after confirm, the execution polls decide', () => {
  it('paypal-success is authorized on the second poll after confirm', () => {
    const scenario = SCENARIOS['paypal-success'];
    const execution = new Execution(false);
    execution.append('confirmRequested');
    const played = playPolls(scenario, execution, 'confirm');
    expect(played).toEqual({ outcome: { kind: 'success' }, polls: 2 });
    expect(scenario.provider.confirm).toEqual({ kind: 'accepted' });
  });
});

describe('instant payment (pix) scripts on the widget schedule', () => {
  it('pending-then-success is authorized at the third poll, 24000 ms in', () => {
    const played = playInstantPayment(SCENARIOS['pending-then-success']);
    expect(played).toEqual({ outcome: { kind: 'success' }, polls: 3, atMs: 24_000 });
  });

  it('pix-late-success is authorized at poll 300, 618000 ms in', () => {
    const played = playInstantPayment(SCENARIOS['pix-late-success']);
    expect(played).toEqual({ outcome: { kind: 'success' }, polls: 300, atMs: 618_000 });
  });

  it('pix-timeout is never authorized: the widget gives up at 750000 ms after 365 polls', () => {
    const played = playInstantPayment(SCENARIOS['pix-timeout']);
    expect(played.outcome).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
    expect(played.polls).toBe(365);
    expect(played.atMs).toBe(750_000);
  });
});

describe('the catalogue, scenario by scenario, as the spec and the descriptions state it', () => {
  // Every scripted answer, count and status in one line each (see summary.test-support.ts); a
  // scenario added or changed on purpose updates its line here.
  it.each([
    ['success', 'card | authorize accepted | polls [], [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['declined', 'card | authorize accepted | polls [authorizeFailed] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['insufficient-funds', 'card | authorize accepted | polls [authorizeFailed] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['rate-limited-429', 'card | authorize accepted | polls HTTP 429 x2, [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['session-expired', 'card | authorize HTTP 401 | polls [] | ends failure AUTHENTICATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['vault-token-expired', 'card | authorize accepted | polls [authorizeSuccessful] | vault invalid-token | ends failure AUTHENTICATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['failed-poll-counts-5', 'card | authorize accepted | polls HTTP 500 | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['poll-exhausted', 'card | authorize accepted | polls [] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['authorize-not-requested', 'card | authorize accepted (not recorded) | polls [] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['network-error', 'card | authorize accepted | polls drop x2, [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['subscription-service-error', 'card | authorize accepted | polls [authorizeSuccessful] | service error | ends success | says app.somethingWentWrong | no subscription'],
    ['pending-3ds-success', 'card | authorize accepted | polls [authorizePending] +3ds | 3ds -> authorizeSuccessful | ends success | says widget.paymentSuccessful | subscription'],
    ['pending-3ds-failure', 'card | authorize accepted | polls [authorizePending] +3ds | 3ds -> authorizeFailed | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailedAfter3ds | no subscription'],
    ['pending', 'card | authorize accepted | polls [authorizePending] | ends pending | says app.paymentPending | no subscription'],
    ['pending-then-success', 'pix | shopper approve | authorize accepted | pay authorizePending | polls [] x2, [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['pix-late-success', 'pix | shopper approve | authorize accepted | pay authorizePending | polls [] x299, [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['pix-timeout', 'pix | shopper abandon | authorize accepted | pay authorizePending | polls [] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['redirect-abandoned', 'redirect | shopper abandon | authorize accepted | pay authorizePending | polls [] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['bank-success', 'redirect | shopper approve | authorize accepted | pay authorizePending | polls [] | bank -> authorizeSuccessful | ends success | says app.subscriptionActive | subscription'],
    ['bank-declined', 'redirect | shopper approve | authorize accepted | pay authorizePending | polls [] | bank -> authorizeFailed | ends failure AUTHORIZATION_ERROR | says app.bankDeclined | no subscription'],
    ['bank-approved-late', 'redirect | shopper approve | authorize accepted | pay authorizePending | polls [] | bank -> authorizeSuccessful after 10 s | ends pending | says app.paymentPending | no subscription'],
    ['apple-pay-success', 'apple-pay | shopper approve | authorize accepted | pay authorizeSuccessful | polls [] | ends success | says widget.paymentSuccessful | subscription'],
    ['apple-pay-cancel', 'apple-pay | shopper cancel | authorize accepted | polls [] | ends failure USER_CANCELLED | says app.somethingWentWrong | no subscription'],
    ['apple-pay-subscription-error', 'apple-pay | shopper approve | authorize accepted | pay authorizeSuccessful | polls [] | service error | ends failure AUTHORIZATION_ERROR | says app.cantCreateSubscription | no subscription'],
    ['google-pay-3ds', 'google-pay | shopper approve/3ds complete | authorize accepted | pay authorizePending +3ds | polls [] | 3ds -> authorizeSuccessful | ends success | says widget.paymentSuccessful | subscription'],
    ['paypal-success', 'paypal | shopper approve | authorize accepted | pay authorizePending | confirm accepted | polls [], [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['google-pay-cancel', 'google-pay | shopper cancel | authorize accepted | polls [] | ends failure USER_CANCELLED | says widget.paymentCancelled | no subscription'],
    ['google-pay-declined', 'google-pay | shopper approve | authorize accepted | pay authorizeFailed | polls [] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['paypal-store', 'paypal | shopper approve/store | authorize accepted | pay authorizePending | confirm accepted | polls [], [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['paypal-cancel', 'paypal | shopper cancel | authorize accepted | pay authorizePending | polls [] | ends failure USER_CANCELLED | says widget.paymentCancelled | no subscription'],
    ['stored-card-success', 'stored-card | authorize accepted | polls [], [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['installments-br', 'card | authorize accepted | polls [], [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['server-error-then-success', 'card | authorize accepted | polls [], HTTP 503, [authorizeSuccessful] | ends success | says widget.paymentSuccessful | subscription'],
    ['session-expired-mid-poll', 'card | authorize accepted | polls [], HTTP 401 | ends failure AUTHENTICATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['authorize-server-error', 'card | authorize HTTP 502 | polls [] | ends failure AUTHORIZATION_ERROR | says widget.authorizationFailed | no subscription'],
    ['renewal-success', 'card | authorize accepted | polls [], [authorizeSuccessful] | renewals paid -> renewed | ends success | says widget.paymentSuccessful | subscription'],
    ['renewal-declined-then-recovered', 'card | authorize accepted | polls [], [authorizeSuccessful] | renewals declined insufficient-funds, declined insufficient-funds, paid -> recovered | ends success | says widget.paymentSuccessful | subscription'],
    ['renewal-declined-cancelled', 'card | authorize accepted | polls [], [authorizeSuccessful] | renewals declined do-not-honor -> cancelled | ends success | says widget.paymentSuccessful | subscription'],
    ['card-expired-before-renewal', 'card | authorize accepted | polls [], [authorizeSuccessful] | renewals declined card-expired -> cancelled | ends success | says widget.paymentSuccessful | subscription'],
    ['refund-success', 'card | authorize accepted | polls [], [authorizeSuccessful] | refund succeeded | ends success | says widget.paymentSuccessful | subscription'],
    ['refund-failed', 'card | authorize accepted | polls [], [authorizeSuccessful] | refund failed card-closed | ends success | says widget.paymentSuccessful | subscription'],
  ] as const)('%s: %s', (id: ScenarioId, line) => {
    expect(summary(SCENARIOS[id])).toBe(line);
  });

  it('lists every scenario of the catalogue above', () => {
    expect(Object.keys(SCENARIOS)).toHaveLength(41);
  });

  it('runs success when QA names no scenario and no test card selects one', () => {
    expect(DEFAULT_SCENARIO_ID).toBe('success');
  });

  it('selects scenarios by the public test cards of the spec', () => {
    expect(TEST_CARD_SCENARIOS).toEqual({
      '4242424242424242': 'success',
      '4000000000000002': 'declined',
      '4000000000009995': 'insufficient-funds',
      '4000000000003220': 'pending-3ds-success',
      '4000008400001629': 'pending-3ds-failure',
    });
  });

  it('turns on installments and the billing address for installments-br only', () => {
    expect(CARD_OPTION_OVERRIDES).toEqual({ 'installments-br': { supportsBillingInfo: true, supportsInstallments: true } });
  });
});
