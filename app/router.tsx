import { matchRoutes, Navigate, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { PRODUCT_PREFIX } from '../catalog/product';
import { paths } from './config/paths';
import { ImagePreloader } from './components/ImagePreloader';
import { lazyScreen, type LazyScreen } from './lib/lazy-screen';
import { registerRoutePreload } from './lib/route-preload';
import { useScrollToTopOnNavigate } from './lib/scroll-to-top';
import { useAnnounceRouteChange } from './lib/route-focus';

/** What a lazy route keeps in its `handle`: its screen's preload, for the server and the hydrating client. */
interface ScreenHandle {
  readonly preload: LazyScreen['preload'];
}

/** A lazily loaded screen's route fields: the module's default export is the page; 120000 ms, then ChunkLoadError. */
const screenOf = (Screen: LazyScreen) => ({ element: <Screen />, handle: { preload: Screen.preload } satisfies ScreenHandle });
const screen = (load: () => Promise<{ default: React.ComponentType }>) => screenOf(lazyScreen(load));

const landing = lazyScreen(() => import('./features/landing/LandingPage'));
// The next screens of the funnel, fetched ahead (issue 13): the quiz from the landing, the checkout from the email step.
const quiz = lazyScreen(() => import('./features/quiz/QuizPage'));
const checkout = lazyScreen(() => import('./features/checkout/SubscriptionPage'));
registerRoutePreload(paths.quiz, quiz.preload);
registerRoutePreload(paths.subscription, checkout.preload);
const membersGate = screen(async () => {
  const { default: MembersShell } = await import('./features/members/shell/MembersShell');
  return { default: () => <MembersShell bare /> };
});

const rel = (path: string) => path.slice(PRODUCT_PREFIX.length + 1);
/** A members' area path relative to the webapp route, e.g. `games/word`. */
const underWebapp = (path: string) => path.slice(paths.webapp.root.length + 1);

/** The route table: main.tsx renders it in a browser router, entry-server.tsx in a static one that prerenders. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.landing} replace /> },
  {
    path: PRODUCT_PREFIX,
    // The placeholder while a screen loads and the router fallback live in this layout.
    element: <ImagePreloader />,
    children: [
      { path: rel(paths.quiz), ...screenOf(quiz) },
      { path: rel(paths.subscription), ...screenOf(checkout) },
      { path: rel(paths.offers), ...screen(() => import('./features/offers/OffersPage')) },
      { path: rel(paths.privacy), ...screen(() => import('./features/legal/PrivacyPolicyPage')) },
      { path: rel(paths.terms), ...screen(() => import('./features/legal/TermsPage')) },
      { path: rel(paths.cookiePolicy), ...screen(() => import('./features/legal/CookiePolicyPage')) },
      { path: rel(paths.accessProduct), ...screen(() => import('./features/account/AccessProductPage')) },
      { path: rel(paths.signIn), ...screen(() => import('./features/account/SignInPage')) },
      { path: rel(paths.activate), ...screen(() => import('./features/account/ActivatePage')) },
      { path: rel(paths.unsubscription), ...screen(() => import('./features/cancel/UnsubscriptionPage')) },
      { path: rel(paths.unsubscribeWithEmail), ...screen(() => import('./features/cancel/UnsubscribeWithEmailPage')) },
      { path: rel(paths.accessRecovery), ...screen(() => import('./features/account/AccessRecoveryPage')) },
      { path: rel(paths.withdrawFromContract), ...screen(() => import('./features/withdrawal/WithdrawFromContractPage')) },
      { path: rel(paths.measurement), ...screen(() => import('./features/measurement/MeasurementPage')) },
      {
        path: rel(paths.webapp.root),
        // The members' shell: signed-in and subscribed only; its navigation frames every section.
        ...screen(() => import('./features/members/shell/MembersShell')),
        children: [
          { index: true, element: <Navigate to={paths.webapp.iqTests} replace /> },
          { path: underWebapp(paths.webapp.iqTests), ...screen(() => import('./features/members/iq-tests/IqTestsPage')) },
          { path: `${underWebapp(paths.webapp.iqTests)}/:testId`, ...screen(() => import('./features/members/iq-tests/TestRunnerPage')) },
          { path: underWebapp(paths.webapp.games), ...screen(() => import('./features/members/games/GamesPage')) },
          { path: underWebapp(paths.webapp.compare), ...screen(() => import('./features/members/compare/ComparePage')) },
          { path: underWebapp(paths.webapp.articles), ...screen(() => import('./features/members/articles/ArticlesPage')) },
          { path: `${underWebapp(paths.webapp.articles)}/:slug`, ...screen(() => import('./features/members/articles/ArticlePage')) },
          { path: underWebapp(paths.webapp.profile), ...screen(() => import('./features/members/profile/ProfilePage')) },
          { path: underWebapp(paths.webapp.profileReport), ...screen(() => import('./features/members/report/ProfileReportPage')) },
          { path: underWebapp(paths.webapp.manageSubscriptions), ...screen(() => import('./features/members/subscriptions/ManageSubscriptionsPage')) },
        ],
      },
      {
        path: rel(paths.webapp.root),
        // The games bring their own page chrome: the same gate, without the area's header and navigation.
        ...membersGate,
        children: [
          { path: underWebapp(paths.gamePages.blockPuzzle), ...screen(() => import('./features/games/block-puzzle/BlockPuzzlePage')) },
          { path: underWebapp(paths.gamePages.logicPuzzles), ...screen(() => import('./features/games/logic-puzzles/LogicPuzzlesPage')) },
          { path: underWebapp(paths.gamePages.fruitMerge), ...screen(() => import('./features/games/fruit-merge/FruitMergePage')) },
          { path: underWebapp(paths.gamePages.word), ...screen(() => import('./features/games/word/WordPage')) },
          { path: underWebapp(paths.gamePages.mahjongFarm), ...screen(() => import('./features/games/mahjong-farm/MahjongFarmPage')) },
        ],
      },
      // The main landing is the index and matches everything else under the prefix (app §2 in docs/spec-coverage.md).
      { index: true, ...screenOf(landing) },
      { path: '*', ...screenOf(landing) },
    ],
  },
  { path: '*', element: <Navigate to={paths.landing} replace /> },
];

/** The app's routes, for the browser router (main.tsx) and the static one (entry-server.tsx). */
export function AppRoutes() {
  useScrollToTopOnNavigate();
  useAnnounceRouteChange();
  return useRoutes(routes);
}

/** Fetches the screens `location` renders, so that the first render (server or hydrating client) does not suspend. */
export async function preloadScreens(location: Partial<Location> | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as ScreenHandle | undefined)?.preload()));
}
