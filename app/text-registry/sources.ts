/**
 * The app's English catalogue by part (issue 33): each part's texts are its typed module, which keeps
 * the spec's wording; ids are "<part>.<key>". Read at build time by app-messages.vite.ts and by the
 * catalogue check. The registry sits above app/lib/ and app/features/ (issue 42): it joins the
 * features' texts, so app/lib/, which the features use, never imports them (eslint.config.js).
 */
import { CHECKOUT_TEXT } from '../features/checkout/checkout-text';
import { CONSENT_TEXT, TERMS_TEXT } from '../shared/terms/terms-text';
import { LANDING_TEXT } from '../features/landing/landing-text';
import { FOOTER_TEXT } from '../components/footer-text';
import { QUIZ_TEXT } from '../features/quiz/quiz-text';
import { QUIZ_ITEMS_TEXT } from '../features/quiz/quiz-items-text';
import { MESSAGE_TEXT } from '../messages';
import { MEMBERS_TEXT } from '../features/members/sections';
import { OFFERS_TEXT } from '../features/offers/offers-text';
import { REDIRECT_RETURN_TEXT } from '../features/checkout/redirect-return-text';
import { SERVICE_ERROR_TEXT } from '../lib/service-errors/service-error-text';
import { ACCOUNT_TEXT } from '../features/account/account-text';
import { CANCEL_TEXT } from '../features/cancel/cancel-text';
import { WITHDRAWAL_PAGE_TEXT } from '../shared/withdrawal/withdrawal-text';
import { ATTEMPT_TEXT } from '../features/members/iq-tests/messages';
import { ARTICLES_TEXT, COMPARE_TEXT, GAMES_TEXT, IQ_TESTS_TEXT, PROFILE_TEXT, REPORT_TEXT, REPORT_VIEW_TEXT, SUBSCRIPTIONS_TEXT } from '../features/members/area-text';
import { AUTH_TEXT } from '../lib/auth/auth-text';
import { GAME_TEXT } from '../features/games/shared/messages';
import { WORD_TEXT } from '../features/games/word/messages';
import { BLOCK_TEXT } from '../features/games/block-puzzle/messages';
import { FRUIT_TEXT } from '../features/games/fruit-merge/messages';
import { LOGIC_TEXT } from '../features/games/logic-puzzles/messages';
import { MAHJONG_TEXT } from '../features/games/mahjong-farm/messages';
import { LEGAL_TEXT } from '../features/legal/legal-text';
import { PLAN_NAME_TEXTS } from '../../catalog/plan-name-texts';
import { MEASUREMENT_TEXT } from '../features/measurement/measurement-text';

/** The plans' names (catalog/plan-names.ts), keyed in the part as "name.<product>" and "full.<product>". */
const PLAN_NAMES_TEXT: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(PLAN_NAME_TEXTS).map(([id, text]) => [id.slice('plans.'.length), text]));

export const APP_TEXT_SOURCES = {
  checkout: CHECKOUT_TEXT,
  terms: TERMS_TEXT,
  consent: CONSENT_TEXT,
  landing: LANDING_TEXT,
  footer: FOOTER_TEXT,
  quiz: QUIZ_TEXT,
  items: QUIZ_ITEMS_TEXT,
  messages: MESSAGE_TEXT,
  members: MEMBERS_TEXT,
  offers: OFFERS_TEXT,
  redirect: REDIRECT_RETURN_TEXT,
  errors: SERVICE_ERROR_TEXT,
  account: ACCOUNT_TEXT,
  cancel: CANCEL_TEXT,
  withdrawal: WITHDRAWAL_PAGE_TEXT,
  areaTests: IQ_TESTS_TEXT,
  areaGames: GAMES_TEXT,
  areaCompare: COMPARE_TEXT,
  areaReport: REPORT_TEXT,
  areaReportView: REPORT_VIEW_TEXT,
  areaProfile: PROFILE_TEXT,
  areaSubscriptions: SUBSCRIPTIONS_TEXT,
  areaArticles: ARTICLES_TEXT,
  auth: AUTH_TEXT,
  areaRunner: ATTEMPT_TEXT,
  plans: PLAN_NAMES_TEXT,
  measurement: MEASUREMENT_TEXT,
  legal: LEGAL_TEXT,
  games: GAME_TEXT,
  word: WORD_TEXT,
  blockPuzzle: BLOCK_TEXT,
  fruitMerge: FRUIT_TEXT,
  logicPuzzles: LOGIC_TEXT,
  mahjongFarm: MAHJONG_TEXT,
} as const satisfies Record<string, Readonly<Record<string, string>>>;

export type AppTextPart = keyof typeof APP_TEXT_SOURCES;

/**
 * Which chunk carries each part in the other languages (texts.ts): the funnel's, which the landing
 * loads, or the account's and members' pages', which the funnel's chunk loads when one of those pages
 * asks. A part of the account group names its group in its textPart(); app-catalogues.test checks the
 * two agree.
 */
export const APP_TEXT_GROUPS = {
  checkout: 'funnel',
  terms: 'funnel',
  consent: 'funnel',
  landing: 'funnel',
  footer: 'funnel',
  quiz: 'funnel',
  items: 'funnel',
  messages: 'funnel',
  offers: 'funnel',
  redirect: 'funnel',
  errors: 'funnel',
  members: 'account',
  account: 'account',
  cancel: 'account',
  withdrawal: 'account',
  areaTests: 'account',
  areaGames: 'account',
  areaCompare: 'account',
  areaReport: 'account',
  areaReportView: 'account',
  areaProfile: 'account',
  areaSubscriptions: 'account',
  areaArticles: 'account',
  auth: 'account',
  areaRunner: 'account',
  // Plan names: the funnel's, which comes with the account's group too (texts.ts loadTexts).
  plans: 'funnel',
  measurement: 'funnel',
  legal: 'funnel',
  games: 'account',
  word: 'account',
  blockPuzzle: 'account',
  fruitMerge: 'account',
  logicPuzzles: 'account',
  mahjongFarm: 'account',
} as const satisfies Record<AppTextPart, 'funnel' | 'account'>;

export type AppTextGroup = (typeof APP_TEXT_GROUPS)[AppTextPart];
export const APP_TEXT_GROUP_NAMES: readonly AppTextGroup[] = ['funnel', 'account'];
export const isAppTextGroup = (value: string): value is AppTextGroup => (APP_TEXT_GROUP_NAMES as readonly string[]).includes(value);

/** The ids ("<part>.<key>") of `texts` whose part is in `group`. */
export function groupTexts(texts: Readonly<Record<string, string>>, group: AppTextGroup): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => {
    const part = id.slice(0, id.indexOf('.'));
    return isAppTextPart(part) && APP_TEXT_GROUPS[part] === group;
  }));
}

export const isAppTextPart = (value: string): value is AppTextPart => Object.hasOwn(APP_TEXT_SOURCES, value);

/** The English catalogue: every "<part>.<key>" with its English text. */
export const APP_ENGLISH_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(APP_TEXT_SOURCES).flatMap(([part, texts]) => Object.entries(texts).map(([key, text]) => [`${part}.${key}`, text])),
);
