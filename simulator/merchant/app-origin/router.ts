/** The app origin: the SPA and the app's own small API (/remote-addr, /event, Apple Pay merchant validation). */
import { Router } from 'express';
import { injectAppConfig, type Frontends } from '../../platform/static-serving/frontends';
import { jsonTextBody } from '../../platform/http/body-limits';
import type { FirebaseWebConfig } from '../identity/web-config';
import type { FunnelEventsRepo } from '../store/funnel-events';
import { postEventHandler } from './post-event';
import { remoteAddrHandler } from './remote-addr';
import { validateMerchantHandler } from './validate-merchant';
import { revalidateHtml } from '../../platform/static-serving/cache-policy';
import { IN_APP_ESCAPE_STAND_IN_PATH } from '../../../contracts/in-app-escape';

export interface AppOriginDeps {
  readonly events: FunnelEventsRepo;
  readonly frontends?: Frontends | undefined;
  readonly productPrefix: string;
  readonly origins: { readonly app: string; readonly service: string; readonly asset: string };
  /** The Firebase web config the page's SDK needs (simulator/merchant/identity); absent, the account pages cannot sign in. */
  readonly firebase?: FirebaseWebConfig | undefined;
}

/** The prerendered page's hreflang alternates name their path only (scripts/prerender.ts); search engines want whole URLs. */
const absoluteAlternates = (html: string, origin: string) => html.replace(/(<link rel="alternate" hreflang="[^"]+" href=")(\/)/g, `$1${origin}$2`);

export function appOriginRouter({ events, frontends, productPrefix, origins, firebase }: AppOriginDeps): Router {
  const router = Router();
  router.get('/remote-addr', remoteAddrHandler);
  // The merchant backend's Apple Pay merchant validation (app §7 in docs/spec-coverage.md).
  router.post('/api/apple-pay/validate-merchant', validateMerchantHandler);
  // The app also sends events as text/plain (no CORS preflight, sendBeacon); the handler parses that text.
  router.post('/event', jsonTextBody(), postEventHandler(events));
  if (frontends) {
    router.use(frontends.appAssets);
    router.get('/', (_req, res) => res.redirect(302, `${productPrefix}/`));
    router.get(/^\/(?!api\/).*/, async (req, res) => {
      const { html, language } = await frontends.appIndexHtml({ url: req.originalUrl, cookie: req.headers.cookie, acceptLanguages: req.acceptsLanguages() });
      revalidateHtml(res);
      // Whatever asks the page in another way gets another language's page (issue 44).
      res.vary('Accept-Language').vary('Cookie');
      if (language) res.set('Content-Language', language);
      res.type('html').send(
        injectAppConfig(absoluteAlternates(html, origins.app), {
          serviceOrigin: origins.service,
          assetOrigin: origins.asset,
          // The in-app escape's redirect service: the asset origin's stand-in, unless the build names a real one.
          inAppEscapeUrl: `${origins.asset}${IN_APP_ESCAPE_STAND_IN_PATH}`,
          ...(firebase ? { firebase } : {}),
        }),
      );
    });
  }
  return router;
}
