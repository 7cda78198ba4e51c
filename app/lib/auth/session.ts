/**
 * The identity session's life (app §4 in docs/spec-coverage.md): the SDK restores the user, refreshes the ID
 * token 5 minutes before expiry and retries with its own backoff (proactive-refresh.ts turns that on); when a refresh or a reload fails
 * because the user is disabled or the token expired, the SDK signs the user out and this module
 * says why. A pending redirect sign-in is completed when the session starts.
 */
import { getRedirectResult, onIdTokenChanged, type User } from 'firebase/auth';
import { authErrorCode, logAuthError, type SignOutReason } from './auth-messages';
import { firebaseAuth } from './firebase';
import { keepTokenFresh } from './proactive-refresh';
import { hasSignedInHint, setSignedInHint } from './signed-in-hint';
import { toSignedInUser, type SignedInUser } from './user-record';

export type AuthState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out'; readonly reason: SignOutReason | null }
  | { readonly status: 'signed-in'; readonly user: SignedInUser };

/** Codes the SDK signs out on (its isUserInvalidated), and the service's refusals that mean the same. */
const REASONS: Readonly<Record<string, SignOutReason>> = {
  'auth/user-disabled': 'user-disabled',
  'auth/user-token-expired': 'session-expired',
  'user-disabled': 'user-disabled',
  'id-token-revoked': 'session-expired',
  'id-token-expired': 'session-expired',
};

let pendingReason: SignOutReason | null = null;
let userSignedOut = false;
const listeners = new Set<(state: AuthState) => void>();
let current: AuthState = { status: 'loading' };

function emit(state: AuthState): void {
  current = state;
  for (const listener of listeners) listener(state);
}

/**
 * The SDK signed the user out by itself (a refresh or reload failed): ask the identity server why,
 * with the signed-out user's own refresh token, and say it.
 */
async function explainSignOut(user: User): Promise<void> {
  try {
    await user.getIdToken(true);
  } catch (error) {
    const reason = REASONS[authErrorCode(error)];
    if (reason && current.status === 'signed-out') emit({ status: 'signed-out', reason });
  }
}

/** Asks the identity server about the restored user; a disabled or expired account is signed out (by the SDK) with its reason. */
async function recheck(user: User): Promise<void> {
  try {
    await user.reload();
  } catch (error) {
    const reason = REASONS[authErrorCode(error)];
    logAuthError('session check', error);
    if (reason && current.status === 'signed-out') emit({ status: 'signed-out', reason });
    else if (reason) pendingReason = reason;
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  const auth = firebaseAuth();
  let wasSignedIn = false;
  let lastUser: User | null = null;
  let checked: string | null = null;
  // This browser had a session that the SDK dropped while restoring it (a disabled user or an expired session).
  let restoredNothing = hasSignedInHint();
  onIdTokenChanged(auth, (user) => {
    setSignedInHint(user !== null);
    const droppedOnLoad = restoredNothing && user === null && !userSignedOut;
    restoredNothing = false;
    if (user) {
      wasSignedIn = true;
      lastUser = user;
      userSignedOut = false;
      emit({ status: 'signed-in', user: toSignedInUser(user) });
      // Once per user per page load: the restored session may belong to an account disabled since.
      if (checked !== user.uid) {
        checked = user.uid;
        void recheck(user);
      }
      return;
    }
    const unexpected = (wasSignedIn || droppedOnLoad) && !userSignedOut && pendingReason === null;
    const reason = pendingReason ?? (unexpected ? 'session-ended' : null);
    pendingReason = null;
    wasSignedIn = false;
    checked = null;
    emit({ status: 'signed-out', reason });
    if (unexpected && lastUser) void explainSignOut(lastUser);
    lastUser = null;
  });
  keepTokenFresh(auth);
  // app §2 in docs/spec-coverage.md: a redirect-based social sign-in started earlier is completed on load.
  getRedirectResult(auth).catch((error: unknown) => logAuthError('redirect sign-in', error));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && auth.currentUser) void recheck(auth.currentUser);
  });
}

/**
 * Subscribes to the session; starts it (restoring the user) on first call. Answers the unsubscribe.
 * The jotai atoms in auth-atoms.ts wrap this; use them in components.
 */
export function watchSession(listener: (state: AuthState) => void): () => void {
  start();
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}

/** Signs out because the user asked to: no message follows. */
export async function signOutByUser(): Promise<void> {
  userSignedOut = true;
  await firebaseAuth().signOut();
}

/**
 * Call with the service's problem `code` (or an SDK error) when it refused the user's token: a
 * disabled user or a revoked or expired token signs the user out with the reason. Answers whether it did.
 */
export async function signOutIfRefused(codeOrError: unknown): Promise<boolean> {
  const code = typeof codeOrError === 'string' ? codeOrError : authErrorCode(codeOrError);
  const reason = REASONS[code];
  if (!reason) return false;
  pendingReason = reason;
  await firebaseAuth().signOut();
  return true;
}
