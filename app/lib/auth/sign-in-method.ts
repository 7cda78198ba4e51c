/**
 * How this browser last signed a user in (issue 31). The identity server cannot tell: an email-link
 * sign-in and a password sign-in both report the `password` provider (in providerData and in the ID
 * token's sign_in_provider), so the profile said "Email and password" to a member who never set a
 * password. The sign-in actions record the method here, by email and before they call the SDK, so
 * the session that the SDK's auth-state event brings already finds it; the members' area reads it.
 */
export type SignInMethod = 'emailLink' | 'password';

const keyOf = (email: string) => `mm.signInMethod.${email.trim().toLowerCase()}`;

export function rememberSignInMethod(email: string, method: SignInMethod, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(keyOf(email), method);
  } catch {
    // Storage blocked: the profile falls back to the provider the server reports.
  }
}

export function lastSignInMethod(email: string, storage: Pick<Storage, 'getItem'> = localStorage): SignInMethod | null {
  try {
    const value = storage.getItem(keyOf(email));
    return value === 'emailLink' || value === 'password' ? value : null;
  } catch {
    return null;
  }
}
