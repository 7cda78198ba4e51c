/** Emails go into the outbox by default (nodemailer builds their MIME source when it is read), through nodemailer's SMTP when SMTP_URL is set. */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { openSimulatorDatabase } from '../../database';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Db } from '../../platform/store/db';
import { Outbox } from './outbox';
import { createMailTransport, MAIL_FROM } from './transport';

let db: Db;

/** Just enough of an SMTP server to accept every message it is sent (each one's source into `received`). */
function smtpAccepting(socket: Socket, received: string[]): void {
  let data: string | null = null;
  let pending = '';
  socket.setEncoding('utf8');
  socket.write('220 test ESMTP\r\n');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf('\r\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      if (data !== null) {
        if (line === '.') {
          received.push(data);
          data = null;
          socket.write('250 queued\r\n');
        } else data += `${line}\n`;
      } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
      else if (/^DATA/i.test(line)) {
        data = '';
        socket.write('354 go on\r\n');
      } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      else socket.write('250 ok\r\n');
    }
  });
}
afterEach(() => db.close());

const email = { to: 'Ada@Example.com', subject: 'Hello', text: 'Plain body', html: '<p>HTML body</p>', kind: 'cancel-code' as const };

describe('mail transport', () => {
  it('by default an email is delivered into the outbox as it is recorded, and nodemailer builds its MIME message when it is read', async () => {
    db = openSimulatorDatabase(':memory:');
    const sentAt = Date.parse('2026-03-04T05:06:07.000Z');
    const outbox = new Outbox(db, () => sentAt, createMailTransport());
    const sent = outbox.send(email);
    // Delivered in the same write that recorded it: no delivery left to wait for.
    expect(sent).toMatchObject({ deliveredVia: 'outbox', deliveredAt: '2026-03-04T05:06:07.000Z', deliveryError: null, to: 'ada@example.com' });
    expect(outbox.get(sent.id)).toEqual(sent);
    const raw = (await outbox.rawMessage(sent.id)) ?? '';
    expect(raw).toContain(`X-Outbox-ID: ${sent.id}`);
    expect(raw).toContain('Subject: Hello');
    expect(raw).toContain('To: ada@example.com');
    expect(raw).toContain('From: MindMetric <no-reply@mindmetric.example>');
    expect(raw).toContain('Date: Wed, 04 Mar 2026 05:06:07 +0000');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toContain('Plain body');
    expect(raw).toContain('<p>HTML body</p>');
    // The Message-ID it was delivered with, the same on every reading.
    const messageId = /Message-ID: (<[^>]+@mindmetric\.example>)/.exec(raw)?.[1];
    expect(messageId).toBeDefined();
    expect(await outbox.rawMessage(sent.id)).toContain(`Message-ID: ${messageId ?? 'none'}`);
    expect(await outbox.rawMessage('eml_unknown')).toBeUndefined();
    expect(MAIL_FROM).toContain('.example>');
  });

  it('with SMTP_URL nodemailer sends each email to that server, and the outbox records it delivered', async () => {
    db = openSimulatorDatabase(':memory:');
    const received: string[] = [];
    const server = createServer((socket) => smtpAccepting(socket, received));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const transport = createMailTransport(`smtp://127.0.0.1:${port}`);
    const outbox = new Outbox(db, Date.now, transport);
    const first = outbox.send(email);
    const second = outbox.send({ ...email, to: 'bob@example.com' });
    // Recorded at once, delivered once the server accepted them.
    expect(first).toMatchObject({ deliveredVia: null, deliveredAt: null });
    await outbox.settled();
    server.close();
    transport.close();
    for (const id of [first.id, second.id]) expect(outbox.get(id)).toMatchObject({ deliveredVia: 'smtp', deliveryError: null });
    expect(outbox.get(first.id)?.deliveredAt).not.toBeNull();
    expect(received.join('\n')).toContain(`X-Outbox-ID: ${first.id}`);
    expect(received.join('\n')).toContain(`X-Outbox-ID: ${second.id}`);
  });

  it('records the outcomes of the deliveries that finished in one turn in one transaction, not one commit per email', async () => {
    db = openSimulatorDatabase(':memory:');
    let accept = () => undefined as void;
    const accepted = new Promise<void>((done) => (accept = done));
    let sentCount = 0;
    const transport = {
      kind: 'smtp' as const,
      send: async () => {
        await accepted;
        sentCount += 1;
        if (sentCount === 3) throw new Error('550 mailbox unavailable');
        return { messageId: `<m${sentCount}@test>` };
      },
      close: () => undefined,
    };
    const outbox = new Outbox(db, Date.now, transport);
    const sent = [outbox.send(email), outbox.send({ ...email, to: 'bob@example.com' }), outbox.send({ ...email, to: 'eve@example.com' })];
    const transactions = vi.spyOn(db, 'transaction');
    accept();
    await outbox.settled();
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(sent.map((e) => outbox.get(e.id)?.deliveredVia ?? outbox.get(e.id)?.deliveryError)).toEqual(['smtp', 'smtp', '550 mailbox unavailable']);
  });

  it('with SMTP_URL it speaks SMTP to that server; a server that refuses is recorded on the email, not thrown', async () => {
    db = openSimulatorDatabase(':memory:');
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
