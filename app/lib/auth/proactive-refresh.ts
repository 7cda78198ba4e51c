/**
 * The SDK's own proactive ID-token refresh (app §4 and §9 in docs/spec-coverage.md): 5 minutes before expiry,
 * retried after network failures from 30 s doubling up to 16 minutes. Firebase Auth runs that timer
 * only while another Firebase product listens to ID tokens through the `auth-internal` component
 * (Firestore, Functions and Storage do so); this app uses none of them, so it listens the same way.
 * A refresh that fails because the user is disabled or the token expired makes the SDK sign the user
 * out; session.ts says why.
 */
import { _getProvider } from 'firebase/app';
import type { Auth } from 'firebase/auth';

const noteToken = (): void => {
  // The session follows tokens through onIdTokenChanged; this listener exists to keep the refresh running.
};

let listening = false;

export function keepTokenFresh(auth: Auth): void {
  if (listening) return;
  listening = true;
  _getProvider(auth.app, 'auth-internal').getImmediate().addAuthTokenListener(noteToken);
}
