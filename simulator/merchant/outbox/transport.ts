/**
 * How outbox emails leave. By default into the outbox itself: the email's row is the delivery (the
 * outbox records it delivered when it stores it), and nodemailer builds its MIME source from the row
 * when someone reads it (`Outbox.rawMessage`), not for every email sent: building the MIME message of
 * every receipt cost about as much CPU as the purchase itself (issue 32), and nothing but a reader of
 * the source needs it. With SMTP_URL set, nodemailer's SMTP transport sends each email to that server
 * (a mail catcher, for example), and the outbox keeps its copy. A delivery failure is recorded on the
 * email, never thrown at the shopper.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { PRODUCT_NAME } from '../../../catalog/product';

/** The sender's domain: a reserved one, so a misconfigured relay can never reach a real inbox. */
const MAIL_DOMAIN = 'mindmetric.example';
/** The sender of every email. */
export const MAIL_FROM = `${PRODUCT_NAME} <no-reply@${MAIL_DOMAIN}>`;

/** Sets the id of the outbox email this message carries, so the outbox transport can file it. */
const OUTBOX_ID_HEADER = 'X-Outbox-Id';

export interface DeliveredInfo {
  readonly messageId: string;
}

/** One email as the outbox hands it to the transport. */
export interface MailMessage {
  readonly outboxId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Into the outbox: the outbox records each email delivered as it stores it. */
interface IntoOutbox {
  readonly kind: 'outbox';
  close(): void;
}

/** Through nodemailer's SMTP transport. */
interface OverSmtp {
  readonly kind: 'smtp';
  /** Sends one message; resolves with what the server accepted, rejects when delivery failed. */
  send(message: MailMessage): Promise<DeliveredInfo>;
  close(): void;
}

export type MailTransport = IntoOutbox | OverSmtp;

/** A Message-ID as nodemailer writes one: random, at the sender's domain. */
export const newMessageId = (): string => `<${randomUUID()}@${MAIL_DOMAIN}>`;

const mailOptions = (message: MailMessage): SendMailOptions => ({
  from: MAIL_FROM,
  to: message.to,
  subject: message.subject,
  text: message.text,
  ...(message.html ? { html: message.html } : {}),
  headers: { [OUTBOX_ID_HEADER]: message.outboxId },
});

/** The MIME source of an email the outbox keeps, as a mail client would receive it, built by nodemailer with the Message-ID and date it was recorded with. */
export async function mimeSource(message: MailMessage, messageId: string, date: Date): Promise<string> {
  const raw = await new MailComposer({ ...mailOptions(message), messageId, date }).compile().build();
  return raw.toString('utf8');
}

/** Into the outbox, or SMTP when `smtpUrl` is given (e.g. smtp://localhost:1025). */
export function createMailTransport(smtpUrl?: string): MailTransport {
  if (!smtpUrl) return { kind: 'outbox', close: () => undefined };
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info: unknown = await transporter.sendMail(mailOptions(message));
      return { messageId: readMessageId(info) };
    },
    close: () => transporter.close(),
  };
}

/** The SMTP transport answers with an object carrying messageId. */
function readMessageId(info: unknown): string {
  return typeof info === 'object' && info !== null && 'messageId' in info && typeof info.messageId === 'string' ? info.messageId : '';
}
