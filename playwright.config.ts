import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_FIREBASE_PROJECT_ID, E2E_ORIGINS, E2E_PORTS } from './e2e/origins';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the e2e server writes OpenAPI contract violations (simulator/openapi/violation-file.ts). */
export const CONTRACT_VIOLATIONS_FILE = resolve(`.test-output/contract-violations${process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : ''}.jsonl`);

/** Parallel runs on one machine (E2E_PORT_OFFSET) also keep their reports and artefacts apart. */
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry', 'on-all-retries'] as const;

/** Playwright's trace mode for this run: off unless E2E_TRACE names one; a misspelt mode stops the run. */
function traceMode(value = 'off'): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((m) => m === value);
  if (!mode) throw new Error(`E2E_TRACE="${value}" is not a trace mode: use one of ${TRACE_MODES.join(', ')}`);
  return mode;
}
const E2E_TRACE = traceMode(process.env.E2E_TRACE);

const RUN = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : '';

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results${RUN}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The replay reporter first: it attaches a failed test's sessions and scenarios before the JSON report is written (issue 28, point 5).
  reporter: [['./e2e/replay-reporter.ts'], ['list'], ['json', { outputFile: `.test-output/e2e${RUN}.json` }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_ORIGINS.app,
    // Recording a trace of every test (kept only for failures) doubled a full-funnel test's time on this
    // 2-core machine (6 scenario tests: 99 s with traces against 51 s without, same load). A failure keeps
    // its screenshot, its error context (the page's accessibility snapshot) and the replay reporter's
    // sessions; E2E_TRACE=retain-on-failure records traces again when a failure needs them.
    trace: E2E_TRACE,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    command: 'npx tsx simulator/listen.ts --static',
    url: `${E2E_ORIGINS.service}/qa/api/scenarios`,
    reuseExistingServer: false,
    // The Firebase Auth emulator starts first: 5 s on an idle machine, much more on a busy one.
    timeout: 180_000,
    env: {
      AUTH_EMULATOR_PORT: String(E2E_PORTS.authEmulator),
      FIREBASE_PROJECT_ID: E2E_FIREBASE_PROJECT_ID,
      APP_PORT: String(E2E_PORTS.app),
      SERVICE_PORT: String(E2E_PORTS.service),
      ASSET_PORT: String(E2E_PORTS.asset),
      DB_PATH: join(tmpdir(), `mindmetric-e2e-${process.pid}.sqlite`),
      // Every call of a documented route is held to the OpenAPI document; the replay reporter fails the run on any violation (issue 28, point 4).
      CONTRACT_VIOLATIONS_FILE: CONTRACT_VIOLATIONS_FILE,
    },
  },
});
