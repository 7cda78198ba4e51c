/**
 * The provider forgets a customer the merchant deleted (issue 29, point 4), asked through the client
 * (ProviderClient.eraseCustomer), never by the merchant writing the provider's tables: their stored
 * cards go, and the email leaves the charges and payment sessions. The charges themselves stay for
 * the provider's books (amount, card network and last four, no person).
 */
import type { Db } from '../../platform/store/db';
import type { PaymentSessions } from './sessions';

export interface ErasedCustomer {
  readonly storedInstruments: number;
  readonly charges: number;
  readonly sessions: number;
}

export function eraseCustomer(db: Db, sessions: PaymentSessions, customer: { readonly email: string | null; readonly userRef: string }): ErasedCustomer {
  const email = customer.email ?? '';
  const erased = db.transaction(() => ({
    storedInstruments: db.prepare('DELETE FROM stored_instruments WHERE lower(email) = lower(?) OR user_ref = ?').run(email, customer.userRef).changes,
    charges: db.prepare('UPDATE charges SET email = NULL WHERE lower(email) = lower(?)').run(email).changes,
    sessions: db.prepare('UPDATE payment_sessions SET email = NULL WHERE lower(email) = lower(?)').run(email).changes,
  }))();
  // Sessions held in memory still name the email: they are read again from their rows.
  sessions.forgetAll();
  return erased;
}
