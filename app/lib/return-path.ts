/**
 * Where the sign-in page sends a user back to. Kept out of the route table (config/paths.ts) so
 * the landing and quiz first load, which carry the route table, do not carry it too.
 */
import { paths } from '../config/paths';

/** Query parameter that tells the sign-in page where to send the user back (a members' route). */
export const RETURN_TO_PARAM = 'next';

export const signInPathFor = (returnTo: string) => `${paths.signIn}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;

/**
 * The members' route named by `?next=`, or null. Only paths inside the members' area are honoured,
 * so a crafted link can never send a freshly signed-in user to another site (`//evil.example`) or
 * back into the funnel.
 */
export function returnPathFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(RETURN_TO_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const url = new URL(value, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return null;
  const inArea = url.pathname === paths.webapp.root || url.pathname.startsWith(`${paths.webapp.root}/`);
  return inArea ? `${url.pathname}${url.search}${url.hash}` : null;
}
