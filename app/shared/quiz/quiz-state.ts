/** Quiz funnel state: answers keyed 1..20 (null until answered) and the email, kept across reloads. */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { QUIZ_QUESTION_COUNT } from '../../../catalog/quiz/question-count';
import { QUIZ_ANSWERS_KEY, QUIZ_EMAIL_KEY } from './storage-keys';

export type QuizAnswers = Readonly<Record<number, number | null>>;

export const EMPTY_ANSWERS: QuizAnswers = Object.fromEntries(Array.from({ length: QUIZ_QUESTION_COUNT }, (_, i) => [i + 1, null]));

/** The highest answer index a question has (four answers each, questions.ts). */
const LAST_ANSWER_INDEX = 3;

/**
 * Whether a stored value is an answers map: question ids (digits) to an answer index or null.
 * A guard rather than a valibot schema: valibot's one chunk carries every function the app uses
 * (2.3 KiB gzip), and this is the only validation the quiz's first load needs (issue 13).
 */
export function isQuizAnswers(value: unknown): value is QuizAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([id, answer]) => /^\d+$/.test(id) && (answer === null || (typeof answer === 'number' && Number.isInteger(answer) && answer >= 0 && answer <= LAST_ANSWER_INDEX)),
  );
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Where the build prerenders the quiz (Node) there is no sessionStorage: the atoms start empty there. */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Session storage that drops (rather than trusts) a stored value that no longer parses. */
function validatedStorage<T>(isValid: (value: unknown) => value is T) {
  const json = createJSONStorage<T>(() => (typeof sessionStorage === 'undefined' ? NO_STORAGE : sessionStorage));
  return {
    ...json,
    getItem: (key: string, initial: T): T => {
      const value: unknown = json.getItem(key, initial);
      return isValid(value) ? value : initial;
    },
  };
}

const answersStorageAtom = atomWithStorage<QuizAnswers>(QUIZ_ANSWERS_KEY, EMPTY_ANSWERS, validatedStorage(isQuizAnswers), {
  getOnInit: true,
});
const emailStorageAtom = atomWithStorage<string>(QUIZ_EMAIL_KEY, '', validatedStorage(isString), { getOnInit: true });

export const quizAnswersAtom = atom((get) => get(answersStorageAtom));
export const quizEmailAtom = atom((get) => get(emailStorageAtom));

export const answerQuestionAtom = atom(null, (get, set, input: { questionId: number; answer: number }) => {
  set(answersStorageAtom, { ...get(answersStorageAtom), [input.questionId]: input.answer });
});

export const saveEmailAtom = atom(null, (_get, set, email: string) => set(emailStorageAtom, email.trim()));
