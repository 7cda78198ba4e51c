// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { featureBoundaries } from './eslint/feature-boundaries.js';

/**
 * Import direction goes one way (a shared folder never imports its users), enforced with the core rule on import strings:
 * widget imports nothing of ours but the languages (catalog/languages.ts, a leaf); scenarios and catalog/ import nothing; contracts/ imports only
 * catalog/; the app sees the widget's entry, the scenario ids, catalog/ and contracts/; the
 * simulator sees scenarios, the widget's pure card rules, catalog/ and contracts/, never the app
 * (and the app never the simulator); nothing imports e2e or property tests.
 */
const restrict = (patterns) => ['error', { patterns }];

/** The app and its tests reach the simulator over HTTP only (issue 10): a test states the config it feeds the app. */
const NO_SIMULATOR = { group: ['**/simulator', '**/simulator/**'], message: 'The app talks to the simulator over HTTP only; its tests state what they feed it.' };
/**
 * The parties of the simulator are folders (ADR 9): simulator/merchant/ reaches simulator/payment-provider/
 * through its client module only, as a merchant uses its PSP's server SDK; the provider never imports the
 * merchant (it reaches it by signed webhooks). Rules on paths, so a new folder in either room is covered.
 */
// sdk-stand-ins/ are third parties' stand-ins (Apple, Google, PayPal, ad trackers) the provider's asset host serves, not its internals.
const PROVIDER_CLIENT_ONLY = {
  regex: '(^|/)payment-provider/(?!client$|sdk-stand-ins/)',
  message: 'The merchant reaches the provider through its client module only (simulator/payment-provider/client.ts); the provider reaches it by signed webhooks (ADR 9).',
};
const NO_MERCHANT = {
  regex: '(^|/)merchant(/|$)',
  message: 'The provider never imports the merchant: it tells it what happened by signed webhooks (ADR 9).',
};
/** The card vault is a party too: it imports none of its siblings under payment-provider/; the provider hands it a link. */
const VAULT_LINK_ONLY = {
  regex: '^\\.\\./[^.]',
  message: 'The vault asks the provider through its own interface only (simulator/payment-provider/vault/provider-link.ts, which the provider implements), never its sessions or scenarios (issue 26, ADR 9).',
};
const NO_TEST_SUITES = [
  { group: ['**/e2e/**', '**/property-tests/**'], message: 'Test suites are never imported by product code.' },
];

const SIMULATOR_IMPORTS = [
  ...NO_TEST_SUITES,
  // Relative paths only: packages such as firebase-admin/app are not our app.
  { regex: '^(\\.{1,2}/)+app(/|$)', message: 'The simulator never imports the app: shared domain data is in catalog/, shared schemas in contracts/ (ADR 2).' },
  // i18n/locales and i18n/check-catalogue: the provider's pages speak the widget's languages, checked as its catalogues are (issue 33);
  // i18n/isolate-inserts: the emails isolate their inserts in right-to-left text as the app's catalogues do;
  // ui/frame-escape: the word the provider's framed pages post on Escape, which the widget's window listens for.
  { regex: '(^|/)widget(/(?!card/|messages$|i18n/locales$|i18n/check-catalogue$|i18n/isolate-inserts$|ui/frame-escape$)|$)', message: 'The simulator may reuse only the widget\'s pure card rules, its shopper messages, its language rules and the frame-escape word.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.test-output/**', '.data/**', 'screenshots/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entries print to the terminal on purpose.
    files: ['simulator/listen.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'chaos/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // widget §9 in docs/spec-coverage.md: logLevel governs every widget log, so the widget logs through its one logger.
    files: ['widget/**/*.ts'],
    ignores: ['widget/logger.ts', 'widget/**/*.test.ts', 'widget/**/*.test.tsx', 'widget/**/*.test-support.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'console', message: 'The widget logs through its one logger (widget/logger.ts), which logLevel governs.' }] },
  },
  {
    files: ['widget/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...NO_TEST_SUITES,
        { group: ['**/app/**', '**/simulator/**', '**/scenarios/**', '**/bench/**', '**/contracts/**'], message: 'widget/ imports nothing of ours: it is the payment widget other pages embed, whole on its own.' },
        { regex: '(^|/)catalog/(?!languages$)', message: 'widget/ imports nothing of ours but catalog/languages.ts, the product\'s six languages (a leaf with no imports).' },
        { group: ['react', 'react-dom', 'react-dom/*', 'jotai', 'jotai/*', 'react-router-dom'], message: 'widget/ is framework-agnostic; the React binding lives in app/.' },
      ]),
    },
  },
  {
    files: ['scenarios/**/*.ts'],
    ignores: ['scenarios/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['../*', '../**'], message: 'scenarios/ import nothing outside their folder: they are data the simulator, QA console and e2e suite all read.' }]),
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        ...NO_TEST_SUITES,
        NO_SIMULATOR,
        { regex: '(^|/)widget/(?!index$)', message: 'Import the widget through its entry (widget/index.ts), never its internals.' },
        { regex: '(^|/)scenarios(/(?!ids$)|$)', message: 'The app may import scenario ids only (scenarios/ids.ts).' },
      ]),
    },
  },
  {
    // The app's catalogue plugin runs at build time and checks the app's catalogues as the widget's are (issue 33), isolating a right-to-left language's inserts as the emails do.
    files: ['app/text-registry/app-messages.vite.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...NO_TEST_SUITES,
        NO_SIMULATOR,
        { regex: '(^|/)widget/(?!index$|i18n/check-catalogue$|i18n/isolate-inserts$|i18n/pseudo-locale$)', message: 'The app\'s catalogue plugin may reuse only the widget\'s catalogue check, its isolation of inserts and its pseudo-locale.' },
        { regex: '(^|/)scenarios(/(?!ids$)|$)', message: 'The app may import scenario ids only (scenarios/ids.ts).' },
      ]),
    },
  },
  {
    // One feature folder never imports another (issue 30): shared code lives in app/lib/ or app/shared/.
    files: ['app/features/**/*.{ts,tsx}'],
    plugins: { boundaries: featureBoundaries },
    rules: { 'boundaries/no-cross-feature-imports': 'error' },
  },
  {
    // app/lib/ never imports app/features/ (issue 42): the features use the library; the text registry sits above both (app/text-registry/).
    files: ['app/lib/**/*.{ts,tsx}'],
    plugins: { boundaries: featureBoundaries },
    rules: { 'boundaries/lib-never-imports-features': 'error' },
  },
  {
    // The app's tests too: what the app knows of the simulator is what it reads over HTTP.
    files: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([NO_SIMULATOR]),
    },
  },
  {
    // Shared domain data (plans, product, funnel events, shopper messages): a leaf both sides read.
    files: ['catalog/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['../*', '../**', './*/**'], message: 'catalog/ is a leaf: it imports nothing of ours.' }]),
    },
  },
  {
    // Request and answer schemas shared by the app and the simulator: zod and the catalogue only.
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { regex: '(^|/)(app|simulator|widget|scenarios|e2e|property-tests|bench)(/|$)', message: 'contracts/ may import only zod and catalog/.' },
      ]),
    },
  },
  {
    files: ['simulator/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(SIMULATOR_IMPORTS),
    },
  },
  {
    // The provider is a party (issue 26, ADR 9): the merchant's folders reach it through its client
    // module only (simulator/payment-provider/client.ts, as a merchant uses its PSP's SDK), never its
    // sessions, charges or scenarios; the provider reaches the merchant through signed webhooks.
    files: ['simulator/merchant/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([...SIMULATOR_IMPORTS, PROVIDER_CLIENT_ONLY]),
    },
  },
  {
    files: ['simulator/payment-provider/**/*.ts'],
    ignores: ['simulator/payment-provider/vault/**'],
    rules: {
      'no-restricted-imports': restrict([...SIMULATOR_IMPORTS, NO_MERCHANT]),
    },
  },
  {
    files: ['simulator/payment-provider/vault/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([...SIMULATOR_IMPORTS, NO_MERCHANT, VAULT_LINK_ONLY]),
    },
  },
);
