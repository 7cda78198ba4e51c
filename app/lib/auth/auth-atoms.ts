/**
 * The session as jotai atoms: read `authStateAtom` (loading / signed-out with a reason / signed-in)
 * with useAtomValue. Mounting it starts the Firebase session (so only lazily loaded screens should use it).
 *
 *   const auth = useAtomValue(authStateAtom);
 *   const signOut = useSetAtom(signOutAtom);
 */
import { atom } from 'jotai';
import { signOutByUser, watchSession, type AuthState } from './session';

const sessionAtom = atom<AuthState>({ status: 'loading' });
sessionAtom.onMount = (set) => watchSession(set);

export const authStateAtom = atom((get) => get(sessionAtom));

/** Signs out at the user's request (no message). */
export const signOutAtom = atom(null, () => signOutByUser());
