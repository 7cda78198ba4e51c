import type { RequestHandler } from 'express';

/**
 * How the built (or Vite-served) front ends reach the origins. Absent in supertest tests, where
 * only the APIs are exercised.
 */
export interface Frontends {
  /** Static files of the SPA (scripts, styles, images) on the app origin. */
  readonly appAssets: RequestHandler;
  /** The SPA's index.html for a page request, before the runtime config is injected, with the language it is written in (null: the shell, whose script picks). */
  readonly appIndexHtml: (request: PageRequest) => Promise<AppPage>;
  /** Static files of the vault frame, served under /vault-frame on the asset origin. */
  readonly frameAssets: RequestHandler;
  readonly frameIndexHtml: (url: string) => Promise<string>;
  /** The QA console's script files, served under /qa/assets on the service origin. */
  readonly qaAssets: RequestHandler;
  /** The URL of the QA console's entry script; null when it was not built (the console then shows its server-rendered part only). */
  readonly qaScriptUrl: string | null;
}

/** What a page request says about the language it wants (issue 44): the URL's `lang=`, the remembered choice's cookie, the browser's languages. */
export interface PageRequest {
  readonly url: string;
  /** The request's Cookie header. */
  readonly cookie: string | undefined;
  /** Accept-Language's languages, most wanted first. */
  readonly acceptLanguages: readonly string[];
}

export interface AppPage {
  readonly html: string;
  readonly language: string | null;
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
