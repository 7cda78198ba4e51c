/**
 * The app's one Firebase Auth instance (modular `firebase/auth`), connected to the Auth emulator
 * the simulator names in the page's runtime config. Import this (or the modules beside it) only
 * from lazily loaded screens: the account pages and the members' area. Landing, quiz and checkout
 * first load must not pull Firebase in (checkout imports app/lib/auth dynamically, at pay time).
 *
 *   const auth = firebaseAuth();
 *   await signInWithEmailAndPassword(auth, email, password);
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, browserPopupRedirectResolver, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { appConfig } from '../../config/env';

let instance: Auth | null = null;

/**
 * The Auth instance, created on first use. Persistence (IndexedDB, else local storage) is set here,
 * at creation, so it is in place before any sign-in (app §6 in docs/spec-coverage.md).
 */
export function firebaseAuth(): Auth {
  if (instance) return instance;
  const config = appConfig().firebase;
  if (!config) throw new Error('The page has no Firebase config: serve the app through the simulator (npm start), which starts the Auth emulator.');
  const app: FirebaseApp = initializeApp({ apiKey: config.apiKey, projectId: config.projectId, authDomain: config.authDomain });
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence], popupRedirectResolver: browserPopupRedirectResolver });
  if (config.authEmulatorOrigin) connectAuthEmulator(auth, config.authEmulatorOrigin, { disableWarnings: true });
  instance = auth;
  return auth;
}
