import { createContext, useContext } from 'react';

/** The signed-in member as the shell hands it to every section. */
export interface MemberSession {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string;
  /** Sign-in provider ids, e.g. `password`, `google.com`, `apple.com`. */
  readonly providers: readonly string[];
  /** A fresh Firebase ID token for the x-id-token header. */
  readonly getIdToken: () => Promise<string>;
  readonly signOut: () => Promise<void>;
}

export const MemberSessionContext = createContext<MemberSession | null>(null);

export function useMemberSession(): MemberSession {
  const session = useContext(MemberSessionContext);
  if (!session) throw new Error('useMemberSession needs the members\u2019 shell (MembersShell) above it.');
  return session;
}
