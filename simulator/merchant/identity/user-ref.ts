/** The stored reference of a signed-in user: `firebase:{uid}`, the uid taken from a verified ID token only. */
export function firebaseUserRef(uid: string): string {
  return `firebase:${uid}`;
}
