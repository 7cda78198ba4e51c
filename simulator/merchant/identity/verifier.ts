/**
 * Verifies Firebase ID tokens with firebase-admin (app §6 in docs/spec-coverage.md: a user id is trusted only
 * from a verified ID token). Revocation is always checked, so a disabled user or revoked tokens
 * fail at once rather than when the hour-long token expires.
 *
 * Against the Auth emulator (`FIREBASE_AUTH_EMULATOR_HOST`), firebase-admin accepts the emulator's
 * unsigned tokens and checks audience, issuer, expiry and, via the emulator, the user's state; a
 * signed token, one for another project or a tampered one is refused. Without the emulator it
 * checks Google's signatures, as production does.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { Problem } from '../../platform/http/problem';
import { errorField, processLogger } from '../../platform/http/logger';

/** The signed-in user a verified token names. */
export interface VerifiedUser {
  readonly uid: string;
  /** Lower-cased; null when the account has none (phone sign-in). */
  readonly email: string | null;
  readonly emailVerified: boolean;
  /** `password`, `emailLink`, `google.com`, `apple.com`, `custom`... */
  readonly signInProvider: string;
}

export interface IdTokenVerifier {
  /** Resolves the token's user or rejects with a Problem: 401 codes for bad tokens, 503 when the identity server is unreachable. */
  verify(idToken: string): Promise<VerifiedUser>;
}

export interface FirebaseVerifierOptions {
  readonly projectId: string;
  /** `host:port` of the Auth emulator; absent, real Google signatures are checked. */
  readonly emulatorHost?: string;
}

/** Makes email sign-in links (the identity server's own, so the SDK's signInWithEmailLink accepts them). */
export interface SignInLinkIssuer {
  /** A one-time link that signs `email` in and then opens `continueUrl`. */
  signInLink(email: string, continueUrl: string): Promise<string>;
}

/** Deletes an identity through the identity server's admin API ("delete account", app §7 in docs/spec-coverage.md; issue 29). */
export interface IdentityAdmin {
  /** Resolves once the user is gone (also when it was already gone); rejects with a 503 Problem when the server cannot be reached. */
  deleteUser(uid: string): Promise<void>;
}

export interface FirebaseIdTokenVerifier extends IdTokenVerifier, SignInLinkIssuer, IdentityAdmin {
  /** The firebase-admin app (tests use it to revoke tokens). */
  readonly app: App;
  close(): Promise<void>;
}

/** firebase-admin's error codes for a token that does not prove who the caller is. */
const REFUSALS: Readonly<Record<string, { code: 'id-token-expired' | 'id-token-revoked' | 'user-disabled' | 'id-token-invalid'; detail: string }>> = {
  'auth/id-token-expired': { code: 'id-token-expired', detail: 'The ID token has expired: refresh it and try again.' },
  'auth/id-token-revoked': { code: 'id-token-revoked', detail: 'The ID token has been revoked: sign in again.' },
  'auth/user-disabled': { code: 'user-disabled', detail: 'This account has been disabled.' },
  'auth/user-not-found': { code: 'id-token-invalid', detail: 'The ID token names no existing user.' },
  'auth/argument-error': { code: 'id-token-invalid', detail: 'The ID token is not valid.' },
  'auth/invalid-id-token': { code: 'id-token-invalid', detail: 'The ID token is not valid.' },
};

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

function userOf(token: DecodedIdToken): VerifiedUser {
  return {
    uid: token.uid,
    email: token.email ? token.email.toLowerCase() : null,
    emailVerified: token.email_verified === true,
    signInProvider: token.firebase.sign_in_provider,
  };
}

/**
 * A verifier backed by firebase-admin. Usage:
 *   const verifier = firebaseIdTokenVerifier({ projectId: 'demo-mindmetric', emulatorHost: '127.0.0.1:9099' });
 *   createSimulator({ ..., identity: verifier });
 * Sets FIREBASE_AUTH_EMULATOR_HOST for this process (firebase-admin reads it there).
 */
export function firebaseIdTokenVerifier(options: FirebaseVerifierOptions): FirebaseIdTokenVerifier {
  if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
  // A named app per verifier, so tests may build several simulators in one process.
  const app = initializeApp({ projectId: options.projectId }, `identity-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    app,
    async verify(idToken) {
      try {
        return userOf(await auth.verifyIdToken(idToken, true));
      } catch (error) {
        const refusal = REFUSALS[codeOf(error)];
        if (refusal) throw new Problem(refusal.code, refusal.detail);
        // Never fail open: an identity server we cannot reach admits nobody.
        processLogger().error({ err: errorField(error), code: codeOf(error) }, 'identity: token verification failed');
        throw new Problem('identity-unavailable', 'The identity service could not verify the ID token; try again shortly.');
      }
    },
    signInLink: (email, continueUrl) => auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true }),
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (codeOf(error) === 'auth/user-not-found') return;
        processLogger().error({ err: errorField(error), code: codeOf(error) }, 'identity: deleting a user failed');
        throw new Problem('identity-unavailable', 'The identity service could not delete the account; try again shortly.');
      }
    },
    close: () => deleteApp(app),
  };
}
