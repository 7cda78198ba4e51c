/** Provider error text that means the vault token was rejected (widget-spec section 8). Matched case-sensitively. */
export const INVALID_VAULT_TOKEN_TEXT = 'Invalid token';
