/**
 * What the app's Firebase SDK needs to reach the Auth emulator, injected into the page's runtime
 * config (app/config/env.ts reads it as `firebase`). The emulator accepts any API key for a demo- project.
 */
export const EMULATOR_API_KEY = 'demo-api-key';

/**
 * The project's password policy (app §5 in docs/spec-coverage.md: minimum length default 6, optional maximum and
 * character classes), in the shape of Firebase's PasswordPolicy custom strength options. Firebase
 * serves it from /v2/passwordPolicy; the emulator does not, so the simulator hands it to the page
 * here. The emulator itself still refuses passwords under 6 characters.
 */
export const PASSWORD_POLICY = {
  minPasswordLength: 8,
  maxPasswordLength: 4096,
  containsLowercaseLetter: true,
  containsUppercaseLetter: true,
  containsNumericCharacter: true,
  containsNonAlphanumericCharacter: false,
} as const;

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly authDomain: string;
  /** http://host:port of the Auth emulator, for connectAuthEmulator. */
  readonly authEmulatorOrigin: string;
  readonly passwordPolicy: typeof PASSWORD_POLICY;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the browser reaches the emulator: on the app's own host name when both run on this machine
 * (localhost:9099 beside localhost:3000), so the app and its auth domain are one site. Redirect
 * sign-in needs that: the emulator's helper iframe reads the sign-in result its provider page left in
 * the emulator origin's session storage, and browsers refuse storage to a frame from another site
 * (Firebase's advice for signInWithRedirect: an auth domain on the app's site). The emulator listens
 * on loopback, which localhost reaches.
 */
export function browserEmulatorOrigin(emulatorOrigin: string, appOrigin: string): string {
  const emulator = new URL(emulatorOrigin);
  const app = new URL(appOrigin);
  if (LOOPBACK.has(emulator.hostname) && LOOPBACK.has(app.hostname)) emulator.hostname = app.hostname;
  return emulator.origin;
}

export function firebaseWebConfig(emulator: { readonly origin: string; readonly projectId: string }, appOrigin: string): FirebaseWebConfig {
  const origin = browserEmulatorOrigin(emulator.origin, appOrigin);
  return { apiKey: EMULATOR_API_KEY, projectId: emulator.projectId, authDomain: new URL(origin).host, authEmulatorOrigin: origin, passwordPolicy: PASSWORD_POLICY };
}
