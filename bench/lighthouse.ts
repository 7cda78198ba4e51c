/**
 * Lighthouse's mobile performance at its defaults (Moto G Power emulation, simulated slow 4G: 150 ms
 * RTT and 1.6 Mbps, 4x CPU slowdown; nothing overridden) for each page, run several times from
 * Debian's Chromium launched by chrome-launcher; the score and each metric are the medians of the runs
 * that completed (a run Lighthouse reports an error for, such as NO_NAVSTART, is retried, never counted).
 *
 * The browser's language is pinned (en-US unless a page says otherwise): Chromium takes it from the
 * host's locale, and a landing prerendered in English that the app then renders again in the
 * browser's language moves its largest paint to after the app's scripts (a German browser read the
 * landing's LCP at 0.84 s or 1.84 s from run to run), so an unpinned figure depends on the machine.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './first-paint';
import { median } from './median';
import type { ServedPage } from './serve-built';

export interface LighthouseResult {
  readonly page: string;
  /** Runs that completed (the medians' samples). */
  readonly runs: number;
  /** 0..100 */
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly lcpRangeMs: readonly [number, number];
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** Lighthouse's own diagnostics of the last completed run: the LCP element and its phases, render-blocking requests, bytes. */
  readonly diagnostics: readonly string[];
  readonly warnings: readonly string[];
}

/** What Lighthouse ran with, in words (read from its own report, so an override would show). */
export type LighthouseSettings = string;

const AUDITS = { fcpMs: 'first-contentful-paint', lcpMs: 'largest-contentful-paint', tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift', speedIndexMs: 'speed-index' } as const;
type Metric = keyof typeof AUDITS;
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface TableDetails {
  readonly type?: string;
  readonly items?: readonly Record<string, unknown>[];
}

function settingsOf(lhr: Lhr): LighthouseSettings {
  const s = lhr.configSettings;
  const t = s.throttling;
  const screen = s.screenEmulation;
  return `Lighthouse ${lhr.lighthouseVersion}, ${s.formFactor} ${screen.disabled ? 'no emulation' : `${screen.width}x${screen.height}@${screen.deviceScaleFactor}`}, throttling ${s.throttlingMethod}: RTT ${t.rttMs} ms, ${((t.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, CPU ${t.cpuSlowdownMultiplier}x`;
}

const ms = (x: unknown) => (typeof x === 'number' ? `${Math.round(x)} ms` : '?');

function diagnosticsOf(lhr: Lhr): string[] {
  const lines: string[] = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as { items?: readonly TableDetails[] } | undefined;
  const [element, phases] = lcp?.items ?? [];
  const node = (element?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined) ?? {};
  if (node.snippet) lines.push(`last run: LCP element ${node.snippet} ("${(node.nodeLabel ?? '').slice(0, 50)}"); ${(phases?.items ?? []).map((p) => `${String(p.phase)} ${ms(p.timing)}`).join(', ')}`);
  const blocking = (lhr.audits['render-blocking-resources']?.details as TableDetails | undefined)?.items ?? [];
  lines.push(`last run: render-blocking requests: ${blocking.length === 0 ? 'none' : blocking.map((b) => `${String(b.url)} (${ms(b.wastedMs)})`).join(', ')}`);
  const weight = lhr.audits['total-byte-weight'];
  const requests = (lhr.audits['network-requests']?.details as TableDetails | undefined)?.items ?? [];
  lines.push(`${requests.length} requests, ${weight?.displayValue ?? '?'} transferred; main thread ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '?'}, script ${lhr.audits['bootup-time']?.displayValue ?? '?'}`);
  return lines;
}

export interface LighthousePage extends ServedPage {
  /** The browser's language (its Accept-Language and navigator.languages); en-US when not given. */
  readonly language?: string;
}

/** Each page `runs` times (at most twice as many attempts); the settings Lighthouse reports it ran with. */
export async function lighthouseMobile(pages: readonly LighthousePage[], runs = 3): Promise<{ results: LighthouseResult[]; settings: LighthouseSettings }> {
  const results: LighthouseResult[] = [];
  let settings: LighthouseSettings = 'no run completed';
  for (const language of [...new Set(pages.map((p) => p.language ?? 'en-US'))]) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', `--lang=${language}`, `--accept-lang=${language}`, ...CHROMIUM_ARGS] });
    try {
      for (const { name, url } of pages.filter((p) => (p.language ?? 'en-US') === language)) {
        const samples: { score: number; metrics: Record<Metric, number>; lhr: Lhr }[] = [];
        const warnings = new Set<string>();
        for (let attempt = 0; attempt < runs * 2 && samples.length < runs; attempt += 1) {
          const runner = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
          if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
          const { lhr } = runner;
          for (const w of lhr.runWarnings) warnings.add(w);
          if (lhr.runtimeError) {
            warnings.add(`a run failed and was retried: ${lhr.runtimeError.code}`);
            continue;
          }
          settings = settingsOf(lhr);
          const metrics = Object.fromEntries(Object.entries(AUDITS).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? Number.NaN])) as Record<Metric, number>;
          samples.push({ score: (lhr.categories.performance?.score ?? Number.NaN) * 100, metrics, lhr });
        }
        if (samples.length < runs) warnings.add(`only ${samples.length} of ${runs} runs completed`);
        const mid = (k: Metric) => median(samples.map((s) => s.metrics[k]));
        const lcps = samples.map((s) => s.metrics.lcpMs);
        const last = samples.at(-1);
        results.push({
          page: name,
          runs: samples.length,
          score: median(samples.map((s) => s.score)),
          fcpMs: mid('fcpMs'),
          lcpMs: mid('lcpMs'),
          lcpRangeMs: [Math.min(...lcps), Math.max(...lcps)],
          tbtMs: mid('tbtMs'),
          cls: mid('cls'),
          speedIndexMs: mid('speedIndexMs'),
          diagnostics: last ? diagnosticsOf(last.lhr) : [],
          warnings: [...warnings],
        });
      }
    } finally {
      chrome.kill();
    }
  }
  return { results, settings };
}
