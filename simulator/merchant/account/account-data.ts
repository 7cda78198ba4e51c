/**
 * What the merchant keeps about one person, to hand it over (download my data) and to erase it
 * (delete my account), issue 29, point 4 (GDPR articles 15, 17 and 20). A person is their verified
 * identity: rows linked to their user reference, and purchases made with their verified email.
 * Erasure keeps what accounting needs (plans, amounts, dates, charge references, the consent's terms
 * and time) under a pseudonym, and deletes the rest. Card data is never exported: none is kept here.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/store/db';
import type { SubscriptionRow } from '../store/subscriptions';

export interface Person {
  readonly uid: string;
  /** The verified email, lower-cased; null when the identity has none or it is not verified (then purchases by email are not theirs to see). */
  readonly email: string | null;
}

export const userRefOf = (p: Person) => `firebase:${p.uid}`;

function hasTable(db: Db, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** The person's subscriptions: linked to their account, or bought with their verified email. */
export function subscriptionsOf(db: Db, person: Person): SubscriptionRow[] {
  return db.prepare('SELECT * FROM subscriptions WHERE user_ref = ? OR email = ? ORDER BY created_at').all(userRefOf(person), person.email ?? '') as SubscriptionRow[];
}

const inList = (ids: readonly string[]) => ids.map(() => '?').join(', ') || "''";

function rowsOf(db: Db, table: string, sql: string, ...params: unknown[]): unknown[] {
  return hasTable(db, table) ? db.prepare(sql).all(...params) : [];
}

/** One JSON document: account, subscriptions, charges (no card data), withdrawals and refunds owed, consents, test results, game scores, emails sent. */
export function exportAccount(db: Db, person: Person, now: number): Record<string, unknown> {
  const subs = subscriptionsOf(db, person);
  const ids = subs.map((s) => s.id);
  const ref = userRefOf(person);
  return {
    exported_at: new Date(now).toISOString(),
    account: {
      uid: person.uid,
      email: person.email,
      profile: rowsOf(db, 'member_profiles', 'SELECT name, updated_at FROM member_profiles WHERE user_ref = ?', ref)[0] ?? null,
      language: rowsOf(db, 'account_languages', 'SELECT language, updated_at FROM account_languages WHERE user_ref = ?', ref)[0] ?? null,
    },
    subscriptions: subs.map((s) => ({ id: s.id, plan_id: s.plan_id, status: s.status, first_charge: { amount: s.amount_value, currency: s.currency }, created_at: s.created_at, linked_at: s.finalized_at })),
    add_ons: rowsOf(db, 'add_on_purchases', `SELECT id, subscription_id, plan_id, amount_value, currency, created_at FROM add_on_purchases WHERE subscription_id IN (${inList(ids)}) ORDER BY created_at`, ...ids),
    renewal_charges: rowsOf(
      db,
      'renewal_charges',
      `SELECT subscription_id, renewal_index, attempt, amount_value, currency, state, decline_reason, due_at, settled_at FROM renewal_charges WHERE subscription_id IN (${inList(ids)}) ORDER BY due_at`,
      ...ids,
    ),
    withdrawals: rowsOf(
      db,
      'withdrawals',
      `SELECT w.id, w.subscription_id, w.name, w.email, w.withdrawn_at, r.what, r.amount_value, w.currency, r.state AS refund_state, r.settled_at
         FROM withdrawals w JOIN withdrawal_refunds r ON r.withdrawal_id = w.id WHERE w.subscription_id IN (${inList(ids)}) ORDER BY r.rowid`,
      ...ids,
    ),
    // A refund the card refused is owed by bank transfer: what, how and by when (simulator/merchant/withdrawal/store.ts).
    refunds_owed: (
      rowsOf(db, 'refunds_owed', `SELECT subscription_id, amount_value, currency, method, due_at, paid_at FROM refunds_owed WHERE subscription_id IN (${inList(ids)})`, ...ids) as {
        readonly due_at: number;
        readonly paid_at: number | null;
      }[]
    ).map((row) => ({ ...row, due_at: new Date(row.due_at).toISOString(), paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString() })),
    consents: rowsOf(db, 'renewal_consents', `SELECT subscription_id, terms_version, terms_text, language, agreed_at, ip, country FROM renewal_consents WHERE subscription_id IN (${inList(ids)})`, ...ids),
    test_results: rowsOf(db, 'test_results', 'SELECT test_id, correct, total, iq, iq_low, iq_high, duration_ms, country, created_at FROM test_results WHERE user_ref = ? ORDER BY created_at', ref),
    certificates: rowsOf(db, 'certificates', 'SELECT id, name, iq, created_at FROM certificates WHERE user_ref = ?', ref),
    game_scores: rowsOf(db, 'game_records', 'SELECT game, best, streak, last_day, plays FROM game_records WHERE user_ref = ?', ref),
    emails: person.email ? rowsOf(db, 'outbox_emails', 'SELECT kind, subject, text_body AS text, created_at FROM outbox_emails WHERE to_address = ? ORDER BY created_at', person.email) : [],
  };
}

/**
 * Erases the person in one transaction. Subscriptions and their charges stay for the books under a
 * pseudonym (no email, no attribution, no card summary); the consent keeps its terms and time
 * (retention: catalog/renewal-terms.ts) without email or IP; everything else about them is deleted.
 * Answers the pseudonym. Running it again finds nothing left to erase.
 */
export function eraseAccount(db: Db, person: Person): string {
  const pseudonym = `erased:${randomUUID()}`;
  const ref = userRefOf(person);
  return db.transaction(() => {
    const ids = subscriptionsOf(db, person).map((s) => s.id);
    // The email column is required: a pseudonym on a reserved domain stands in for it (RFC 2606).
    db.prepare(`UPDATE subscriptions SET email = ?, user_ref = ?, attribution = '{}', card_network = NULL, card_last4 = NULL WHERE id IN (${inList(ids)})`).run(`${pseudonym.replace(':', '-')}@erased.invalid`, pseudonym, ...ids);
    if (hasTable(db, 'renewal_consents')) db.prepare(`UPDATE renewal_consents SET email = NULL, ip = NULL WHERE subscription_id IN (${inList(ids)})`).run(...ids);
    // A withdrawal stays for the books (what was refunded, when), without the name and email it was sent with.
    if (hasTable(db, 'withdrawals')) db.prepare(`UPDATE withdrawals SET name = '', email = ? WHERE subscription_id IN (${inList(ids)})`).run(`${pseudonym.replace(':', '-')}@erased.invalid`, ...ids);
    db.prepare('UPDATE purchase_orders SET email = NULL, user_ref = NULL WHERE user_ref = ? OR lower(email) = ?').run(ref, person.email ?? '');
    for (const table of ['test_results', 'member_profiles', 'analysis_reports', 'certificates', 'heartbeats', 'game_records', 'account_languages']) {
      if (hasTable(db, table)) db.prepare(`DELETE FROM ${table} WHERE user_ref = ?`).run(ref);
    }
    if (person.email) {
      db.prepare('DELETE FROM outbox_emails WHERE to_address = ?').run(person.email);
      if (hasTable(db, 'cancel_codes')) db.prepare('DELETE FROM cancel_codes WHERE email = ?').run(person.email);
    }
    return pseudonym;
  })();
}
