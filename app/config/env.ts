/**
 * Runtime config, read once from the JSON data block the app-origin server injects into index.html.
 * Validated with valibot, not zod: this module loads with the checkout, whose added chunks have a
 * 45 KiB budget that zod's core alone would take a third of (issue 13).
 */
import { boolean, integer, minLength, minValue, number, object, optional, parse, pipe, string, url, type InferOutput } from 'valibot';
import { chooseServiceOrigin } from './service-origin';

const Url = pipe(string(), url());
const NonEmpty = pipe(string(), minLength(1));
const Count = pipe(number(), integer(), minValue(1));

const AppConfigSchema = object({
  serviceOrigin: Url,
  /** The staging service host, for pages whose origin contains 'dev'; the production one when absent. */
  stagingServiceOrigin: optional(Url),
  assetOrigin: Url,
  /** The in-app browser escape's redirect service (app §2 in docs/spec-coverage.md): the simulator's stand-in; a build's VITE_IN_APP_ESCAPE_URL wins. */
  inAppEscapeUrl: optional(Url),
  /** The Firebase web config and the Auth emulator's origin (simulator/merchant/identity/web-config.ts); read by app/lib/auth only. */
  firebase: optional(
    object({
      apiKey: NonEmpty,
      projectId: NonEmpty,
      authDomain: NonEmpty,
      authEmulatorOrigin: optional(Url),
      /** The identity server's password policy (app §5 in docs/spec-coverage.md); absent, the SDK's default minimum of 6. */
      passwordPolicy: optional(
        object({
          minPasswordLength: optional(Count, 6),
          maxPasswordLength: optional(Count),
          containsLowercaseLetter: optional(boolean(), false),
          containsUppercaseLetter: optional(boolean(), false),
          containsNumericCharacter: optional(boolean(), false),
          containsNonAlphanumericCharacter: optional(boolean(), false),
        }),
      ),
    }),
  ),
});

export type AppConfig = InferOutput<typeof AppConfigSchema>;

let cached: AppConfig | null = null;

export function appConfig(doc: Document = document): AppConfig {
  if (cached) return cached;
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) throw new Error('The app config block (#app-config) is missing from index.html: serve the app through the simulator.');
  const parsed = parse(AppConfigSchema, JSON.parse(text));
  const pageOrigin = doc.defaultView?.location.origin ?? '';
  cached = { ...parsed, serviceOrigin: chooseServiceOrigin(pageOrigin, { production: parsed.serviceOrigin, staging: parsed.stagingServiceOrigin ?? parsed.serviceOrigin }) };
  return cached;
}
