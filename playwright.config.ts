import { defineConfig, devices } from '@playwright/test';
import { E2E_ORIGINS } from './e2e/origins';
import { e2eServerEnv, E2E_SERVER_READY_URL } from './e2e/server';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium release and Blink as the
 * full browser, without the browser's own window and UI. On this 2-core machine the full browser spent a third
 * more CPU on the same tests (22 scenario tests: 197 s of CPU against 149 s, 1.7 min against 1.4 min; the whole
 * e2e suite 8.0 min against about 10); see docs/decisions/0014-e2e-in-the-headless-shell.md.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

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
    url: E2E_SERVER_READY_URL,
    // `npm test` started this same server itself while the unit suites ran, and waited until it answered
    // (scripts/test.sh, scripts/e2e-server.ts); any other run starts its own and never reuses a stranger's.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    // The Firebase Auth emulator starts first: 5 s on an idle machine, much more on a busy one.
    timeout: 180_000,
    env: e2eServerEnv(process.pid),
  },
});
