/**
 * Apple's identity token from the last Apple sign-in in this tab (OAuthProvider.credentialFromResult):
 * an Apple-authenticated buyer sends it as apple_token (app §7 in docs/spec-coverage.md). Kept in session storage,
 * which is per tab and gone with it; a user signed in on an earlier visit has none, and is named by uid.
 */
const KEY = 'mm.appleIdentityToken';

export function rememberAppleIdentityToken(token: string | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  try {
    if (token) storage.setItem(KEY, token);
    else storage.removeItem(KEY);
  } catch {
    // Storage may be disabled: the buyer is then named by uid, which the service accepts too.
  }
}

export function appleIdentityToken(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  try {
    return storage.getItem(KEY);
  } catch {
    return null;
  }
}
