/**
 * The pages the build prerenders (issue 13): the landing and the quiz's first screen paint from
 * HTML, then hydrate. `unlessQuery` names the query keys with which the route renders something
 * else (the quiz's `?step=` and `?startFrom=`): the server sends the plain shell for those.
 */
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
];

/** Where the prerendered page is marked, so the client knows to hydrate: `<div id="root" data-prerendered="landing">`. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
