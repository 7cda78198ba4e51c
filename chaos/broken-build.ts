/**
 * Deliberately broken builds of the server, to show the chaos test finds a real bug and shrinks it
 * (chaos/chaos.test.ts, `npm run chaos -- --broken-build NAME`). The product has no switch for them:
 * the repository's sources are copied to a temporary directory, one small textual patch is applied to
 * the copy, and the chaos server is started from there.
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Patch {
  /** The file patched, from the repository's root. */
  readonly file: string;
  /** Text found exactly once in the file. */
  readonly find: string;
  readonly replace: string;
  /** The bug, in a shopper's words. */
  readonly bug: string;
}

export const BROKEN_BUILDS = {
  // A withdrawal ends the subscription but keeps its scheduled renewal: the card is charged again.
  'renewal-after-withdrawal': {
    file: 'simulator/merchant/renewals/cancellation.ts',
    find: "{ ...toState(row), status: 'ended', next: null, cancelAtPeriodEnd: true,",
    replace: "{ ...toState(row), status: 'ended', cancelAtPeriodEnd: true,",
    bug: 'a withdrawn subscription keeps its next renewal and is charged again',
  },
} as const satisfies Record<string, Patch>;

export type BrokenBuild = keyof typeof BROKEN_BUILDS;

export const BROKEN_BUILD_NAMES = Object.keys(BROKEN_BUILDS) as BrokenBuild[];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Top-level entries never copied: dependencies (linked instead), git, build output and test artefacts. */
const SKIPPED = /^(node_modules|\.git|dist.*|test-results.*|playwright-report|blob-report|all-blob-reports|screenshots|\.data|\.test-output|\.stryker-tmp|e2e|docs)$/;

/** Applies `patch` to `source`; throws when its text is not found exactly once (the build would not be the broken one). */
export function applyPatch(source: string, patch: Patch): string {
  const at = source.indexOf(patch.find);
  if (at < 0 || source.indexOf(patch.find, at + 1) >= 0) throw new Error(`broken build: "${patch.find}" must occur exactly once in ${patch.file}; the source changed, so update chaos/broken-build.ts`);
  return source.slice(0, at) + patch.replace + source.slice(at + patch.find.length);
}

/** Copies the repository's sources to a new temporary directory, patched to be `name`; returns its root. */
export function copyBrokenBuild(name: BrokenBuild): string {
  const patch: Patch = BROKEN_BUILDS[name];
  const dir = mkdtempSync(join(tmpdir(), `mm-broken-${name}-`));
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (from) => {
      const path = relative(ROOT, from);
      return path === '' || !(SKIPPED.test(path.split(sep)[0] ?? '') || /\.sqlite(-wal|-shm)?$/.test(path));
    },
  });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'), 'dir');
  const file = join(dir, patch.file);
  writeFileSync(file, applyPatch(readFileSync(file, 'utf8'), patch));
  return dir;
}
