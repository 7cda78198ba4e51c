/**
 * What the landing and quiz pages cost before first paint, measured in a real Chromium on a phone
 * viewport: the JavaScript requested before first contentful paint (gzipped size of the built files),
 * FCP and LCP from the Performance API. Prints figures; asserts nothing.
 */
import { chromium, devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ServedPage } from './serve-built';
import { median } from './median';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface PageCost {
  readonly page: string;
  readonly scripts: readonly { readonly path: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  readonly fcpMs: number;
  readonly lcpMs: number | null;
}

interface InPage {
  fcp: number;
  lcp: number | null;
  scripts: { path: string; responseEnd: number }[];
}

/** Runs in the page; a string so the bundler's helpers (tsx keeps function names) never leak into it. */
const IN_PAGE_PROBE = `new Promise((done) => {
  let lcp = null;
  new PerformanceObserver((list) => { const e = list.getEntries(); if (e.length) lcp = e[e.length - 1].startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const waitFcp = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) { setTimeout(waitFcp, 50); return; }
    const scripts = performance.getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => ({ path: new URL(r.name).pathname, responseEnd: r.responseEnd }));
    setTimeout(() => done({ fcp: fcp.startTime, lcp, scripts }), 300);
  };
  waitFcp();
})`;

/** A built script's file for its URL path (`/assets/x.js`, or under the hello world's base). */
const builtFile = (dir: string, path: string) => join(dir, path.slice(path.indexOf('/assets/')));

export async function measureFirstPaint(pages: readonly ServedPage[], runs = 3): Promise<PageCost[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const costs: PageCost[] = [];
  try {
    for (const { name, url, dir } of pages) {
      const samples: InPage[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        samples.push((await page.evaluate(IN_PAGE_PROBE)) as InPage);
        await context.close();
      }
      const last = samples[samples.length - 1];
      if (!last) throw new Error('no samples');
      const before = last.scripts.filter((s) => s.responseEnd <= last.fcp);
      const scripts = before.map((s) => {
        const file = builtFile(dir, s.path);
        return { path: s.path, gzipBytes: existsSync(file) ? gzipSync(readFileSync(file)).length : Number.NaN };
      });
      const lcps = samples.map((s) => s.lcp).filter((x): x is number => x !== null);
      costs.push({
        page: name,
        scripts,
        gzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0),
        fcpMs: median(samples.map((s) => s.fcp)),
        lcpMs: lcps.length ? median(lcps) : null,
      });
    }
  } finally {
    await browser.close();
  }
  return costs;
}

export function printFirstPaint(costs: readonly PageCost[]): void {
  console.log('before first contentful paint (Chromium, Pixel 7 viewport, local, no throttling; median of runs):');
  for (const c of costs) {
    console.log(`  ${c.page}: ${(c.gzipBytes / 1024).toFixed(1)} KiB gzipped JS in ${c.scripts.length} files; FCP ${c.fcpMs.toFixed(0)} ms, LCP ${c.lcpMs === null ? 'n/a' : `${c.lcpMs.toFixed(0)} ms`}`);
    for (const s of c.scripts) console.log(`      ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${s.path}`);
  }
}
