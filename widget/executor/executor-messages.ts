/**
 * Shopper-visible texts of the payment executor (widget-spec section 8). Staged here until they move
 * into widget/messages.ts; import them from here meanwhile, never re-type them.
 */
export const EXECUTOR_MESSAGES = {
  /** HTTP 401 or 403 from a payment call. */
  apiTokenInvalid: 'API token is not valid or expired.',
  /** Any error whose text contains INVALID_VAULT_TOKEN_TEXT. */
  vaultTokenInvalid: 'Vault token is not valid or expired.',
} as const;

/** Provider error text that means the vault token was rejected (widget-spec section 8). Matched case-sensitively. */
export const INVALID_VAULT_TOKEN_TEXT = 'Invalid token';
