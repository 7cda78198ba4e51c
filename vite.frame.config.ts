import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { widgetMessagesPlugin } from './widget/i18n/catalogues.vite';

/** The vault frame served on the asset origin under /vault-frame/, with brotli and gzip twins of its files. */
export default defineConfig({
  root: fileURLToPath(new URL('./widget/vault-frame', import.meta.url)),
  base: '/vault-frame/',
  plugins: [widgetMessagesPlugin('frame'), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.vite\//] })],
  build: {
    outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/frame`, import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The frame's lazy parts (billing address, tokenize call) have no CSS or deps to preload: no preload helper or polyfill.
    modulePreload: false,
  },
});
