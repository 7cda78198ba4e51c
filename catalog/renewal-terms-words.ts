/**
 * The renewal terms' words in every language, version by version (issue 44): the consent record holds
 * the words the shopper read, in the language shown, so a translation is part of the terms. A version's
 * words never change once published: each language's words have a fingerprint pinned beside them, the
 * service refuses to record words that no longer match it, and renewal-terms-words.test.ts fails on
 * an edit. A changed wording in any language is a new version here (and RENEWAL_TERMS_VERSION moves to
 * it); old versions stay, so a payment authorized under one still records its words. The app's
 * catalogues take the current version's words from here (app/text-registry/app-messages.vite.ts), so the
 * checkout shows exactly these words.
 */
import { createHash } from 'node:crypto';
import MessageFormat from '@messageformat/core';
import type { Language } from './languages';
import { moneyText } from './amount-in-text';
import { CURRENCY, type Plan } from './plans';
import { RENEWAL_TERMS_VERSION, type RenewalTermsVersion } from './renewal-terms';
import { priceLineIn, renewalTermsIn, type RenewalTermsWords } from './plan-terms';

export interface PublishedTerms {
  readonly words: Readonly<Record<Language, RenewalTermsWords>>;
  /** Each language's words' fingerprint (termsFingerprint), pinned when the version was published. */
  readonly fingerprints: Readonly<Record<Language, string>>;
}

export const RENEWAL_TERMS_WORDS = {
  // The words every checkout language showed under this version since issue 33, pinned with issue 44.
  '2026-11-27': {
    words: {
      en: {
        every: '{unit, select, month {{count, plural, one {every month} other {every {count} months}}} week {{count, plural, one {every week} other {every {count} weeks}}} other {{count, plural, one {every day} other {every {count} days}}}}',
        priceOnce: '{price} once',
        priceTrial: '{trialPrice} today for {days} days, then {price} {every} until you cancel',
        priceRenewing: '{price} today, then {every} until you cancel',
        renewalSubscription: 'By paying you agree that your subscription renews automatically: {priceLine}. Cancel any time in your account or from the link in every email.',
        renewalOnce: 'By paying you agree to a one-time charge: {priceLine}.',
      },
      es: {
        every: '{unit, select, month {{count, plural, one {cada mes} other {cada {count} meses}}} week {{count, plural, one {cada semana} other {cada {count} semanas}}} other {{count, plural, one {cada día} other {cada {count} días}}}}',
        priceOnce: '{price} una sola vez',
        priceTrial: '{trialPrice} hoy por {days} días, después {price} {every} hasta que canceles',
        priceRenewing: '{price} hoy, después {every} hasta que canceles',
        renewalSubscription: 'Al pagar aceptas que tu suscripción se renueva automáticamente: {priceLine}. Cancela cuando quieras en tu cuenta o desde el enlace de cada correo.',
        renewalOnce: 'Al pagar aceptas un cargo único: {priceLine}.',
      },
      'pt-BR': {
        every: '{unit, select, month {{count, plural, one {todo mês} other {a cada {count} meses}}} week {{count, plural, one {toda semana} other {a cada {count} semanas}}} other {{count, plural, one {todo dia} other {a cada {count} dias}}}}',
        priceOnce: '{price} uma única vez',
        priceTrial: '{trialPrice} hoje por {days} dias, depois {price} {every} até você cancelar',
        priceRenewing: '{price} hoje, depois {every} até você cancelar',
        renewalSubscription: 'Ao pagar, você concorda que sua assinatura é renovada automaticamente: {priceLine}. Cancele quando quiser na sua conta ou pelo link em todos os e-mails.',
        renewalOnce: 'Ao pagar, você concorda com uma cobrança única: {priceLine}.',
      },
      fr: {
        every: '{unit, select, month {{count, plural, one {chaque mois} other {tous les {count} mois}}} week {{count, plural, one {chaque semaine} other {toutes les {count} semaines}}} other {{count, plural, one {chaque jour} other {tous les {count} jours}}}}',
        priceOnce: '{price} une seule fois',
        priceTrial: '{trialPrice} aujourd’hui pour {days} jours, puis {price} {every} jusqu’à résiliation',
        priceRenewing: '{price} aujourd’hui, puis {every} jusqu’à résiliation',
        renewalSubscription: 'En payant, vous acceptez que votre abonnement se renouvelle automatiquement : {priceLine}. Résiliez à tout moment dans votre compte ou via le lien de chaque e-mail.',
        renewalOnce: 'En payant, vous acceptez un paiement unique : {priceLine}.',
      },
      de: {
        every: '{unit, select, month {{count, plural, one {jeden Monat} other {alle {count} Monate}}} week {{count, plural, one {jede Woche} other {alle {count} Wochen}}} other {{count, plural, one {jeden Tag} other {alle {count} Tage}}}}',
        priceOnce: '{price} einmalig',
        priceTrial: '{trialPrice} heute für {days} Tage, danach {price} {every}, bis Sie kündigen',
        priceRenewing: '{price} heute, danach {every}, bis Sie kündigen',
        renewalSubscription: 'Mit der Zahlung stimmen Sie zu, dass sich Ihr Abo automatisch verlängert: {priceLine}. Kündigen Sie jederzeit in Ihrem Konto oder über den Link in jeder E-Mail.',
        renewalOnce: 'Mit der Zahlung stimmen Sie einer einmaligen Belastung zu: {priceLine}.',
      },
      ar: {
        every: '{unit, select, month {{count, plural, one {كل شهر} other {كل {count} أشهر}}} week {{count, plural, one {كل أسبوع} other {كل {count} أسابيع}}} other {{count, plural, one {كل يوم} other {كل {count} أيام}}}}',
        priceOnce: '{price} مرة واحدة',
        priceTrial: '{trialPrice} اليوم لمدة {days} أيام، ثم {price} {every} حتى تلغي',
        priceRenewing: '{price} اليوم، ثم {every} حتى تلغي',
        renewalSubscription: 'بالدفع توافق على أن اشتراكك يتجدد تلقائيًا: {priceLine}. ألغِ في أي وقت من حسابك أو من الرابط في كل رسالة بريد إلكتروني.',
        renewalOnce: 'بالدفع توافق على رسوم لمرة واحدة: {priceLine}.',
      },
    },
    fingerprints: { en: '04944e621209ce10', es: '5cd5b3bf6ef9dbb1', 'pt-BR': 'f9897eb5fdca0dfd', fr: 'b60fbdb9ace7f35c', de: '9eda1b3d0ed5fa18', ar: '83ff5b4d10a391bd' },
  },
} as const satisfies Record<RenewalTermsVersion, PublishedTerms>;

/** A language's words' fingerprint: the first 16 hex digits of SHA-256 over the six texts in a fixed order. */
export function termsFingerprint(words: RenewalTermsWords): string {
  const hash = createHash('sha256');
  for (const key of ['every', 'priceOnce', 'priceTrial', 'priceRenewing', 'renewalSubscription', 'renewalOnce'] as const) hash.update(`${key}\u0000${words[key]}\u0000`);
  return hash.digest('hex').slice(0, 16);
}

/** The languages whose words no longer match their pinned fingerprint in `published`: each is an edit that must be a new version. */
export function editedLanguages(published: PublishedTerms): Language[] {
  return (Object.keys(published.words) as Language[]).filter((language) => termsFingerprint(published.words[language]) !== published.fingerprints[language]);
}

/** The version whose published words in `language` are exactly `words`, if any (a changed translation matches none until it is published as a new version). */
export function versionOfWords(table: Readonly<Record<string, PublishedTerms>>, language: Language, words: RenewalTermsWords): string | null {
  const fingerprint = termsFingerprint(words);
  return Object.entries(table).find(([, published]) => published.fingerprints[language] === fingerprint && termsFingerprint(published.words[language]) === fingerprint)?.[0] ?? null;
}

/** The current version's words of one language, as the app's catalogue ids ("terms.every", "consent.renewalOnce", …). */
export function currentTermsCatalogueTexts(language: Language): Record<string, string> {
  const w = RENEWAL_TERMS_WORDS[RENEWAL_TERMS_VERSION].words[language];
  return {
    'terms.every': w.every,
    'terms.priceOnce': w.priceOnce,
    'terms.priceTrial': w.priceTrial,
    'terms.priceRenewing': w.priceRenewing,
    'consent.renewalSubscription': w.renewalSubscription,
    'consent.renewalOnce': w.renewalOnce,
  };
}

const intlTag = (language: Language) => (language === 'en' ? 'en-US' : language);

/**
 * The words of one version for one plan in one language, exactly as the checkout shows them. Throws
 * when the version's words in that language no longer match their published fingerprint: a record
 * never holds words other than those published (never fail open).
 */
export function renewalTermsText(plan: Plan, version: RenewalTermsVersion = RENEWAL_TERMS_VERSION, language: Language = 'en'): string {
  const published: PublishedTerms = RENEWAL_TERMS_WORDS[version];
  const words = published.words[language];
  if (termsFingerprint(words) !== published.fingerprints[language]) throw new Error(`The renewal terms ${version} in ${language} were edited after they were published: publish the new words as a new version (catalog/renewal-terms-words.ts).`);
  const mf = new MessageFormat(language);
  const t = (key: keyof RenewalTermsWords, values?: Readonly<Record<string, string | number>>) => mf.compile(words[key])(values ?? {});
  const money = (value: number) => moneyText(value, CURRENCY, intlTag(language), language === 'ar' ? 'rtl' : 'ltr');
  return renewalTermsIn(t, plan, priceLineIn(t, plan, money));
}
