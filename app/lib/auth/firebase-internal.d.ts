/**
 * One function `firebase/app` exports at run time but leaves out of its public typings: the
 * component registry through which Firebase's own products reach Auth's token interface
 * (@firebase/auth-interop-types). Used only by proactive-refresh.ts.
 */
import 'firebase/app';
import type { FirebaseApp } from 'firebase/app';

interface FirebaseAuthTokenListeners {
  addAuthTokenListener(listener: (token: string | null) => void): void;
  removeAuthTokenListener(listener: (token: string | null) => void): void;
}

declare module 'firebase/app' {
  export function _getProvider(app: FirebaseApp, name: 'auth-internal'): { getImmediate(): FirebaseAuthTokenListeners };
}
