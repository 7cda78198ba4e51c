/**
 * What every baseline process of the product bench shares: it listens on an ephemeral port of
 * 127.0.0.1, prints the port as one JSON line, and stops on SIGTERM or once the bench that started it
 * is gone. Each baseline is one such process with one route, compiled ahead by esbuild (start.ts) and
 * run by plain `node`, so no loader, transpiler or other route weighs on it.
 */
import type { RequestListener } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onParentExit } from '../../simulator/merchant/identity/exit-with-parent';

export function serveOne(handler: RequestListener): void {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  onParentExit(stop);
}

/** An environment variable a baseline cannot run without. */
export function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`baseline: ${name} is missing`);
  return value;
}
