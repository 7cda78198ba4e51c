/**
 * Image preloading (app §2 in docs/spec-coverage.md): none in the members' area; only the first image set on
 * the subscription and offers routes; both sets elsewhere. A failure is logged, never thrown.
 */
import { paths } from '../config/paths';

export const IMAGE_SETS = {
  /** What the checkout and offers screens show. */
  first: ['/images/brain.svg', '/images/secure-checkout.svg'],
  /** What the later funnel screens (email step, results) show. */
  second: ['/images/certificate.svg'],
} as const;

export const IMAGES_NOT_LOADED = 'Some images was not loaded';

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function imagesToPreload(pathname: string): readonly string[] {
  if (under(pathname, paths.webapp.root)) return [];
  if (under(pathname, paths.subscription) || under(pathname, paths.offers)) return IMAGE_SETS.first;
  return [...IMAGE_SETS.first, ...IMAGE_SETS.second];
}

export type ImageLoader = (url: string) => Promise<void>;

export const loadImage: ImageLoader = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Image ${url} did not load.`));
    image.src = url;
  });

const requested = new Set<string>();

/** Loads each image once per page load; logs 'Some images was not loaded' with the failed ones. */
export async function preloadImages(urls: readonly string[], load: ImageLoader = loadImage, log: (message: string, failed: string[]) => void = console.error): Promise<void> {
  const fresh = urls.filter((url) => !requested.has(url));
  for (const url of fresh) requested.add(url);
  const results = await Promise.allSettled(fresh.map((url) => load(url)));
  const failed = fresh.filter((_, i) => results[i]?.status === 'rejected');
  if (failed.length > 0) log(IMAGES_NOT_LOADED, failed);
}

/** Test hook: forget what was requested. */
export function resetPreloadedImages(): void {
  requested.clear();
}
