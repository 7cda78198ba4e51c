/**
 * Who is buying (app §7 in docs/spec-coverage.md, "Signed-in user (uid or Apple): uses create and finalize endpoints
 * with firebase_id or apple_token"). Firebase loads only when this browser holds the signed-in hint, so
 * an anonymous quiz taker's checkout stays without it; the service never trusts the hint or the body,
 * only the verified ID token sent beside them.
 */
import { hasSignedInHint } from './signed-in-hint';

/** The user fields of a signed-in create or finalize: an Apple-authenticated user names Apple's identity token. */
export type BuyerRef = { readonly firebase_id: string } | { readonly apple_token: string };

export interface SignedInBuyer {
  /** The verified Firebase ID token, sent in x-id-token. */
  readonly idToken: string;
  readonly ref: BuyerRef;
}

/** The signed-in buyer, or null for an anonymous one (no hint, or nobody signed in after all). */
export async function signedInBuyer(): Promise<SignedInBuyer | null> {
  if (!hasSignedInHint()) return null;
  const { currentIdentity } = await import('./id-token');
  const identity = await currentIdentity();
  if (!identity) return null;
  return { idToken: identity.idToken, ref: identity.appleToken ? { apple_token: identity.appleToken } : { firebase_id: identity.uid } };
}
