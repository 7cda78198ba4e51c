/**
 * The outbox: every email the product sends, kept in SQLite (migration 4) for QA to open, then
 * delivered through nodemailer (transport.ts: into the outbox by default, SMTP when SMTP_URL is set).
 * It refuses any email that carries something shaped like a card number.
 */
import { randomUUID } from 'node:crypto';
import { passesLuhn } from '../../widget/card/luhn';
import type { Db } from '../store/db';
import { OUTBOX_ID_HEADER, type MailTransport } from './transport';
import type { AccountLinks } from './email-links';
import { z } from 'zod';
import { EMAIL_DELIVERY_KINDS, EMAIL_KINDS } from '../../contracts/qa-api';
import { escapeHtml } from '../http/html';
import { processLogger } from '../http/logger';

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
}

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
  deliveredVia: r.delivered_via === undefined || r.delivered_via === null ? null : z.enum(EMAIL_DELIVERY_KINDS).parse(r.delivered_via),
  deliveredAt: r.delivered_at ?? null,
  deliveryError: r.delivery_error ?? null,
});

export class Outbox {
  private readonly insert;
  private readonly markDelivered;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    /** nodemailer's transport; absent, emails are only recorded (unit tests of the outbox alone). */
    private readonly transport?: MailTransport,
    /** Where the product's emails lead back to (issue 29): sign-in, cancellation, terms; null in tests of the outbox alone. */
    readonly links: AccountLinks | null = null,
  ) {
    this.insert = db.prepare(
      `INSERT INTO outbox_emails (id, kind, to_address, subject, text_body, html_body, subscription_id, created_at)
       VALUES (@id, @kind, @to_address, @subject, @text_body, @html_body, @subscription_id, @created_at)`,
    );
    this.markDelivered = db.prepare('UPDATE outbox_emails SET delivered_via = ?, delivered_at = ?, message_id = ?, raw_message = ? WHERE id = ?');
  }

  /** Records the email and hands it to nodemailer; returns the recorded email at once (delivery follows). */
  send(email: OutgoingEmail): OutboxEmail {
    // A reference is exempt as written and as the HTML part shows it (escaped: a link's & becomes &amp;).
    const references = (email.references ?? []).flatMap((reference) => [reference, escapeHtml(reference)]);
    const withoutReferences = (value: string) => references.reduce((text, reference) => text.split(reference).join(' '), value);
    for (const [field, value] of [['subject', email.subject], ['text', email.text], ['html', email.html ?? '']] as const) {
      if (holdsCardNumber(withoutReferences(value))) throw new CardDataInEmailError(field);
    }
    const row: Row = {
      id: `eml_${randomUUID()}`,
      kind: email.kind,
      to_address: email.to.toLowerCase(),
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      subscription_id: email.subscriptionId ?? null,
      created_at: new Date(this.now()).toISOString(),
    };
    this.insert.run(row);
    if (this.transport) this.track(this.deliver(this.transport, row));
    return fromRow(row);
  }

  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.all([...this.deliveries]);
  }

  /** The MIME source the outbox transport stored for an email, as a mail client would receive it. */
  rawMessage(id: string): string | undefined {
    const raw = this.db.prepare('SELECT raw_message FROM outbox_emails WHERE id = ?').pluck().get(id) as string | null | undefined;
    return raw ?? undefined;
  }

  private track(delivery: Promise<void>): void {
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private async deliver(transport: MailTransport, row: Row): Promise<void> {
    try {
      const info = await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        headers: { [OUTBOX_ID_HEADER]: row.id },
      });
      // Closed while the message was being built (shutdown, the end of a test): nothing left to record.
      if (!this.db.open) return;
      this.markDelivered.run(transport.kind, new Date(this.now()).toISOString(), info.messageId, info.raw ?? null, row.id);
    } catch (error) {
      if (!this.db.open) return;
      const message = error instanceof Error ? error.message : String(error);
      processLogger().error({ err: { message }, emailId: row.id, transport: transport.kind }, 'outbox: an email was not delivered');
      this.db.prepare('UPDATE outbox_emails SET delivery_error = ? WHERE id = ?').run(message.slice(0, 500), row.id);
    }
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
    const row = this.db.prepare('SELECT * FROM outbox_emails WHERE id = ?').get(id) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }
}
