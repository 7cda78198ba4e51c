/**
 * The buyers' express agreement to the renewal terms (issue 29, point 2): which version of the text,
 * its exact words in the language shown (issue 44), when, by which email, from which IP and country. Written in the purchase's own
 * transaction, so a subscription never exists without the consent its checkout sent, nor a consent
 * without its subscription. Kept three years (AB 2863); an erased account keeps the record under a
 * pseudonym (simulator/merchant/account/erase.ts).
 */
import { CONSENT_RETENTION_YEARS, isRenewalTermsVersion } from '../../../catalog/renewal-terms';
import { renewalTermsText } from '../../../catalog/renewal-terms-words';
import { isLanguage } from '../../../catalog/languages';
import type { Plan } from '../../../catalog/plans';
import { Problem } from '../../platform/http/problem';
import { migrate, prepared, type Db } from '../../platform/store/db';
import type { Migration } from '../../platform/store/db';
import { timeOrderedUuid } from '../../platform/store/ids';

/** Numbered from 2901 (issue 29) so they never collide with other parties' lists. */
export const CONSENT_MIGRATIONS: readonly Migration[] = [
  {
    version: 2901,
    name: 'renewal_consents',
    sql: `
      CREATE TABLE renewal_consents (
        id               TEXT PRIMARY KEY,
        subscription_id  TEXT NOT NULL UNIQUE REFERENCES subscriptions (id),
        plan_id          TEXT NOT NULL,
        email            TEXT,
        terms_version    TEXT NOT NULL,
        terms_text       TEXT NOT NULL,
        agreed_at        TEXT NOT NULL,
        ip               TEXT,
        country          TEXT,
        retain_until     TEXT NOT NULL
      );
    `,
  },
  {
    // The language the terms were shown in (issue 29): null in consents recorded before it was kept.
    version: 2906,
    name: 'renewal_consents_language',
    sql: 'ALTER TABLE renewal_consents ADD COLUMN language TEXT;',
  },
];

export interface ConsentRow {
  readonly id: string;
  readonly subscription_id: string;
  readonly plan_id: string;
  /** Null once the account was erased: the record stays for its retention period, without the person. */
  readonly email: string | null;
  readonly terms_version: string;
  readonly terms_text: string;
  /** The language the checkout showed the terms in (catalog/languages.ts); null in records kept before migration 2906. */
  readonly language: string | null;
  readonly agreed_at: string;
  readonly ip: string | null;
  readonly country: string | null;
  readonly retain_until: string;
}

/** What the buyer agreed to, in which language, when, from which IP and country. */
export interface ConsentEvidence {
  readonly termsVersion: string;
  readonly language: string;
  /** ISO time the buyer agreed (the authorization's arrival, as the provider kept it); null: now, when it is recorded. */
  readonly agreedAt: string | null;
  readonly ip: string | null;
  readonly country: string | null;
}

/** Consents are recorded once per subscription: whoever fulfils first (webhook, bank return, create) records it, the others find it. */
export class ConsentsRepo {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    migrate(db, CONSENT_MIGRATIONS);
  }

  record(subscriptionId: string, plan: Plan, email: string, evidence: ConsentEvidence): ConsentRow {
    if (!isRenewalTermsVersion(evidence.termsVersion)) throw new Problem('bad-request', `Unknown renewal terms version "${evidence.termsVersion.slice(0, 40)}".`);
    if (!isLanguage(evidence.language)) throw new Problem('bad-request', `Unknown language "${evidence.language.slice(0, 20)}" for the renewal terms.`);
    const agreed = new Date(evidence.agreedAt ?? this.now());
    const retain = new Date(agreed);
    retain.setUTCFullYear(retain.getUTCFullYear() + CONSENT_RETENTION_YEARS);
    const row: ConsentRow = {
      id: `con_${timeOrderedUuid()}`,
      subscription_id: subscriptionId,
      plan_id: plan.id,
      email,
      terms_version: evidence.termsVersion,
      // The words the shopper read: the version's words in the language the checkout showed them in (issue 44).
      terms_text: renewalTermsText(plan, evidence.termsVersion, evidence.language),
      language: evidence.language,
      agreed_at: agreed.toISOString(),
      ip: evidence.ip,
      country: evidence.country,
      retain_until: retain.toISOString(),
    };
    prepared(
      this.db,
        `INSERT INTO renewal_consents (id, subscription_id, plan_id, email, terms_version, terms_text, language, agreed_at, ip, country, retain_until)
         VALUES (@id, @subscription_id, @plan_id, @email, @terms_version, @terms_text, @language, @agreed_at, @ip, @country, @retain_until)`,
      )
      .run(row);
    return row;
  }

  ofSubscription(subscriptionId: string): ConsentRow | undefined {
    return prepared(this.db, 'SELECT * FROM renewal_consents WHERE subscription_id = ?').get(subscriptionId) as ConsentRow | undefined;
  }
}
