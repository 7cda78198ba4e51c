/**
 * Serves a Vite build folder with the brotli and gzip twins the build wrote beside each file
 * (vite-plugin-compression2): express-static-gzip picks the encoding from Accept-Encoding and
 * sets Content-Encoding and Vary; we add the cache policy of cache-policy.ts.
 */
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cacheControlFor } from './cache-policy';

/** `cachePolicy` picks each file's Cache-Control from its path (cache-policy.ts). */
export function builtFiles(dir: string, cachePolicy: (filePath: string) => string = cacheControlFor): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      // serve-static would otherwise overwrite ours with its own max-age.
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cachePolicy(filePath)),
    },
  });
}
