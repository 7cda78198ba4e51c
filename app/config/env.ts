/** Runtime config, read once from the JSON data block the app-origin server injects into index.html. */
import { z } from 'zod';

const AppConfigSchema = z.object({
  serviceOrigin: z.url(),
  assetOrigin: z.url(),
});

export type AppConfig = z.infer<typeof AppConfigSchema>;

let cached: AppConfig | null = null;

export function appConfig(doc: Document = document): AppConfig {
  if (cached) return cached;
  const text = doc.getElementById('app-config')?.textContent;
  if (!text) throw new Error('The app config block (#app-config) is missing from index.html: serve the app through the simulator.');
  cached = AppConfigSchema.parse(JSON.parse(text));
  return cached;
}
