/**
 * Stored payment instruments, per customer (migrations 6 and 1002): a card is saved when a
 * subscription paid with it (and asked to store it) is recorded, and listed again only to the same
 * email or the same signed-in account (its uid from a verified ID token, never from a body). A
 * session without a known customer lists none, unless its scenario scripts the stored-card method, which
 * brings its own demonstration instruments (payment-methods.ts).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import type { CardSummary } from './session-model';

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

/** Whom a session's stored instruments belong to: the email it was opened for and the signed-in account, either may be unknown. */
export interface Customer {
  readonly email: string | null;
  /** `firebase:{uid}` of a verified ID token (merchant/identity/user-ref.ts). */
  readonly userRef: string | null;
}

export class StoredInstruments {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      save: db.prepare(
        `INSERT INTO stored_instruments (id, email, user_ref, payment_method, network, bin, last4, display_name, created_at)
         VALUES (@id, @email, @user_ref, 'card', @network, @bin, @last4, @display_name, @now)
         ON CONFLICT (email, payment_method, network, last4) DO UPDATE SET user_ref = COALESCE(stored_instruments.user_ref, excluded.user_ref)`,
      ),
      ofCustomer: db.prepare(
        `SELECT id, payment_method, network, bin, last4, display_name FROM stored_instruments
         WHERE email = @email OR user_ref = @user_ref ORDER BY created_at, rowid`,
      ),
    };
  }

  /**
   * Saves a card the customer paid with, under their email and, when they were signed in, their
   * account; a card without its last four digits (a wallet) is not a stored card.
   */
  saveCard(email: string, card: CardSummary, userRef: string | null = null): void {
    if (!card.last4) return;
    const id = `pi_${createHash('sha256').update(`${email}\u0000${card.network}\u0000${card.last4}`).digest('base64url').slice(0, 22)}`;
    this.sql.save.run({ id, email, user_ref: userRef, network: card.network, bin: card.bin.slice(0, 6), last4: card.last4, display_name: cardDisplayName(card.network, card.last4), now: this.now() });
  }

  /** The instruments of the customer's email and of their account; none for a customer nobody knows. */
  ofCustomer(customer: Customer): StoredInstrument[] {
    if (!customer.email && !customer.userRef) return [];
    // A NULL parameter matches no row: an unknown email or account adds nothing.
    return (this.sql.ofCustomer.all({ email: customer.email, user_ref: customer.userRef }) as Row[]).map(toInstrument);
  }
}

const toInstrument = (r: Row): StoredInstrument => ({
  id: r.id,
  paymentMethod: r.payment_method,
  status: 'enabled',
  ...(r.display_name ? { displayName: r.display_name } : {}),
  data: { bin: r.bin, network: r.network, last4: r.last4 },
});
