/** Provider error text that means the vault token was rejected (widget §8 in docs/spec-coverage.md). Matched case-sensitively. */
export const INVALID_VAULT_TOKEN_TEXT = 'Invalid token';
