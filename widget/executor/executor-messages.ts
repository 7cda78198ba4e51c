import { MESSAGES } from '../messages';

/** The executor's failure messages (widget-spec section 8); the texts live in widget/messages.ts. */
export const EXECUTOR_MESSAGES = {
  /** HTTP 401 or 403 from a payment call. */
  apiTokenInvalid: MESSAGES.apiTokenInvalid,
  /** Any error whose text contains INVALID_VAULT_TOKEN_TEXT. */
  vaultTokenInvalid: MESSAGES.vaultTokenInvalid,
} as const;

/** Provider error text that means the vault token was rejected (widget-spec section 8). Matched case-sensitively. */
export const INVALID_VAULT_TOKEN_TEXT = 'Invalid token';
