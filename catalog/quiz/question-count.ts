/**
 * How many questions the quiz asks (app §2 in docs/spec-coverage.md), apart from the questions themselves so
 * the landing can name it without loading them (issue 13: the landing's first load).
 * questions.test.ts checks the questions number exactly this many.
 */
export const QUIZ_QUESTION_COUNT = 20;
