/** Session storage keys of the quiz; the app entry reads them too (app/prerender/hydration.ts), without loading the quiz. */
export const QUIZ_ANSWERS_KEY = 'mm.quizAnswers';
export const QUIZ_EMAIL_KEY = 'mm.quizEmail';
