/**
 * Caching and compression of what the origins serve (issue 13). Vite names every file it emits
 * under `assets/` after its content, so those never change and caches keep them a year; the HTML
 * that names them is revalidated on every visit so a new build reaches visitors at once.
 */
import type { RequestHandler, Response } from 'express';
import compression from 'compression';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Files from `public/` keep their names across builds: an hour, as before. */
export const SHORT_LIVED = 'public, max-age=3600';

/** A content-hashed file Vite emitted (also its `.br` / `.gz` twin). */
export const isHashedAsset = (filePath: string): boolean => /[\\/]assets[\\/][^\\/]+$/.test(filePath);

export function cacheControlFor(filePath: string): string {
  if (isHashedAsset(filePath)) return IMMUTABLE;
  return /\.html(\.(br|gz))?$/.test(filePath) ? REVALIDATE : SHORT_LIVED;
}

/**
 * For a build folder whose every file Vite named after its content: the QA console's
 * (vite.qa.config.ts emits its hashed scripts at the folder's top, `assetsDir: ''`, served under
 * /qa/assets on the service origin; its manifest sits in `.vite/`, which is never served).
 */
export const everyFileHashed = (): string => IMMUTABLE;

/** For HTML rendered per request (the SPA's pages with their runtime config, the QA console). */
export const revalidateHtml = (res: Response): void => {
  res.setHeader('Cache-Control', REVALIDATE);
};

/**
 * On-the-fly brotli/gzip for what is rendered per request (HTML, JSON, the QA console's script).
 * Responses that already carry a Content-Encoding (the precompressed build files) pass untouched.
 */
export const compressResponses = (): RequestHandler => compression();
