import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

/**
 * The QA console's browser script (simulator/qa/console/client), served on the service origin under
 * /qa/assets/ with brotli and gzip twins; the console page (simulator/qa/console/console-page.ts) is
 * rendered by the server and loads the entry the manifest names, under its CSP nonce.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./simulator/qa/console/client', import.meta.url)),
  base: '/qa/assets/',
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//] })],
  build: {
    outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/qa`, import.meta.url)),
    emptyOutDir: true,
    assetsDir: '',
    sourcemap: true,
    manifest: true,
    rollupOptions: { input: fileURLToPath(new URL('./simulator/qa/console/client/main.ts', import.meta.url)) },
  },
});
