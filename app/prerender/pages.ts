/**
 * The pages the build prerenders (issue 13), once per language (issue 44): the landing, the quiz's
 * first screen, the legal pages and the withdrawal form paint from HTML in the shopper's
 * language, then hydrate. `unlessQuery` names the query keys with which the route renders something
 * else (the quiz's `?step=` and `?startFrom=`): the server sends the plain shell for those.
 */
import { WITHDRAW_WITHOUT_ACCOUNT } from '../../catalog/account-pages';
import { paths } from '../config/paths';

export interface PrerenderedPage {
  readonly name: string;
  /** The route's path; the page also answers the same path with a trailing slash (or without one). */
  readonly path: string;
  /** The route's module, as Vite's manifest names it (the chunks to preload). */
  readonly source: string;
  readonly unlessQuery: readonly string[];
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: 'landing', path: paths.landing, source: 'features/landing/LandingPage.tsx', unlessQuery: [] },
  { name: 'quiz', path: paths.quiz, source: 'features/quiz/QuizPage.tsx', unlessQuery: ['step', 'startFrom'] },
  { name: 'terms', path: paths.terms, source: 'features/legal/TermsPage.tsx', unlessQuery: [] },
  { name: 'privacy', path: paths.privacy, source: 'features/legal/PrivacyPolicyPage.tsx', unlessQuery: [] },
  { name: 'cookie-policy', path: paths.cookiePolicy, source: 'features/legal/CookiePolicyPage.tsx', unlessQuery: [] },
  { name: 'withdraw', path: paths.withdrawFromContract, source: 'features/withdrawal/WithdrawFromContractPage.tsx', unlessQuery: ['contract', WITHDRAW_WITHOUT_ACCOUNT.param] },
];

/** Where the prerendered page is marked, so the client knows to hydrate: `<div id="root" data-prerendered="landing">`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
