/**
 * The signed-in user's ID token for calls that name the user (subscription service, cloud functions).
 *
 *   const res = await fetchJson(url, Schema, { headers: await idTokenHeaders() });
 *
 * The SDK hands out its cached token and refreshes it when it is under 5 minutes from expiry.
 */
import { appleIdentityToken } from './apple-identity-token';
import { firebaseAuth } from './firebase';
import { toSignedInUser } from './user-record';
import { signOutIfRefused } from './session';

/** Header the service reads the token from (app §6 in docs/spec-coverage.md). */
export const ID_TOKEN_HEADER = 'x-id-token';

export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('Nobody is signed in: send the user to the sign-in page first.');
  }
}

/** The current user's uid and ID token; rejects with NotSignedInError when nobody is signed in. */
export async function currentIdToken(): Promise<{ uid: string; idToken: string }> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new NotSignedInError();
  try {
    return { uid: user.uid, idToken: await user.getIdToken() };
  } catch (error) {
    // A disabled user or an expired session: the SDK signs out; say why.
    await signOutIfRefused(error);
    throw error;
  }
}

/** `{ 'x-id-token': token }` for fetch; rejects with NotSignedInError when nobody is signed in. */
export async function idTokenHeaders(): Promise<Record<typeof ID_TOKEN_HEADER, string>> {
  return { [ID_TOKEN_HEADER]: (await currentIdToken()).idToken };
}

/**
 * The signed-in user as a buyer names them: uid, ID token, and Apple's identity token when the user
 * signed in with Apple in this tab. Null when nobody is signed in.
 */
export async function currentIdentity(): Promise<{ uid: string; idToken: string; appleToken: string | null } | null> {
  try {
    const { uid, idToken } = await currentIdToken();
    const user = firebaseAuth().currentUser;
    const apple = user !== null && toSignedInUser(user).isAppleAuth ? appleIdentityToken() : null;
    return { uid, idToken, appleToken: apple };
  } catch (error) {
    if (error instanceof NotSignedInError) return null;
    throw error;
  }
}
