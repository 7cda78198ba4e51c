/**
 * The card-save body of app §3 in docs/spec-coverage.md: the request that stores the shopper's card on file with
 * the provider. The widget builds it (widget/executor/card-save.ts, which may not import this
 * module: it carries no zod) and the simulator parses it with this schema at the edge.
 */
import { z } from 'zod';

/** The vault provider configuration the simulated vault holds cards under (execution.meta.vault.providerConfigId). */
export const VAULT_PROVIDER_CONFIG_ID = 'vpc_mindmetric_simulated_vault';

/** What the stored card may be used for later; the spec names only its default. */
export const FUTURE_USAGES = ['CardOnFile'] as const;

export const CardSaveBody = z
  .object({
    /** The provider's holder of the workflow execution (execution.holderReference). */
    holderReference: z.string().min(1).max(200),
    paymentMethod: z.literal('card'),
    /** The shopper asked to store the card: a save that does not is not a save. */
    storeInstrument: z.literal(true),
    futureUsage: z.enum(FUTURE_USAGES).default('CardOnFile'),
    data: z
      .object({
        /** The vault token of the card, as the vault frame tokenized it: never a card number. */
        encryptedData: z.string().min(1).max(400),
        /** Which vault provider configuration holds the card (execution.meta.vault.providerConfigId). */
        // One value, so the document says what the handler takes (issue 43).
        vaultProviderConfigId: z.literal(VAULT_PROVIDER_CONFIG_ID, { error: `must be "${VAULT_PROVIDER_CONFIG_ID}"` }),
      })
      .strict(),
  })
  .strict();

/** The answer (201): the stored card's masked summary, never its number. */
export const CardSaveAnswer = z.object({
  holderReference: z.string().min(1),
  paymentMethod: z.literal('card'),
  futureUsage: z.enum(FUTURE_USAGES),
  status: z.literal('created'),
  data: z.object({ bin: z.string().regex(/^\d{6}$/), last4: z.string().regex(/^\d{4}$/), network: z.string().min(1) }),
});
