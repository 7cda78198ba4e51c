import { defineConfig } from 'vitest/config';
import { widgetMessagesPlugin } from './widget/i18n/catalogues.vite';
import { appMessagesPlugin } from './app/text-registry/app-messages.vite';
import { mutationTests, SIMULATOR_FOLDER } from './stryker.config.mjs';

/**
 * The Vitest configuration Stryker runs (`npm run mutation`): only the tests of the folder being
 * mutated (MUTATE_FOLDER, see stryker.config.mjs), so each mutant runs few tests. No Auth emulator,
 * no property tests, no DOM tests: none of them guards the mutated folders.
 */
export default defineConfig({
  // The widget's and the app's message catalogues are virtual modules (as in vitest.config.ts): the checkout rules import them.
  plugins: [widgetMessagesPlugin(), appMessagesPlugin()],
  test: {
    env: { LOG_LEVEL: 'error' },
    include: mutationTests(process.env.MUTATE_FOLDER),
    environment: 'node',
    // Instrumented code on a shared machine is slower than the plain suite: the supertest replays get room.
    testTimeout: 30_000,
    // The simulator folder leaves its static mutants out (stryker.config.mjs), so its test files may
    // share one module graph between mutant runs: each run no longer re-imports the whole simulator
    // (its import cost dominated every mutant). Folders that test static mutants keep isolation, so a
    // static mutant is loaded afresh.
    isolate: process.env.MUTATE_FOLDER !== SIMULATOR_FOLDER,
  },
});
