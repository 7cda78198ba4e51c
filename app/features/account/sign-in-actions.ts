/**
 * The sign-in methods of app §6 in docs/spec-coverage.md, on the Firebase SDK: Google (profile and email scopes,
 * account chooser forced) and Apple (email and name scopes) by popup, or by redirect when the popup
 * is blocked; email link; email and password. Persistence is set when the Auth instance is created
 * (app/lib/auth/firebase.ts), so it is in place before any of these; setting it here would put an
 * await between the tap and window.open, and browsers then block the popup.
 */
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  OAuthProvider,
  RecaptchaVerifier,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  type AuthProvider,
} from 'firebase/auth';
import { authErrorCode } from '../../lib/auth/auth-messages';
import { firebaseAuth } from '../../lib/auth/firebase';
import { rememberAppleIdentityToken } from '../../lib/auth/apple-identity-token';
import { rememberSignInMethod } from '../../lib/auth/sign-in-method';

export type SocialProvider = 'google' | 'apple';

function providerFor(kind: SocialProvider): AuthProvider {
  if (kind === 'google') {
    const google = new GoogleAuthProvider();
    google.addScope('profile');
    google.addScope('email');
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

/** Popup first; when the browser blocks it, the same sign-in by redirect (completed on load by the session). */
export async function signInWithSocial(kind: SocialProvider): Promise<'signed-in' | 'redirecting'> {
  const auth = firebaseAuth();
  const provider = providerFor(kind);
  try {
    const result = await signInWithPopup(auth, provider);
    // An Apple buyer names Apple's identity token in create and finalize (app §7 in docs/spec-coverage.md).
    if (kind === 'apple') rememberAppleIdentityToken(OAuthProvider.credentialFromResult(result)?.idToken);
    return 'signed-in';
  } catch (error) {
    if (authErrorCode(error) !== 'auth/popup-blocked') throw error;
    await signInWithRedirect(auth, provider);
    return 'redirecting';
  }
}

/** Where the email link's address is remembered between sending and opening it (Firebase's documented pattern). */
export const EMAIL_FOR_SIGN_IN_KEY = 'mm.emailForSignIn';

/** Sends a one-time sign-in link that opens `continueUrl`; remembers the email for when the link comes back. */
export async function sendEmailLink(email: string, continueUrl: string): Promise<void> {
  const url = new URL(continueUrl);
  url.searchParams.set('email', email);
  await sendSignInLinkToEmail(firebaseAuth(), email, { url: url.toString(), handleCodeInApp: true });
  localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
}

export function isEmailLink(href: string): boolean {
  return isSignInWithEmailLink(firebaseAuth(), href);
}

/** The email the link was sent to, when this browser (or the link's own continue URL) knows it. */
export function emailForLink(href: string): string | null {
  return localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? new URL(href).searchParams.get('email');
}

export async function completeEmailLink(email: string, href: string): Promise<void> {
  rememberSignInMethod(email, 'emailLink');
  await signInWithEmailLink(firebaseAuth(), email, href);
  localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  rememberSignInMethod(email, 'password');
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

export async function createAccountWithPassword(email: string, password: string): Promise<void> {
  rememberSignInMethod(email, 'password');
  await createUserWithEmailAndPassword(firebaseAuth(), email, password);
}

/** Sends a password reset link; its page is access-recovery (the QA outbox shows it). */
export async function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email, { url: continueUrl });
}

/** Confirms the code texted to the phone; resolves once the user is signed in. */
export type ConfirmPhoneCode = (code: string) => Promise<void>;

/**
 * Texts a sign-in code to `phoneNumber` (E.164, e.g. +16505550101) and answers how to confirm it. The
 * identity provider asks for an invisible reCAPTCHA first, rendered in `container`; connected to the Auth
 * emulator the SDK skips it (the emulator issues test codes, listed on its REST API, and sends no text).
 */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<ConfirmPhoneCode> {
  const auth = firebaseAuth();
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
    return async (code) => {
      await confirmation.confirm(code);
    };
  } finally {
    verifier.clear();
  }
}
