/**
 * How outbox emails leave: through nodemailer. By default its transport delivers into the outbox
 * itself (the rendered MIME message is stored beside the email, for QA to read); with SMTP_URL set,
 * nodemailer's SMTP transport sends it to that server (a mail catcher, for example), and the outbox
 * keeps its copy. A delivery failure is recorded on the email, never thrown at the shopper.
 */
import nodemailer, { type SendMailOptions, type Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import { PRODUCT_NAME } from '../../catalog/product';

/** The sender of every email; a reserved domain, so a misconfigured relay can never reach a real inbox. */
export const MAIL_FROM = `${PRODUCT_NAME} <no-reply@mindmetric.example>`;

/** Sets the id of the outbox email this message carries, so the outbox transport can file it. */
export const OUTBOX_ID_HEADER = 'X-Outbox-Id';

export interface DeliveredInfo {
  readonly messageId: string;
  /** The full MIME source, when the transport produced it (the outbox transport does). */
  readonly raw?: string;
}

/** nodemailer's custom-transport contract: build the MIME message and hand it back; the outbox stores it. */
class IntoOutboxTransport implements Transport<DeliveredInfo> {
  readonly name = 'outbox';
  readonly version = '1';
  send(mail: MailMessage<DeliveredInfo>, callback: (err: Error | null, info: DeliveredInfo) => void): void {
    const messageId = mail.message.messageId();
    mail.message.build((err, raw) => {
      if (err) callback(err, { messageId });
      else callback(null, { messageId, raw: raw.toString('utf8') });
    });
  }
}

export type MailTransportKind = 'outbox' | 'smtp';

export interface MailTransport {
  readonly kind: MailTransportKind;
  /** Hands one message to nodemailer; resolves with what the transport reports, rejects when delivery failed. */
  send(message: SendMailOptions): Promise<DeliveredInfo>;
  close(): void;
}

/** The outbox transport, or SMTP when `smtpUrl` is given (e.g. smtp://localhost:1025). */
export function createMailTransport(smtpUrl?: string): MailTransport {
  const transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport(new IntoOutboxTransport());
  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      const info: unknown = await transporter.sendMail({ from: MAIL_FROM, ...message });
      return readInfo(info);
    },
    close: () => transporter.close(),
  };
}

/** Both transports answer with an object carrying messageId; only the outbox transport adds raw. */
function readInfo(info: unknown): DeliveredInfo {
  if (typeof info !== 'object' || info === null) return { messageId: '' };
  const messageId = 'messageId' in info && typeof info.messageId === 'string' ? info.messageId : '';
  const raw = 'raw' in info && typeof info.raw === 'string' ? info.raw : undefined;
  return raw === undefined ? { messageId } : { messageId, raw };
}
