import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { wordListsPlugin } from './app/features/games/word/word-list.vite';
import { fileURLToPath } from 'node:url';

const widgetDir = fileURLToPath(new URL('./widget/', import.meta.url));
/** The wallets' flows: widget/methods imports them when the drop-in lists a wallet, so they ship in a chunk of their own. */
const walletFlows = /[\\/]widget[\\/]wallets[\\/](apple-pay|apple-pay-session|google-pay|paypal|script-loader)\.ts$/;

/** The SPA served on the app origin. Every emitted script, style and SVG gets brotli and gzip twins (simulator/static-serving). */
export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  base: '/',
  plugins: [react(), wordListsPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.vite\//] })],
  build: {
    outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/app`, import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // scripts/prerender.ts and the size budgets (scripts/size-budgets.ts) read which chunks each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Named chunks the size budgets find by name: the widget's host part, its wallet flows, and Firebase (counted apart
        // from members' routes). A group captures its modules' static dependencies too; the highest priority takes a module
        // first. Vite's preload helper gets its own chunk: captured by the widget group (the widget's dynamic import of the
        // wallets uses it), the landing would import it from the widget chunk and load the whole widget. The widget goes
        // before its wallets so the modules both use stay in the widget chunk. Groups that capture only their own modules
        // (includeDependenciesRecursively: false) left the widget chunk importing the checkout route's chunk and the
        // checkout route importing the widget: a cycle between chunks that runs a module before its dependencies.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 30 },
            { name: 'widget', test: (id: string) => id.startsWith(widgetDir) && !walletFlows.test(id), priority: 20 },
            { name: 'widget-wallets', test: (id: string) => walletFlows.test(id), priority: 10 },
            { name: 'firebase', test: /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/ },
          ],
        },
      },
    },
  },
});
