// @ts-check
/**
 * Mutation testing (issue 18 point 4): Stryker with its Vitest runner over the rules the product
 * stakes money on. `npm run mutation` runs one folder at a time (scripts/mutation.ts, MUTATE_FOLDER)
 * and prints the score per folder; `npx stryker run` alone mutates them all at once.
 * Heavy: run it under the shared lock, never from `npm test`.
 */

/**
 * The folders of issue 18 point 4: the files Stryker mutates and the tests that guard them (only
 * those run, see vitest.mutation.config.ts). Tests and test support are never mutated.
 */
export const MUTATION_FOLDERS = {
  'widget/card': { mutate: ['widget/card/**/*.ts'], tests: ['widget/card/**/*.test.ts'] },
  'widget/collect (rules)': { mutate: ['widget/collect/**/*.ts'], tests: ['widget/collect/**/*.test.ts'] },
  'widget/executor': { mutate: ['widget/executor/**/*.ts'], tests: ['widget/executor/**/*.test.ts'] },
  scenarios: {
    mutate: ['scenarios/**/*.ts'],
    // Every scenario is data, so each of its mutants is static (it changes the module as it loads):
    // Stryker reloads the tests for each one, so only the catalogue's own fast tests guard them.
    tests: ['scenarios/**/*.test.ts'],
  },
  'simulator provider and service decisions': {
    mutate: [
      'simulator/payment-provider/payments/scenario-run.ts',
      'simulator/payment-provider/payments/get-execution.ts',
      'simulator/payment-provider/payments/authorize.ts',
      'simulator/payment-provider/payments/confirm.ts',
      'simulator/payment-provider/payments/pay.ts',
      'simulator/payment-provider/payments/scripted-error.ts',
      'simulator/merchant/subscription-service/first-charge.ts',
      'simulator/merchant/subscription-service/duplicate-guard.ts',
    ],
    tests: ['simulator/payment-provider/payments/**/*.test.ts', 'simulator/payment-provider/webhooks/**/*.test.ts', 'simulator/merchant/subscription-service/**/*.test.ts', 'simulator/qa/replay/scenario-replay.test.ts'],
  },
  // The provider's signed webhooks and the merchant's handler of them (issue 43): signature, delivery, dedupe.
  'webhook path': {
    mutate: ['simulator/payment-provider/webhooks/signature.ts', 'simulator/payment-provider/webhooks/dispatcher.ts', 'simulator/merchant/subscription-service/webhook.ts'],
    tests: [
      'simulator/payment-provider/webhooks/**/*.test.ts',
      'simulator/merchant/subscription-service/webhook.test.ts',
      'simulator/merchant/subscription-service/webhook-outcomes.test.ts',
      'simulator/merchant/subscription-service/purchase-integrity.test.ts',
      'simulator/merchant/consent/consent-without-browser.test.ts',
    ],
  },
  // The app's own rules (issue 43): each area's rule files only (no routes, views or wiring), with the tests that guard them.
  'checkout model': {
    mutate: ['app/features/checkout/model/checkout-model.ts', 'app/features/checkout/next-step.ts', 'app/features/checkout/checkout-state.ts'],
    tests: ['app/features/checkout/model/checkout-model.test.ts', 'app/features/checkout/model/checkout-model-guards.test.ts', 'app/features/checkout/next-step.test.ts', 'app/features/checkout/checkout-state.test.ts'],
  },
  'quiz scoring': {
    mutate: ['simulator/merchant/psychometrics/quiz-scoring.ts', 'simulator/merchant/psychometrics/irt.ts', 'simulator/merchant/psychometrics/normal.ts'],
    // The HTTP quiz routes (quiz-router.test.ts) are wiring, and its calibration runs made each mutant minutes long: the rules' own tests guard them.
    tests: ['simulator/merchant/psychometrics/irt.test.ts', 'simulator/merchant/psychometrics/quiz-scoring.test.ts'],
  },
  'offers and add-on rules': {
    mutate: ['catalog/add-ons.ts', 'app/features/offers/add-on-purchase.ts'],
    tests: ['catalog/add-ons.test.ts', 'app/features/offers/add-on-purchase.test.ts'],
  },
  'withdrawal rules': {
    // catalog/withdrawal.ts: who has the right (its words are the catalogue's, not a rule).
    mutate: ['simulator/merchant/withdrawal/rules.ts', 'catalog/withdrawal.ts:18-25'],
    tests: ['simulator/merchant/withdrawal/rules.test.ts'],
  },
};

/** @param {string | undefined} folder one key of MUTATION_FOLDERS, or none for all of them */
function chosenFolders(folder) {
  if (!folder) return Object.values(MUTATION_FOLDERS);
  const entry = MUTATION_FOLDERS[/** @type {keyof typeof MUTATION_FOLDERS} */ (folder)];
  if (!entry) throw new Error(`MUTATE_FOLDER must be one of: ${Object.keys(MUTATION_FOLDERS).join(', ')}`);
  return [entry];
}

/** The test files that guard `folder` (all folders' when none is given). @param {string | undefined} folder */
export function mutationTests(folder) {
  return chosenFolders(folder).flatMap((f) => f.tests);
}

/** The folder whose static mutants are left out (see ignoreStatic below). */
export const SIMULATOR_FOLDER = 'simulator provider and service decisions';

const NEVER = ['!**/*.test.ts', '!**/*.test.tsx', '!**/*.test-support.ts'];
const chosen = process.env.MUTATE_FOLDER;
const slug = chosen ? `-${chosen.replace(/\W+/g, '-')}` : '';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-scenario-docs-ignorer.mjs'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [...chosenFolders(chosen).flatMap((f) => f.mutate), ...NEVER],
  // A scenario's title and description are documentation only (the QA console and README show them;
  // no code path decides anything by them): their strings are left out. Every scripted answer, count
  // and status stays in.
  ignorers: ['scenario-docs'],
  // The sandbox copies the sources only (node_modules is linked), never build output or test artefacts.
  ignorePatterns: ['dist*', '.data', 'screenshots', 'test-results*', 'playwright-report', 'blob-report', 'all-blob-reports', '.test-output', 'reports'],
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `.test-output/mutation${slug}.json` },
  // Re-runs test only the mutants whose code or tests changed (`npm run mutation` passes --incremental);
  // the file stays out of git (.test-output/ is ignored).
  incrementalFile: `.test-output/stryker-incremental${slug}.json`,
  tempDirName: '.stryker-tmp',
  // The simulator's request schemas (zod objects built as their module loads) are static mutants:
  // Stryker would reload and run the folder's whole suite, the HTTP replay of every scenario, for
  // each one (about two hours on this machine). They are left out of the simulator folder's score
  // and guarded by property-tests/simulator/malformed-bodies.test.ts (hostile bodies get a 400);
  // the report counts them as Ignored. The other folders keep their static mutants.
  ignoreStatic: chosen === SIMULATOR_FOLDER,
  // One test process: the machine is shared (2 cores); raise it with --concurrency on a larger one.
  concurrency: 1,
  coverageAnalysis: 'perTest',
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10_000,
};
