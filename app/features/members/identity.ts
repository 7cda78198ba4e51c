/**
 * The members' area's one contact with identity: the accounts module's session atoms and ID-token
 * helper (app/lib/auth), turned into the MemberSession the sections use. No second auth layer here.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { authStateAtom, signOutAtom } from '../../lib/auth/auth-atoms';
import { currentIdToken } from '../../lib/auth/id-token';
import { lastSignInMethod } from '../../lib/auth/sign-in-method';
import { APPLE_PROVIDER_ID, GOOGLE_PROVIDER_ID, type SignedInUser } from '../../lib/auth/user-record';
import type { MemberSession } from './session';

export type IdentityState = { readonly status: 'loading' } | { readonly status: 'signed-out' } | { readonly status: 'signed-in'; readonly session: MemberSession };


function providersOf(user: SignedInUser): string[] {
  const ids = new Set<string>();
  // The server says `password` for an email link too: this browser knows which it was.
  if (user.providerDataId === 'password' && lastSignInMethod(user.email) === 'emailLink') ids.add('emailLink');
  else if (user.providerDataId) ids.add(user.providerDataId);
  if (user.isGoogleAuth) ids.add(GOOGLE_PROVIDER_ID);
  if (user.isAppleAuth) ids.add(APPLE_PROVIDER_ID);
  return [...ids];
}

export function useMemberIdentity(): IdentityState {
  const state = useAtomValue(authStateAtom);
  const signOut = useSetAtom(signOutAtom);
  const user = state.status === 'signed-in' ? state.user : null;
  const session = useMemo<MemberSession | null>(
    () =>
      user && {
        uid: user.uid,
        email: user.email || null,
        displayName: user.displayName,
        providers: providersOf(user),
        getIdToken: async () => (await currentIdToken()).idToken,
        signOut: () => Promise.resolve(signOut()),
      },
    [user, signOut],
  );
  if (state.status === 'loading') return { status: 'loading' };
  if (!session) return { status: 'signed-out' };
  return { status: 'signed-in', session };
}
