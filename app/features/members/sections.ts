/** The seven sections of the members' area (app §2 in docs/spec-coverage.md), in navigation order. */
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../../catalog/product';

export interface Section {
  readonly path: string;
  /** Its name in MEMBERS_TEXT (issue 33: the catalogues' part "members"); `${key}Short` is the phone's bottom bar's. */
  readonly key: SectionKey;
  /** An SVG path on a 24 x 24 box. */
  readonly icon: string;
}

export type SectionKey = 'iqTests' | 'games' | 'compare' | 'articles' | 'profile' | 'profileReport' | 'manageSubscriptions';

export const SECTIONS: readonly Section[] = [
  { path: paths.webapp.iqTests, key: 'iqTests', icon: 'M9 3h6v2h-1v4.5l5 8.5a2 2 0 0 1-1.7 3H6.7A2 2 0 0 1 5 18l5-8.5V5H9z' },
  { path: paths.webapp.games, key: 'games', icon: 'M7 7h10a5 5 0 0 1 0 10h-1l-2-2h-4l-2 2H7A5 5 0 0 1 7 7zm0 3v2H5v2h2v2h2v-2h2v-2H9v-2zm9 1a1 1 0 1 0 0 2 1 1 0 0 0 0-2z' },
  { path: paths.webapp.compare, key: 'compare', icon: 'M4 20V10h4v10zm6 0V4h4v16zm6 0v-7h4v7z' },
  { path: paths.webapp.articles, key: 'articles', icon: 'M5 4h10l4 4v12H5zm3 6v2h8v-2zm0 4v2h8v-2z' },
  { path: paths.webapp.profile, key: 'profile', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8a8 8 0 0 1 16 0z' },
  { path: paths.webapp.profileReport, key: 'profileReport', icon: 'M6 3h12v18l-6-4-6 4z' },
  { path: paths.webapp.manageSubscriptions, key: 'manageSubscriptions', icon: 'M3 6h18v12H3zm0 3v2h18V9zm3 5v2h5v-2z' },
];

/**
 * The area's frame in English, ICU MessageFormat: the part "members" of the app's catalogues (issue 33),
 * read in the shopper's language through members-texts.ts.
 */
export const MEMBERS_TEXT = {
  navLabel: 'Members\u2019 area',
  home: `${PRODUCT_NAME} members\u2019 area home`,
  loadingAccount: 'Loading your account\u2026',
  iqTests: 'IQ tests',
  iqTestsShort: 'Tests',
  games: 'Brain games',
  gamesShort: 'Games',
  compare: 'Compare',
  compareShort: 'Compare',
  articles: 'Articles',
  articlesShort: 'Read',
  profile: 'Profile',
  profileShort: 'Profile',
  profileReport: 'Report',
  profileReportShort: 'Report',
  manageSubscriptions: 'Subscriptions',
  manageSubscriptionsShort: 'Billing',
  iqTestsIntro: 'Four adaptive tests: each question is chosen for your level, and a test ends once your score is precise enough. Scored by our service and kept in your history.',
  gamesIntro: 'Short daily games. Each one trains one skill; a few minutes a day is enough.',
  compareHeading: 'Compare with other countries',
  compareIntro: 'Your latest reasoning-test estimate against the scores of members in each country.',
  articlesIntro: `Short reads on reasoning, memory and training, written for ${PRODUCT_NAME} members.`,
  reportHeading: 'Your report and certificate',
  reportIntro: 'Built from the score our service gave your answers: the quiz you took before subscribing, or your latest reasoning test.',
  subscriptionsHeading: 'Manage subscriptions',
  subscriptionsIntro: 'Everything on your account, and when you will be charged next.',
  scrollForMore: 'Swipe or scroll sideways for more \u2192',
  noSubscriptionTitle: 'Your members\u2019 area is waiting',
  noSubscriptionBody: 'You are signed in, but there is no active subscription on this account. Take the test and choose a plan to unlock IQ tests, brain games, comparison and articles.',
  noSubscriptionCta: 'See plans',
  takeQuiz: 'Take the free reasoning quiz',
  loadFailed: 'We could not load this section. Check your connection and try again.',
  retry: 'Try again',
  synthetic: 'Until enough members have taken the reasoning test, these figures include example results we generated to show how the comparison works: they are not measurements of real people. Members’ own results are added as they take the test.',
  estimateNote: 'Scores are estimates from short online tests, shown with their 95 % interval. They are not a clinical measurement.',
} as const;
