/**
 * Each scenario's script, played against the widget's own decisions: the scripted answers, fed to
 * the widget's poll rules, must end the way the scenario's `expect` says, after the number of polls
 * its description (and widget-spec sections 4, 8 and 9) states. The numbers are literals here, read
 * from the spec, so a script, a count or a status changed by mistake fails this file.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../widget/http/payment-api';
import { callFailure } from '../widget/executor/call-failures';
import { decidePoll, initialPollState, type PollMode, type PollState } from '../widget/executor/poll-decision';
import type { PaymentOutcome } from '../widget/executor/outcome';
import { decideInstantPaymentPoll, firstStep, INSTANT_PAYMENT_TIMED_OUT, isTimeOut } from '../widget/redirect/instant-payment-decision';
import { SCENARIOS, type ExecutionStatusCode, type PollAnswer, type Scenario, type ScenarioId } from './index';

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

/** The instant-payment redirect: authorization-result polls on the widget's schedule until done. */
function playInstantPayment(scenario: Scenario): Played {
  const execution = new Execution(true);
  let step = firstStep();
  for (let n = 0; step.kind === 'wait'; n += 1) {
    const { state } = step;
    step = decideInstantPaymentPoll(state, execution.answer(scriptedPoll(scenario, n)));
    if (step.kind === 'done') return { outcome: step.outcome, polls: n + 1, atMs: state.atMs };
    if (isTimeOut(step.state)) return { outcome: INSTANT_PAYMENT_TIMED_OUT, polls: n + 1, atMs: step.state.atMs };
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

describe('what each scenario scripts outside the polls', () => {
  it.each([
    ['apple-pay-success', 'apple-pay', { action: 'approve' }, { kind: 'final-state', code: 'authorizeSuccessful' }],
    ['apple-pay-cancel', 'apple-pay', { action: 'cancel' }, undefined],
    ['google-pay-3ds', 'google-pay', { action: 'approve', threeDs: 'complete' }, { kind: 'final-state', code: 'authorizePending', actionRequired: '3ds' }],
    ['paypal-success', 'paypal', { action: 'approve' }, { kind: 'final-state', code: 'authorizePending' }],
    ['paypal-cancel', 'paypal', { action: 'cancel' }, { kind: 'final-state', code: 'authorizePending' }],
    ['pending-then-success', 'pix', { action: 'approve' }, { kind: 'final-state', code: 'authorizePending' }],
    ['pix-late-success', 'pix', { action: 'approve' }, { kind: 'final-state', code: 'authorizePending' }],
    ['pix-timeout', 'pix', { action: 'abandon' }, { kind: 'final-state', code: 'authorizePending' }],
    ['redirect-abandoned', 'redirect', { action: 'abandon' }, { kind: 'final-state', code: 'authorizePending' }],
    ['stored-card-success', 'stored-card', undefined, undefined],
    ['success', undefined, undefined, undefined],
  ] as const)('%s pays by %s, the shopper %j, the pay call %j', (id: ScenarioId, method, shopper, pay) => {
    const scenario = SCENARIOS[id];
    expect(scenario.method).toBe(method);
    expect(scenario.shopper).toEqual(shopper);
    expect(scenario.provider.pay).toEqual(pay);
  });

  it('google-pay-3ds completes its challenge to an authorization', () => {
    expect(SCENARIOS['google-pay-3ds'].threeDs).toEqual({ onComplete: 'authorizeSuccessful' });
  });

  it('only vault-token-expired has the vault reject its token', () => {
    expect(SCENARIOS['vault-token-expired'].vault).toEqual({ tokenize: 'invalid-token' });
    const others = Object.values(SCENARIOS).filter((s) => s.vault !== undefined && s.id !== 'vault-token-expired');
    expect(others).toEqual([]);
  });

  it('only subscription-service-error has the subscription service fail', () => {
    expect(SCENARIOS['subscription-service-error'].subscriptionService).toEqual({ create: 'error' });
    const others = Object.values(SCENARIOS).filter((s) => s.subscriptionService !== undefined && s.id !== 'subscription-service-error');
    expect(others).toEqual([]);
  });

  it('authorize-not-requested never records authorizeRequested; every other accepted authorize does', () => {
    expect(SCENARIOS['authorize-not-requested'].provider.authorize).toEqual({ kind: 'accepted', recordsRequest: false });
    const others = Object.values(SCENARIOS).filter((s) => s.provider.authorize.kind === 'accepted' && s.provider.authorize.recordsRequest !== undefined);
    expect(others.map((s) => s.id)).toEqual(['authorize-not-requested']);
  });

  it.each([
    ['renewal-success', [{ kind: 'paid' }], 'renewed'],
    ['renewal-declined-then-recovered', [{ kind: 'declined', reason: 'insufficient-funds' }, { kind: 'declined', reason: 'insufficient-funds' }, { kind: 'paid' }], 'recovered'],
    ['renewal-declined-cancelled', [{ kind: 'declined', reason: 'do-not-honor' }], 'cancelled'],
    ['card-expired-before-renewal', [{ kind: 'declined', reason: 'card-expired' }], 'cancelled'],
  ] as const)('%s renews with charges %j and ends %s', (id: ScenarioId, charges, end) => {
    expect(SCENARIOS[id].renewal).toEqual({ charges, expect: end });
  });
});

describe('the words each scenario ends on', () => {
  it.each([
    ['success', 'widget', 'paymentSuccessful', true],
    ['declined', 'widget', 'authorizationFailed', false],
    ['subscription-service-error', 'app', 'somethingWentWrong', false],
    ['pending', 'app', 'paymentPending', false],
    ['pending-3ds-failure', 'widget', 'authorizationFailedAfter3ds', false],
    ['apple-pay-cancel', 'app', 'somethingWentWrong', false],
    ['paypal-cancel', 'widget', 'paymentCancelled', false],
    ['vault-token-expired', 'widget', 'authorizationFailed', false],
    ['google-pay-3ds', 'widget', 'paymentSuccessful', true],
    ['pix-late-success', 'widget', 'paymentSuccessful', true],
    ['redirect-abandoned', 'widget', 'authorizationFailed', false],
  ] as const)('%s: %s says %s; subscription created %s', (id: ScenarioId, source, key, created) => {
    expect(SCENARIOS[id].expect.shopperMessage).toEqual({ source, key });
    expect(SCENARIOS[id].expect.subscriptionCreated).toBe(created);
  });

  it.each([
    ['apple-pay-cancel', 'USER_CANCELLED'],
    ['paypal-cancel', 'USER_CANCELLED'],
    ['vault-token-expired', 'AUTHENTICATION_ERROR'],
    ['pix-timeout', 'AUTHORIZATION_ERROR'],
    ['redirect-abandoned', 'AUTHORIZATION_ERROR'],
  ] as const)('%s fails with %s', (id: ScenarioId, code) => {
    expect(SCENARIOS[id].expect).toMatchObject({ widgetEvent: 'failure', failureCode: code });
  });

  it('wallet and redirect successes end in success with a subscription', () => {
    for (const id of ['apple-pay-success', 'paypal-success', 'pending-then-success'] as const) {
      expect(SCENARIOS[id].expect, id).toEqual({ widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true });
    }
  });
});
