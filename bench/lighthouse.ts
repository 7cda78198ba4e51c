/**
 * Lighthouse's mobile performance score (default config: Moto G Power emulation, simulated slow 4G
 * and 4x CPU throttling) for a page, from Debian's Chromium launched by chrome-launcher.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './first-paint';

export interface LighthouseResult {
  readonly page: string;
  readonly score: number | null;
  readonly metrics: Readonly<Record<string, string>>;
  readonly warnings: readonly string[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

export async function lighthouseMobile(pages: readonly (readonly [string, string])[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results: LighthouseResult[] = [];
  try {
    for (const [page, url] of pages) {
      const runner = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = runner;
      const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? 'n/a']));
      results.push({ page, score: lhr.categories.performance?.score ?? null, metrics, warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])] });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

export function printLighthouse(results: readonly LighthouseResult[]): void {
  console.log('Lighthouse 12 mobile performance (simulated throttling, Debian Chromium):');
  for (const r of results) {
    console.log(`  ${r.page}: score ${r.score === null ? 'n/a' : Math.round(r.score * 100)}  ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    for (const w of r.warnings) console.log(`      warning: ${w}`);
  }
}
