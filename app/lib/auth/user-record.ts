/** The signed-in user record of app §3 in docs/spec-coverage.md, built from the SDK's user. */
import type { User } from 'firebase/auth';

export const GOOGLE_PROVIDER_ID = 'google.com';
export const APPLE_PROVIDER_ID = 'apple.com';

export interface SignedInUser {
  readonly uid: string;
  readonly email: string;
  /** Empty string when the account has none (app §3 in docs/spec-coverage.md). */
  readonly displayName: string;
  /** The SDK's provider id of the user object ('firebase'). */
  readonly providerId: string;
  /** The provider the user signed in with: 'password', 'google.com', 'apple.com'... ('' when none). */
  readonly providerDataId: string;
  readonly isAppleAuth: boolean;
  readonly isGoogleAuth: boolean;
  readonly emailVerified: boolean;
  /** The identity library's phoneNumber, for a user who signed in by phone ('' when none): what names them where others show their email. */
  readonly phoneNumber: string;
}

/** Only what the record needs, so tests can pass a plain object. */
export type UserLike = Pick<User, 'uid' | 'email' | 'displayName' | 'providerId' | 'emailVerified'> &
  Partial<Pick<User, 'phoneNumber'>> & { readonly providerData: readonly { readonly providerId: string }[] };

export function toSignedInUser(user: UserLike): SignedInUser {
  const providers = user.providerData.map((p) => p.providerId);
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    providerId: user.providerId,
    providerDataId: providers[0] ?? '',
    isAppleAuth: providers.includes(APPLE_PROVIDER_ID),
    isGoogleAuth: providers.includes(GOOGLE_PROVIDER_ID),
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber ?? '',
  };
}
