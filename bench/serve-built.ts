/** Serves the built product in-process on free ports, for benchmarks that load pages in a real Chromium. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { PRODUCT_PREFIX } from '../catalog/product';
import { createSimulator } from '../simulator/create-simulator';
import { builtFrontends } from '../simulator/static-serving/built-frontends';

export interface ServedProduct {
  readonly appOrigin: string;
  readonly landingUrl: string;
  readonly quizUrl: string;
  readonly appDir: string;
  close(): Promise<void>;
}

const listen = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));

export async function serveBuilt(distDir = process.env.DIST_DIR ?? 'dist'): Promise<ServedProduct> {
  const appDir = resolve(distDir, 'app');
  const servers = { app: createServer(), service: createServer(), asset: createServer() };
  const ports = { app: await listen(servers.app), service: await listen(servers.service), asset: await listen(servers.asset) };
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  const origins = { app: origin(ports.app), service: origin(ports.service), asset: origin(ports.asset) };
  const sim = createSimulator({
    origins,
    frontends: builtFrontends(resolve(distDir)),
    productPrefix: PRODUCT_PREFIX,
  });
  for (const name of ['app', 'service', 'asset'] as const) servers[name].on('request', sim.apps[name]);
  return {
    appOrigin: origins.app,
    landingUrl: `${origins.app}${PRODUCT_PREFIX}/`,
    quizUrl: `${origins.app}${PRODUCT_PREFIX}/quiz`,
    appDir,
    close: async () => {
      await Promise.all(Object.values(servers).map((s) => new Promise<void>((done) => s.close(() => done()))));
      sim.close();
    },
  };
}
