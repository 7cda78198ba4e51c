import { Navigate, type RouteObject } from 'react-router-dom';
import { PRODUCT_PREFIX } from './config/product';
import { paths } from './config/paths';
import { RouteError } from './components/RouteError';
import { Placeholder } from './components/Placeholder';
import { ImagePreloader } from './components/ImagePreloader';
import { withChunkTimeout } from './lib/chunk-timeout';
import { registerRoutePreload } from './lib/route-preload';

/** A lazily loaded screen: the module's default export is the page component; 120000 ms, then ChunkLoadError. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await withChunkTimeout(load)).default });

const landing = screen(() => import('./features/landing/LandingPage'));
// The next screens of the funnel, fetched ahead (issue 13): the quiz from the landing, the checkout from the email step.
const loadQuiz = () => import('./features/quiz/QuizPage');
const loadCheckout = () => import('./features/checkout/SubscriptionPage');
registerRoutePreload(paths.quiz, loadQuiz);
registerRoutePreload(paths.subscription, loadCheckout);
const membersGate = async () => {
  const { default: MembersShell } = await withChunkTimeout(() => import('./features/members/shell/MembersShell'));
  return { Component: () => <MembersShell bare /> };
};

const rel = (path: string) => path.slice(PRODUCT_PREFIX.length + 1);
/** A members' area path relative to the webapp route, e.g. `games/word`. */
const underWebapp = (path: string) => path.slice(paths.webapp.root.length + 1);

/** The route table; main.tsx makes the browser router from it, entry-server.tsx the static one that prerenders. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={paths.landing} replace /> },
  {
    path: PRODUCT_PREFIX,
    element: <ImagePreloader />,
    errorElement: <RouteError />,
    HydrateFallback: Placeholder,
    children: [
      { path: rel(paths.quiz), lazy: screen(loadQuiz) },
      { path: rel(paths.subscription), lazy: screen(loadCheckout) },
      { path: rel(paths.offers), lazy: screen(() => import('./features/offers/OffersPage')) },
      { path: rel(paths.privacy), lazy: screen(() => import('./features/legal/PrivacyPolicyPage')) },
      { path: rel(paths.terms), lazy: screen(() => import('./features/legal/TermsPage')) },
      { path: rel(paths.cookiePolicy), lazy: screen(() => import('./features/legal/CookiePolicyPage')) },
      { path: rel(paths.accessProduct), lazy: screen(() => import('./features/account/AccessProductPage')) },
      { path: rel(paths.signIn), lazy: screen(() => import('./features/account/SignInPage')) },
      { path: rel(paths.activate), lazy: screen(() => import('./features/account/ActivatePage')) },
      { path: rel(paths.unsubscription), lazy: screen(() => import('./features/cancel/UnsubscriptionPage')) },
      { path: rel(paths.unsubscribeWithEmail), lazy: screen(() => import('./features/cancel/UnsubscribeWithEmailPage')) },
      { path: rel(paths.accessRecovery), lazy: screen(() => import('./features/account/AccessRecoveryPage')) },
      {
        path: rel(paths.webapp.root),
        // The members' shell: signed-in and subscribed only; its navigation frames every section.
        lazy: screen(() => import('./features/members/shell/MembersShell')),
        children: [
          { index: true, element: <Navigate to={paths.webapp.iqTests} replace /> },
          { path: underWebapp(paths.webapp.iqTests), lazy: screen(() => import('./features/members/iq-tests/IqTestsPage')) },
          { path: `${underWebapp(paths.webapp.iqTests)}/:testId`, lazy: screen(() => import('./features/members/iq-tests/TestRunnerPage')) },
          { path: underWebapp(paths.webapp.games), lazy: screen(() => import('./features/members/games/GamesPage')) },
          { path: underWebapp(paths.webapp.compare), lazy: screen(() => import('./features/members/compare/ComparePage')) },
          { path: underWebapp(paths.webapp.articles), lazy: screen(() => import('./features/members/articles/ArticlesPage')) },
          { path: `${underWebapp(paths.webapp.articles)}/:slug`, lazy: screen(() => import('./features/members/articles/ArticlePage')) },
          { path: underWebapp(paths.webapp.profile), lazy: screen(() => import('./features/members/profile/ProfilePage')) },
          { path: underWebapp(paths.webapp.profileReport), lazy: screen(() => import('./features/members/report/ProfileReportPage')) },
          { path: underWebapp(paths.webapp.manageSubscriptions), lazy: screen(() => import('./features/members/subscriptions/ManageSubscriptionsPage')) },
        ],
      },
      {
        path: rel(paths.webapp.root),
        // The games bring their own page chrome: the same gate, without the area's header and navigation.
        lazy: membersGate,
        children: [
          { path: underWebapp(paths.gamePages.blockPuzzle), lazy: screen(() => import('./features/games/block-puzzle/BlockPuzzlePage')) },
          { path: underWebapp(paths.gamePages.logicPuzzles), lazy: screen(() => import('./features/games/logic-puzzles/LogicPuzzlesPage')) },
          { path: underWebapp(paths.gamePages.fruitMerge), lazy: screen(() => import('./features/games/fruit-merge/FruitMergePage')) },
          { path: underWebapp(paths.gamePages.word), lazy: screen(() => import('./features/games/word/WordPage')) },
          { path: underWebapp(paths.gamePages.mahjongFarm), lazy: screen(() => import('./features/games/mahjong-farm/MahjongFarmPage')) },
        ],
      },
      // The main landing is the index and matches everything else under the prefix (app-spec section 2).
      { index: true, lazy: landing },
      { path: '*', lazy: landing },
    ],
  },
  { path: '*', element: <Navigate to={paths.landing} replace /> },
];

