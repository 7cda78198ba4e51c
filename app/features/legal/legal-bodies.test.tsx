import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
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

const TERMS: Readonly<Record<Exclude<AppLocale, 'en'>, LegalBody<string>>> = { es: termsEs, 'pt-BR': termsPt, fr: termsFr, de: termsDe, ar: termsAr };

const blockTexts = (block: LegalBlock): readonly string[] => (typeof block === 'string' ? [block] : 'list' in block ? block.list : [block.callout]);
/** Every text of a body in page order: title, summary, then each section's title and blocks. */
const textsOf = (body: LegalBody<string>, ids: readonly string[]) => [body.title, body.summary, ...ids.flatMap((id) => [body.sections[id]?.title ?? '', ...(body.sections[id]?.blocks.flatMap(blockTexts) ?? [])])];
/** The facts and tags a text names, sorted: a translation must name the same. */
const tokensOf = (text: string) => [...text.matchAll(/\{\w+\}|<\/?\w+\/?>/g)].map((m) => m[0]).sort();
const ENGLISH_WORDS = /\b(the|you|your|and|of|we|our|to)\b/i;

describe('legal bodies in every language (issue 44)', () => {
  const ids = Object.keys(termsEn.sections);

  it.each(Object.entries(TERMS))('the terms in %s have every section, block and list item of the English, naming the same facts and links', (_locale, body) => {
    expect(Object.keys(body.sections)).toEqual(ids);
    for (const id of ids) {
      const shape = (blocks: readonly LegalBlock[]) => blocks.map((b) => (typeof b === 'string' ? 'p' : 'list' in b ? `list${b.list.length}` : 'callout'));
      expect(shape(body.sections[id]?.blocks ?? []), id).toEqual(shape(termsEn.sections[id as keyof typeof termsEn.sections].blocks));
    }
    const english = textsOf(termsEn, ids);
    textsOf(body, ids).forEach((text, i) => {
      expect(text.trim().length, `text ${i}`).toBeGreaterThan(0);
      if (text.length > 12) expect(text, 'translated, not copied').not.toBe(english[i]);
      expect(tokensOf(text), text).toEqual(tokensOf(english[i] ?? ''));
      for (const [, fact] of text.matchAll(/\{(\w+)\}/g)) expect(Object.keys(LEGAL_FACTS)).toContain(fact);
    });
  });

  it.each(['de', 'ar'] as const)('the terms in %s keep no English words', (locale) => {
    for (const text of textsOf(TERMS[locale], ids)) expect(text.replace(/\{\w+\}|<[^>]+>/g, ''), text).not.toMatch(ENGLISH_WORDS);
  });
});

describe('the terms page in the shopper\'s language', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom does not implement scrolling
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    ['de', 'Nutzungsbedingungen', 'So kündigen Sie', 'Abonnements verwalten', 'Datenschutzerklärung'],
    ['ar', 'شروط الخدمة', 'طريقة الإلغاء', 'إدارة الاشتراكات', 'سياسة الخصوصية'],
  ] as const)('?lang=%s renders its body (loaded as the prerender loads it), with the facts filled in and the links still router links', async (locale, title, cancelTitle, manage, privacy) => {
    await preloadLegalBodies(locale);
    const router = createMemoryRouter([{ path: paths.terms, Component: TermsPage }], { initialEntries: [`${paths.terms}?lang=${locale}`] });
    render(
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/[{}<>]/);
    for (const fact of [LEGAL_FACTS.trialPrice, LEGAL_FACTS.weeklyPrice, LEGAL_FACTS.entity, `${LEGAL_FACTS.minimumAge}`, `${LEGAL_FACTS.refundDays}`]) expect(main.textContent).toContain(fact);
    const cancel = screen.getByRole('region', { name: new RegExp(cancelTitle) });
    expect(within(cancel).getByRole('link', { name: manage }).getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
    expect(within(main).getByRole('link', { name: privacy }).getAttribute('href')).toBe(paths.privacy);
  });
});
