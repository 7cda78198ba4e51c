/**
 * The landing and quiz pages on a phone beside a React hello world served by the same server in
 * the same run: gzip JS loaded before first paint and FCP/LCP in Chromium, then Lighthouse mobile
 * (median of three) with FCP, LCP, TBT and CLS. Run `npm run build` first (DIST_DIR picks another
 * build); run alone with `npx tsx bench/funnel-pages.ts`; `npm run bench` runs it too.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureFirstPaint, printFirstPaint, type PageCost } from './first-paint';
import { buildHelloWorld } from './hello-world/build';
import { lighthouseMobile, type LighthouseResult } from './lighthouse';
import { serveBuilt } from './serve-built';

const LIGHTHOUSE_RUNS = 3;

function printTable(costs: readonly PageCost[], lighthouse: readonly LighthouseResult[]): void {
  console.log(`\nfunnel pages beside the baseline (Lighthouse 12 mobile, simulated slow 4G and 4x CPU, median of ${LIGHTHOUSE_RUNS}; JS before first paint from Chromium):`);
  const rows = [['page', 'JS before first paint (gzip)', 'Lighthouse', 'FCP', 'LCP', 'TBT', 'CLS']];
  for (const c of costs) {
    const lh = lighthouse.find((r) => r.page === c.page);
    const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
    rows.push([
      c.page,
      `${(c.gzipBytes / 1024).toFixed(1)} KiB in ${c.scripts.length} files`,
      lh ? String(Math.round(lh.score)) : 'n/a',
      s(lh?.fcpMs),
      s(lh?.lcpMs),
      lh ? `${Math.round(lh.tbtMs)} ms` : 'n/a',
      lh ? lh.cls.toFixed(3) : 'n/a',
    ]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const r of rows) console.log(`  ${r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`);
  for (const r of lighthouse) for (const w of r.warnings) console.log(`  warning (${r.page}): ${w}`);
}

export async function funnelPagesBench(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'app', 'index.html'))) {
    console.log(`funnel pages: ${distDir}/app is missing; run \`npm run build\` first.`);
    return;
  }
  const helloDir = await buildHelloWorld(distDir);
  const served = await serveBuilt(distDir, helloDir);
  try {
    const costs = await measureFirstPaint(served.pages);
    printFirstPaint(costs);
    try {
      printTable(costs, (await lighthouseMobile(served.pages, LIGHTHOUSE_RUNS)).results);
    } catch (error) {
      console.log(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  } finally {
    await served.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await funnelPagesBench();
