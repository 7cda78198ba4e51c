/**
 * The funnel quiz attempt on the service (issue 27): the quiz saves each answer as it is given and
 * completes the attempt at the email step; the service scores it with its one model and the app only
 * shows that score. The attempt id lives in session storage and travels with the payment session.
 * Shared by the quiz, the checkout, the offers page and the members' report, so it lives outside features/.
 */
import { QUIZ_ATTEMPT_ID, QUIZ_ATTEMPTS_PATH, QuizAttemptCreated, QuizAttemptView, type QuizScore } from '../../contracts/quiz-answers';
import { appConfig } from '../config/env';
import { fetchJson, HttpError } from './fetch-json';
import { valibotParser } from './valibot-parser';
import { writeSessionValue } from './session-values';

export type { QuizScore };

/** Session storage keys: the attempt being taken, and the attempt the service scored (what checkout, offers and the report use). */
const QUIZ_ATTEMPT_KEY = 'mm.quizAttempt';
const QUIZ_SCORED_KEY = 'mm.quizScored';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

const read = (key: string): string | null => {
  const id = storage()?.getItem(key) ?? null;
  return id !== null && QUIZ_ATTEMPT_ID.test(id) ? id : null;
};

/** The attempt this tab is taking, when its stored id is well formed. */
const storedQuizAttemptId = () => read(QUIZ_ATTEMPT_KEY);

/** The attempt the service scored in this tab: the one the payment session carries and the offers page shows. */
export const scoredQuizAttemptId = () => read(QUIZ_SCORED_KEY);

/** Remembers a scored attempt (the members' report hands the bought one to the offers page this way). */
export function rememberScoredQuizAttempt(id: string): void {
  if (QUIZ_ATTEMPT_ID.test(id)) storage()?.setItem(QUIZ_SCORED_KEY, id);
}

const url = (path = '') => `${appConfig().serviceOrigin}${QUIZ_ATTEMPTS_PATH}${path}`;
const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const reasonOf = (error: unknown): string | null =>
  error instanceof HttpError && typeof error.body === 'object' && error.body !== null && 'reason' in error.body && typeof error.body.reason === 'string' ? error.body.reason : null;

async function newAttempt(): Promise<string> {
  const { id } = await fetchJson(url(), valibotParser(QuizAttemptCreated), post({}));
  storage()?.setItem(QUIZ_ATTEMPT_KEY, id);
  return id;
}

/**
 * Runs `call` on the stored attempt (a new one when none); when the service no longer knows it, or
 * it is already scored (the visitor came back and changed an answer), once more on a new attempt:
 * a score already given never changes.
 */
async function onAttempt<T>(call: (id: string) => Promise<T>): Promise<T> {
  const stored = storedQuizAttemptId();
  if (stored) {
    try {
      return await call(stored);
    } catch (error) {
      const reason = reasonOf(error);
      if (reason !== 'unknown-quiz-attempt' && reason !== 'quiz-attempt-completed') throw error;
    }
  }
  return call(await newAttempt());
}

/** Saves one answer as it is given. A save that fails is only logged: completing sends every answer again. */
export async function saveQuizAnswer(questionId: number, option: number): Promise<void> {
  try {
    await onAttempt((id) => fetchJson(url(`/${id}/answers/${questionId}`), valibotParser(QuizAttemptView), post({ option })));
  } catch (error) {
    console.warn(`Quiz answer ${questionId} was not saved yet (the email step sends it again): ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Why completing failed: unanswered questions (their numbers), or the service could not be reached or answered otherwise. */
export type CompleteFailure = { readonly kind: 'incomplete'; readonly missing: readonly number[] } | { readonly kind: 'failed'; readonly message: string };

/** Completes the attempt with every answer; the service answers the score it gives, once. */
export async function completeQuizAttempt(answers: Readonly<Record<number, number | null>>): Promise<{ ok: true; score: QuizScore } | { ok: false; failure: CompleteFailure }> {
  const given = Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, number] => entry[1] !== null));
  try {
    const view = await onAttempt((id) => fetchJson(url(`/${id}/complete`), valibotParser(QuizAttemptView), post({ answers: given })));
    if (!view.score) return { ok: false, failure: { kind: 'failed', message: 'The service did not score the quiz.' } };
    rememberScoredQuizAttempt(view.id);
    // The session value of app §3 in docs/spec-coverage.md: the score the service gave, never one the browser computed.
    writeSessionValue('iqScore', String(view.score.iq));
    return { ok: true, score: view.score };
  } catch (error) {
    if (reasonOf(error) === 'quiz-incomplete' && error instanceof HttpError) {
      const missing = (error.body as { missing?: unknown }).missing;
      return { ok: false, failure: { kind: 'incomplete', missing: Array.isArray(missing) ? missing.filter((n): n is number => typeof n === 'number') : [] } };
    }
    return { ok: false, failure: { kind: 'failed', message: error instanceof Error ? error.message : String(error) } };
  }
}

/** The score the service gave an attempt, or null while it is open. */
export async function fetchQuizScore(id: string): Promise<QuizScore | null> {
  const view = await fetchJson(url(`/${id}`), valibotParser(QuizAttemptView));
  return view.score;
}
