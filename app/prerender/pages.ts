/**
 * The pages the build prerenders (issue 13), once per language (issue 44): the landing, the quiz's
 * first screen, the legal pages and the withdrawal form paint from HTML in the shopper's
 * language, then hydrate. `unlessQuery` names the query keys with which the route renders something
 * else (the quiz's `?step=` and `?startFrom=`): the server sends the plain shell for those.
 */
import { WITHDRAW_WITHOUT_ACCOUNT } from '../../catalog/account-pages';
import { paths } from '../config/paths';
import type { TextGroup } from '../lib/i18n/texts';

export interface PrerenderedPage {
  readonly name: string;
  /** The route's path; the page also answers the same path with a trailing slash (or without one). */
  readonly path: string;
  /** The route's module, as Vite's manifest names it (the chunks to preload). */
  readonly source: string;
  readonly unlessQuery: readonly string[];
  /** The texts' group the page reads (app/lib/i18n/texts.ts): loaded before the render, on the server and in the browser. */
  readonly texts: TextGroup;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: 'landing', path: paths.landing, source: 'features/landing/LandingPage.tsx', unlessQuery: [], texts: '' },
  { name: 'quiz', path: paths.quiz, source: 'features/quiz/QuizPage.tsx', unlessQuery: ['step', 'startFrom'], texts: '' },
  { name: 'terms', path: paths.terms, source: 'features/legal/TermsPage.tsx', unlessQuery: [], texts: '' },
  { name: 'privacy', path: paths.privacy, source: 'features/legal/PrivacyPolicyPage.tsx', unlessQuery: [], texts: '' },
  { name: 'cookie-policy', path: paths.cookiePolicy, source: 'features/legal/CookiePolicyPage.tsx', unlessQuery: [], texts: '' },
  { name: 'withdraw', path: paths.withdrawFromContract, source: 'features/withdrawal/WithdrawFromContractPage.tsx', unlessQuery: ['contract', WITHDRAW_WITHOUT_ACCOUNT.param], texts: 'account' },
];

/** Where the prerendered page is marked, so the client knows to hydrate: `<div id="root" data-prerendered="landing">`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The prerendered page named `name`, if any. */
export const prerenderedPage = (name: string | null): PrerenderedPage | undefined => PRERENDERED_PAGES.find((page) => page.name === name);
