import { describe, expect, it } from 'vitest';
import { ARTICLES, parseArticle, readingMinutes, READING_WORDS_PER_MINUTE } from './catalog';

describe('articles', () => {
  it('at least eight real articles, each with a title, a summary, a body and a reading time', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(8);
    for (const a of ARTICLES) {
      expect(a.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.title.length).toBeGreaterThan(10);
      expect(a.summary.length).toBeGreaterThan(60);
      expect(a.body.split(/\s+/).length).toBeGreaterThan(250);
      expect(a.minutes).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
  });

  it('reading time is words over the reading speed, at least a minute', () => {
    expect(readingMinutes('word '.repeat(READING_WORDS_PER_MINUTE * 3))).toBe(3);
    expect(readingMinutes('short')).toBe(1);
  });

  it('takes the title from the first heading and refuses a file without one', () => {
    expect(parseArticle('x', '# Title here\n\nFirst *para*.\n\nSecond.')).toMatchObject({ title: 'Title here', summary: 'First para.' });
    expect(() => parseArticle('x', 'no heading')).toThrow(/first-level heading/);
  });
});
