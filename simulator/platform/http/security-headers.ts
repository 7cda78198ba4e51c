/**
 * Security headers on every origin, by helmet (nosniff, referrer policy, origin isolation and the
 * rest of its defaults), with what each origin needs on top:
 * - app: its pages may be framed by the app itself only (`frame-ancestors 'self'`, X-Frame-Options
 *   SAMEORIGIN): no other site can frame the checkout. Popups keep their opener (3-D Secure,
 *   wallet sheets, Firebase's sign-in popup). Its pages' own script and style sources are not
 *   pinned here yet: the prerendered pages and the Firebase SDK need a per-page nonce first.
 * - asset: everything it serves (vault frame, 3-D Secure challenge, redirect pages) may be framed
 *   by the app origin only, and its files may be loaded by other origins (the app loads the SDK
 *   stand-ins and icons).
 * - service: nothing on it is framed at all; its HTML pages (QA console, outbox, time travel)
 *   keep the strict policies they set themselves, which replace this header.
 * Pages that set their own Content-Security-Policy (return pages, QA console) replace the default.
 *
 * Helmet decides the headers; they are the same for every request (no per-request directive), so
 * they are taken from it once and set from that list on each request, without its chain of twelve
 * middlewares per request (issue 10, point 7: the poll's hot path).
 */
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { NodeMiddleware } from './node-middleware';

// No origin-wide default-src: each page that can pin its sources sets its own strict policy
// (return pages, QA console, outbox); the origin-wide one pins framing, plugins and <base>.
export type OriginName = 'app' | 'service' | 'asset';

export function securityHeaders(origin: OriginName, appOrigin: string): NodeMiddleware {
  return fixedHeaders(helmetFor(origin, appOrigin));
}

/** Runs a middleware that only sets and removes fixed headers once, and replays what it did on each request. */
export function fixedHeaders(middleware: RequestHandler): NodeMiddleware {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let passed = false;
  void middleware({ method: 'GET', headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    passed = true;
  });
  if (!passed) throw new Error('fixedHeaders: the middleware did not pass the request on synchronously');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** The headers each origin gets, as helmet builds them (exported for the test that replays them). */
export function helmetFor(origin: OriginName, appOrigin: string): RequestHandler {
  const common = { strictTransportSecurity: false } as const;
  switch (origin) {
    case 'app':
      return helmet({
        ...common,
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'self'"], objectSrc: ["'none'"], baseUri: ["'self'"] } },
        xFrameOptions: { action: 'sameorigin' },
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
        crossOriginResourcePolicy: { policy: 'same-site' },
      });
    case 'asset':
      return helmet({
        ...common,
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: [appOrigin], objectSrc: ["'none'"], baseUri: ["'self'"] } },
        // frame-ancestors names the one origin allowed; X-Frame-Options cannot say "that other origin".
        xFrameOptions: false,
        crossOriginOpenerPolicy: false,
        crossOriginResourcePolicy: { policy: 'cross-origin' },
      });
    case 'service':
      return helmet({
        ...common,
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"], baseUri: ["'none'"] } },
        xFrameOptions: { action: 'deny' },
        crossOriginOpenerPolicy: false,
        crossOriginResourcePolicy: { policy: 'same-site' },
      });
  }
}
