/**
 * Serves a Vite build folder with the brotli and gzip twins the build wrote beside each file
 * (vite-plugin-compression2): express-static-gzip picks the encoding from Accept-Encoding and
 * sets Content-Encoding and Vary; we add the cache policy of cache-policy.ts.
 */
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cacheControlFor } from './cache-policy';
import { malformedPathProblem } from '../http/problem';

/** `cachePolicy` picks each file's Cache-Control from its path (cache-policy.ts). */
export function builtFiles(dir: string, cachePolicy: (filePath: string) => string = cacheControlFor): RequestHandler {
  const files = expressStaticGzip(dir, {
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
  return (req, res, next) => {
    // express-static-gzip answers a malformed percent-encoding itself, as an HTML "URI malformed" page: it is a problem+json 400 like every other refusal.
    const malformed = malformedPathProblem(req);
    if (malformed) next(malformed);
    else files(req, res, next);
  };
}
