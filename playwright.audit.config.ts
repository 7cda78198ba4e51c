/**
 * The accessibility audit's run (`npm run audit:axe`): the e2e setup of playwright.config.ts (its servers,
 * browser and ports), for the `*.audit.ts` files of e2e/audit/ only, which `npm test` does not run.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './e2e/audit',
  testMatch: '**/*.audit.ts',
  workers: 1,
  timeout: 300_000,
});
