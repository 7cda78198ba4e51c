/**
 * The spec-coverage check's decisions (issue 41): what a coverage table is, how each runner's report
 * names a test, and when a row is held: by tests that exist and passed in this run, never by a test
 * missing, failed, skipped or not run, nor when Playwright did not run at all.
 */
import { describe, expect, it } from 'vitest';
import { isHeld, judge, parseCoverageTables, playwrightResults, summaryLine, vitestResults, type RunContext, type RunnerResults } from './spec-coverage-check';

const ROOT = '/repo';

const TABLE = `# Coverage

Some words, and a table that is not a coverage table:

| a | b |
|---|---|
| 1 | 2 |

| id | spec | behaviour | tests | status |
|---|---|---|---|---|
| A-1 | app §2 | the quiz reads startFrom | app/quiz.test.ts › quiz › reads startFrom<br>e2e/funnel.spec.ts › starts at a step | held |
| A-2 | app §8 | a title with a pipe | app/x.test.ts › a \\| b | different: the project says it in the shopper's language |
`;

describe('parseCoverageTables', () => {
  it('reads only tables with id, tests and status columns, one row each, tests split at <br>, escaped pipes restored', () => {
    const { rows, problems } = parseCoverageTables(TABLE, 'docs/x.md');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { id: 'A-1', source: 'app §2', file: 'docs/x.md', tests: ['app/quiz.test.ts › quiz › reads startFrom', 'e2e/funnel.spec.ts › starts at a step'], status: 'held' },
      { id: 'A-2', source: 'app §8', file: 'docs/x.md', tests: ['app/x.test.ts › a | b'], status: 'different' },
    ]);
  });

  it('refuses a status that is neither held nor different with a reason, and a row without an id', () => {
    const md = `| id | key | promise | tests | status |\n|---|---|---|---|---|\n| P-1 | k | p | a.test.ts › t | ok |\n| P-2 | k | p | a.test.ts › t | different: no |\n|  | k | p | a.test.ts › t | held |\n`;
    const { rows, problems } = parseCoverageTables(md, 'docs/p.md');
    expect(rows.map((r) => r.status)).toEqual(['unreadable', 'unreadable', 'held']);
    expect(problems).toEqual([
      'docs/p.md: row P-1: status "ok" is neither "held" nor "different: <why>"',
      'docs/p.md: row P-2: "different" needs its reason: different: <why the project does it otherwise>',
      'docs/p.md: row (no id): has no id',
    ]);
  });
});

describe('vitestResults', () => {
  it('names each test by its path from the root and its describe titles, with its status', () => {
    const report = {
      testResults: [
        {
          name: `${ROOT}/app/quiz.test.ts`,
          assertionResults: [
            { ancestorTitles: ['quiz'], title: 'reads startFrom', status: 'passed' },
            { ancestorTitles: ['quiz', 'inner'], title: 'fails', status: 'failed' },
            { ancestorTitles: [], title: 'skipped one', status: 'skipped' },
          ],
        },
      ],
    };
    const results = vitestResults([report], ROOT);
    expect([...results.tests]).toEqual([
      ['app/quiz.test.ts › quiz › reads startFrom', 'passed'],
      ['app/quiz.test.ts › quiz › inner › fails', 'failed'],
      ['app/quiz.test.ts › skipped one', 'skipped'],
    ]);
    expect([...results.files]).toEqual(['app/quiz.test.ts']);
  });

  it('lets a later report of the same file replace the earlier one, so a renamed test does not pass by its old title', () => {
    const first = { testResults: [{ name: `${ROOT}/app/a.test.ts`, assertionResults: [{ ancestorTitles: [], title: 'old title', status: 'passed' }] }] };
    const again = { testResults: [{ name: `${ROOT}/app/a.test.ts`, assertionResults: [{ ancestorTitles: [], title: 'new title', status: 'passed' }] }] };
    expect([...vitestResults([first, again], ROOT).tests.keys()]).toEqual(['app/a.test.ts › new title']);
  });

  it('refuses something that is not a Vitest report', () => {
    expect(() => vitestResults([{ suites: [] }], ROOT)).toThrow('not a Vitest JSON report');
  });
});

const playwrightReport = {
  config: { rootDir: `${ROOT}/e2e` },
  suites: [
    {
      title: 'cancel/cancel.spec.ts',
      file: 'cancel/cancel.spec.ts',
      specs: [{ title: 'passes', tests: [{ status: 'expected', results: [{ status: 'passed' }] }] }],
      suites: [
        {
          title: 'a describe',
          file: 'cancel/cancel.spec.ts',
          specs: [
            { title: 'fails', tests: [{ status: 'unexpected', results: [{ status: 'failed' }] }] },
            { title: 'listed, never run', tests: [{ status: 'expected', results: [] }] },
            { title: 'skipped', tests: [{ status: 'skipped', results: [{ status: 'skipped' }] }] },
          ],
        },
      ],
    },
  ],
};

describe('playwrightResults', () => {
  it('names each test by its spec file under the test folder and its describe titles; only an expected, passed last try passed', () => {
    const results = playwrightResults(playwrightReport, ROOT);
    expect([...results.tests]).toEqual([
      ['e2e/cancel/cancel.spec.ts › passes', 'passed'],
      ['e2e/cancel/cancel.spec.ts › a describe › fails', 'failed'],
      ['e2e/cancel/cancel.spec.ts › a describe › listed, never run', 'skipped'],
      ['e2e/cancel/cancel.spec.ts › a describe › skipped', 'skipped'],
    ]);
    expect([...results.files]).toEqual(['e2e/cancel/cancel.spec.ts']);
  });
});

const FILES = new Set(['app/quiz.test.ts', 'app/other.test.ts', 'e2e/cancel/cancel.spec.ts']);
const vitest: RunnerResults = vitestResults(
  [{ testResults: [{ name: `${ROOT}/app/quiz.test.ts`, assertionResults: [{ ancestorTitles: ['quiz'], title: 'reads startFrom', status: 'passed' }, { ancestorTitles: [], title: 'broken', status: 'failed' }] }] }],
  ROOT,
);
const run = (over: Partial<RunContext> = {}): RunContext => ({
  vitest,
  e2e: playwrightResults(playwrightReport, ROOT),
  reportPaths: { vitest: '.test-output/vitest.json', e2e: '.test-output/e2e-300.json' },
  e2eDir: 'e2e',
  fileExists: (path) => FILES.has(path),
  ...over,
});
const row = (id: string, tests: string[], status: 'held' | 'different' = 'held') => ({ id, source: 'app §4', file: 'docs/spec-coverage.md', tests, status });

describe('judge', () => {
  it('holds a row whose every test passed, and counts the deliberately different rows', () => {
    const verdict = judge([row('A-1', ['app/quiz.test.ts › quiz › reads startFrom', 'e2e/cancel/cancel.spec.ts › passes']), row('A-2', ['app/quiz.test.ts › quiz › reads startFrom'], 'different')], [], run());
    expect(verdict).toEqual({ problems: [], rows: 2, passing: 2, different: 1 });
    expect(summaryLine(verdict)).toBe('rows 2, with a passing test 2, deliberately different 1');
    expect(isHeld(verdict)).toBe(true);
  });

  it('fails a row that names no test, a missing file, a missing title, a test that failed or never ran, naming the row', () => {
    const verdict = judge(
      [
        row('A-1', []),
        row('A-2', ['app/gone.test.ts › x']),
        row('A-3', ['app/quiz.test.ts › quiz › no such title']),
        row('A-4', ['app/quiz.test.ts › broken']),
        row('A-5', ['app/other.test.ts › x']),
        row('A-6', ['e2e/cancel/cancel.spec.ts › a describe › listed, never run']),
        row('A-7', ['no separator']),
      ],
      [],
      run(),
    );
    expect(verdict.problems).toEqual([
      'docs/spec-coverage.md: row A-1 (app §4): names no test',
      'docs/spec-coverage.md: row A-2 (app §4): app/gone.test.ts does not exist',
      'docs/spec-coverage.md: row A-3 (app §4): app/quiz.test.ts › quiz › no such title: app/quiz.test.ts has no test titled "quiz › no such title"',
      'docs/spec-coverage.md: row A-4 (app §4): app/quiz.test.ts › broken: did not pass in this run (failed)',
      'docs/spec-coverage.md: row A-5 (app §4): app/other.test.ts › x: app/other.test.ts did not run in this run',
      'docs/spec-coverage.md: row A-6 (app §4): e2e/cancel/cancel.spec.ts › a describe › listed, never run: did not pass in this run (skipped)',
      'docs/spec-coverage.md: row A-7 (app §4): "no separator" is not "file › title"',
    ]);
    expect(verdict.passing).toBe(0);
    expect(isHeld(verdict)).toBe(false);
  });

  it('says Playwright did not run when its report is missing, and does not hold the rows its tests hold', () => {
    const verdict = judge([row('A-1', ['e2e/cancel/cancel.spec.ts › passes']), row('A-2', ['app/quiz.test.ts › quiz › reads startFrom'])], [], run({ e2e: null }));
    expect(verdict.problems).toEqual([
      'docs/spec-coverage.md: row A-1 (app §4): e2e/cancel/cancel.spec.ts › passes: Playwright did not run in this run (no report at .test-output/e2e-300.json), so no e2e test passed',
    ]);
    expect(summaryLine(verdict)).toBe('rows 2, with a passing test 1, deliberately different 0');
    expect(isHeld(verdict)).toBe(false);
  });

  it('fails on a duplicated id, on a parse problem, and on no rows at all', () => {
    const ok = 'app/quiz.test.ts › quiz › reads startFrom';
    expect(judge([row('A-1', [ok]), row('A-1', [ok])], [], run()).problems).toEqual(['docs/spec-coverage.md: row A-1 (app §4): the id A-1 is used twice']);
    expect(isHeld(judge([row('A-1', [ok])], ['docs/x.md: row B: has no id'], run()))).toBe(false);
    const empty = judge([], [], run());
    expect(empty.problems).toEqual(['no coverage rows were found']);
    expect(isHeld(empty)).toBe(false);
  });

  it('never counts a row with an unreadable status as held', () => {
    const verdict = judge([{ ...row('A-1', ['app/quiz.test.ts › quiz › reads startFrom']), status: 'unreadable' as const }], [], run());
    expect(verdict.passing).toBe(0);
  });
});
