import type { RequestHandler } from 'express';

/**
 * How the built (or Vite-served) front ends reach the origins. Absent in supertest tests, where
 * only the APIs are exercised.
 */
export interface Frontends {
  /** Static files of the SPA (scripts, styles, images) on the app origin. */
  readonly appAssets: RequestHandler;
  /** The SPA's index.html for a given URL, before the runtime config is injected. */
  readonly appIndexHtml: (url: string) => Promise<string>;
  /** Static files of the vault frame, served under /vault-frame on the asset origin. */
  readonly frameAssets: RequestHandler;
  readonly frameIndexHtml: (url: string) => Promise<string>;
  /** The QA console's script files, served under /qa/assets on the service origin. */
  readonly qaAssets: RequestHandler;
  /** The URL of the QA console's entry script; null when it was not built (the console then shows its server-rendered part only). */
  readonly qaScriptUrl: string | null;
}

/** Where the service origin serves the QA console's script (the base of vite.qa.config.ts). */
export const QA_ASSETS_PATH = '/qa/assets';

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';

/** Puts the runtime config into the page as a JSON data block: not executed, so no inline script is needed. */
export function injectAppConfig(html: string, config: Readonly<Record<string, unknown>>): string {
  if (!html.includes(APP_CONFIG_PLACEHOLDER)) throw new Error(`index.html lacks the ${APP_CONFIG_PLACEHOLDER} placeholder.`);
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(APP_CONFIG_PLACEHOLDER, `<script type="application/json" id="app-config">${json}</script>`);
}
