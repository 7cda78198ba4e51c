/**
 * The e2e run's server: the product as `npm start` serves it (simulator/listen.ts --static) on the
 * e2e ports, with its own database and the OpenAPI contract check on. playwright.config.ts's webServer
 * starts it; `npm test` starts the same one itself right after the build (scripts/e2e-server.ts), so
 * that its start (the Auth emulator's and its own, 5-20 s) runs beside the unit suites instead of before the
 * first e2e test.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_FIREBASE_PROJECT_ID, E2E_ORIGINS, E2E_PORTS } from './origins';

const RUN = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : '';

/** Where the e2e server writes OpenAPI contract violations (simulator/qa/openapi/violation-file.ts). */
export const CONTRACT_VIOLATIONS_FILE = resolve(`.test-output/contract-violations${RUN}.jsonl`);

/** Answers once the server (and the Auth emulator it starts first) is up. */
export const E2E_SERVER_READY_URL = `${E2E_ORIGINS.service}/qa/api/scenarios`;

/** What the server reads from its environment; `runId` keeps its database apart from another run's. */
export function e2eServerEnv(runId: number): Record<string, string> {
  return {
    AUTH_EMULATOR_PORT: String(E2E_PORTS.authEmulator),
    FIREBASE_PROJECT_ID: E2E_FIREBASE_PROJECT_ID,
    APP_PORT: String(E2E_PORTS.app),
    SERVICE_PORT: String(E2E_PORTS.service),
    ASSET_PORT: String(E2E_PORTS.asset),
    DB_PATH: join(tmpdir(), `mindmetric-e2e-${runId}.sqlite`),
    // Every call of a documented route is held to the OpenAPI document; the replay reporter fails the run on any violation (issue 28, point 4).
    CONTRACT_VIOLATIONS_FILE,
  };
}
