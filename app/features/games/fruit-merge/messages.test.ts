import { describe, expect, it } from 'vitest';
import { FRUITS } from './fruits';
import { FRUIT_TEXT } from './messages';

describe('fruit merge texts', () => {
  it('say "an" before a vowel: merged into an orange, the largest is an apple (issue 31)', () => {
    const orange = FRUITS.findIndex((f) => f.name === 'orange');
    expect(FRUIT_TEXT.merged(orange - 1)).toBe('Merged into an orange!');
    expect(FRUIT_TEXT.merged(0)).toBe('Merged into a strawberry!');
    expect(FRUIT_TEXT.container(3, 'apple')).toBe('Container with 3 fruits; the largest is an apple');
    expect(FRUIT_TEXT.container(1, 'pear')).toBe('Container with 1 fruit; the largest is a pear');
  });
});
