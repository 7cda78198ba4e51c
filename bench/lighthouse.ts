/**
 * Lighthouse's mobile performance (default config: Moto G Power emulation, simulated slow 4G and
 * 4x CPU throttling) for each page, run several times from Debian's Chromium launched by
 * chrome-launcher; the score and each metric are the medians of the runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './first-paint';
import { median } from './median';
import type { ServedPage } from './serve-built';

export interface LighthouseResult {
  readonly page: string;
  readonly runs: number;
  /** 0..100 */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  readonly warnings: readonly string[];
}

const AUDITS = { fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift', speedIndexMs: 'speed-index' } as const;
type Metric = keyof typeof AUDITS;

export async function lighthouseMobile(pages: readonly ServedPage[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results: LighthouseResult[] = [];
  try {
    for (const { name, url } of pages) {
      const samples: { score: number; metrics: Record<Metric, number> }[] = [];
      const warnings = new Set<string>();
      for (let i = 0; i < runs; i += 1) {
        const runner = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = runner;
        for (const w of [...lhr.runWarnings, ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])]) warnings.add(w);
        const metrics = Object.fromEntries(Object.entries(AUDITS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? Number.NaN])) as Record<Metric, number>;
        samples.push({ score: (lhr.categories.performance?.score ?? Number.NaN) * 100, metrics });
      }
      const mid = (k: Metric) => median(samples.map((s) => s.metrics[k]));
      results.push({
        page: name,
        runs,
        score: median(samples.map((s) => s.score)),
        fcpMs: mid('fcpMs'),
        lcpMs: mid('lcpMs'),
        tbtMs: mid('tbtMs'),
        cls: mid('cls'),
        speedIndexMs: mid('speedIndexMs'),
        warnings: [...warnings],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
