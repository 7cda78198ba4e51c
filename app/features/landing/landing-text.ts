/**
 * The landing's words in English, ICU MessageFormat (issue 33): the English catalogue of the part
 * "landing" (app/text-registry/sources.ts); the other languages live in app/lib/i18n/catalogues/.
 */
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';

export const LANDING_TEXT = {
  // The document's <title> and description, written into each language's prerendered page (scripts/prerender.ts).
  documentTitle: `${PRODUCT_NAME} · IQ test and brain training`,
  documentDescription: 'Take a {count}-question IQ test and train your brain with daily games.',
  home: `${PRODUCT_NAME} home`,
  memberSignIn: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  duration: 'about 10 minutes',
  heading: 'How sharp is your mind today?',
  lead: 'Take our {count}-question reasoning test — number series, matrices, analogies, logic and spatial puzzles — and get your estimated IQ with a personal report. Then keep sharp with daily brain games.',
  price: '{paid}: {priceLine}.',
  start: 'Start the test',
  alreadyMember: 'Already a member?',
  signIn: 'Sign in',
  featuresLabel: 'What you get',
  reasoningTitle: 'Reasoning, not trivia',
  reasoningBody: 'Every question has exactly one right answer you can reach by thinking, not by knowing facts.',
  estimateTitle: 'An honest estimate',
  estimateBody: 'Your score on the familiar IQ scale (mean 100), with the range it could really be in.',
  trainingTitle: 'Training that sticks',
  trainingBody: 'Short daily games for memory, logic and focus, and a progress profile to watch yourself improve.',
} as const;
