/**
 * URLs of the collect container configuration (widget §5 in docs/spec-coverage.md): the vault URL loses its
 * trailing slash; a custom elements URL must start with https and is then replaced by the fixed
 * elements host at initialisation.
 */
import { errorOf, failed, parsed, type CollectError, type Parsed } from './collect-errors';
import type { CollectWarning } from './collect-warnings';
import { isNonEmptyString } from './guards';

/** The vault URL: a non-empty http(s) URL, one trailing slash stripped. */
export function parseVaultUrl(input: unknown): Parsed<string> {
  if (!isNonEmptyString(input) || !/^https?:\/\/[^/\s]/.test(input)) return failed('INVALID_VAULT_URL');
  return parsed(input.replace(/\/$/, ''));
}

export const checkVaultUrl = (input: unknown): CollectError | null => errorOf(parseVaultUrl(input));

/** A custom elements URL is checked only for its https prefix (INVALID_CUSTOM_ELEMENTS_URL). */
export function checkCustomElementsUrl(input: unknown): CollectError | null {
  return typeof input === 'string' && input.startsWith('https') ? null : errorOf(failed('INVALID_CUSTOM_ELEMENTS_URL'));
}

export interface ResolvedElementsUrl {
  readonly url: string;
  readonly warning: CollectWarning | null;
}

/**
 * The elements URL used after initialisation. `fixedHost` is the elements host the widget is
 * configured with (the asset origin): a caller argument, not a literal, because local runs pick
 * their ports. An absent custom URL gives the fixed host silently; a valid one is checked, then
 * overridden with a warning; an invalid one fails.
 *
 * @example resolveElementsUrl('https://cdn.example.com/elements', 'https://assets.example.com')
 *   // { ok: true, value: { url: 'https://assets.example.com', warning: { code: 'CUSTOM_ELEMENTS_URL_OVERRIDDEN', ... } } }
 */
export function resolveElementsUrl(customUrl: unknown, fixedHost: string): Parsed<ResolvedElementsUrl> {
  if (customUrl === undefined) return parsed({ url: fixedHost, warning: null });
  const error = checkCustomElementsUrl(customUrl);
  if (error) return { ok: false, error };
  return parsed({ url: fixedHost, warning: { code: 'CUSTOM_ELEMENTS_URL_OVERRIDDEN', detail: null } });
}
