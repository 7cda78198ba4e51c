/** Runtime config, read once from the JSON data block the app-origin server injects into index.html. */
import { z } from 'zod';
import { chooseServiceOrigin } from './service-origin';

const AppConfigSchema = z.object({
  serviceOrigin: z.url(),
  /** The staging service host, for pages whose origin contains 'dev'; the production one when absent. */
  stagingServiceOrigin: z.url().optional(),
  assetOrigin: z.url(),
  /** The Firebase web config and the Auth emulator's origin (simulator/identity/web-config.ts); read by app/lib/auth only. */
  firebase: z
    .object({
      apiKey: z.string().min(1),
      projectId: z.string().min(1),
      authDomain: z.string().min(1),
      authEmulatorOrigin: z.url().optional(),
      /** The identity server's password policy (app-spec section 5); absent, the SDK's default minimum of 6. */
      passwordPolicy: z
        .object({
          minPasswordLength: z.number().int().min(1).default(6),
          maxPasswordLength: z.number().int().min(1).optional(),
          containsLowercaseLetter: z.boolean().default(false),
          containsUppercaseLetter: z.boolean().default(false),
          containsNumericCharacter: z.boolean().default(false),
          containsNonAlphanumericCharacter: z.boolean().default(false),
        })
        .optional(),
    })
    .optional(),
});

export type AppConfig = z.infer<typeof AppConfigSchema>;

let cached: AppConfig | null = null;

export function appConfig(doc: Document = document): AppConfig {
  if (cached) return cached;
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) throw new Error('The app config block (#app-config) is missing from index.html: serve the app through the simulator.');
  const parsed = AppConfigSchema.parse(JSON.parse(text));
  const pageOrigin = doc.defaultView?.location.origin ?? '';
  cached = { ...parsed, serviceOrigin: chooseServiceOrigin(pageOrigin, { production: parsed.serviceOrigin, staging: parsed.stagingServiceOrigin ?? parsed.serviceOrigin }) };
  return cached;
}
