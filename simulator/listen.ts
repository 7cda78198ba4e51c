/**
 * Starts the whole product locally: the Firebase Auth emulator, then the app, service (with the QA
 * console) and asset origins.
 *   tsx simulator/listen.ts --static   serves the built front ends from dist/ (npm start)
 *   tsx simulator/listen.ts --dev      serves them through Vite with hot reload (npm run dev)
 *   --pretty                           human-readable log lines instead of JSON when standard output is a
 *                                      terminal (npm start); piped or redirected, the lines stay JSON
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { createSimulator } from './create-simulator';
import { installLastResortHandlers } from './platform/http/after-response';
import { createLogger, errorField, exitOnSignals, processLogger, useProcessLogger } from './platform/http/logger';
import { startAuthEmulator } from './merchant/identity/auth-emulator';
import { onParentExit } from './merchant/identity/exit-with-parent';
import { firebaseIdTokenVerifier } from './merchant/identity/verifier';
import { builtFrontends } from './platform/static-serving/built-frontends';
import { QA_ASSETS_PATH, type Frontends } from './platform/static-serving/frontends';
import { PRODUCT_PREFIX } from '../catalog/product';
import { contractViolationLog } from './qa/openapi/violation-file';
import { listenShared } from './platform/http/shared-port';

const root = resolve(fileURLToPath(import.meta.url), '../..');

async function devFrontends(appServer: Server, serviceServer: Server, assetServer: Server): Promise<Frontends> {
  const { createServer: createVite } = await import('vite');
  const appVite = await createVite({
    configFile: resolve(root, 'vite.app.config.ts'),
    server: { middlewareMode: true, hmr: { server: appServer } },
    appType: 'custom',
  });
  const frameVite = await createVite({
    configFile: resolve(root, 'vite.frame.config.ts'),
    server: { middlewareMode: true, hmr: { server: assetServer } },
    appType: 'custom',
  });
  const qaVite = await createVite({
    configFile: resolve(root, 'vite.qa.config.ts'),
    server: { middlewareMode: true, hmr: { server: serviceServer } },
    appType: 'custom',
  });
  return {
    appAssets: appVite.middlewares,
    appIndexHtml: async ({ url }) => ({ html: await appVite.transformIndexHtml(url, await readFile(resolve(root, 'app/index.html'), 'utf8')), language: null }),
    frameAssets: frameVite.middlewares,
    frameIndexHtml: async (url) => frameVite.transformIndexHtml(url, await readFile(resolve(root, 'widget/vault-frame/index.html'), 'utf8')),
    // Vite serves the console's TypeScript module graph itself (in middleware mode it takes URLs with or without its base).
    qaAssets: qaVite.middlewares,
    qaScriptUrl: `${QA_ASSETS_PATH}/main.ts`,
  };
}

async function main(): Promise<void> {
  installLastResortHandlers(process);
  const mode = process.argv.includes('--dev') ? 'dev' : 'static';
  const config = readConfig();
  // Pretty lines are for a person at a terminal: formatted in a worker thread, they cost the server CPU
  // on every request. Whatever reads a pipe or a file (a log collector, the product bench) gets JSON lines.
  const logger = createLogger({ level: config.logLevel, pretty: process.argv.includes('--pretty') && process.stdout.isTTY });
  useProcessLogger(logger);
  const origin = (port: number) => `http://${config.host}:${port}`;
  const origins = { app: origin(config.ports.app), service: origin(config.ports.service), asset: origin(config.ports.asset) };

  const emulator = await startAuthEmulator(config.authEmulator);
  const identity = firebaseIdTokenVerifier({ projectId: emulator.projectId, emulatorHost: emulator.hostPort });

  const servers = { app: createServer(), service: createServer(), asset: createServer() };
  const frontends = mode === 'dev' ? await devFrontends(servers.app, servers.service, servers.asset) : builtFrontends(resolve(root, process.env.DIST_DIR ?? 'dist'));
  const simulator = createSimulator({
    origins,
    dbPath: config.dbPath,
    frontends,
    productPrefix: PRODUCT_PREFIX,
    identity,
    logger,
    rateLimits: config.rateLimits,
    authEmulator: { origin: emulator.origin, projectId: emulator.projectId },
    ...(config.vaultJwtSecret ? { vaultJwtSecret: config.vaultJwtSecret } : {}),
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    ...(config.webhookSecret ? { webhookSecret: config.webhookSecret } : {}),
    webhookChaos: config.webhookChaos,
    webhookRetryBaseMs: config.webhookRetryBaseMs,
    contractCheck: contractViolationLog(config.contractViolationsFile, logger),
  });
  // Renewals happen on their own: every due renewal, retry and period end, on each subscription's clock.
  const renewalsTimer = setInterval(() => {
    try {
      simulator.renewals.runDue();
      // Withdrawal refunds a crash left asked but unrecorded: asked again under their keys (simulator/merchant/withdrawal).
      simulator.withdrawals.resume();
    } catch (error) {
      logger.error({ err: errorField(error) }, 'renewals: the run failed');
    }
  }, config.renewalsIntervalMs);
  renewalsTimer.unref();
  // The provider delivers its events on its own: every due first delivery and retry (simulator/payment-provider/webhooks).
  const webhooksTimer = setInterval(() => {
    try {
      // The bank's later decisions first: the events they record go out in this pass.
      simulator.bankConfirmations.runDue();
    } catch (error) {
      logger.error({ err: errorField(error) }, 'bank confirmations: the run failed');
    }
    simulator.webhooks.deliverBacklog().catch((error: unknown) => logger.error({ err: errorField(error) }, 'webhooks: the delivery pass failed'));
  }, config.webhookIntervalMs);
  webhooksTimer.unref();
  // An event goes out as soon as it is recorded and committed; the timer sees to retries and to what a crash left.
  simulator.events.onRecorded(() => simulator.webhooks.deliverSoon((error) => logger.error({ err: errorField(error) }, 'webhooks: the delivery pass failed')));

  // Several sockets on each origin's port, so a burst of new connections is accepted several a turn (platform/http/shared-port.ts).
  const listeners = (await Promise.all((['app', 'service', 'asset'] as const).map((name) => listenShared(servers[name], simulator.apps[name], config.ports[name], config.host)))).flat();

  console.log(
    [
      '',
      `MindMetric is running (${mode}).`,
      `  App:         ${origins.app}${PRODUCT_PREFIX}/`,
      `  Service:     ${origins.service}`,
      `  Assets:      ${origins.asset}`,
      `  QA console:  ${origins.service}/qa`,
      `  Auth emulator: ${emulator.origin} (Firebase, project ${emulator.projectId})`,
      `  Database:    ${config.dbPath}`,
      '',
      'Pay with 4242 4242 4242 4242, any future expiry and any 3-digit CVV. Ctrl+C stops.',
      '',
    ].join('\n'),
  );

  const stop = () => {
    for (const server of listeners) server.close();
    simulator.close();
    return Promise.all([identity.close(), emulator.stop()]);
  };
  // Ctrl+C, SIGTERM, SIGHUP: the request log's buffered lines are written, then the product stops.
  exitOnSignals(logger, stop);
  // `npm start` runs this under tsx's wrapper: a kill -9 of the wrapper must not leave the product serving.
  onParentExit(() => {
    logger.warn('the process that started the product is gone: stopping');
    void stop().finally(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  processLogger().fatal({ err: errorField(error) }, 'the simulator could not start');
  process.exit(1);
});
