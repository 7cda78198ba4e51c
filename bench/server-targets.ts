/**
 * The child process of the server benchmark (bench/server.ts): serves, on ephemeral ports, a bare
 * Express app (one middleware-free GET route answering the same execution JSON, one JSON POST
 * route answering an id) and the simulator's service origin on a file database. It prepares one
 * finished payment to poll and many authorized executions to record, then prints where to find them.
 * A separate process, so the load generator never shares the servers' event loop.
 */
import { RENEWAL_TERMS_VERSION } from '../catalog/renewal-terms';
import { ScenarioRun } from '../simulator/payment-provider/payments/scenario-run';
import type express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { authorizedPayment, testSimulator } from '../simulator/test-support';
import { bareApp } from './bare-app';

const CREATES = Number(process.env.BENCH_CREATES ?? 40_000);

const listen = (handler: express.Express) =>
  new Promise<Server>((done) => {
    const server = createServer(handler);
    server.listen(0, '127.0.0.1', () => done(server));
  });
const portOf = (server: Server) => (server.address() as AddressInfo).port;

const sim = testSimulator({ dbPath: join(mkdtempSync(join(tmpdir(), 'mm-bench-')), 'bench.sqlite') });

// One finished payment: every later poll answers its final status.
const polled = await authorizedPayment(sim);
const view = (await request(sim.apps.service).get(polled.executionPath).set('Authorization', `Bearer ${polled.token}`).expect(200)).body as unknown;

// Authorized executions, one per create, written the way the provider writes them.
const executionIds: string[] = [];
sim.db.transaction(() => {
  for (let i = 0; i < CREATES; i += 1) {
    const created = sim.sessions.create({ planId: 'pro_weekly_trial', amount: { value: '1.00', currency: 'USD' }, requestedScenario: null });
    const session = sim.sessions.byBearer(created.token);
    if (!session) throw new Error('bench: session vanished');
    ScenarioRun.begin(session).startAttempt({ bin: '42424242', last4: '4242', network: 'visa' }, { consent: { termsVersion: RENEWAL_TERMS_VERSION, language: 'en', agreedAt: new Date().toISOString(), ip: '127.0.0.1', billingCountry: null } });
    sim.sessions.appendStatuses(session, ['authorizeRequested', 'authorizeSuccessful']);
    sim.sessions.saveTouched();
    executionIds.push(session.execution.id);
  }
})();

const bareServer = await listen(bareApp(view));
const simServer = await listen(sim.apps.service);
process.stdout.write(
  `${JSON.stringify({ bare: portOf(bareServer), service: portOf(simServer), poll: { path: polled.executionPath, token: polled.token }, executionIds })}\n`,
);
process.on('SIGTERM', () => {
  bareServer.close();
  simServer.close();
  sim.close();
  process.exit(0);
});
