/** One line per scenario script, for scenarios/scripts.test.ts: every scripted answer, count and status in words. */
import type { PollAnswer, Scenario, ScriptedHttpError } from './types';

const httpError = (e: ScriptedHttpError): string => `HTTP ${e.status}${e.text === undefined ? '' : ` "${e.text}"`}`;

function poll(answer: PollAnswer): string {
  switch (answer.kind) {
    case 'statuses':
      return `[${answer.append.join(' ')}]${answer.actionRequired ? ` +${answer.actionRequired}` : ''}`;
    case 'http-error':
      return httpError(answer);
    case 'network-drop':
      return 'drop';
  }
}

/** Consecutive equal poll answers as one entry with a count: "[] x299". */
function polls(answers: readonly PollAnswer[]): string {
  const runs: { text: string; count: number }[] = [];
  for (const text of answers.map(poll)) {
    const last = runs.at(-1);
    if (last?.text === text) last.count += 1;
    else runs.push({ text, count: 1 });
  }
  return runs.map((r) => (r.count > 1 ? `${r.text} x${r.count}` : r.text)).join(', ');
}

export function summary(s: Scenario): string {
  const { authorize, pay, confirm } = s.provider;
  const parts = [
    s.method ?? 'card',
    s.shopper ? `shopper ${s.shopper.action ?? '(default)'}${s.shopper.threeDs ? `/3ds ${s.shopper.threeDs}` : ''}${s.shopper.storeInstrument ? '/store' : ''}` : null,
    `authorize ${authorize.kind === 'accepted' ? `accepted${authorize.recordsRequest === false ? ' (not recorded)' : ''}` : httpError(authorize)}`,
    pay ? `pay ${pay.kind === 'final-state' ? `${pay.code}${pay.actionRequired ? ` +${pay.actionRequired}` : ''}` : httpError(pay)}` : null,
    confirm ? `confirm ${confirm.kind === 'accepted' ? 'accepted' : httpError(confirm)}` : null,
    `polls ${polls(s.provider.polls)}`,
    s.threeDs ? `3ds -> ${s.threeDs.onComplete}` : null,
    s.bank ? `bank -> ${s.bank.onApprove}${s.bank.confirmAfterSeconds ? ` after ${s.bank.confirmAfterSeconds} s` : ''}` : null,
    s.vault ? `vault ${s.vault.tokenize}` : null,
    s.subscriptionService ? `service ${s.subscriptionService.create}` : null,
    s.renewal ? `renewals ${s.renewal.charges.map((c) => (c.kind === 'declined' ? `declined ${c.reason}` : c.kind)).join(', ')} -> ${s.renewal.expect}` : null,
    s.refund ? `refund ${s.refund.kind === 'failed' ? `failed ${s.refund.reason}` : 'succeeded'}` : null,
    `ends ${s.expect.widgetEvent}${s.expect.widgetEvent === 'failure' ? ` ${s.expect.failureCode}` : ''}`,
    `says ${s.expect.shopperMessage.source}.${s.expect.shopperMessage.key}`,
    s.expect.subscriptionCreated ? 'subscription' : 'no subscription',
  ];
  return parts.filter((p) => p !== null).join(' | ');
}
