import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { wordListsPlugin } from './app/features/games/word/word-list.vite';
import { widgetMessagesPlugin } from './widget/i18n/catalogues.vite';
import { appMessagesPlugin } from './app/text-registry/app-messages.vite';
import { fileURLToPath } from 'node:url';

// The contact addresses are build settings (app/config/contact.ts): say so when a build goes without one.
if (!process.env.VITE_SUPPORT_EMAIL?.trim()) console.warn('VITE_SUPPORT_EMAIL is not set: the pages give support@localhost as the support address. Set it for a build shoppers see (README, "Configuration").');

const widgetDir = fileURLToPath(new URL('./widget/', import.meta.url));
/** The widget's English messages ride in the widget's chunk; the other languages stay chunks of their own (issue 33). */
const inWidgetChunk = (id: string) => id.startsWith(widgetDir) || id === '\0virtual:widget-messages/en';
/**
 * The landing's and the quiz's first loads (issue 13's budget, issue 33's languages): their small shared
 * modules ride in two chunks instead of a dozen, each of which cost its own imports, exports and gzip
 * start (1.7 kB gzip on the landing's first load, measured). `funnel`: what both pages run (the header,
 * the in-app browser escape, lazy tracking, the app's language rules with the product's languages (catalog/languages.ts, which the widget's chunk reads from here) and the first render's language, issue 44); `frame`: what the landing shares
 * with the checkout (the plans and their legal words). The footer stays a chunk of its own: the members'
 * area and the legal pages load it without the plans.
 */
const FUNNEL = /[\\/]catalog[\\/]languages\.ts$|[\\/]app[\\/](components[\\/]Header\.tsx|lib[\\/](in-app-browser[\\/]use-in-app-browser-escape|tracking[\\/]track-lazily|i18n[\\/](texts|use-locale|locale|language-choice|first-render))\.ts)$|[\\/]contracts[\\/]language-cookie\.ts$/;
const FRAME = /[\\/]app[\\/](lib[\\/]tracking[\\/]use-track-once\.ts|shared[\\/]terms[\\/]terms-texts\.ts|lib[\\/]i18n[\\/]money\.ts)$|[\\/]catalog[\\/](plans|plan-terms|cadence|amount-in-text)\.ts$|^\0virtual:app-messages\/en\/terms$/;
/**
 * The members' area's money formatting: a chunk of its own, or Rollup folds it into the
 * subscriptions page, which its lazy withdrawal screen would then load whole (members' route budget).
 */
const MEMBERS_MONEY = /[\\/]app[\\/]features[\\/]members[\\/]format-money\.ts$/;
/**
 * Long dates and plans' names in the shopper's language: one small chunk for the pages that show them
 * (checkout, offers, cancel pages, members' sections), instead of one each, whose own files cost every
 * members' route about 0.2 kB (measured).
 */
const SHOPPER_WORDS = /[\\/]app[\\/]lib[\\/]i18n[\\/](long-date|plan-names)\.ts$|[\\/]catalog[\\/]plan-names\.ts$/;
/** messageformat's runtime (plural and select helpers): the widget's and the app pages' compiled texts share it, so it is a chunk of its own the size budgets count with the widget too. */
const MESSAGEFORMAT_RUNTIME = /[\\/]node_modules[\\/](@messageformat[\\/]runtime|make-plural)[\\/]/;

/** The SPA served on the app origin. Every emitted script, style and SVG gets brotli and gzip twins (simulator/platform/static-serving). */
/** The entry's script and style as the build names them (index.html's `assets/index-<hash>`). */
const ENTRY_FILES = /^assets\/index-[\w-]+\.(js|css)$/;

export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  base: '/',
  plugins: [react(), wordListsPlugin(), widgetMessagesPlugin('host'), appMessagesPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.vite\//] })],
  build: {
    outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/app`, import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // scripts/prerender.ts and the size budgets (scripts/size-budgets.ts) read which chunks each route loads.
    manifest: true,
    // A lazy chunk's preload list leaves out the entry's own script and style (index-*): they run before any chunk
    // can ask. The languages' funnel chunks load their account group, and would otherwise name both (issue 33).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ENTRY_FILES.test(dep)) : deps) },
    rolldownOptions: {
      output: {
        // Chunks by hash alone: the entry names every lazy route's files (its imports and preload lists), and
        // the names cost the funnel's first load about 0.9 kB gzipped. The manifest still maps each to its source.
        // Seven characters, the fewest Rolldown accepts for this many chunks: the quiz's first load 157 bytes less
        // than with eight (measured); the names' random letters barely compress, and a changed hash moved it ±15.
        chunkFileNames: 'assets/[hash:7].js',
        // Named chunks the size budgets find by name: the widget's host part, and Firebase (counted apart from members' routes).
        codeSplitting: {
          groups: [
            // Only what matches: its dynamic imports of the other languages must not pull Vite's preload helper, which the entry uses, into the widget's chunk.
            { name: 'widget', test: inWidgetChunk, includeDependenciesRecursively: false },
            { name: 'messageformat', test: MESSAGEFORMAT_RUNTIME },
            { name: 'funnel', test: FUNNEL, includeDependenciesRecursively: false },
            { name: 'frame', test: FRAME, includeDependenciesRecursively: false },
            { name: 'members-money', test: MEMBERS_MONEY, includeDependenciesRecursively: false },
            { name: 'shopper-words', test: SHOPPER_WORDS, includeDependenciesRecursively: false },
            { name: 'firebase', test: /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/ },
          ],
        },
      },
    },
  },
});
