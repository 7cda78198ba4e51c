import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { wordListsPlugin } from './app/features/games/word/word-list.vite';
import { fileURLToPath } from 'node:url';

/** The SPA served on the app origin. */
export default defineConfig({
  root: fileURLToPath(new URL('./app', import.meta.url)),
  base: '/',
  plugins: [react(), wordListsPlugin()],
  build: { outDir: fileURLToPath(new URL(`./${process.env.DIST_DIR ?? 'dist'}/app`, import.meta.url)), emptyOutDir: true, sourcemap: true },
});
