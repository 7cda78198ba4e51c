/**
 * The widget's weight as shoppers download it: the host entry (widget/index.ts, what the app bundles)
 * and the vault frame (widget/vault-frame/frame.ts and its CSS), each minified and gzipped apart,
 * as a browser fetches them. `npm run bench` prints it beside the budget; CI's check of the same
 * budget is size-limit's "widget: host chunk + vault frame" entry (scripts/size-budgets.ts, issue 13).
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** The budget of host + frame, gzipped (coordinated with the front-end perf budget, issue 13). */
export const WIDGET_BUDGET_KIB = 40;

export interface WidgetSize {
  readonly hostKiB: number;
  readonly frameKiB: number;
  readonly totalKiB: number;
}

async function gzippedKiB(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  });
  // JS and the CSS it imports are separate downloads; both count.
  return result.outputFiles.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0) / 1024;
}

export async function measureWidgetSize(): Promise<WidgetSize> {
  const [hostKiB, frameKiB] = await Promise.all([gzippedKiB('widget/index.ts'), gzippedKiB('widget/vault-frame/frame.ts')]);
  return { hostKiB, frameKiB, totalKiB: hostKiB + frameKiB };
}
