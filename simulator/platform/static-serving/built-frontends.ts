/**
 * The built front ends (`npm run build` into DIST_DIR) as the origins serve them: hashed files
 * precompressed with long-lived caching, and for each page request the HTML prerendered for that
 * route when the build made one (scripts/prerender.ts writes pages/manifest.json), else the shell;
 * a prerendered page in the language the request asks for (issue 44): `lang=`, else the remembered
 * choice's cookie, else Accept-Language, else English, as the app's script would choose.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LANGUAGE_COOKIE } from '../../../contracts/language-cookie';
import { resolveLocale, type Locale } from '../../../widget/i18n/locales';
import { QA_ASSETS_PATH, type Frontends, type PageRequest } from './frontends';
import { builtFiles } from './built-files';
import { everyFileHashed } from './cache-policy';

/** What scripts/prerender.ts writes: for a pathname, the page's file in each language and the query keys that make the route render something else. */
export interface PrerenderManifest {
  readonly pages: Readonly<Record<string, { readonly files: Readonly<Partial<Record<Locale, string>>>; readonly unlessQuery: readonly string[] }>>;
}

export const PRERENDER_DIR = 'pages';

function readManifest(pagesDir: string): PrerenderManifest {
  const file = resolve(pagesDir, 'manifest.json');
  if (!existsSync(file)) return { pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
}

/** The language a page request asks for: `lang=`, the remembered choice, the browser's languages (app/lib/i18n/language-choice.ts chooses alike). */
export function pageLanguage(request: PageRequest): Locale {
  const flag = new URL(request.url, 'http://x').searchParams.get('lang')?.trim();
  const remembered = request.cookie?.split(';').map((pair) => pair.trim().split('=')).find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return resolveLocale(flag || remembered || undefined, request.acceptLanguages);
}

/** The prerendered file for a request, in the language it asks for, or null for the client-rendered shell. */
export function prerenderedFileFor(manifest: PrerenderManifest, request: PageRequest): { readonly file: string; readonly language: Locale } | null {
  const { pathname, searchParams } = new URL(request.url, 'http://x');
  const page = manifest.pages[pathname];
  if (!page || page.unlessQuery.some((key) => searchParams.has(key))) return null;
  const language = pageLanguage(request);
  const file = page.files[language];
  return file ? { file, language } : null;
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
    appIndexHtml: async (request) => {
      const page = prerenderedFileFor(manifest, request);
      return { html: await readFile(page ? resolve(pagesDir, page.file) : resolve(appDir, 'index.html'), 'utf8'), language: page?.language ?? null };
    },
    frameAssets: builtFiles(frameDir),
    frameIndexHtml: () => readFile(resolve(frameDir, 'index.html'), 'utf8'),
    qaAssets: builtFiles(qaDir, everyFileHashed),
    qaScriptUrl: qaEntry ? `${QA_ASSETS_PATH}/${qaEntry}` : null,
  };
}
