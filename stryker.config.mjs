// @ts-check
/**
 * Mutation testing (issue 18 point 4): Stryker with its Vitest runner over the rules the product
 * stakes money on. `npm run mutation` runs one folder at a time (scripts/mutation.ts, MUTATE_FOLDER)
 * and prints the score per folder; `npx stryker run` alone mutates them all at once.
 * Heavy: run it under the shared lock, never from `npm test`.
 */

/** The folders of issue 18 point 4, each with the files Stryker mutates. Tests and test support are never mutated. */
export const MUTATION_FOLDERS = {
  'widget/card': ['widget/card/**/*.ts'],
  'widget/collect (rules)': ['widget/collect/**/*.ts'],
  'widget/executor': ['widget/executor/**/*.ts'],
  scenarios: ['scenarios/**/*.ts'],
  'simulator provider and service decisions': [
    'simulator/provider/scenario-run.ts',
    'simulator/provider/get-execution.ts',
    'simulator/provider/authorize.ts',
    'simulator/provider/confirm.ts',
    'simulator/provider/pay.ts',
    'simulator/provider/scripted-error.ts',
    'simulator/service/first-charge.ts',
    'simulator/service/duplicate-guard.ts',
  ],
};

const NEVER = ['!**/*.test.ts', '!**/*.test.tsx', '!**/*.test-support.ts'];
const chosen = process.env.MUTATE_FOLDER;
const globs = chosen ? MUTATION_FOLDERS[/** @type {keyof typeof MUTATION_FOLDERS} */ (chosen)] : Object.values(MUTATION_FOLDERS).flat();
if (!globs) throw new Error(`MUTATE_FOLDER must be one of: ${Object.keys(MUTATION_FOLDERS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-scenario-docs-ignorer.mjs'],
  vitest: { configFile: 'vitest.config.ts', related: true },
  mutate: [...globs, ...NEVER],
  // A scenario's title and description are documentation only (the QA console and README show them;
  // no code path reads them): their strings are left out. Every scripted answer, count and status stays in.
  ignorers: ['scenario-docs'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `.test-output/mutation${chosen ? `-${chosen.replace(/\W+/g, '-')}` : ''}.json` },
  tempDirName: '.stryker-tmp',
  concurrency: 2,
  coverageAnalysis: 'perTest',
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20_000,
};
