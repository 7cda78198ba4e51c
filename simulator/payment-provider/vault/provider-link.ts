/**
 * What the card vault may ask the provider (issue 26, point 1; ADR 9): its own small interface, as
 * the merchant has its client; the provider implements it (payments/vault-link.ts). The vault holds card data; which payment session a vault bearer
 * belongs to, and what that session's scenario does to a token request, are the provider's to answer.
 */
import type { Response } from 'express';
import type { ScenarioId } from '../../../scenarios';

/** What the vault kept of a card: never the number or the CVV. */
export interface CardSummary {
  readonly bin: string;
  readonly last4: string;
  readonly network: string;
}

/** One payment session as the vault sees it. */
export interface VaultSession {
  readonly token: string;
  /** Opaque: the vault hands it to the request journal (res.locals.session), nothing else. */
  readonly journalHandle: object;
  /** Applies the fault QA scripted for this call of the tokenize route, if any: false when the fault answered. */
  faultsBeforeTokenize(res: Response): Promise<boolean>;
  /** The provider refuses vault tokens for this session, as its scenario (or the test card's) says. */
  rejectsVaultToken(testScenario: ScenarioId | null): boolean;
}

export interface VaultProviderLink {
  /** The session a vault bearer names; undefined when the provider has none. */
  session(sessionToken: string): VaultSession | undefined;
}
