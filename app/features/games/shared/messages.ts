/**
 * Texts every game page shows (the page chrome), ICU MessageFormat: the part "games" of the app's
 * catalogues (app/text-registry/sources.ts), translated in app/lib/i18n/catalogues/ and read through
 * game-texts.ts (issue 44). Each game keeps its own in its folder's messages.ts.
 */
import { PRODUCT_NAME } from '../../../../catalog/product';
import { ACCOUNT_LINK_TEXT } from '../../../../catalog/account-pages';

export const GAME_TEXT = {
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  backToGames: 'All games',
  daily: 'Daily',
  freePlay: 'Free play',
  modeLabel: 'Game mode',
  pause: 'Pause',
  resume: 'Resume',
  restart: 'Restart',
  newGame: 'New game',
  soundOn: 'Sound: on',
  soundOff: 'Sound: off',
  score: 'Score',
  best: 'Best',
  streak: 'Streak',
  streakDays: '{days, plural, one {# day} other {# days}}',
  paused: 'Paused',
  pausedHint: 'Your game is saved. Resume whenever you like, even after closing the page.',
  gameOver: 'Game over',
  finalScore: 'Final score: {score}',
  newBest: 'New best score!',
  bestSaved: 'Best score saved: {best}',
  signInToSave: 'Sign in to keep your best score and streak.',
  saveFailed: 'Your score could not be saved just now. Finish another game to try again.',
  loading: 'Loading the game…',
  howToPlay: 'How to play',
} as const;

/** A stat not known yet (a dash, not a word). */
export const NO_VALUE = '–';
