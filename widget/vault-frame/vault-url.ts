/**
 * Where the vault frame sends card data: its own configuration, never a host message (issue 11,
 * point 4). The frame is served by the asset origin, which also serves the vault under VAULT_PATH,
 * so the frame's configured vault is its own origin plus that path. A host message that names any
 * other URL is refused with VAULT_URL_REFUSED: a script on the app origin cannot redirect the card.
 */
const VAULT_PATH = '/vault';
export const TOKENIZE_PATH = '/tokenize';

/** The frame's configured vault base URL, from the frame's own location (no trailing slash). */
export function configuredVaultUrl(frameLocation: Pick<Location, 'origin'>): string {
  return `${frameLocation.origin}${VAULT_PATH}`;
}

export type VaultUrlCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly code: 'VAULT_URL_REFUSED'; readonly detail: string };

/**
 * The URL a tokenization goes to: the configured vault when the host names it (a trailing slash
 * is stripped, widget §5 in docs/spec-coverage.md) or names none; a refusal for anything else.
 * @example checkRequestedVaultUrl('https://evil.example/steal', 'https://assets.example/vault') // { ok: false, code: 'VAULT_URL_REFUSED', … }
 */
export function checkRequestedVaultUrl(requested: string | undefined, configured: string): VaultUrlCheck {
  if (requested === undefined || requested.replace(/\/+$/, '') === configured) return { ok: true, url: configured };
  // Never echo the requested URL into the host's answer: only say that it is not the configured one.
  return { ok: false, code: 'VAULT_URL_REFUSED', detail: 'the tokenization request named a vault URL other than the frame’s own configured vault' };
}
