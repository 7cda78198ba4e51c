/**
 * The outbox: every email the product sends, kept in SQLite (migration 4) for QA to open. By default
 * that is its delivery (transport.ts: recorded delivered into the outbox as it is stored, its MIME
 * source built by nodemailer when read); with SMTP_URL set, nodemailer sends it to that server after
 * it is stored, and the outcomes of the deliveries that finished in one turn are recorded together.
 * It refuses any email that carries something shaped like a card number.
 */
import { passesLuhn } from '../../../widget/card/luhn';
import type { Db } from '../../platform/store/db';
import { timeOrderedUuid } from '../../platform/store/ids';
import { mimeSource, newMessageId, type MailTransport } from './transport';
import type { AccountLinks } from './email-links';
import { z } from 'zod';
import { EMAIL_DELIVERY_KINDS, EMAIL_KINDS } from '../../../contracts/qa-api';
import { escapeHtml } from '../../platform/http/html';
import { processLogger } from '../../platform/http/logger';
import { afterResponse } from '../../platform/http/after-response';

export type EmailKind = (typeof EMAIL_KINDS)[number];
export { EMAIL_KINDS };

export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly kind: EmailKind;
  readonly subscriptionId?: string;
  /**
   * Identifiers our own systems issued and the email shows (subscription and purchase ids). A UUID
   * can hold a Luhn-valid run of digits, so these are left out of the card-number scan; everything
   * else in the email is scanned as strictly as ever.
   */
  readonly references?: readonly string[];
}

export interface OutboxEmail {
  readonly id: string;
  readonly kind: EmailKind;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly subscriptionId: string | null;
  readonly createdAt: string;
  /** How nodemailer delivered it ('outbox' or 'smtp') and when; null while queued or after a failure. */
  readonly deliveredVia: (typeof EMAIL_DELIVERY_KINDS)[number] | null;
  readonly deliveredAt: string | null;
  readonly deliveryError: string | null;
}

export interface OutboxFilter {
  readonly to?: string;
  readonly kind?: EmailKind;
  readonly subscriptionId?: string;
  readonly limit?: number;
}

export const OUTBOX_LIST_MAX = 500;

/** Thrown when an email would carry card data; the caller's bug, never the shopper's. */
export class CardDataInEmailError extends Error {
  constructor(field: string) {
    super(`outbox: refusing an email whose ${field} holds a card number; emails never carry card data`);
  }
}

/** 13 to 19 digits, spaces or dashes allowed between them, that pass Luhn: a card number, whatever its formatting. */
export function holdsCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    if (passesLuhn(match[0].replace(/\D/g, ''))) return true;
  }
  return false;
}

interface Row {
  readonly id: string;
  readonly kind: EmailKind;
  readonly to_address: string;
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string | null;
  readonly subscription_id: string | null;
  readonly created_at: string;
  readonly delivered_via?: string | null;
  readonly delivered_at?: string | null;
  readonly delivery_error?: string | null;
  readonly message_id?: string | null;
}

/** What an SMTP delivery ended with, waiting to be recorded with the others of its turn. */
type Outcome =
  | { readonly kind: 'delivered'; readonly id: string; readonly at: string; readonly messageId: string }
  | { readonly kind: 'failed'; readonly id: string; readonly error: string };

/** Built once: a zod schema built per row was about 2 % of a purchase's CPU, its receipt's share. */
const DELIVERY_KIND = z.enum(EMAIL_DELIVERY_KINDS);

const fromRow = (r: Row): OutboxEmail => ({
  id: r.id,
  kind: r.kind,
  to: r.to_address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  subscriptionId: r.subscription_id,
  createdAt: r.created_at,
  // Never fail open: a transport this code does not know is an error, not a delivery.
  deliveredVia: r.delivered_via === undefined || r.delivered_via === null ? null : DELIVERY_KIND.parse(r.delivered_via),
  deliveredAt: r.delivered_at ?? null,
  deliveryError: r.delivery_error ?? null,
});

export class Outbox {
  private readonly sql;
  private readonly deliveries = new Set<Promise<void>>();
  /** SMTP outcomes not yet recorded, and the turn's end that records them. */
  private outcomes: Outcome[] = [];
  private recording: NodeJS.Immediate | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** How emails leave; absent, emails are only recorded (unit tests of the outbox alone). */
    private readonly transport?: MailTransport,
    /** Where the product's emails lead back to (issue 29): sign-in, cancellation, terms; null in tests of the outbox alone. */
    readonly links: AccountLinks | null = null,
  ) {
    this.sql = {
      insert: db.prepare(
        `INSERT INTO outbox_emails (id, kind, to_address, subject, text_body, html_body, subscription_id, created_at, delivered_via, delivered_at, message_id)
         VALUES (@id, @kind, @to_address, @subject, @text_body, @html_body, @subscription_id, @created_at, @delivered_via, @delivered_at, @message_id)`,
      ),
      delivered: db.prepare('UPDATE outbox_emails SET delivered_via = ?, delivered_at = ?, message_id = ? WHERE id = ?'),
      failed: db.prepare('UPDATE outbox_emails SET delivery_error = ? WHERE id = ?'),
      source: db.prepare('SELECT * FROM outbox_emails WHERE id = ?'),
    };
  }

  /** Records the email (delivered, into the outbox) or records it and hands it to SMTP; returns the recorded email at once. */
  send(email: OutgoingEmail): OutboxEmail {
    // A reference is exempt as written and as the HTML part shows it (escaped: a link's & becomes &amp;).
    const references = (email.references ?? []).flatMap((reference) => [reference, escapeHtml(reference)]);
    const withoutReferences = (value: string) => references.reduce((text, reference) => text.split(reference).join(' '), value);
    for (const [field, value] of [['subject', email.subject], ['text', email.text], ['html', email.html ?? '']] as const) {
      if (holdsCardNumber(withoutReferences(value))) throw new CardDataInEmailError(field);
    }
    const createdAt = new Date(this.now()).toISOString();
    const intoOutbox = this.transport?.kind === 'outbox';
    const row: Row = {
      // Time-ordered: the primary key's index grows at its end (platform/store/ids.ts).
      id: `eml_${timeOrderedUuid()}`,
      kind: email.kind,
      to_address: email.to.toLowerCase(),
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      subscription_id: email.subscriptionId ?? null,
      created_at: createdAt,
      delivered_via: intoOutbox ? 'outbox' : null,
      delivered_at: intoOutbox ? createdAt : null,
      message_id: intoOutbox ? newMessageId() : null,
    };
    this.sql.insert.run(row);
    if (this.transport?.kind === 'smtp') this.track(this.deliver(this.transport, row));
    return fromRow(row);
  }

  /** Resolves when every delivery started so far has finished and its outcome is recorded (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.all([...this.deliveries]);
    this.recordOutcomes();
  }

  /**
   * The MIME source of an email, as a mail client would receive it: built by nodemailer from the
   * recorded email, with the Message-ID and time it was delivered into the outbox with.
   */
  async rawMessage(id: string): Promise<string | undefined> {
    const row = this.sql.source.get(id) as (Row & { raw_message?: string | null }) | undefined;
    if (!row) return undefined;
    // Emails delivered before the source was built on reading kept the one built then.
    if (row.raw_message) return row.raw_message;
    if (row.delivered_via !== 'outbox' || !row.message_id) return undefined;
    const message = { outboxId: row.id, to: row.to_address, subject: row.subject, text: row.text_body, ...(row.html_body ? { html: row.html_body } : {}) };
    return mimeSource(message, row.message_id, new Date(row.delivered_at ?? row.created_at));
  }

  /** Records the SMTP outcomes waiting, in one transaction (also called before the database closes). */
  recordOutcomes(): void {
    if (this.recording) clearImmediate(this.recording);
    this.recording = null;
    const outcomes = this.outcomes;
    this.outcomes = [];
    // Closed while messages were being sent (shutdown, the end of a test): nothing left to record.
    if (!outcomes.length || !this.db.open) return;
    this.db.transaction(() => {
      for (const outcome of outcomes) {
        if (outcome.kind === 'delivered') this.sql.delivered.run('smtp', outcome.at, outcome.messageId, outcome.id);
        else this.sql.failed.run(outcome.error, outcome.id);
      }
    })();
  }

  private track(delivery: Promise<void>): void {
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private async deliver(transport: Extract<MailTransport, { kind: 'smtp' }>, row: Row): Promise<void> {
    try {
      const info = await transport.send({ outboxId: row.id, to: row.to_address, subject: row.subject, text: row.text_body, ...(row.html_body ? { html: row.html_body } : {}) });
      this.outcome({ kind: 'delivered', id: row.id, at: new Date(this.now()).toISOString(), messageId: info.messageId });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      processLogger().error({ err: { message }, emailId: row.id, transport: transport.kind }, 'outbox: an email was not delivered');
      this.outcome({ kind: 'failed', id: row.id, error: message.slice(0, 500) });
    }
  }

  /** One commit for the outcomes of a turn, not one per email. */
  private outcome(outcome: Outcome): void {
    this.outcomes.push(outcome);
    this.recording ??= setImmediate(() => afterResponse('outbox delivery outcomes', () => this.recordOutcomes()));
  }

  /** Newest first; every filter given must match. */
  list(filter: OutboxFilter = {}): OutboxEmail[] {
    const where: string[] = [];
    const params: Record<string, string | number> = { limit: Math.min(filter.limit ?? OUTBOX_LIST_MAX, OUTBOX_LIST_MAX) };
    if (filter.to !== undefined) {
      where.push('to_address = @to');
      params.to = filter.to.toLowerCase();
    }
    if (filter.kind !== undefined) {
      where.push('kind = @kind');
      params.kind = filter.kind;
    }
    if (filter.subscriptionId !== undefined) {
      where.push('subscription_id = @subscriptionId');
      params.subscriptionId = filter.subscriptionId;
    }
    const sql = `SELECT * FROM outbox_emails ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, rowid DESC LIMIT @limit`;
    return (this.db.prepare(sql).all(params) as Row[]).map(fromRow);
  }

  get(id: string): OutboxEmail | undefined {
    const row = this.sql.source.get(id) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }
}
