/**
 * The session as jotai atoms: read `authStateAtom` (loading / signed-out with a reason / signed-in)
 * or `signedInUserAtom` (the app-spec section 3 record or null) with useAtomValue. Mounting either
 * starts the Firebase session (so only lazily loaded screens should use them).
 *
 *   const user = useAtomValue(signedInUserAtom);
 *   const signOut = useSetAtom(signOutAtom);
 */
import { atom } from 'jotai';
import { signOutByUser, watchSession, type AuthState } from './session';
import type { SignedInUser } from './user-record';

const sessionAtom = atom<AuthState>({ status: 'loading' });
sessionAtom.onMount = (set) => watchSession(set);

export const authStateAtom = atom((get) => get(sessionAtom));

export const signedInUserAtom = atom<SignedInUser | null>((get) => {
  const state = get(sessionAtom);
  return state.status === 'signed-in' ? state.user : null;
});

/** Signs out at the user's request (no message). */
export const signOutAtom = atom(null, () => signOutByUser());
