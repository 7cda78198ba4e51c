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
 */
import type { RequestHandler } from 'express';
import helmet from 'helmet';

// No origin-wide default-src: each page that can pin its sources sets its own strict policy
// (return pages, QA console, outbox); the origin-wide one pins framing, plugins and <base>.
export type OriginName = 'app' | 'service' | 'asset';

export function securityHeaders(origin: OriginName, appOrigin: string): RequestHandler {
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
