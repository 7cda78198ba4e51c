import { describe, expect, it } from 'vitest';
import { QUIZ_ANSWERS_KEY } from '../shared/quiz/storage-keys';
import { rendersAsPrerendered } from './hydration';

const storage = (items: Record<string, string> = {}) => ({ getItem: (key: string) => items[key] ?? null });

describe('rendersAsPrerendered', () => {
  it('hydrates a plain visit, also one from an ad with tracking parameters', () => {
    expect(rendersAsPrerendered('', storage())).toBe(true);
    expect(rendersAsPrerendered('?utm_source=fb&fbclid=abc', storage())).toBe(true);
    expect(rendersAsPrerendered('', null)).toBe(true);
  });

  it('renders afresh when QA flags are carried into the links', () => {
    expect(rendersAsPrerendered('?scenario=declined', storage())).toBe(false);
    expect(rendersAsPrerendered('?utm_source=x&plan=pro_weekly_trial', storage())).toBe(false);
  });

  it('renders afresh when the quiz has stored answers to show', () => {
    expect(rendersAsPrerendered('', storage({ [QUIZ_ANSWERS_KEY]: '{"1":2}' }))).toBe(false);
  });
});
