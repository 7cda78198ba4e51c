/**
 * Test support for the Auth emulator's REST API (Vitest and Playwright): make users and tokens,
 * disable them, forge and age tokens. The `Bearer owner` header is the emulator's admin credential
 * for a demo- project. Product code never imports this file.
 */
import { base64url, decodeJwt } from 'jose';

export interface Emulator {
  /** http://host:port */
  readonly origin: string;
  readonly projectId: string;
}

export interface TestUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly idToken: string;
}

const API_KEY = 'demo-api-key';
const toolkit = (emu: Emulator, path: string) => `${emu.origin}/identitytoolkit.googleapis.com/v1/${path}`;

async function post<T>(url: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(admin ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Auth emulator ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Signs a user in with email and password and answers a fresh ID token. */
export async function signInWithPassword(emu: Emulator, email: string, password: string): Promise<string> {
  const answer = await post<{ idToken: string }>(`${toolkit(emu, 'accounts:signInWithPassword')}?key=${API_KEY}`, { email, password, returnSecureToken: true });
  return answer.idToken;
}

/** Creates an email+password user; `emailVerified` (default true) as if they had clicked the verification link. */
export async function createTestUser(emu: Emulator, email: string, options: { emailVerified?: boolean; password?: string } = {}): Promise<TestUser> {
  const password = options.password ?? 'Secret-123';
  const created = await post<{ localId: string }>(`${toolkit(emu, 'accounts:signUp')}?key=${API_KEY}`, { email, password, returnSecureToken: true });
  if (options.emailVerified ?? true) await post(toolkit(emu, `projects/${emu.projectId}/accounts:update`), { localId: created.localId, emailVerified: true }, true);
  return { uid: created.localId, email, password, idToken: await signInWithPassword(emu, email, password) };
}

/** Disables a user through the emulator's admin API (what the Firebase console's "Disable account" does). */
export async function disableUser(emu: Emulator, uid: string): Promise<void> {
  await post(toolkit(emu, `projects/${emu.projectId}/accounts:update`), { localId: uid, disableUser: true }, true);
}

export interface EmulatorUser {
  readonly localId: string;
  readonly email?: string;
  readonly displayName?: string;
  readonly disabled?: boolean;
  readonly providerUserInfo: readonly { readonly providerId: string; readonly email?: string }[];
}

/** The emulator's record of the user with this email (admin lookup), as the Firebase console shows it. */
export async function lookUpUser(emu: Emulator, email: string): Promise<EmulatorUser> {
  const answer = await post<{ users?: EmulatorUser[] }>(toolkit(emu, `projects/${emu.projectId}/accounts:lookup`), { email: [email] }, true);
  const user = answer.users?.[0];
  if (!user) throw new Error(`The Auth emulator has no user ${email}.`);
  return user;
}

// Tampered and forged tokens are made on purpose: their parts are encoded with jose's base64url, never signed right.
const b64 = (value: unknown) => base64url.encode(JSON.stringify(value));
const claimsOf = (token: string): Record<string, unknown> => decodeJwt(token);

/** The same claims with issue and expiry an hour and more in the past: what an expired token looks like. */
export function expiredCopy(idToken: string): string {
  const now = Math.floor(Date.now() / 1000);
  const [header, , signature] = idToken.split('.');
  return `${header}.${b64({ ...claimsOf(idToken), iat: now - 7_200, exp: now - 3_600, auth_time: now - 7_200 })}.${signature ?? ''}`;
}

/** A token claiming `uid`, signed RS256 with a key nobody trusts: what an attacker can make. */
export function forgedToken(emu: Emulator, uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: `https://securetoken.google.com/${emu.projectId}`, aud: emu.projectId, sub: uid, user_id: uid, email, email_verified: true, iat: now, exp: now + 3_600, auth_time: now, firebase: { sign_in_provider: 'password', identities: {} } };
  return `${b64({ alg: 'RS256', kid: 'forged', typ: 'JWT' })}.${b64(claims)}.${base64url.encode('not-a-signature')}`;
}
