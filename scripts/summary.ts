/**
 * Prints one summary of the test run from the runners' JSON reports, ending with the plain line
 * "N passed, N failed". Exits non-zero when any suite or step failed, or when no test ran at all.
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
interface PlaywrightSuite {
  title: string;
  file: string;
  specs: { title: string; line: number; tests: { projectName: string; status: string; results: { errors: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

const read = <T>(path: string): T | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null);

const failedSteps = process.argv.slice(2).filter((s) => s !== '');
const vitest = read<VitestReport>('.test-output/vitest.json');
// playwright.config.ts names the report after E2E_PORT_OFFSET so parallel runs keep theirs apart.
const E2E_RUN = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : '';
const e2e = read<PlaywrightReport>(`.test-output/e2e${E2E_RUN}.json`);
/** What the whole run may take on the 2-core machine CI runs on (issue 32); printed beside the figure, never enforced. */
const TIME_GOAL_S = 12 * 60;
const STEPS_FILE = `.test-output/steps${E2E_RUN}.tsv`;
const steps = existsSync(STEPS_FILE)
  ? readFileSync(STEPS_FILE, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t') as [string, string])
  : [];

const rows: [string, number, number, number][] = [];
if (vitest) rows.push(['unit, property, scenario (vitest)', vitest.numPassedTests, vitest.numFailedTests, vitest.numPendingTests + vitest.numTodoTests]);
if (e2e) rows.push(['e2e (playwright)', e2e.stats.expected, e2e.stats.unexpected + e2e.stats.flaky, e2e.stats.skipped]);

/** The first line of a failure, without colour codes: enough to know which assertion broke from the summary alone. */
const firstLine = (message: string | undefined): string =>
  (message ?? '')
    // eslint-disable-next-line no-control-regex -- the runners colour their messages with ANSI escapes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '')
    ?.slice(0, 240) ?? '';

/** Every failed test by name, so the end of the log (all a CI record may keep) says what broke. */
const failures: string[] = [];
for (const file of vitest?.testResults ?? []) {
  const name = file.name.replace(`${process.cwd()}/`, '');
  const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
  for (const test of failedTests) failures.push(`vitest ${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  // A file that fails before its tests run (an import error, a hook) has no failed assertion, only a message.
  if (file.status === 'failed' && failedTests.length === 0) failures.push(`vitest ${name}: ${firstLine(file.message)}`);
}
const walk = (suite: PlaywrightSuite): void => {
  for (const spec of suite.specs)
    for (const test of spec.tests)
      if (test.status === 'unexpected' || test.status === 'flaky')
        failures.push(
          `e2e ${suite.file}:${spec.line} [${test.projectName}] › ${spec.title}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(test.results.at(-1)?.errors[0]?.message)}`,
        );
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of e2e?.suites ?? []) walk(suite);

const passed = rows.reduce((n, r) => n + r[1], 0);
const failed = rows.reduce((n, r) => n + r[2], 0);
const skipped = rows.reduce((n, r) => n + r[3], 0);

console.log('\n━━ summary ━━');
for (const [name, p, f, s] of rows) console.log(`  ${name}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
if (!vitest) console.log('  unit, property, scenario (vitest): no report');
if (!e2e) console.log('  e2e (playwright): no report');
// scripts/spec-coverage.ts's last line: how many rows of the coverage tables this run's tests held.
const SPEC_COVERAGE_FILE = `.test-output/spec-coverage${E2E_RUN}.txt`;
console.log(`  spec coverage: ${existsSync(SPEC_COVERAGE_FILE) ? readFileSync(SPEC_COVERAGE_FILE, 'utf8').trim() : 'did not run'}`);
if (failedSteps.length) console.log(`  failed steps: ${failedSteps.join(', ')}`);
if (failures.length) console.log(`  failed tests:\n${failures.map((line) => `    ✗ ${line}`).join('\n')}`);
if (steps.length) {
  const total = Number(steps.find(([name]) => name === 'total')?.[1] ?? NaN);
  const each = steps.filter(([name]) => name !== 'total').map(([name, s]) => `${name} ${s} s`);
  console.log(`  time: ${each.join(', ')}; total ${total} s (goal ${TIME_GOAL_S} s)`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

process.exit(failedSteps.length > 0 || failed > 0 || failures.length > 0 || passed === 0 || !vitest || !e2e ? 1 : 0);
