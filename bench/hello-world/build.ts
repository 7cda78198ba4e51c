/** Builds the hello-world baseline with the same Vite, React plugin and precompression as the app, into DIST_DIR/hello. */
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where the app origin serves the baseline in the bench (bench/serve-built.ts). */
export const HELLO_BASE = '/hello-world/';

export async function buildHelloWorld(distDir: string): Promise<string> {
  const outDir = resolve(distDir, 'hello');
  await build({
    configFile: false,
    root: import.meta.dirname,
    base: HELLO_BASE,
    logLevel: 'warn',
    plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/] })],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
