/**
 * The decisions of `npm run spec:coverage` (issue 41): which rows of the coverage tables are held by a
 * test that passed in this run. Pure: the command (scripts/spec-coverage.ts) reads the files and the
 * runners' JSON reports and hands them here.
 *
 * A coverage table is a Markdown table whose header names the columns `id`, `tests` and `status`
 * (docs/spec-coverage.md, docs/promise-coverage.md). Each test is written as its file and title path,
 * `e2e/funnel.spec.ts › describe › test`, several in one cell separated by `<br>`. A status is `held`
 * or `different: <why>` (the project does it otherwise on purpose, and says why).
 */
import { relative } from 'node:path';
import { lexer, type Tokens } from 'marked';

/** The separator of a title path, as Vitest's and Playwright's reporters print it. */
export const TITLE_SEPARATOR = ' › ';
const TESTS_SEPARATOR = /<br\s*\/?>/i;
/** A reason shorter than this is no reason ("different: yes"). */
const MIN_REASON_LENGTH = 12;

export interface CoverageRow {
  readonly id: string;
  /** Where the row comes from (the spec's section, the catalogue key), for messages. */
  readonly source: string;
  readonly file: string;
  readonly tests: readonly string[];
  /** `unreadable` when the status cell is neither: such a row is never counted as held. */
  readonly status: 'held' | 'different' | 'unreadable';
}

export interface ParseResult {
  readonly rows: CoverageRow[];
  readonly problems: string[];
}

const cellText = (cell: Tokens.TableCell): string => cell.text.replace(/\\\|/g, '|').trim();

/** The coverage rows of one Markdown file; a table without `id`, `tests` and `status` columns is not one. */
export function parseCoverageTables(markdown: string, file: string): ParseResult {
  const rows: CoverageRow[] = [];
  const problems: string[] = [];
  for (const token of lexer(markdown)) {
    if (token.type !== 'table') continue;
    const table = token as Tokens.Table;
    const names = table.header.map((cell) => cellText(cell).toLowerCase());
    const idAt = names.indexOf('id');
    const testsAt = names.indexOf('tests');
    const statusAt = names.indexOf('status');
    if (idAt === -1 || testsAt === -1 || statusAt === -1) continue;
    // The column after the id says where the row comes from (spec section or catalogue key).
    const sourceAt = idAt + 1 < names.length ? idAt + 1 : idAt;
    for (const cells of table.rows) {
      const text = (at: number) => (cells[at] ? cellText(cells[at]) : '');
      const id = text(idAt);
      const where = `${file}: row ${id || '(no id)'}`;
      if (!id) problems.push(`${where}: has no id`);
      const statusText = text(statusAt);
      let status: CoverageRow['status'] | null = null;
      if (statusText === 'held') status = 'held';
      else if (/^different:/i.test(statusText)) {
        if (statusText.slice('different:'.length).trim().length >= MIN_REASON_LENGTH) status = 'different';
        else problems.push(`${where}: "different" needs its reason: different: <why the project does it otherwise>`);
      } else problems.push(`${where}: status "${statusText}" is neither "held" nor "different: <why>"`);
      const tests = text(testsAt)
        .split(TESTS_SEPARATOR)
        .map((t) => t.trim())
        .filter((t) => t !== '');
      rows.push({ id, source: text(sourceAt), file, tests, status: status ?? 'unreadable' });
    }
  }
  return { rows, problems };
}

export type TestStatus = 'passed' | 'failed' | 'skipped' | 'other';

/** One runner's results in this run: each test by `file › title path`, and the files it ran. */
export interface RunnerResults {
  readonly tests: ReadonlyMap<string, TestStatus>;
  readonly files: ReadonlySet<string>;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { ancestorTitles: string[]; title: string; status: string }[] }[];
}

const vitestStatus = (status: string): TestStatus => (status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : status === 'skipped' || status === 'pending' || status === 'todo' ? 'skipped' : 'other');

/**
 * Vitest's JSON reports (one run may be written in parts), keyed by paths relative to `root`. A file in
 * a later report replaces what an earlier one said of it: a test renamed since must not pass by its old title.
 */
export function vitestResults(reports: readonly unknown[], root: string): RunnerResults {
  const tests = new Map<string, TestStatus>();
  const files = new Set<string>();
  for (const report of reports) {
    const results = (report as Partial<VitestReport>).testResults;
    if (!Array.isArray(results)) throw new Error('not a Vitest JSON report: it has no testResults');
    for (const file of results) {
      const path = relative(root, file.name);
      if (files.has(path)) for (const key of [...tests.keys()]) if (key.startsWith(`${path}${TITLE_SEPARATOR}`)) tests.delete(key);
      files.add(path);
      for (const test of file.assertionResults) tests.set([path, ...test.ancestorTitles, test.title].join(TITLE_SEPARATOR), vitestStatus(test.status));
    }
  }
  return { tests, files };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { status: string; results: { status: string }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  config?: { rootDir?: string };
  suites: PlaywrightSuite[];
}

/**
 * Playwright's JSON report, keyed by paths relative to `root`. A test passed when Playwright expected
 * its result and its last try passed (a listed but never run test, or a skipped one, did not pass).
 */
export function playwrightResults(report: unknown, root: string): RunnerResults {
  const { suites, config } = report as Partial<PlaywrightReport>;
  if (!Array.isArray(suites)) throw new Error('not a Playwright JSON report: it has no suites');
  const testDir = relative(root, config?.rootDir ?? `${root}/e2e`);
  const tests = new Map<string, TestStatus>();
  const files = new Set<string>();
  const walk = (suite: PlaywrightSuite, titles: string[], path: string): void => {
    for (const spec of suite.specs ?? []) {
      // One project (phone) runs each spec once; with more, a spec passes only when every project's run did.
      const statuses = spec.tests.map((test): TestStatus => {
        const last = test.results.at(-1)?.status;
        if (test.status === 'expected' && last === 'passed') return 'passed';
        if (test.status === 'skipped' || last === undefined) return 'skipped';
        return 'failed';
      });
      const status = statuses.length === 0 ? 'other' : statuses.every((s) => s === 'passed') ? 'passed' : (statuses.find((s) => s !== 'passed') ?? 'other');
      tests.set([path, ...titles, spec.title].join(TITLE_SEPARATOR), status);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], path);
  };
  for (const fileSuite of suites) {
    const path = testDir ? `${testDir}/${fileSuite.file}` : fileSuite.file;
    files.add(path);
    walk(fileSuite, [], path);
  }
  return { tests, files };
}

export interface RunContext {
  /** Vitest's results, or null when this run has no Vitest report. */
  readonly vitest: RunnerResults | null;
  /** Playwright's, or null when Playwright did not run. */
  readonly e2e: RunnerResults | null;
  /** Where each runner's report was looked for, to name it when it is missing. */
  readonly reportPaths: { readonly vitest: string; readonly e2e: string };
  /** The folder of the Playwright specs, relative to the repository. */
  readonly e2eDir: string;
  readonly fileExists: (path: string) => boolean;
}

/** Why one named test does not hold its row in this run, or null when it passed. */
export function testProblem(ref: string, run: RunContext): string | null {
  const at = ref.indexOf(TITLE_SEPARATOR);
  if (at <= 0) return `"${ref}" is not "file › title"`;
  const file = ref.slice(0, at);
  if (!run.fileExists(file)) return `${file} does not exist`;
  const isE2e = file.startsWith(`${run.e2eDir}/`) && file.endsWith('.spec.ts');
  const results = isE2e ? run.e2e : run.vitest;
  if (!results)
    return isE2e
      ? `${ref}: Playwright did not run in this run (no report at ${run.reportPaths.e2e}), so no e2e test passed`
      : `${ref}: Vitest did not run in this run (no report at ${run.reportPaths.vitest})`;
  const status = results.tests.get(ref);
  if (status === 'passed') return null;
  if (status !== undefined) return `${ref}: did not pass in this run (${status})`;
  if (!results.files.has(file)) return `${ref}: ${file} did not run in this run`;
  const title = ref.slice(at + TITLE_SEPARATOR.length);
  return `${ref}: ${file} has no test titled "${title}"`;
}

export interface Verdict {
  readonly problems: string[];
  readonly rows: number;
  readonly passing: number;
  readonly different: number;
}

/** Every row judged: each must name at least one test, and every test it names must have passed in this run. */
export function judge(rows: readonly CoverageRow[], parseProblems: readonly string[], run: RunContext): Verdict {
  const problems = [...parseProblems];
  if (rows.length === 0) problems.push('no coverage rows were found');
  const seen = new Set<string>();
  let passing = 0;
  for (const row of rows) {
    const where = `${row.file}: row ${row.id} (${row.source})`;
    if (row.id && seen.has(row.id)) problems.push(`${where}: the id ${row.id} is used twice`);
    seen.add(row.id);
    if (row.tests.length === 0) {
      problems.push(`${where}: names no test`);
      continue;
    }
    const own = row.tests.map((ref) => testProblem(ref, run)).filter((p): p is string => p !== null);
    for (const p of own) problems.push(`${where}: ${p}`);
    if (own.length === 0 && row.status !== 'unreadable') passing += 1;
  }
  return { problems, rows: rows.length, passing, different: rows.filter((r) => r.status === 'different').length };
}

/** The one line the command ends with. */
export const summaryLine = (v: Verdict): string => `rows ${v.rows}, with a passing test ${v.passing}, deliberately different ${v.different}`;

/** The run is held only when every row is, and nothing else went wrong. */
export const isHeld = (v: Verdict): boolean => v.problems.length === 0 && v.rows > 0 && v.passing === v.rows;
