import { timeOrderedUuid } from '../../platform/store/ids';
import type { Db } from '../../platform/store/db';
import type { Language } from '../../../catalog/languages';

export interface SubscriptionRow {
  readonly id: string;
  readonly plan_id: string;
  readonly email: string;
  readonly status: 'active' | 'cancelled';
  readonly execution_id: string;
  readonly amount_value: string;
  readonly currency: string;
  readonly card_network: string | null;
  readonly card_last4: string | null;
  readonly scenario_id: string;
  readonly attribution: string;
  readonly created_at: string;
  /** The signed-in user's reference (`firebase:{uid}` or `apple:{token hash}`), null for anonymous buyers (migration 5). */
  readonly user_ref: string | null;
  /** When /subs/finalize linked a redirect-flow subscription to its user (migration 5). */
  readonly finalized_at: string | null;
  /** Who recorded it first (issue 26): the browser's create, the provider's webhook, or the bank's return to the shop. */
  readonly recorded_by: 'browser' | 'webhook' | 'bank-return';
  /** The shopper's language at the purchase (issue 33, migration 3301): its emails speak it. */
  readonly language: Language;
}

export type NewSubscription = Omit<SubscriptionRow, 'id' | 'status' | 'created_at' | 'user_ref' | 'finalized_at' | 'recorded_by' | 'language'> & {
  readonly user_ref?: string | null;
  readonly recorded_by?: SubscriptionRow['recorded_by'];
  /** English when not given (callers that predate issue 33: QA's test purchases). */
  readonly language?: Language;
};

export class SubscriptionsRepo {
  private readonly activeOfEmail;
  private readonly insert;
  private readonly byIdStatement;
  private readonly byExecutionStatement;
  private readonly ofPurchaseStatement;

  constructor(private readonly db: Db) {
    this.activeOfEmail = db.prepare("SELECT * FROM subscriptions WHERE email = ? AND status = 'active'");
    this.insert = db.prepare(
      `INSERT INTO subscriptions (id, plan_id, email, status, execution_id, amount_value, currency, card_network, card_last4, scenario_id, attribution, created_at, user_ref, recorded_by, language)
       VALUES (@id, @plan_id, @email, @status, @execution_id, @amount_value, @currency, @card_network, @card_last4, @scenario_id, @attribution, @created_at, @user_ref, @recorded_by, @language)`,
    );
    this.byIdStatement = db.prepare('SELECT * FROM subscriptions WHERE id = ?');
    this.byExecutionStatement = db.prepare('SELECT * FROM subscriptions WHERE execution_id = ?');
    this.ofPurchaseStatement = db.prepare("SELECT * FROM subscriptions WHERE execution_id = ? OR (email = ? AND status = 'active')");
  }

  /** Inserts an active subscription; the execution id is unique, so one charge makes one subscription. */
  create(input: NewSubscription): SubscriptionRow {
    const row: SubscriptionRow = {
      ...input,
      user_ref: input.user_ref ?? null,
      recorded_by: input.recorded_by ?? 'browser',
      language: input.language ?? 'en',
      finalized_at: null,
      // Time-ordered: the primary-key index grows at its end (platform/store/ids.ts).
      id: `sub_${timeOrderedUuid()}`,
      status: 'active',
      created_at: new Date().toISOString(),
    };
    this.insert.run(row);
    return row;
  }

  byId(id: string): SubscriptionRow | undefined {
    return this.byIdStatement.get(id) as SubscriptionRow | undefined;
  }

  /** Links a subscription to its signed-in user once; later calls keep the first link and its time. */
  finalize(id: string, userRef: string | null): SubscriptionRow | undefined {
    this.db
      .prepare('UPDATE subscriptions SET user_ref = COALESCE(user_ref, @userRef), finalized_at = COALESCE(finalized_at, @now) WHERE id = @id')
      .run({ id, userRef, now: new Date().toISOString() });
    return this.byId(id);
  }

  /** The email's active subscriptions (the duplicate guard reads them). */
  /** The browser's attribution for a subscription the webhook recorded first, which knew none (app §3 in docs/spec-coverage.md). */
  completeAttribution(id: string, attribution: string): void {
    this.db.prepare("UPDATE subscriptions SET attribution = ? WHERE id = ? AND attribution = '{}'").run(attribution, id);
  }

  activeOf(email: string): SubscriptionRow[] {
    return this.activeOfEmail.all(email) as SubscriptionRow[];
  }

  /** The language of the address's latest purchase (issue 33), for emails not about one subscription; undefined when it bought nothing. */
  languageOfEmail(email: string): Language | undefined {
    return this.db.prepare('SELECT language FROM subscriptions WHERE email = ? ORDER BY created_at DESC LIMIT 1').pluck().get(email) as Language | undefined;
  }

  /**
   * What a create must know in one read (issue 46): the subscription this execution already made, if any,
   * and the email's active subscriptions (the one-per-plan-family rule).
   */
  ofPurchase(executionId: string, email: string): { readonly byExecution: SubscriptionRow | undefined; readonly activeOfEmail: SubscriptionRow[] } {
    const rows = this.ofPurchaseStatement.all(executionId, email) as SubscriptionRow[];
    return { byExecution: rows.find((r) => r.execution_id === executionId), activeOfEmail: rows.filter((r) => r.email === email && r.status === 'active') };
  }

  byExecution(executionId: string): SubscriptionRow | undefined {
    return this.byExecutionStatement.get(executionId) as SubscriptionRow | undefined;
  }

  list(filter: { email?: string } = {}): SubscriptionRow[] {
    if (filter.email !== undefined) {
      return this.db.prepare('SELECT * FROM subscriptions WHERE email = ? ORDER BY created_at').all(filter.email) as SubscriptionRow[];
    }
    return this.db.prepare('SELECT * FROM subscriptions ORDER BY created_at DESC LIMIT 500').all() as SubscriptionRow[];
  }
}

/** The two-letter country a subscription's attribution carries, or null. */
export function countryOf(sub: SubscriptionRow | undefined): string | null {
  if (!sub) return null;
  try {
    const parsed: unknown = JSON.parse(sub.attribution);
    const country = typeof parsed === 'object' && parsed !== null && 'country' in parsed ? parsed.country : null;
    return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  } catch {
    return null;
  }
}
