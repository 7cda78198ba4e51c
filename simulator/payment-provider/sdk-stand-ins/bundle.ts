/**
 * The wallet SDK stand-ins as the browser gets them: each TypeScript entry bundled with the shared
 * sheet (sheet.ts) into one classic script, as the real SDKs are loaded. Built by esbuild on first
 * request and kept for the life of the process, so tests, `npm start` and `npm run dev` serve the same
 * code without a build step.
 */
import { buildSync } from 'esbuild';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = dirname(fileURLToPath(import.meta.url));

/** Served file name -> its entry module. */
const ENTRIES = {
  'apple-pay': 'apple-pay.ts',
  'google-pay': 'google-pay.ts',
  paypal: 'paypal.ts',
  // The ad trackers (issue 18): the ad pixel started by tt and the short-video tracker.
  'ad-pixel': 'ad-pixel.js',
  'short-video': 'short-video.js',
} as const;

let scripts: ReadonlyMap<string, string> | null = null;

function build(): ReadonlyMap<string, string> {
  const result = buildSync({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(DIR, file)])),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    charset: 'utf8',
    outdir: join(DIR, 'out'),
    write: false,
    logLevel: 'silent',
  });
  return new Map(result.outputFiles.map((file) => [basename(file.path), file.text]));
}

/** The script served as /sdk/{file} (e.g. "apple-pay.js"), or undefined for any other name. */
export function standInScript(file: string): string | undefined {
  scripts ??= build();
  return scripts.get(file);
}
