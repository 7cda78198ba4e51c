/**
 * What the app's Firebase SDK needs to reach the Auth emulator, injected into the page's runtime
 * config (app/config/env.ts reads it as `firebase`). The emulator accepts any API key for a demo- project.
 */
export const EMULATOR_API_KEY = 'demo-api-key';

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly authDomain: string;
  /** http://host:port of the Auth emulator, for connectAuthEmulator. */
  readonly authEmulatorOrigin: string;
}

export function firebaseWebConfig(emulator: { readonly origin: string; readonly projectId: string }): FirebaseWebConfig {
  return { apiKey: EMULATOR_API_KEY, projectId: emulator.projectId, authDomain: new URL(emulator.origin).host, authEmulatorOrigin: emulator.origin };
}
