import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_EMAIL } from '../../config/contact';
import { paths } from '../../config/paths';
import { FBC_COOKIE, FBP_COOKIE, STORAGE_KEYS } from '../../lib/tracking/constants';
import { QUIZ_ANSWERS_KEY, QUIZ_EMAIL_KEY } from '../../shared/quiz/storage-keys';
import type { AppLocale } from '../../lib/i18n/locale';
import { preloadLegalBodies, type LegalBlock, type LegalBody } from './legal-body';
import { LEGAL_FACTS } from './legal-facts';
import TermsPage from './TermsPage';
import termsEn from './terms/terms-en';
import termsEs from './terms/terms-es';
import termsPt from './terms/terms-pt-BR';
import termsFr from './terms/terms-fr';
import termsDe from './terms/terms-de';
import termsAr from './terms/terms-ar';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import privacyEn from './privacy/privacy-en';
import privacyEs from './privacy/privacy-es';
import privacyPt from './privacy/privacy-pt-BR';
import privacyFr from './privacy/privacy-fr';
import privacyDe from './privacy/privacy-de';
import privacyAr from './privacy/privacy-ar';
import CookiePolicyPage from './CookiePolicyPage';
import cookiesEn, { type CookiePolicyBody } from './cookies/cookies-en';
import cookiesEs from './cookies/cookies-es';
import cookiesPt from './cookies/cookies-pt-BR';
import cookiesFr from './cookies/cookies-fr';
import cookiesDe from './cookies/cookies-de';
import cookiesAr from './cookies/cookies-ar';

type Translations = Readonly<Record<Exclude<AppLocale, 'en'>, LegalBody<string>>>;
const TERMS: Translations = { es: termsEs, 'pt-BR': termsPt, fr: termsFr, de: termsDe, ar: termsAr };
const PRIVACY: Translations = { es: privacyEs, 'pt-BR': privacyPt, fr: privacyFr, de: privacyDe, ar: privacyAr };
const COOKIES: Translations = { es: cookiesEs, 'pt-BR': cookiesPt, fr: cookiesFr, de: cookiesDe, ar: cookiesAr };
/** Each translated page: its English source and its five translations. */
const BODIES: readonly (readonly [string, LegalBody<string>, Translations])[] = [
  ['terms', termsEn, TERMS],
  ['privacy policy', privacyEn, PRIVACY],
  ['cookie policy', cookiesEn, COOKIES],
];

const blockTexts = (block: LegalBlock): readonly string[] => (typeof block === 'string' ? [block] : 'list' in block ? block.list : [block.callout]);
/** Every text of a body in page order: title, summary, each section's title and blocks, then the cookie policy's tables. */
const textsOf = (body: LegalBody<string>, ids: readonly string[]) => [body.title, body.summary, ...ids.flatMap((id) => [body.sections[id]?.title ?? '', ...(body.sections[id]?.blocks.flatMap(blockTexts) ?? [])]), ...tableTextsOf(body)];
/** The cookie policy's table words in the English order: headers, captions, then each row's label (where the English has one), place, purpose and period. */
const tableTextsOf = (body: LegalBody<string>): string[] => {
  if (!('items' in body)) return [];
  const { table, items } = body as CookiePolicyBody;
  const { captions, ...headers } = table;
  return [
    ...(['name', 'where', 'purpose', 'keptFor'] as const).map((key) => headers[key]),
    ...(['necessary', 'measurement', 'advertising'] as const).map((key) => captions[key]),
    ...(Object.keys(cookiesEn.items) as (keyof typeof cookiesEn.items)[]).flatMap((id) => [...(cookiesEn.items[id].label === undefined ? [] : [items[id]?.label ?? '']), items[id]?.where ?? '', items[id]?.purpose ?? '', items[id]?.duration ?? '']),
  ];
};
/** The facts and tags a text names, sorted: a translation must name the same. */
const tokensOf = (text: string) => [...text.matchAll(/\{\w+\}|<\/?\w+\/?>/g)].map((m) => m[0]).sort();
const ENGLISH_WORDS = /\b(the|you|your|and|of|we|our|to)\b/i;

describe.each(BODIES)('legal bodies in every language (issue 44): the %s', (page, english, translations) => {
  const ids = Object.keys(english.sections);

  it.each(Object.entries(translations))(`the ${page} in %s have every section, block and list item of the English, naming the same facts and links`, (_locale, body) => {
    expect(Object.keys(body.sections)).toEqual(ids);
    for (const id of ids) {
      const shape = (blocks: readonly LegalBlock[]) => blocks.map((b) => (typeof b === 'string' ? 'p' : 'list' in b ? `list${b.list.length}` : 'callout'));
      expect(shape(body.sections[id]?.blocks ?? []), id).toEqual(shape(english.sections[id]?.blocks ?? []));
    }
    const source = textsOf(english, ids);
    textsOf(body, ids).forEach((text, i) => {
      expect(text.trim().length, `text ${i}`).toBeGreaterThan(0);
      if (text.length > 12) expect(text, 'translated, not copied').not.toBe(source[i]);
      expect(tokensOf(text), text).toEqual(tokensOf(source[i] ?? ''));
      for (const [, fact] of text.matchAll(/\{(\w+)\}/g)) expect(Object.keys(LEGAL_FACTS)).toContain(fact);
    });
  });

  it.each(['de', 'ar'] as const)(`the ${page} in %s keep no English words`, (locale) => {
    for (const text of textsOf(translations[locale], ids)) expect(text.replace(/\{\w+\}|<[^>]+>/g, ''), text).not.toMatch(ENGLISH_WORDS);
  });
});

/** jsdom does not implement scrolling: each test that renders a page stubs it, then unmounts and restores. */
function renderedPageHooks(): void {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/**
 * Renders a legal page at `?lang=` with its body loaded first, as the prerender loads it, waits for its
 * translated title and returns its main region, whose text must hold no unfilled `{fact}` or `<tag>`.
 */
async function renderLegalPage(path: string, Page: ComponentType, locale: AppLocale, title: string): Promise<HTMLElement> {
  await preloadLegalBodies(locale);
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [`${path}?lang=${locale}`] });
  render(
    <Suspense fallback="loading">
      <RouterProvider router={router} />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
  const main = screen.getByRole('main');
  expect(main.textContent).not.toMatch(/[{}<>]/);
  return main;
}

describe('the terms page in the shopper\'s language', () => {
  renderedPageHooks();

  it.each([
    ['de', 'Nutzungsbedingungen', 'So kündigen Sie', 'Abonnements verwalten', 'Datenschutzerklärung'],
    ['ar', 'شروط الخدمة', 'طريقة الإلغاء', 'إدارة الاشتراكات', 'سياسة الخصوصية'],
  ] as const)('?lang=%s renders its body (loaded as the prerender loads it), with the facts filled in and the links still router links', async (locale, title, cancelTitle, manage, privacy) => {
    const main = await renderLegalPage(paths.terms, TermsPage, locale, title);
    for (const fact of [LEGAL_FACTS.trialPrice, LEGAL_FACTS.weeklyPrice, LEGAL_FACTS.entity, `${LEGAL_FACTS.minimumAge}`, `${LEGAL_FACTS.refundDays}`]) expect(main.textContent).toContain(fact);
    const cancel = screen.getByRole('region', { name: new RegExp(cancelTitle) });
    expect(within(cancel).getByRole('link', { name: manage }).getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
    expect(within(main).getByRole('link', { name: privacy }).getAttribute('href')).toBe(paths.privacy);
  }, 15_000); // the first render transforms the body's chunks on demand, which takes seconds on a busy machine
});

describe('the privacy policy in the shopper\'s language', () => {
  renderedPageHooks();

  it.each([
    ['de', 'Datenschutzerklärung', 'Wie lange wir Daten speichern', 'Cookie-Richtlinie', 'Nutzungsbedingungen'],
    ['ar', 'سياسة الخصوصية', 'مدة احتفاظنا بها', 'سياسة ملفات تعريف الارتباط', 'شروط الخدمة'],
  ] as const)('?lang=%s renders its body with the entity, the retention periods and the privacy address filled in, and the links still router links', async (locale, title, retentionTitle, cookies, terms) => {
    const main = await renderLegalPage(paths.privacy, PrivacyPolicyPage, locale, title);
    for (const fact of [LEGAL_FACTS.entity, LEGAL_FACTS.address, `${LEGAL_FACTS.minimumAge}`, `${LEGAL_FACTS.childDataAge}`]) expect(main.textContent).toContain(fact);
    const retention = screen.getByRole('region', { name: new RegExp(retentionTitle) });
    for (const period of [LEGAL_FACTS.quizKeptDays, LEGAL_FACTS.accountKeptYears, LEGAL_FACTS.paymentKeptYears, LEGAL_FACTS.trackingKeptMonths]) expect(retention.textContent).toContain(`${period}`);
    const mail = within(main).getAllByRole('link', { name: PRIVACY_EMAIL });
    expect(mail.length).toBe(3); // who we are, opting out of sharing, your rights
    for (const link of mail) expect(link.getAttribute('href')).toBe(`mailto:${PRIVACY_EMAIL}`);
    expect(within(main).getByRole('link', { name: cookies }).getAttribute('href')).toBe(paths.cookiePolicy);
    expect(within(main).getByRole('link', { name: terms }).getAttribute('href')).toBe(paths.terms);
  }, 15_000); // as above
});

describe('the cookie policy in the shopper\'s language', () => {
  renderedPageHooks();

  it.each([
    ['de', 'Cookie-Richtlinie', 'Werbe-Cookies', ['Name', 'Speicherort', 'Zweck', 'Speicherdauer'], 'Tage', 'Datenschutzerklärung', 'Speicher zur Messung', 'Unbedingt erforderliche Speicher'],
    ['ar', 'سياسة ملفات تعريف الارتباط', 'ملفات تعريف الارتباط الإعلانية', ['الاسم', 'مكان التخزين', 'الغرض', 'مدة الاحتفاظ'], 'يومًا', 'سياسة الخصوصية', 'تخزين القياس', 'التخزين الضروري للغاية'],
  ] as const)('?lang=%s renders its body and its tables translated, the cookie names as the app writes them and the periods filled in', async (locale, title, caption, headers, days, privacy, measurement, necessary) => {
    const main = await renderLegalPage(paths.cookiePolicy, CookiePolicyPage, locale, title);
    const table = screen.getByRole('table', { name: caption });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(headers);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([FBC_COOKIE, FBP_COOKIE, '_ttp']);
    const measured = within(screen.getByRole('table', { name: measurement })).getAllByRole('rowheader').map((th) => th.textContent);
    expect(measured).toEqual([STORAGE_KEYS.externalReferrer, `${STORAGE_KEYS.campaign}, ${STORAGE_KEYS.mobileId}, ${STORAGE_KEYS.redirectDomain}`, `${STORAGE_KEYS.fbc}, ${STORAGE_KEYS.fbp}`]);
    expect(within(screen.getByRole('table', { name: necessary })).getAllByRole('rowheader')[0]?.textContent).toBe(`${QUIZ_ANSWERS_KEY}, ${QUIZ_EMAIL_KEY}`);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain(`${LEGAL_FACTS.metaCookieDays} ${days}`);
    expect(within(main).getAllByRole('link', { name: PRIVACY_EMAIL }).length).toBe(2);
    expect(within(main).getByRole('link', { name: privacy }).getAttribute('href')).toBe(paths.privacy);
  }, 15_000); // the first render transforms the body's chunks on demand, which takes seconds on a busy machine
});
