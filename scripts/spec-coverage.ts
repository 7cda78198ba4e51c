/**
 * `npm run spec:coverage` (issue 41): every row of docs/spec-coverage.md and docs/promise-coverage.md
 * must name tests that exist and passed in THIS run, read from the runners' JSON reports: Vitest's
 * .test-output/vitest.json and Playwright's .test-output/e2e[-E2E_PORT_OFFSET].json (the paths
 * vitest.config.ts and playwright.config.ts write). Prints each row that is not held, then
 * `rows N, with a passing test N, deliberately different K`, and exits 1 unless every row is held.
 *
 * Options (for a partial run): `--vitest <report>` (repeatable: a run written in parts) and
 * `--e2e <report>` read other reports; `--out <file>` also writes the last line there (scripts/test.sh
 * hands it to the summary).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isHeld, judge, parseCoverageTables, playwrightResults, summaryLine, vitestResults, type RunnerResults } from './spec-coverage-check';

const COVERAGE_FILES = ['docs/spec-coverage.md', 'docs/promise-coverage.md'];
const E2E_RUN = process.env.E2E_PORT_OFFSET ? `-${process.env.E2E_PORT_OFFSET}` : '';

const { values } = parseArgs({
  options: {
    vitest: { type: 'string', multiple: true },
    e2e: { type: 'string' },
    out: { type: 'string' },
  },
});
const vitestPaths = values.vitest ?? ['.test-output/vitest.json'];
const e2ePath = values.e2e ?? `.test-output/e2e${E2E_RUN}.json`;
const root = process.cwd();

/** A report that is there but cannot be read stops the check: never read as "no tests". */
function readReport(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`spec coverage: cannot read the report ${path}: ${(error as Error).message}`, { cause: error });
  }
}

const presentVitest = vitestPaths.filter((path) => existsSync(path));
const vitest: RunnerResults | null = presentVitest.length > 0 ? vitestResults(presentVitest.map(readReport), root) : null;
const e2e: RunnerResults | null = existsSync(e2ePath) ? playwrightResults(readReport(e2ePath), root) : null;

const rows = [];
const parseProblems: string[] = [];
for (const file of COVERAGE_FILES) {
  if (!existsSync(file)) {
    parseProblems.push(`${file} does not exist`);
    continue;
  }
  const parsed = parseCoverageTables(readFileSync(file, 'utf8'), file);
  rows.push(...parsed.rows);
  parseProblems.push(...parsed.problems);
}

const verdict = judge(rows, parseProblems, {
  vitest,
  e2e,
  reportPaths: { vitest: vitestPaths.join(', '), e2e: e2ePath },
  e2eDir: 'e2e',
  fileExists: (path) => existsSync(path),
});

if (!vitest) console.log(`Vitest did not run in this run: no report at ${vitestPaths.join(', ')}.`);
if (!e2e) console.log(`Playwright did not run in this run: no report at ${e2ePath}. Every row held by an e2e test is not held.`);
// Without Playwright's report every e2e test is "did not run": one line names those rows instead of one per test.
const NOT_RUN = 'Playwright did not run in this run';
const notRun = new Set(verdict.problems.filter((p) => p.includes(NOT_RUN)).map((p) => /: row (\S+) \(/.exec(p)?.[1] ?? p));
for (const problem of verdict.problems) if (!problem.includes(NOT_RUN)) console.log(`✗ ${problem}`);
if (notRun.size > 0) console.log(`✗ ${notRun.size} row(s) held by e2e tests are not held, since Playwright did not run: ${[...notRun].join(', ')}`);
const line = summaryLine(verdict);
console.log(line);
if (values.out) writeFileSync(values.out, `${line}${isHeld(verdict) ? '' : ` (NOT held: ${verdict.problems.length} problem(s))`}\n`);
process.exit(isHeld(verdict) ? 0 : 1);
