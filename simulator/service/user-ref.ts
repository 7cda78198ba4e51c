import { createHash } from 'node:crypto';

/** The stored reference of a signed-in user: the uid as is, an Apple token only as a hash (it is a credential). */
export function userRefOf(user: { firebase_id?: string | undefined; apple_token?: string | undefined }): string | null {
  if (user.firebase_id) return `firebase:${user.firebase_id}`;
  if (user.apple_token) return `apple:${createHash('sha256').update(user.apple_token).digest('hex').slice(0, 32)}`;
  return null;
}
