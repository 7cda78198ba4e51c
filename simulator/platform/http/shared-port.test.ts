/**
 * Each origin listens on several sockets of one port (issue 32, point 5): connections spread over
 * them, every one serves the same handler, the port stays exclusive to one product, and a primary's
 * upgrade listeners (Vite's hot reload) hear the upgrades any of them accepts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { listenShared, LISTENERS_PER_ORIGIN } from './shared-port';

const HOST = '127.0.0.1';
let open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.map((server) => new Promise((done) => server.close(done))));
  open = [];
});

/** One GET on a connection of its own; answers the body. */
const get = (port: number) =>
  new Promise<string>((done, fail) => {
    const req = request({ host: HOST, port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done(body));
    });
    req.on('error', fail);
    req.end();
  });

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('listenShared', () => {
  it('serves one handler on LISTENERS_PER_ORIGIN sockets of one port, and the kernel spreads connections over them', async () => {
    open = await listenShared(createServer(), (_req, res) => res.end('served'), 0, HOST);
    expect(open).toHaveLength(LISTENERS_PER_ORIGIN);
    const port = portOf(open[0] as Server);
    expect(new Set(open.map(portOf))).toEqual(new Set([port]));
    const accepted = open.map(() => 0);
    open.forEach((server, i) => server.on('connection', () => (accepted[i] = (accepted[i] ?? 0) + 1)));
    const bodies = await Promise.all(Array.from({ length: 64 }, () => get(port)));
    expect(bodies.every((body) => body === 'served')).toBe(true);
    expect(accepted.reduce((a, b) => a + b, 0)).toBe(64);
    // 64 connections hashed over 8 sockets: all on one would be a 1 in 8^63 chance.
    expect(accepted.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  it('refuses a port another product already listens on (EADDRINUSE), and the first keeps serving', async () => {
    open = await listenShared(createServer(), (_req, res) => res.end('first'), 0, HOST);
    const port = portOf(open[0] as Server);
    const second = createServer();
    await expect(listenShared(second, (_req, res) => res.end('second'), port, HOST)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(second.listening).toBe(false);
    expect(await get(port)).toBe('first');
  });

  it('refuses a port a plain server holds', async () => {
    const plain = createServer((_req, res) => res.end('plain'));
    await new Promise<void>((done) => plain.listen(0, HOST, done));
    open = [plain];
    await expect(listenShared(createServer(), (_req, res) => res.end('shared'), portOf(plain), HOST)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it("hands every socket's upgrade requests to the primary's upgrade listeners", async () => {
    const primary = createServer();
    const upgraded: string[] = [];
    primary.on('upgrade', (req, socket) => {
      upgraded.push(req.url ?? '');
      socket.end('HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\n');
    });
    open = await listenShared(primary, (_req, res) => res.end('plain'), 0, HOST);
    const port = portOf(primary);
    let viaOthers = 0;
    for (const other of open.slice(1)) other.on('connection', () => (viaOthers += 1));
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        new Promise<string>((done, fail) => {
          const socket = connect(port, HOST, () => socket.write(`GET /hmr-${i} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: test\r\n\r\n`));
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
          socket.on('end', () => done(text));
          socket.on('error', fail);
        }),
      ),
    );
    expect(answers.every((text) => text.startsWith('HTTP/1.1 101'))).toBe(true);
    expect(upgraded.sort()).toEqual(Array.from({ length: 32 }, (_, i) => `/hmr-${i}`).sort());
    // Some of them reached the primary through another socket (7 in 8 of them, on average).
    expect(viaOthers).toBeGreaterThan(0);
  });
});
