/**
 * In-app browser escape (app §2 in docs/spec-coverage.md): with `bb=true` (or `bb_android=true` on Android), an
 * Instagram or Facebook in-app browser on the landing or quiz page is sent to the redirect service,
 * which carries the current page out to the phone's real browser.
 */
import { textToBoolean } from '../text-to-boolean';
import {
  ESCAPE_FLAG_ANDROID_PARAM,
  ESCAPE_FLAG_PARAM,
  IOS_CHROME_CALLBACK_MAX_MAJOR,
  IOS_FILE_REDIRECT_MAX_MAJOR,
  IOS_STAY_PUT_MAX_MAJOR,
  redirectServiceUrl,
  REDIRECT_SERVICE_URL_PARAM,
  withTrailingSlash,
} from './constants';
import { inAppBrowserOf, platformOf, type Platform } from './user-agent';
import { appConfig } from '../../config/env';
import type { InAppEscapeMode } from '../../../contracts/in-app-escape';

/**
 * How the redirect service gets the page out, named as its path segment (contracts/in-app-escape.ts):
 * - `file`: iOS <= 14; the service answers with a download, which the in-app browser hands to Safari.
 * - `chrome`: iOS 16; the service opens a `googlechromes://` (or `googlechrome://`) link.
 * - `safari`: iOS 17+; the service opens an `x-safari-https://` (or `x-safari-http://`) link.
 * - `android`: the service opens an `intent://` link for the default browser. The spec is silent on
 *   Android's mechanism; the iOS tiers cannot apply, and an intent is the Android way out.
 */
export type EscapeMode = InAppEscapeMode;

export interface EscapeInput {
  /** The full current address, e.g. `window.location.href`. */
  readonly url: string;
  readonly userAgent: string;
  readonly isLandingOrQuiz: boolean;
}

/** The mode for a platform, or null to stay put (iOS 15, or a platform we cannot read). */
export function escapeModeFor(platform: Platform): EscapeMode | null {
  switch (platform.os) {
    case 'android':
      return 'android';
    case 'other':
      return null;
    case 'ios':
      if (platform.major <= IOS_FILE_REDIRECT_MAX_MAJOR) return 'file';
      if (platform.major <= IOS_STAY_PUT_MAX_MAJOR) return null;
      if (platform.major <= IOS_CHROME_CALLBACK_MAX_MAJOR) return 'chrome';
      return 'safari';
  }
}

/** The link the redirect service should open: the current page in the chosen browser's scheme. */
export function outboundLink(pageUrl: URL, mode: EscapeMode): string {
  const secure = pageUrl.protocol === 'https:';
  const rest = pageUrl.href.slice(pageUrl.protocol.length + 2); // without "https://"
  switch (mode) {
    case 'file':
      return pageUrl.href;
    case 'chrome':
      return `${secure ? 'googlechromes' : 'googlechrome'}://${rest}`;
    case 'safari':
      return `${secure ? 'x-safari-https' : 'x-safari-http'}://${rest}`;
    case 'android': {
      const fallback = encodeURIComponent(pageUrl.href);
      return `intent://${rest}#Intent;scheme=${secure ? 'https' : 'http'};action=android.intent.action.VIEW;S.browser_fallback_url=${fallback};end`;
    }
  }
}

/**
 * Where to send the browser, or null to stay. Pure: every input is a parameter.
 * @example escapeTarget({ url: 'https://x.test/mindmetric/?bb=true', userAgent: instagramIos17, isLandingOrQuiz: true })
 *   // 'http://in-app-escape.localhost/safari?url=x-safari-https%3A%2F%2Fx.test%2Fmindmetric%2F%3Fbb%3Dtrue'
 */
export function escapeTarget(input: EscapeInput, serviceUrl: string = redirectServiceUrl()): string | null {
  if (!input.isLandingOrQuiz) return null;
  if (inAppBrowserOf(input.userAgent) === null) return null;
  if (!URL.canParse(input.url)) return null;
  const pageUrl = new URL(input.url);
  const platform = platformOf(input.userAgent);
  const params = pageUrl.searchParams;
  const asked = textToBoolean(params.get(ESCAPE_FLAG_PARAM)) || (platform.os === 'android' && textToBoolean(params.get(ESCAPE_FLAG_ANDROID_PARAM)));
  if (!asked) return null;
  const mode = escapeModeFor(platform);
  if (mode === null) return null;
  const target = new URL(mode, withTrailingSlash(serviceUrl));
  target.searchParams.set(REDIRECT_SERVICE_URL_PARAM, outboundLink(pageUrl, mode));
  return target.href;
}

/** What the hook reads and does; injectable so tests need not replace jsdom's unforgeable location. */
export interface EscapeEnvironment {
  readonly currentUrl: () => string;
  readonly userAgent: () => string;
  readonly replace: (url: string) => void;
  /** The redirect service the serving page names (its runtime config), if any. */
  readonly servedServiceUrl: () => string | undefined;
}

const browserEnvironment: EscapeEnvironment = {
  currentUrl: () => window.location.href,
  userAgent: () => navigator.userAgent,
  replace: (url) => window.location.replace(url),
  servedServiceUrl: () => {
    try {
      return appConfig().inAppEscapeUrl;
    } catch {
      return undefined; // no config block (a page not served by the simulator): the build's or the default service
    }
  },
};

/** Sends the browser to the escape target, if there is one (replacing the location: no history entry). */
export function escapeInAppBrowser(isLandingOrQuiz: boolean, environment: EscapeEnvironment = browserEnvironment): void {
  const target = escapeTarget({ url: environment.currentUrl(), userAgent: environment.userAgent(), isLandingOrQuiz }, redirectServiceUrl(environment.servedServiceUrl()));
  if (target !== null) environment.replace(target);
}
