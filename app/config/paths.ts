/** The typed route table: links and navigation use it, never string literals. */
import { ADD_ON_PARAMS, SUBSCRIPTION_FLAG_PARAMS, SUBSCRIPTION_PLAN_PARAMS } from '../lib/plan-param-names';
import { ACCOUNT_PAGES } from '../../catalog/account-pages';
import { PRODUCT_PREFIX } from '../../catalog/product';

const p = (path: string) => `${PRODUCT_PREFIX}${path}`;

export const paths = {
  landing: p('/'),
  quiz: p('/quiz'),
  offers: p('/offers'),
  subscription: p('/subscription'),
  privacy: p('/privacy'),
  terms: p(ACCOUNT_PAGES.terms),
  cookiePolicy: p('/cookie-policy'),
  accessProduct: p('/access-product'),
  signIn: p(ACCOUNT_PAGES.signIn),
  activate: p('/activate'),
  unsubscription: p(ACCOUNT_PAGES.cancel),
  unsubscribeWithEmail: p(ACCOUNT_PAGES.cancelByEmail),
  accessRecovery: p('/access-recovery'),
  /** "Withdraw from contract here" without an account (issue 29, point 1), linked from every footer. */
  withdrawFromContract: p(ACCOUNT_PAGES.withdraw),
  /** How scores are measured (issue 27): the model, the calibration, the interval, what a score is not. */
  measurement: p('/how-your-score-is-measured'),
  /** Pages inside the members' sections (issue 14): one test, one article. */
  memberPages: {
    iqTest: (testId: string) => p(`/webapp/iq-tests/${encodeURIComponent(testId)}`),
    article: (slug: string) => p(`/webapp/articles/${encodeURIComponent(slug)}`),
  },
  webapp: {
    root: p('/webapp'),
    iqTests: p('/webapp/iq-tests'),
    games: p('/webapp/games'),
    compare: p('/webapp/compare'),
    articles: p('/webapp/articles'),
    profile: p('/webapp/profile'),
    profileReport: p('/webapp/profile-report'),
    manageSubscriptions: p(ACCOUNT_PAGES.manageSubscriptions),
  },
  /** One page per brain game (issue 15), under the members' area games page. */
  gamePages: {
    blockPuzzle: p('/webapp/games/block-puzzle'),
    fruitMerge: p('/webapp/games/fruit-merge'),
    logicPuzzles: p('/webapp/games/logic-puzzles'),
    mahjongFarm: p('/webapp/games/mahjong-farm'),
    word: p('/webapp/games/word'),
  },
} as const;

/** Carries QA's `?scenario=` (and other funnel flags) from one funnel page to the next. */
export const CARRIED_QUERY_PARAMS = ['scenario', 'wmq', 'widgetEnv', 'timeScale', 'showExistingCards', 'lang', ...SUBSCRIPTION_PLAN_PARAMS, ...ADD_ON_PARAMS, ...SUBSCRIPTION_FLAG_PARAMS] as const;

export function withCarriedParams(path: string, search: string): string {
  const from = new URLSearchParams(search);
  const to = new URLSearchParams();
  for (const key of CARRIED_QUERY_PARAMS) {
    const value = from.get(key);
    if (value !== null) to.set(key, value);
  }
  const query = to.toString();
  if (!query) return path;
  // The path may already carry a query of its own (`quiz?step=21`): join with `&` then.
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

