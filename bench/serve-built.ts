/**
 * Serves the built product in-process on free ports, for benchmarks that load pages in a real
 * Chromium; the app origin also serves the hello-world baseline under /hello-world/, through the
 * same compression and static-file code as the app, so both pay the same server.
 */
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { PRODUCT_PREFIX } from '../catalog/product';
import { createSimulator } from '../simulator/create-simulator';
import { createLogger } from '../simulator/platform/http/logger';
import { builtFrontends } from '../simulator/platform/static-serving/built-frontends';
import { helloWorldApp } from './hello-world/app';
import { HELLO_BASE } from './hello-world/build';

export interface ServedPage {
  readonly name: string;
  readonly url: string;
  /** The build folder its scripts come from (for their gzip sizes). */
  readonly dir: string;
}

export interface ServedProduct {
  readonly pages: readonly ServedPage[];
  close(): Promise<void>;
}

const listen = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

export async function serveBuilt(distDir: string, helloDir: string): Promise<ServedProduct> {
  const appDir = resolve(distDir, 'app');
  const servers = { app: createServer(), service: createServer(), asset: createServer() };
  const ports = { app: await listen(servers.app), service: await listen(servers.service), asset: await listen(servers.asset) };
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const origins = { app: origin(ports.app), service: origin(ports.service), asset: origin(ports.asset) };
  // Warnings only: a log line per request costs CPU while the pages are measured.
  const sim = createSimulator({ origins, frontends: builtFrontends(resolve(distDir)), productPrefix: PRODUCT_PREFIX, logger: createLogger({ level: 'warn' }) });
  const appOrigin = express();
  appOrigin.use(HELLO_BASE, helloWorldApp(helloDir));
  appOrigin.use(sim.apps.app);
  servers.app.on('request', appOrigin);
  servers.service.on('request', sim.apps.service);
  servers.asset.on('request', sim.apps.asset);
  return {
    pages: [
      { name: 'landing', url: `${origins.app}${PRODUCT_PREFIX}/`, dir: appDir },
      { name: 'quiz', url: `${origins.app}${PRODUCT_PREFIX}/quiz`, dir: appDir },
      { name: 'React hello world', url: `${origins.app}${HELLO_BASE}`, dir: helloDir },
    ],
    close: async () => {
      await Promise.all(Object.values(servers).map((s) => new Promise<void>((done) => s.close(() => done()))));
      sim.close();
    },
  };
}
