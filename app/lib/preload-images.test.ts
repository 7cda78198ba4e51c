import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { IMAGE_SETS, imagesToPreload, preloadImages, resetPreloadedImages } from './preload-images';

beforeEach(() => resetPreloadedImages());

describe('imagesToPreload', () => {
  it('preloads nothing in the members area', () => {
    for (const path of Object.values(paths.webapp)) expect(imagesToPreload(path)).toEqual([]);
  });
  it('preloads only the first set on subscription and offers', () => {
    expect(imagesToPreload(paths.subscription)).toEqual(IMAGE_SETS.first);
    expect(imagesToPreload(paths.offers)).toEqual(IMAGE_SETS.first);
  });
  it('preloads both sets elsewhere', () => {
    for (const path of [paths.landing, paths.quiz, paths.privacy, paths.signIn, `${paths.landing}anything`]) {
      expect(imagesToPreload(path)).toEqual([...IMAGE_SETS.first, ...IMAGE_SETS.second]);
    }
  });
});

describe('preloadImages', () => {
  it("logs 'Some images was not loaded' with the failed ones, and loads each image once", async () => {
    const load = vi.fn(async (url: string) => (url.includes('brain') ? Promise.reject(new Error('404')) : undefined));
    const log = vi.fn();
    await preloadImages(imagesToPreload(paths.landing), load, log);
    expect(log).toHaveBeenCalledWith('Some images was not loaded', ['/images/brain.svg']);
    await preloadImages(imagesToPreload(paths.quiz), load, log);
    expect(load).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
