/**
 * The widget's weight as shoppers download it, measured on the files CI's size check measures: the
 * app build's widget chunk (the host part) and the vault frame's scripts, from the build in DIST_DIR
 * (scripts/size-budgets.ts, "widget: host chunk + vault frame"). `npm run bench` prints it beside the
 * budget; CI fails when size-limit finds the same files over it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS_KIB, sizeChecks, WIDGET_CHECK_NAME } from '../scripts/size-budgets';

export const WIDGET_BUDGET_KIB = BUDGETS_KIB.widget;

export interface WidgetSize {
  /** Each file CI's check counts, with its gzipped size. */
  readonly files: readonly { readonly path: string; readonly kib: number }[];
  readonly totalKiB: number;
}

/** Null when there is no build to measure (the caller says to run `npm run build`). */
export function measureWidgetSize(distDir: string): WidgetSize | null {
  if (!existsSync(distDir)) return null;
  const check = sizeChecks(distDir).find((c) => c.name === WIDGET_CHECK_NAME);
  if (!check) throw new Error(`bench: the size check "${WIDGET_CHECK_NAME}" is missing from scripts/size-budgets.ts`);
  const files = check.path.map((path) => ({ path: relative(distDir, path), kib: gzipSync(readFileSync(path), { level: 9 }).length / 1024 }));
  return { files, totalKiB: files.reduce((sum, f) => sum + f.kib, 0) };
}
