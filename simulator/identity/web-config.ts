/**
 * What the app's Firebase SDK needs to reach the Auth emulator, injected into the page's runtime
 * config (app/config/env.ts reads it as `firebase`). The emulator accepts any API key for a demo- project.
 */
export const EMULATOR_API_KEY = 'demo-api-key';

/**
 * The project's password policy (app-spec section 5: minimum length default 6, optional maximum and
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

export function firebaseWebConfig(emulator: { readonly origin: string; readonly projectId: string }): FirebaseWebConfig {
  return { apiKey: EMULATOR_API_KEY, projectId: emulator.projectId, authDomain: new URL(emulator.origin).host, authEmulatorOrigin: emulator.origin, passwordPolicy: PASSWORD_POLICY };
}
