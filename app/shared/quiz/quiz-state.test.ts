// @vitest-environment jsdom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isQuizAnswers } from './quiz-state';
import { QUIZ_ANSWERS_KEY, QUIZ_EMAIL_KEY } from './storage-keys';

describe('isQuizAnswers', () => {
  it('accepts question ids mapped to an answer index 0-3 or null', () => {
    expect(isQuizAnswers({})).toBe(true);
    expect(isQuizAnswers({ 1: 0, 2: 3, 3: null, 20: 1 })).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', [0, 1]],
    ['a string', '{"1":0}'],
    ['an index past the last answer', { 1: 4 }],
    ['a negative index', { 1: -1 }],
    ['a fraction', { 1: 1.5 }],
    ['an index as text', { 1: '2' }],
    ['a key that is not a question id', { one: 1 }],
  ])('refuses %s', (_, value) => {
    expect(isQuizAnswers(value)).toBe(false);
  });
});

describe('stored quiz state', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  // The atoms read session storage when the module loads (getOnInit), so each case imports it afresh.
  const freshState = () => import('./quiz-state');

  it('starts from the answers and email kept in this session', async () => {
    sessionStorage.setItem(QUIZ_ANSWERS_KEY, JSON.stringify({ 1: 2, 2: null }));
    sessionStorage.setItem(QUIZ_EMAIL_KEY, JSON.stringify('ada@example.com'));
    const { quizAnswersAtom, quizEmailAtom } = await freshState();
    const store = createStore();
    expect(store.get(quizAnswersAtom)).toEqual({ 1: 2, 2: null });
    expect(store.get(quizEmailAtom)).toBe('ada@example.com');
  });

  it('drops stored values that do not parse and starts empty', async () => {
    sessionStorage.setItem(QUIZ_ANSWERS_KEY, JSON.stringify({ 1: 9 }));
    sessionStorage.setItem(QUIZ_EMAIL_KEY, JSON.stringify({ email: 'ada@example.com' }));
    const { quizAnswersAtom, quizEmailAtom, EMPTY_ANSWERS } = await freshState();
    const store = createStore();
    expect(store.get(quizAnswersAtom)).toEqual(EMPTY_ANSWERS);
    expect(store.get(quizEmailAtom)).toBe('');
  });

  it('keeps an answer for the next load', async () => {
    const { answerQuestionAtom } = await freshState();
    createStore().set(answerQuestionAtom, { questionId: 3, answer: 1 });
    expect(JSON.parse(sessionStorage.getItem(QUIZ_ANSWERS_KEY) ?? 'null')).toMatchObject({ 3: 1 });
  });
});
