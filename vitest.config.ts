import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { wordListsPlugin } from './app/features/games/word/word-list.vite';
import { widgetMessagesPlugin } from './widget/i18n/catalogues.vite';
import { appMessagesPlugin } from './app/text-registry/app-messages.vite';

/**
 * Unit tests sit beside the code; property tests in property-tests/; scenario replays in
 * simulator/qa/replay/scenario-replay.test.ts; tests against the Auth emulator are *.emulator.test.ts. DOM tests opt in with `// @vitest-environment jsdom` or a .tsx name.
 * The projects that run test simulators fail a test during which one broke the OpenAPI contract
 * (simulator/qa/openapi/contract-setup.ts, issue 28 point 4).
 */
/** Server-side test files that stub globals: they keep a module registry of their own. */
const SERVER_ISOLATED = ['simulator/qa/console/client/**/*.test.ts'];

/** The app's and the widget's node-side test files. */
const UNIT_FILES = '{app,widget}/**/*.test.ts';
/**
 * What a test file does that can leak into the next file of a shared module registry: mocking a module,
 * stubbing or spying, fake timers, another environment, touching globals, the environment or storage,
 * or switching the app's texts to the pseudo-locale for good (speakPseudo: every later file would read them).
 */
const TOUCHES_SHARED_STATE = /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|hoisted|resetModules)|@vitest-environment|globalThis\.|window\.|document\.|process\.env|localStorage|sessionStorage|Object\.defineProperty|speakPseudo/;
/**
 * The files among UNIT_FILES that do any of it, found by reading them (a new file that does is isolated
 * without an edit here); the others share their worker's modules. Sharing took the `unit` project from
 * 53 s to 34 s of CPU (109 files): importing the widget and the app afresh for each file was most of it.
 */
const UNIT_ISOLATED = globSync(UNIT_FILES).filter((file) => TOUCHES_SHARED_STATE.test(readFileSync(file, 'utf8')));

/** The app's and the widget's DOM test files (jsdom). */
const DOM_FILES = '{app,widget}/**/*.test.tsx';
/**
 * A module mocked for one file must be imported afresh for it: a shared registry would hand the next
 * file the mock, or this file the real module another file already imported.
 */
const MOCKS_MODULES = /vi\.(mock|doMock|unmock|hoisted|resetModules)\(/;
/**
 * The DOM files that mock a module. The others share their worker's modules and jsdom window: each
 * starts from an empty document and storage (app/test-support/fresh-document.ts), and each that spies,
 * stubs a global or fakes timers restores them after every test. Importing React, the app and jsdom
 * afresh for each file was most of the project's time.
 */
const DOM_ISOLATED = globSync(DOM_FILES).filter((file) => MOCKS_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [react(), wordListsPlugin(), widgetMessagesPlugin(), appMessagesPlugin()],
  test: {
    // Vitest's default is one worker fewer than the cores: on this 2-core machine that is one worker,
    // leaving a core idle for the whole run. The files hold no shared ports or databases (each opens its
    // own temporary database and free port), so both cores run them.
    maxWorkers: 2,
    // Request lines (info) stay out of test output; failures the servers log (error) still show.
    env: { LOG_LEVEL: 'error' },
    reporters: ['default', ['json', { outputFile: '.test-output/vitest.json' }]],
    projects: [
      {
        // The server side's files share their worker's modules instead of importing the simulator afresh
        // for each file: importing it (Express, SQLite, the zod contracts) and compiling the OpenAPI
        // validators was most of each file's time. simulator/merchant/subscription-service's files took 37 s of CPU isolated
        // and 25 s shared. No file there mocks a module or stubs a global, and the two that fake timers
        // restore them after each test; the files that mock or stub run isolated in `unit` below.
        extends: true,
        test: {
          name: 'server',
          include: ['{simulator,scenarios,catalog,bench,scripts,eslint,chaos}/**/*.test.ts'],
          exclude: [...SERVER_ISOLATED, 'simulator/qa/replay/scenario-replay.test.ts', '**/*.emulator.test.ts'],
          environment: 'node',
          isolate: false,
          // Hangs end here; no test asserts a time (a loaded 2-core machine takes seconds where an idle one takes one).
          testTimeout: 20_000,
          setupFiles: ['simulator/qa/openapi/contract-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'unit', include: [...UNIT_ISOLATED, ...SERVER_ISOLATED], environment: 'node', setupFiles: ['simulator/qa/openapi/contract-setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'unit-shared', include: [UNIT_FILES], exclude: UNIT_ISOLATED, environment: 'node', isolate: false, setupFiles: ['simulator/qa/openapi/contract-setup.ts'] },
      },
      {
        // Tests against the real Firebase Auth emulator, which globalSetup starts once on a free port.
        extends: true,
        test: { name: 'identity', include: ['simulator/**/*.emulator.test.ts'], environment: 'node', setupFiles: ['simulator/qa/openapi/contract-setup.ts'], globalSetup: ['simulator/merchant/identity/emulator-global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'unit-dom', include: [DOM_FILES], exclude: DOM_ISOLATED, environment: 'jsdom', isolate: false, setupFiles: ['app/test-support/fresh-document.ts'] },
      },
      {
        extends: true,
        test: { name: 'unit-dom-isolated', include: DOM_ISOLATED, environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'property', include: ['property-tests/**/*.test.ts'], environment: 'node', testTimeout: 120_000, setupFiles: ['simulator/qa/openapi/contract-setup.ts'] },
      },
      {
        extends: true,
        // pix-late-success replays 300 polls: 1.2 s on an idle machine, past 5 s at load 10; 20 s is the hang limit, as in `server`.
        test: { name: 'scenario', include: ['simulator/qa/replay/scenario-replay.test.ts'], environment: 'node', testTimeout: 20_000, setupFiles: ['simulator/qa/openapi/contract-setup.ts'] },
      },
    ],
  },
});
