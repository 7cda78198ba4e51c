import { describe, expect, it } from 'vitest';
import { challengeSize } from './frame-size';

describe('challengeSize', () => {
  it.each([
    [1280, 600, 400],
    [601, 600, 400],
    [600, 500, 600],
    [501, 500, 600],
    [500, 390, 400],
    [390, 250, 400],
    [391, 390, 400],
    [200, 250, 400],
  ])('screen %i px wide gets a %i x %i frame', (screen, width, height) => {
    expect(challengeSize(screen).frame).toEqual({ width, height });
  });

  it('makes the popup 4 px larger than the frame', () => {
    expect(challengeSize(1280).popup).toEqual({ width: 604, height: 404 });
  });
});
