/**
 * The running provider's webhook transport (issue 32, point 5): deliveries ride at most
 * DELIVERY_CONNECTIONS kept connections, pipelined, and each still gets its own answer; an endpoint
 * that does not answer is an error (so the dispatcher retries), never an acknowledgement.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliveryPool, DELIVERY_CONNECTIONS, type DeliveryPool } from './delivery-pool';
import { MAX_IN_FLIGHT } from './dispatcher';

let server: Server | null = null;
let pool: DeliveryPool | null = null;
afterEach(async () => {
  await pool?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = null;
  pool = null;
});

/** A merchant endpoint that answers each body with a status and text of its own, and counts connections. */
async function endpoint(answer: (body: string) => { status: number; text: string }) {
  const seen = { connections: 0, open: 0 };
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { status, text } = answer(body);
      // Answers out of arrival order in time, as a merchant's commits may: pipelining keeps each with its request.
      setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain' }).end(text), Math.random() * 5);
    });
  });
  server.on('connection', (socket) => {
    seen.connections += 1;
    seen.open += 1;
    socket.on('close', () => (seen.open -= 1));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/subs/webhooks/provider`, seen };
}

describe('deliveryPool', () => {
  it('sends MAX_IN_FLIGHT deliveries at once over at most DELIVERY_CONNECTIONS connections, each with its own answer', async () => {
    const { url, seen } = await endpoint((body) => ({ status: body.endsWith('7') ? 400 : 200, text: `got ${body}` }));
    pool = deliveryPool();
    const bodies = Array.from({ length: MAX_IN_FLIGHT * 2 }, (_, i) => `{"id":"evt_${i}"}#${i}`);
    const answers = await Promise.all(bodies.map((body) => (pool as DeliveryPool).send(url, body, { 'content-type': 'application/json' })));
    expect(answers).toEqual(bodies.map((body) => ({ status: body.endsWith('7') ? 400 : 200, text: `got ${body}` })));
    expect(seen.connections).toBeGreaterThan(0);
    expect(seen.connections).toBeLessThanOrEqual(DELIVERY_CONNECTIONS);
  });

  it('keeps the answer text to 300 characters for the attempt log', async () => {
    const { url } = await endpoint(() => ({ status: 500, text: 'x'.repeat(5000) }));
    pool = deliveryPool();
    const answer = await pool.send(url, '{}', {});
    expect(answer).toEqual({ status: 500, text: 'x'.repeat(300) });
  });

  it('throws when nothing listens at the endpoint', async () => {
    const { url } = await endpoint(() => ({ status: 200, text: '' }));
    await new Promise((done) => server?.close(done));
    server = null;
    pool = deliveryPool();
    await expect(pool.send(url, '{}', {})).rejects.toThrow();
  });

  it('closes its kept connections when the product stops', async () => {
    const { url, seen } = await endpoint(() => ({ status: 200, text: 'ok' }));
    pool = deliveryPool();
    await pool.send(url, '{}', {});
    expect(seen.open).toBe(1);
    await pool.close();
    pool = null;
    await expect.poll(() => seen.open).toBe(0);
  });
});
