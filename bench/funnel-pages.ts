/**
 * The landing and quiz pages on a phone: gzipped JS loaded before first paint, FCP/LCP, and
 * Lighthouse's mobile performance score, against the built app (`npm run build` first; DIST_DIR
 * picks another build). Run alone with `npx tsx bench/funnel-pages.ts`; `npm run bench` runs it too.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureFirstPaint, printFirstPaint } from './first-paint';
import { lighthouseMobile, printLighthouse } from './lighthouse';
import { serveBuilt } from './serve-built';

export async function funnelPagesBench(): Promise<void> {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(distDir, 'app', 'index.html'))) {
    console.log(`funnel pages: ${distDir}/app is missing; run \`npm run build\` first.`);
    return;
  }
  const product = await serveBuilt(distDir);
  try {
    printFirstPaint(await measureFirstPaint(product));
    try {
      printLighthouse(
        await lighthouseMobile([
          ['landing', product.landingUrl],
          ['quiz', product.quizUrl],
        ]),
      );
    } catch (error) {
      console.log(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
  } finally {
    await product.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await funnelPagesBench();
