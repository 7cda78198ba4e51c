/**
 * The asset host: the vault frame, country list, return pages, the in-app escape's redirect service stand-in, the issuer's 3-D Secure challenge,
 * redirect pages, and the wallet SDK stand-ins and method icons under /sdk/. The vault API is its
 * own router (payment-provider/vault/router.ts), mounted beside this one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler } from 'express';
import type { Frontends } from '../../platform/static-serving/frontends';
import { Problem } from '../../platform/http/problem';
import type { PaymentSessions } from '../payments/sessions';
import { redirectAnswerHandler, redirectPageHandler } from '../bank-pages/redirect-page';
import { returnPageHandler } from '../return-pages/return-page';
import { escapePageHandler } from '../in-app-escape/escape-page';
import { IN_APP_ESCAPE_STAND_IN_PATH } from '../../../contracts/in-app-escape';
import { countriesHandler } from '../../platform/countries/countries';
import { challengeAnswerHandler, challengePageHandler } from '../three-ds/challenge';
import { revalidateHtml } from '../../platform/static-serving/cache-policy';
import { standInScript } from '../sdk-stand-ins/bundle';
import { methodIconHandler } from './method-icons';

const STAND_INS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'sdk-stand-ins');

export interface AssetHostDeps {
  readonly sessions: PaymentSessions;
  readonly appOrigin: string;
  /** The app's product page, where return pages send the shopper. */
  readonly productUrl: string;
  readonly frontends?: Frontends | undefined;
  readonly tx: (handler: RequestHandler) => RequestHandler;
  /** Where the online-banking page sends the shopper back: the merchant's return URL (its account setting with the provider). */
  readonly merchantReturnUrl: string;
  readonly now?: (() => number) | undefined;
}

export function assetHostRouter({ sessions, appOrigin, productUrl, frontends, tx, merchantReturnUrl, now }: AssetHostDeps): Router {
  const router = Router();
  router.get('/static/countries.json', countriesHandler);
  router.get('/return/:outcome', returnPageHandler(productUrl));
  // The in-app browser escape's redirect service (app §2 in docs/spec-coverage.md), stood in.
  router.get(`${IN_APP_ESCAPE_STAND_IN_PATH}:mode`, escapePageHandler(appOrigin));
  router.get('/3ds/challenge/:token', challengePageHandler(sessions, appOrigin));
  router.post('/3ds/challenge/:token', tx(challengeAnswerHandler(sessions)));
  router.get('/sdk/icons/:file', methodIconHandler);
  router.get('/sdk/:file', (req, res, next) => {
    const script = standInScript(req.params.file);
    if (script === undefined) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('js').send(script);
  });
  // The plain-script stand-ins (gapi, ad pixels); the TypeScript sources of the bundled ones are not served.
  const sdkFiles = express.static(STAND_INS_DIR, { index: false, fallthrough: true, maxAge: 0 });
  router.use('/sdk', (req, res, next) => (req.path.endsWith('.ts') ? next() : sdkFiles(req, res, next)));
  router.get('/redirect/:token', redirectPageHandler(sessions));
  router.post('/redirect/:token', tx(redirectAnswerHandler(sessions, merchantReturnUrl, now)));
  if (frontends) {
    router.get(['/vault-frame', '/vault-frame/', '/vault-frame/index.html'], async (req, res) => {
      if (req.query.parent !== appOrigin) throw new Problem('forbidden', `The vault frame may only be embedded by ${appOrigin}.`);
      res.setHeader('Content-Security-Policy', `frame-ancestors ${appOrigin}`);
      revalidateHtml(res);
      res.type('html').send(await frontends.frameIndexHtml(req.originalUrl));
    });
    router.use('/vault-frame', frontends.frameAssets);
  }
  return router;
}
