/**
 * Stored payment instruments, per customer (migration 6): a card is saved when a subscription paid
 * with it (and asked to store it) is recorded, and listed again only to the same email. A session
 * without a known customer lists none, unless its scenario scripts the stored-card method, which
 * brings its own demonstration instruments (payment-methods.ts).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../store/db';
import type { CardSummary } from './sessions';

export interface StoredInstrument {
  readonly id: string;
  readonly paymentMethod: 'card' | 'payPal' | 'googlePay';
  readonly status: 'enabled' | 'disabled';
  readonly displayName?: string;
  readonly data: { readonly bin?: string; readonly network: string; readonly last4?: string };
}

interface Row {
  readonly id: string;
  readonly payment_method: StoredInstrument['paymentMethod'];
  readonly network: string;
  readonly bin: string;
  readonly last4: string;
  readonly display_name: string | null;
}

const NETWORK_NAMES: Readonly<Record<string, string>> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** "Visa •••• 4242", as the lookup names a stored card. */
export const cardDisplayName = (network: string, last4: string) => `${NETWORK_NAMES[network] ?? network} •••• ${last4}`;

export class StoredInstruments {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      save: db.prepare(
        `INSERT INTO stored_instruments (id, email, payment_method, network, bin, last4, display_name, created_at)
         VALUES (@id, @email, 'card', @network, @bin, @last4, @display_name, @now)
         ON CONFLICT (email, payment_method, network, last4) DO NOTHING`,
      ),
      ofEmail: db.prepare('SELECT id, payment_method, network, bin, last4, display_name FROM stored_instruments WHERE email = ? ORDER BY created_at, rowid'),
      one: db.prepare('SELECT id, payment_method, network, bin, last4, display_name FROM stored_instruments WHERE id = ? AND email = ?'),
    };
  }

  /** Saves a card the customer paid with; a card without its last four digits (a wallet) is not a stored card. */
  saveCard(email: string, card: CardSummary): void {
    if (!card.last4) return;
    const id = `pi_${createHash('sha256').update(`${email}\u0000${card.network}\u0000${card.last4}`).digest('base64url').slice(0, 22)}`;
    this.sql.save.run({ id, email, network: card.network, bin: card.bin.slice(0, 6), last4: card.last4, display_name: cardDisplayName(card.network, card.last4), now: this.now() });
  }

  ofCustomer(email: string | null): StoredInstrument[] {
    if (!email) return [];
    return (this.sql.ofEmail.all(email) as Row[]).map(toInstrument);
  }

  /** One of the customer's own instruments; undefined for anybody else's. */
  find(id: string, email: string | null): StoredInstrument | undefined {
    if (!email) return undefined;
    const row = this.sql.one.get(id, email) as Row | undefined;
    return row ? toInstrument(row) : undefined;
  }
}

const toInstrument = (r: Row): StoredInstrument => ({
  id: r.id,
  paymentMethod: r.payment_method,
  status: 'enabled',
  ...(r.display_name ? { displayName: r.display_name } : {}),
  data: { bin: r.bin, network: r.network, last4: r.last4 },
});
