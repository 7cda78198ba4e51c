/**
 * Each origin listens on several sockets of its one port (SO_REUSEPORT; issue 32, point 5). Node
 * accepts one connection per listening socket per turn of its event loop (libuv 1.45, "don't accept()
 * connections in a loop"), so when hundreds of shoppers connect at once, a new connection waited
 * behind all of theirs, one a turn, while each turn served every request already connected: with 200
 * concurrent purchases the service origin's accept queue held 150 connections for about a second, and
 * the provider's webhook deliveries sat in it. With LISTENERS_PER_ORIGIN sockets the kernel spreads
 * new connections over as many queues, and each turn accepts one from each.
 *
 * The port stays exclusive to one product: before the shared sockets bind, a probe binds it without
 * SO_REUSEPORT, so a second `npm start` still fails with EADDRINUSE instead of sharing the port.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export const LISTENERS_PER_ORIGIN = 8;

const listening = (server: Server | ReturnType<typeof createTcpServer>, options: { port: number; host: string; reusePort?: boolean }) =>
  new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options, () => {
      server.off('error', fail);
      done();
    });
  });

/** Fails with EADDRINUSE when anything (another product included) listens on the port. */
async function assertPortFree(port: number, host: string): Promise<void> {
  const probe = createTcpServer();
  await listening(probe, { port, host });
  await new Promise<void>((done) => probe.close(() => done()));
}

/**
 * Serves `handler` on `port` through `primary` and `count` - 1 more servers. When the primary has
 * upgrade listeners (Vite's hot-reload sockets in `npm run dev`, attached before it listens), the
 * others hand it their upgrade requests. Answers every server, the primary first, to close on stop.
 */
export async function listenShared(primary: Server, handler: RequestListener, port: number, host: string, count = LISTENERS_PER_ORIGIN): Promise<Server[]> {
  if (port !== 0) await assertPortFree(port, host);
  primary.on('request', handler);
  await listening(primary, { port, host, reusePort: true });
  // Port 0 picked a free port for the primary: the others share that one.
  const shared = (primary.address() as AddressInfo).port;
  const others = Array.from({ length: count - 1 }, () => {
    const server = createServer(handler);
    // Without upgrade listeners, Node serves an Upgrade request as a plain one: so do the others then.
    if (primary.listenerCount('upgrade') > 0) server.on('upgrade', (req, socket, head) => primary.emit('upgrade', req, socket, head));
    return server;
  });
  try {
    await Promise.all(others.map((server) => listening(server, { port: shared, host, reusePort: true })));
  } catch (error) {
    for (const server of [primary, ...others]) if (server.listening) server.close();
    throw error;
  }
  return [primary, ...others];
}
