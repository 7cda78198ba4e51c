/** Reading Vite's build manifest (`build.manifest: true`): which chunks a module loads before it runs. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The key of the HTML entry in an app's manifest. */
export const ENTRY = 'index.html';

export function readManifest(dir: string): Manifest {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing; run \`npm run build\` first (DIST_DIR picks another build).`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The build manifest has no "${k}".`);
    seen.add(k);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return seen;
}
