/**
 * Vault tokens and what they stand for, in SQLite (payment-provider/vault/migrations.ts) so that a token issued before
 * a crash still pays after the restart, until it expires. Never a card number or a CVV: those are
 * dropped on tokenization.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isScenarioId, type ScenarioId } from '../../../scenarios';
import type { CardSummary } from './provider-link';
import { migrate, type Db } from '../../platform/store/db';
import { VAULT_MIGRATIONS } from './migrations';

/** How long a vault token may wait for its authorize; a card typed longer ago is tokenized again. */
export const VAULT_TOKEN_TTL_MS = 15 * 60 * 1000;

export interface VaultCard {
  readonly summary: CardSummary;
  /** The outcome a well-known test card selects; decided at tokenization, so the number need not be kept. */
  readonly testScenario: ScenarioId | null;
  readonly sessionToken: string;
}

/** What `take` found under a token: the card, or why there is none. */
export type TakenCard = { readonly kind: 'card'; readonly card: VaultCard } | { readonly kind: 'expired' } | { readonly kind: 'unknown' };

interface Row {
  readonly session_token: string;
  readonly bin: string;
  readonly last4: string;
  readonly network: string;
  readonly test_scenario: string | null;
  readonly expires_at: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export class VaultCards {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    migrate(db, VAULT_MIGRATIONS);
    this.sql = {
      insert: db.prepare(
        `INSERT INTO vault_tokens (token_hash, session_token, bin, last4, network, test_scenario, expires_at)
         VALUES (@token_hash, @session_token, @bin, @last4, @network, @test_scenario, @expires_at)`,
      ),
      one: db.prepare('SELECT session_token, bin, last4, network, test_scenario, expires_at FROM vault_tokens WHERE token_hash = ?'),
      remove: db.prepare('DELETE FROM vault_tokens WHERE token_hash = ?'),
      sweep: db.prepare('DELETE FROM vault_tokens WHERE expires_at <= ?'),
    };
  }

  store(card: VaultCard): string {
    const token = `tok_${randomBytes(16).toString('base64url')}`;
    const now = this.now();
    this.sql.sweep.run(now);
    this.sql.insert.run({
      token_hash: hashOf(token),
      session_token: card.sessionToken,
      bin: card.summary.bin,
      last4: card.summary.last4,
      network: card.summary.network,
      test_scenario: card.testScenario,
      expires_at: now + VAULT_TOKEN_TTL_MS,
    });
    return token;
  }

  /** The card under a token of this session, left in place (the card-save call reads it before authorize takes it). */
  peek(token: string, sessionToken: string): TakenCard {
    const row = this.sql.one.get(hashOf(token)) as Row | undefined;
    if (!row || row.session_token !== sessionToken) return { kind: 'unknown' };
    if (this.now() >= row.expires_at) return { kind: 'expired' };
    return { kind: 'card', card: { summary: { bin: row.bin, last4: row.last4, network: row.network }, testScenario: null, sessionToken } };
  }

  /**
   * A token authorizes one payment, of the session it was issued for, before it expires. Taking it
   * deletes it, inside the authorize's transaction: an authorize that rolls back leaves it usable.
   */
  take(token: string, sessionToken: string): TakenCard {
    const hash = hashOf(token);
    const row = this.sql.one.get(hash) as Row | undefined;
    if (!row || row.session_token !== sessionToken) return { kind: 'unknown' };
    this.sql.remove.run(hash);
    if (this.now() >= row.expires_at) return { kind: 'expired' };
    const testScenario = row.test_scenario !== null && isScenarioId(row.test_scenario) ? row.test_scenario : null;
    return { kind: 'card', card: { summary: { bin: row.bin, last4: row.last4, network: row.network }, testScenario, sessionToken } };
  }
}
