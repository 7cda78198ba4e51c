/**
 * The emails' languages (issue 33): English from email-texts.ts, the others from
 * catalogues/<locale>.json, each checked against English with the widget's catalogue check (every id,
 * no other, ICU that parses with the language's plural keys, English's placeholders) and compiled by
 * messageformat when the simulator loads this module (docs/decisions/0011): a catalogue with a problem
 * stops the simulator at start, naming every problem, before any email is sent.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import { LANGUAGES, type Language } from '../../../../catalog/languages';
import { planNameId, type PlanNameForm } from '../../../../catalog/plan-names';
import type { Plan } from '../../../../catalog/plans';
import { catalogueProblems, describeProblem } from '../../../../widget/i18n/check-catalogue';
import { isolateInserts } from '../../../../widget/i18n/isolate-inserts';
import { textDirection } from '../../../../widget/i18n/locales';
import { EMAIL_TEXTS, type EmailTextId } from './email-texts';

export type EmailValues = Readonly<Record<string, string | number>>;
type Compiled = Readonly<Record<EmailTextId, (values?: EmailValues) => string>>;

/** Where a translated email catalogue lives. */
export const emailCataloguePath = (locale: Exclude<Language, 'en'>) => fileURLToPath(new URL(`./catalogues/${locale}.json`, import.meta.url));

/** The texts of one language, checked against English: throws naming every problem. */
export function checkedEmailTexts(locale: Language, read: (path: string) => string = (path) => readFileSync(path, 'utf8')): Readonly<Record<EmailTextId, string>> {
  if (locale === 'en') return EMAIL_TEXTS;
  const parsed: unknown = JSON.parse(read(emailCataloguePath(locale)));
  const problems = catalogueProblems(EMAIL_TEXTS, parsed, locale);
  if (problems.length > 0) throw new Error(`Email catalogues: ${problems.map((p) => describeProblem(locale, p)).join(' ')}`);
  return parsed as Record<EmailTextId, string>;
}

/** Compiled with a right-to-left language's inserted names, links and references isolated (widget/i18n/isolate-inserts.ts). */
function compile(locale: Language): Compiled {
  const mf = new MessageFormat(locale);
  const texts = checkedEmailTexts(locale);
  const rtl = textDirection(locale) === 'rtl';
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, mf.compile(rtl ? isolateInserts(text, locale) : text)])) as Compiled;
}

/** Compiled once, at load: about 110 messages a language, a few milliseconds in all. */
const CATALOGUES: Readonly<Record<Language, Compiled>> = Object.fromEntries(LANGUAGES.map((l) => [l, compile(l)])) as Record<Language, Compiled>;

/** Formatters are built once per language: building one per email was half a receipt's cost (issue 10, point 7). */
const DATES = new Map<Language, Intl.DateTimeFormat>();
/** Per language and currency (building one per receipt was ~5 % of a subscription create's CPU with its receipt, issue 32). */
const MONEY = new Map<string, Intl.NumberFormat>();
const DATE_TIMES = new Map<Language, Intl.DateTimeFormat>();
const once = <T>(map: Map<Language, T>, locale: Language, make: () => T): T => {
  let made = map.get(locale);
  if (!made) map.set(locale, (made = make()));
  return made;
};

/** An email's language: its texts, direction, and money and dates as the language writes them. */
export interface EmailLanguage {
  readonly locale: Language;
  readonly dir: 'ltr' | 'rtl';
  text(id: EmailTextId, values?: EmailValues): string;
  /** An amount in the plan's currency: "US$ 19,99" in pt-BR, "19,99 US$" in es and de, "$19.99 USD" in English. */
  money(amount: number, currency: string): string;
  /** A calendar day in UTC: "12 de diciembre de 2026". */
  date(at: Date | number): string;
  /** A day and time in UTC, as the withdrawal's receipt must state both. */
  dateTime(at: Date | number): string;
  /** A plan's short name ("Weekly Plan") or full one ("Weekly plan with 7-day trial") in this language (catalog/plan-names.ts). */
  plan(plan: Pick<Plan, 'id' | 'name' | 'name_full'>, form?: PlanNameForm): string;
}

export function emailLanguage(locale: Language): EmailLanguage {
  const messages = CATALOGUES[locale];
  // The plans' ids are a pattern ("plans.full.<product>"), which the texts' literal ids do not list: looked up as any id, maybe absent.
  const byId: Readonly<Partial<Record<string, (values?: EmailValues) => string>>> = messages;
  return {
    locale,
    dir: textDirection(locale),
    text: (id, values) => messages[id](values),
    // A plan the catalogue does not name (no longer sold) keeps its English name.
    plan: (plan, form = 'full') => byId[planNameId(plan.id, form)]?.() ?? (form === 'name' ? plan.name : plan.name_full),
    money: (amount, currency) => {
      let format = MONEY.get(`${locale} ${currency}`);
      if (!format) MONEY.set(`${locale} ${currency}`, (format = new Intl.NumberFormat(locale, { style: 'currency', currency })));
      const formatted = format.format(amount);
      // English keeps its receipts' "$19.99 USD": a bare "$" names several currencies for English readers abroad.
      return locale === 'en' && !formatted.includes(currency) ? `${formatted} ${currency}` : formatted;
    },
    date: (at) => once(DATES, locale, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })).format(at),
    // English keeps the withdrawal receipt's day-month order and 24-hour time ("1 December 2026 at 10:00:00 UTC").
    dateTime: (at) => once(DATE_TIMES, locale, () => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' })).format(at),
  };
}

/** English, for emails to an address whose language nobody recorded. */
export const ENGLISH: EmailLanguage = emailLanguage('en');
