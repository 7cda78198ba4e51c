/**
 * A Firebase-free hint that someone is signed in on this browser, so pages outside the account and
 * members' chunks (checkout) load Firebase only when it can matter. The hint is never trusted:
 * the service verifies the ID token itself.
 */
const HINT_KEY = '__signedIn';

export function hasSignedInHint(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSignedInHint(signedIn: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (signedIn) storage.setItem(HINT_KEY, '1');
    else storage.removeItem(HINT_KEY);
  } catch {
    // Storage may be disabled (private mode): the hint is only an optimisation.
  }
}
