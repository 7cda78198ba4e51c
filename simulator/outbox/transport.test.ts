/** Emails leave through nodemailer: into the outbox by default (with their MIME source), to SMTP when SMTP_URL is set. */
import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../store/db';
import { Outbox } from './outbox';
import { createMailTransport, MAIL_FROM } from './transport';

let db: Db;
afterEach(() => db.close());

const email = { to: 'Ada@Example.com', subject: 'Hello', text: 'Plain body', html: '<p>HTML body</p>', kind: 'cancel-code' as const };

describe('mail transport', () => {
  it('by default nodemailer delivers into the outbox, which keeps the MIME message it built', async () => {
    db = openDatabase(':memory:');
    const outbox = new Outbox(db, Date.now, createMailTransport());
    const sent = outbox.send(email);
    await outbox.settled();
    const delivered = outbox.get(sent.id);
    expect(delivered).toMatchObject({ deliveredVia: 'outbox', deliveryError: null, to: 'ada@example.com' });
    expect(delivered?.deliveredAt).not.toBeNull();
    const raw = outbox.rawMessage(sent.id) ?? '';
    expect(raw).toContain(`X-Outbox-ID: ${sent.id}`);
    expect(raw).toContain('Subject: Hello');
    expect(raw).toContain('From: MindMetric <no-reply@mindmetric.example>');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(MAIL_FROM).toContain('.example>');
  });

  it('with SMTP_URL it speaks SMTP to that server; a server that refuses is recorded on the email, not thrown', async () => {
    db = openDatabase(':memory:');
    // A server that answers every SMTP greeting with "554 no service": nodemailer must report it, never crash.
    const server = createServer((socket) => socket.end('554 no service here\r\n'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    expect(transport.kind).toBe('smtp');
    const outbox = new Outbox(db, Date.now, transport);
    const sent = outbox.send(email);
    await outbox.settled();
    server.close();
    const failed = outbox.get(sent.id);
    expect(failed?.deliveredAt).toBeNull();
    expect(failed?.deliveryError).toMatch(/554|no service|Greeting/i);
    // The outbox keeps its copy either way, for QA.
    expect(failed?.subject).toBe('Hello');
  });
});
