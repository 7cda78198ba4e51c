/**
 * The built front ends (`npm run build` into DIST_DIR) as the origins serve them: hashed files
 * precompressed with long-lived caching, and for each page request the HTML prerendered for that
 * route when the build made one (scripts/prerender.ts writes pages/manifest.json), else the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { QA_ASSETS_PATH, type Frontends } from './frontends';
import { builtFiles } from './built-files';
import { everyFileHashed } from './cache-policy';

/** What scripts/prerender.ts writes: for a pathname, the page's file and the query keys that make the route render something else. */
export interface PrerenderManifest {
  readonly pages: Readonly<Record<string, { readonly file: string; readonly unlessQuery: readonly string[] }>>;
}

export const PRERENDER_DIR = 'pages';

function readManifest(pagesDir: string): PrerenderManifest {
  const file = resolve(pagesDir, 'manifest.json');
  if (!existsSync(file)) return { pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
}

/** The prerendered file for a request URL, or null for the client-rendered shell. */
export function prerenderedFileFor(manifest: PrerenderManifest, url: string): string | null {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const page = manifest.pages[pathname];
  if (!page || page.unlessQuery.some((key) => searchParams.has(key))) return null;
  return page.file;
}

/** The QA console's entry file as the Vite manifest names it (vite.qa.config.ts), or null when it was not built. */
function qaEntryFile(qaDir: string): string | null {
  const file = resolve(qaDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  return Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? null;
}

export function builtFrontends(distDir: string): Frontends {
  const appDir = resolve(distDir, 'app');
  const frameDir = resolve(distDir, 'frame');
  const pagesDir = resolve(distDir, PRERENDER_DIR);
  const qaDir = resolve(distDir, 'qa');
  const qaEntry = qaEntryFile(qaDir);
  const manifest = readManifest(pagesDir);
  return {
    appAssets: builtFiles(appDir),
    appIndexHtml: (url) => {
      const page = prerenderedFileFor(manifest, url);
      return readFile(page ? resolve(pagesDir, page) : resolve(appDir, 'index.html'), 'utf8');
    },
    frameAssets: builtFiles(frameDir),
    frameIndexHtml: () => readFile(resolve(frameDir, 'index.html'), 'utf8'),
    qaAssets: builtFiles(qaDir, everyFileHashed),
    qaScriptUrl: qaEntry ? `${QA_ASSETS_PATH}/${qaEntry}` : null,
  };
}
