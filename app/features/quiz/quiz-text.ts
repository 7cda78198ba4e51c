/**
 * The quiz's words in English, ICU MessageFormat (issue 33): the English catalogue of the part "quiz"
 * (app/text-registry/sources.ts); the other languages live in app/lib/i18n/catalogues/. The questions
 * themselves are catalog/quiz/questions.ts's: the ones built on English words stay English in every
 * language, and the page says so (`englishOnly`).
 */
import { PRODUCT_NAME } from '../../../catalog/product';
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { EMAIL_INVALID } from '../../shared/email/email-invalid';

export const QUIZ_TEXT = {
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  progress: 'Quiz progress',
  questionOf: 'Question {step} of {count}',
  englishOnly: 'This question is about English words, so it stays in English.',
  back: 'Back',
  almostThere: 'Almost there',
  emailHeading: 'Enter your email to unlock your results',
  email: 'Email',
  seeResults: 'See my results',
  emailInvalid: EMAIL_INVALID,
  scoring: 'Scoring your answers…',
  unanswered: 'Question {question} has no answer yet: answer it to get your score.',
  scoreFailed: 'We could not score your answers just now. Check your connection and try again.',
  goToQuestion: 'Go to question {question}',
} as const;
