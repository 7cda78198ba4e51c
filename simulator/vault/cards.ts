import { randomBytes } from 'node:crypto';
import type { ScenarioId } from '../../scenarios';
import type { CardSummary } from '../provider/sessions';

export interface VaultCard {
  readonly summary: CardSummary;
  /** The outcome a well-known test card selects; decided at tokenization, so the number need not be kept. */
  readonly testScenario: ScenarioId | null;
  readonly sessionToken: string;
}

/** Vault tokens and what they stand for. Never a card number or a CVV: those are dropped on tokenization. */
export class VaultCards {
  private readonly cards = new Map<string, VaultCard>();

  store(card: VaultCard): string {
    const token = `tok_${randomBytes(16).toString('base64url')}`;
    this.cards.set(token, card);
    return token;
  }

  /** A token authorizes one payment, of the session it was issued for. */
  take(token: string, sessionToken: string): VaultCard | undefined {
    const card = this.cards.get(token);
    if (!card || card.sessionToken !== sessionToken) return undefined;
    this.cards.delete(token);
    return card;
  }
}
