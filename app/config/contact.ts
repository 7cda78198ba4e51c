/**
 * Where shoppers write to the operator (issue 31): the support address (terms, a purchase that needs
 * help) and the privacy address (privacy and cookie policies). Set at build time, like every VITE_
 * setting: `VITE_SUPPORT_EMAIL=help@your-domain npm run build`; `VITE_PRIVACY_EMAIL` defaults to the
 * support address. See README, "Configuration". Unset, a build says `support@localhost`: a loopback
 * name (RFC 6761) that reaches no stranger's inbox, and the build warns (vite.app.config.ts).
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@localhost';

/** A configured address: blank or missing means `fallback`; anything else must look like an email address. */
export function resolveContactEmail(name: string, configured: unknown, fallback: string): string {
  if (configured === undefined || configured === null || (typeof configured === 'string' && configured.trim() === '')) return fallback;
  const text = typeof configured === 'string' ? configured.trim() : '';
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(text)) throw new Error(`${name} must be an email address such as help@example.com, got ${JSON.stringify(configured)}.`);
  return text;
}

// import.meta.env is absent when this module runs outside Vite (tsx scripts), hence the `?.`.
export const SUPPORT_EMAIL: string = resolveContactEmail('VITE_SUPPORT_EMAIL', import.meta.env?.VITE_SUPPORT_EMAIL, DEFAULT_SUPPORT_EMAIL);
export const PRIVACY_EMAIL: string = resolveContactEmail('VITE_PRIVACY_EMAIL', import.meta.env?.VITE_PRIVACY_EMAIL, SUPPORT_EMAIL);
