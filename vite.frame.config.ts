import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/** The vault frame served on the asset origin under /vault-frame/. */
export default defineConfig({
  root: fileURLToPath(new URL('./widget/vault-frame', import.meta.url)),
  base: '/vault-frame/',
  build: { outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/frame`, import.meta.url)), emptyOutDir: true, sourcemap: true },
});
