/**
 * The card vault's API on the asset origin (widget §7 in docs/spec-coverage.md), written once: the vault parses
 * the tokenize body with it and the OpenAPI document (simulator/qa/openapi) describes the calls. A
 * tokenize body holds a card number: nothing that reports on it may echo its values.
 */
import { z } from 'zod';

/** POST /init/vault-token's answer: the short-lived bearer token of the vault, for one payment session. */
export const VaultTokenAnswer = z.object({ accessToken: z.string().min(1) });

/** POST /vault/tokenize: the card data the vault frame collected. */
export const TokenizeBody = z.object({
  cardholder_name: z.string().trim().min(2).max(100),
  card_number: z.string().regex(/^\d{12,19}$/, 'must be 12 to 19 digits'),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});

/** The answer: a one-use token and the card's masked summary (6 or 8 digits of bin, by the number's length; last 4). */
export const TokenizeAnswer = z.object({
  token: z.string().min(1),
  bin: z.string().regex(/^\d{6,8}$/),
  last4: z.string().regex(/^\d{4}$/),
  network: z.string().min(1),
});

/** The vault's own error shape, as the widget's vault client reads it. */
export const VaultError = z.object({ error: z.object({ message: z.string().min(1), http_code: z.number().int().min(400).max(599) }) });
