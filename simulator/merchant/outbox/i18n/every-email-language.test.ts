/**
 * Every email the product sends, in every language but English, keeps no English sentence (issue 44):
 * each kind (contracts/qa-api.ts EMAIL_KINDS) is composed in English and in the language, every
 * variant its wording has (trial or none, each decline and end reason, each refusal), and no run of
 * three English words of the English email may remain in the other one's subject, text or HTML. What
 * may stay the same is named: the brand, addresses, ids and links, which no language translates.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS } from '../../../../contracts/qa-api';
import { LANGUAGES, type Language } from '../../../../catalog/languages';
import { findPlan, type Plan } from '../../../../catalog/plans';
import { identityEmail } from '../../identity/identity-emails';
import { refundFailed, refundIssued, withdrawalReceipt, withdrawalRefused } from '../../withdrawal/emails';
import { accountLinks } from '../email-links';
import { addOnReceipt, subscriptionReceipt } from '../emails';
import { annualReminder, cancelCode, cancellationConfirmed, pastDue, priceChangeNotice, renewalFailed, renewalReceipt, subscriptionEnded, trialReminder } from '../lifecycle-emails';
import type { EmailKind, OutgoingEmail } from '../outbox';
import { emailLanguage, type EmailLanguage } from './catalogue';

const plan = (id: string): Plan => {
  const found = findPlan(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
const links = accountLinks('https://app.example/mindmetric');
const at = new Date(Date.UTC(2026, 11, 8, 10, 30));
const to = 'ana@example.com';

/** Each kind's every wording, composed in `lang`. */
const EMAILS: Readonly<Record<EmailKind, (lang: EmailLanguage) => readonly OutgoingEmail[]>> = {
  'subscription-receipt': (lang) =>
    ['pro_weekly_trial', 'pro_3month', 'club_premium_one_month'].map((id) =>
      subscriptionReceipt({ to, subscriptionId: 'sub_1', plan: plan(id), chargedValue: '1.00', currency: 'USD', createdAt: at, links, withdrawal: { until: at, link: `${links.signIn}?w=1` } }, lang),
    ),
  'add-on-receipt': (lang) => [addOnReceipt({ to, subscriptionId: 'sub_1', addOnId: 'add_1', plan: plan('pro_ult_pack'), chargedValue: '9.99', currency: 'USD', links }, lang)],
  'sign-in-link': (lang) => [identityEmail('sign-in-link', to, 'https://app.example/link', [], lang)],
  'password-reset': (lang) => [identityEmail('password-reset', to, 'https://app.example/link', [], lang)],
  'email-verification': (lang) => [identityEmail('email-verification', to, 'https://app.example/link', [], lang)],
  activation: (lang) => [identityEmail('activation', to, 'https://app.example/link', [], lang)],
  'renewal-receipt': (lang) => [renewalReceipt(ref(lang), { chargedValue: '19.99', currency: 'USD', periodEnd: at })],
  'renewal-failed': (lang) => (['insufficient-funds', 'card-expired', 'do-not-honor'] as const).map((reason) => renewalFailed(ref(lang), { amountValue: '19.99', currency: 'USD', reason, retryAt: at })),
  'past-due': (lang) => (['insufficient-funds', 'card-expired', 'do-not-honor'] as const).map((reason) => pastDue(ref(lang), { amountValue: '19.99', currency: 'USD', reason, cancelAt: at })),
  'subscription-ended': (lang) => (['cancelled', 'unpaid'] as const).map((reason) => subscriptionEnded(ref(lang), { reason, endedAt: at })),
  'cancellation-confirmed': (lang) => [true, false].map((endedNow) => cancellationConfirmed(ref(lang), { accessUntil: at, endedNow })),
  'cancel-code': (lang) => [cancelCode(to, { code: '123456', validMinutes: 15, link: 'https://app.example/cancel?c=1' }, lang)],
  'trial-reminder': (lang) => [trialReminder(ref(lang), { chargeAt: at })],
  'annual-reminder': (lang) => [annualReminder(ref(lang), { nextCharge: at })],
  'price-change-notice': (lang) => [priceChangeNotice(ref(lang), { currentPrice: 19.99, newPrice: 24.99, from: at })],
  'withdrawal-receipt': (lang) => [withdrawalReceipt(withdrawalRef(lang), { withdrawnAt: at.getTime(), refundTotal: 1, currency: 'USD' })],
  'withdrawal-refused': (lang) => (['periodOver', 'notOffered', 'other'] as const).map((reason) => withdrawalRefused(withdrawalRef(lang), { receivedAt: at.getTime(), reason })),
  'refund-issued': (lang) => [refundIssued(withdrawalRef(lang), { total: 1, currency: 'USD', at: at.getTime() })],
  'refund-failed': (lang) => [refundFailed(withdrawalRef(lang), { total: 1, currency: 'USD' })],
};

function ref(lang: EmailLanguage) {
  return { to, subscriptionId: 'sub_1', plan: plan('pro_weekly_trial'), links, lang };
}
function withdrawalRef(lang: EmailLanguage) {
  return { ...ref(lang), name: 'Ada Lovelace', withdrawalId: 'wd_1' };
}

/** What no language translates: the brand, the test's addresses, names and ids, links. */
const UNTRANSLATED = /MindMetric|Ada Lovelace|[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b(?:sub|add|wd)_1\b/g;

/** The runs of three words (letters only) of an English text, lower case. */
function englishRuns(text: string): Set<string> {
  const runs = new Set<string>();
  for (const line of text.replace(/<[^>]+>/g, '\n').replace(UNTRANSLATED, '\n').split(/[\n.:;!?()—·|]+/)) {
    const words = line.toLowerCase().match(/[a-z’']+/g) ?? [];
    for (let i = 0; i + 3 <= words.length; i += 1) runs.add(words.slice(i, i + 3).join(' '));
  }
  return runs;
}

const whole = (email: OutgoingEmail) => `${email.subject}\n${email.text}\n${email.html ?? ''}`;
const translated = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

describe('every email in every language keeps no English sentence (issue 44)', () => {
  it('covers every kind of email the outbox sends', () => {
    expect(Object.keys(EMAILS).sort()).toEqual([...EMAIL_KINDS].sort());
  });

  it.each(EMAIL_KINDS.flatMap((kind) => translated.map((language) => [kind, language] as const)))('%s in %s', (kind, language) => {
    const english = EMAILS[kind](emailLanguage('en'));
    const other = EMAILS[kind](emailLanguage(language));
    expect(other).toHaveLength(english.length);
    english.forEach((source, i) => {
      const target = whole(other[i] as OutgoingEmail).toLowerCase().replace(/\s+/g, ' ');
      const runs = [...englishRuns(whole(source))];
      // The English email has sentences to check, and the other language keeps none of them.
      expect(runs.length).toBeGreaterThan(2);
      expect(runs.filter((run) => target.includes(run))).toEqual([]);
    });
  });
});
