/** Issue 29, point 5: every receipt and lifecycle email states the plan, price, cadence and next charge, and leads back. */
import { describe, expect, it } from 'vitest';
import { findPlan, type Plan } from '../../../catalog/plans';
import { addOnReceipt, subscriptionReceipt } from './emails';
import { accountLinks } from './email-links';
import { annualReminder, cancellationConfirmed, pastDue, renewalFailed, renewalReceipt, subscriptionEnded, trialReminder } from './lifecycle-emails';
import type { OutgoingEmail } from './outbox';
import { ENGLISH } from './i18n/catalogue';

const plan = (id: string): Plan => {
  const p = findPlan(id);
  if (!p) throw new Error(`no plan ${id}`);
  return p;
};
const links = accountLinks('https://app.example/mindmetric/');
const weekly = plan('pro_weekly_trial');
const ref = { to: 'ada@example.com', subscriptionId: 'sub_1', plan: weekly, links, lang: ENGLISH };
const at = new Date('2026-12-01T00:00:00Z');

const subscriptionEmails: readonly OutgoingEmail[] = [
  subscriptionReceipt({ to: ref.to, subscriptionId: 'sub_1', plan: weekly, chargedValue: '1.00', currency: 'USD', createdAt: at, links }),
  renewalReceipt(ref, { chargedValue: '19.99', currency: 'USD', periodEnd: at }),
  renewalFailed(ref, { amountValue: '19.99', currency: 'USD', reason: 'insufficient-funds', retryAt: at }),
  pastDue(ref, { amountValue: '19.99', currency: 'USD', reason: 'do-not-honor', cancelAt: at }),
  subscriptionEnded(ref, { reason: 'cancelled', endedAt: at }),
  cancellationConfirmed(ref, { accessUntil: at, endedNow: false }),
  trialReminder(ref, { chargeAt: at }),
  annualReminder(ref, { nextCharge: at }),
];

describe('receipt and lifecycle emails', () => {
  it.each(subscriptionEmails.map((e) => [e.kind, e] as const))('%s states plan, price, cadence and next charge', (_, email) => {
    expect(email.text).toContain(`Plan: ${weekly.name_full}`);
    expect(email.text).toMatch(/\$19\.99 USD every week/);
    expect(email.text).toMatch(/Next charge: /);
  });

  it.each([...subscriptionEmails, addOnReceipt({ to: ref.to, subscriptionId: 'sub_1', addOnId: 'add_1', plan: plan('pro_ult_pack'), chargedValue: '32.99', currency: 'USD', links })].map((e) => [e.kind, e] as const))(
    '%s links to the members\' sign-in, cancellation with and without an account, and the terms',
    (_, email) => {
      for (const [label, href] of [
        ['Sign in to your account', 'https://app.example/mindmetric/sign-in'],
        ['Cancel (signed in)', 'https://app.example/mindmetric/unsubscription'],
        ['Cancel without an account', 'https://app.example/mindmetric/unsubscribe-with-email'],
        ['Terms', 'https://app.example/mindmetric/terms'],
      ]) {
        expect(email.text).toContain(`${label}: ${href}`);
        expect(email.html).toContain(`<a href="${href}" style="color:#4338ca">${label}</a>`);
      }
    },
  );
});
