/**
 * Prerenders the public pages (app/prerender/pages.ts) into the built HTML (issue 13), once per
 * language (issue 44: `<html lang dir>`, title, description and hreflang alternates in it), after
 * `vite build --config vite.app.config.ts`: builds app/entry-server.tsx for Node, renders each page
 * of app/prerender/pages.ts with React's server renderer, inlines the CSS those pages use
 * (beasties; the full sheet loads without blocking the paint), fetches the entry and the page's
 * route chunks once the page has painted (holding a click made before the app runs), and writes DIST_DIR/pages/<page>.<language>.html with a manifest the servers read
 * (simulator/platform/static-serving/built-frontends.ts).
 */
import Beasties from 'beasties';
import escapeHtml from 'escape-html';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { bootScript } from '../app/prerender/boot-script';
import type { PrerenderedPage } from '../app/prerender/pages';
import type { AppLocale } from '../app/lib/i18n/locale';
import { PRERENDER_DIR, type PrerenderManifest } from '../simulator/platform/static-serving/built-frontends';
import { ENTRY, type Manifest, readManifest, staticClosure } from './vite-manifest';

interface ServerEntry {
  renderPage(path: string, locale: AppLocale): Promise<string>;
  documentHead(locale: AppLocale): Promise<{ readonly title: string; readonly description: string }>;
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  PRERENDERED_ATTRIBUTE: string;
  APP_LOCALES: readonly AppLocale[];
  directionOf(locale: AppLocale): 'ltr' | 'rtl';
}

const repo = resolve(import.meta.dirname, '..');
const distDir = resolve(repo, process.env.DIST_DIR ?? 'dist');
const appDir = resolve(distDir, 'app');
const ssrDir = resolve(distDir, 'ssr');
const pagesDir = resolve(distDir, PRERENDER_DIR);
const EMPTY_ROOT = '<div id="root"></div>';

async function serverEntry(): Promise<ServerEntry> {
  // The app's own config (its plugins build every route the server bundle reaches), for Node.
  await build({
    configFile: resolve(repo, 'vite.app.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, sourcemap: false },
  });
  return (await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href)) as ServerEntry;
}

/** The route's own chunks (beyond the entry's), fetched beside the entry instead of after it. */
function routeChunks(manifest: Manifest, page: PrerenderedPage): string[] {
  const entry = staticClosure(manifest, ENTRY);
  return [...staticClosure(manifest, page.source)].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's HTML with the template's entry script and preloads taken out; the boot script fetches
 * them, and the route's chunks, once the page has painted (app/prerender/boot-script.ts).
 */
function scriptsAfterFirstPaint(html: string, routeChunkHrefs: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the built index.html has no module entry script.');
  const preloads = [...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? ''), ...routeChunkHrefs];
  const boot = `<script>${bootScript({ entry, preloads })}</script>`;
  return html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `${boot}\n  </body>`);
}

const HTML_TAG = '<html lang="en">';
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/**
 * React renders a page's own `<title>` (the legal pages', say) where the page renders it, inside the root;
 * in the document it belongs in the head, in place of the default title. Hydration then finds it there.
 */
function hoistTitle(rendered: string): { readonly body: string; readonly title: string | null } {
  const found = TITLE.exec(rendered);
  return found ? { body: rendered.replace(TITLE, ''), title: found[0] } : { body: rendered, title: null };
}

/** Each language's address of the page, `?lang=` on the same path (README: one address per language), and the default without it. */
function alternates(path: string, locales: readonly AppLocale[]): string {
  const links = locales.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${path}?lang=${encodeURIComponent(locale)}" />`);
  return [...links, `<link rel="alternate" hreflang="x-default" href="${path}" />`].join('\n    ');
}

/** The template in `locale`: `<html lang dir>`, its title and description, and the page's alternates. */
async function templateIn(template: string, entry: ServerEntry, locale: AppLocale, path: string): Promise<string> {
  for (const [what, pattern] of [['<html lang="en">', HTML_TAG], ['<title>', TITLE], ['description', DESCRIPTION]] as const) {
    if (!(typeof pattern === 'string' ? template.includes(pattern) : pattern.test(template))) throw new Error(`prerender: the built index.html lacks its ${what}.`);
  }
  const head = await entry.documentHead(locale);
  return template
    .replace(HTML_TAG, `<html lang="${locale}" dir="${entry.directionOf(locale)}">`)
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />\n    ${alternates(path, entry.APP_LOCALES)}`);
}

async function main(): Promise<void> {
  const entry = await serverEntry();
  const template = readFileSync(resolve(appDir, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`prerender: ${appDir}/index.html lacks ${EMPTY_ROOT}.`);
  const beasties = new Beasties({ path: appDir, publicPath: '/', preload: 'media', pruneSource: false, logLevel: 'warn' });
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  const viteManifest = readManifest(appDir);
  const manifest: { pages: Record<string, PrerenderManifest['pages'][string]> } = { pages: {} };
  for (const page of entry.PRERENDERED_PAGES) {
    const files: Partial<Record<AppLocale, string>> = {};
    for (const locale of entry.APP_LOCALES) {
      const { body, title } = hoistTitle(await entry.renderPage(page.path, locale));
      const inLocale = await templateIn(template, entry, locale, page.path);
      const localized = title ? inLocale.replace(TITLE, () => title) : inLocale;
      const html = scriptsAfterFirstPaint(localized.replace(EMPTY_ROOT, `<div id="root" ${entry.PRERENDERED_ATTRIBUTE}="${page.name}">${body}</div>`), routeChunks(viteManifest, page));
      const file = `${page.name}.${locale}.html`;
      writeFileSync(resolve(pagesDir, file), await beasties.process(html));
      files[locale] = file;
    }
    const bare = page.path.replace(/\/$/, '');
    for (const path of [bare, `${bare}/`]) manifest.pages[path] = { files, unlessQuery: page.unlessQuery };
    console.log(`prerendered ${page.path} in ${Object.keys(files).join(', ')} -> ${PRERENDER_DIR}/${page.name}.<language>.html`);
  }
  writeFileSync(resolve(pagesDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  rmSync(ssrDir, { recursive: true, force: true });
}

await main();
