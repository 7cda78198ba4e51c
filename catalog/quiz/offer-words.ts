/**
 * What is free and what is paid, in the same words on the landing and at checkout (issue 29,
 * point 5): the test is free to take; the score, report and training come with the subscription.
 */
import { QUIZ_QUESTION_COUNT } from './question-count';

export const OFFER_WORDS = {
  free: `Taking the ${QUIZ_QUESTION_COUNT}-question test is free`,
  paid: 'Your IQ score, personal report and daily brain training come with the subscription',
} as const;
