/**
 * `npm run chaos` (README "Chaos test of the money path"): the model-based chaos test against the real
 * server, started here as a child on free ports with its own SQLite file.
 *   npm run chaos                          50 sequences (default), printed seed
 *   npm run chaos -- --runs 200 [--seed N] [--max-commands 12] [--no-crash]
 *   npm run chaos -- --replay FILE         runs a recorded failure's shrunk sequence again, exactly
 *   npm run chaos -- --broken-build renewal-after-withdrawal   a patched copy of the server (chaos/broken-build.ts): must fail and shrink
 * Prints `sequences N, steps S, invariant violations V` with the seed; exits 1 on a violation.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { boughtLine, runChaos, type ReplayFile } from './harness';
import { BROKEN_BUILDS, BROKEN_BUILD_NAMES, type BrokenBuild } from './broken-build';
import { startChaosServer } from './server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    seed: { type: 'string' },
    'max-commands': { type: 'string', default: '12' },
    'no-crash': { type: 'boolean', default: false },
    replay: { type: 'string' },
    'broken-build': { type: 'string' },
    out: { type: 'string', default: '.test-output/chaos' },
  },
});

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number of at least 1, got "${text}"`);
  return n;
}

function brokenBuildOf(text: string | undefined): BrokenBuild | null {
  if (text === undefined) return null;
  const build = BROKEN_BUILD_NAMES.find((name) => name === text);
  if (build === undefined) throw new Error(`--broken-build takes one of ${BROKEN_BUILD_NAMES.join(', ')}, got "${text}"`);
  return build;
}

const replay = values.replay === undefined ? null : (JSON.parse(readFileSync(values.replay, 'utf8')) as ReplayFile);
const seed = replay?.seed ?? (values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed));
const options = {
  runs: positive('runs', values.runs),
  seed,
  maxCommands: replay?.maxCommands ?? positive('max-commands', values['max-commands']),
  crash: replay?.crash ?? !values['no-crash'],
  brokenBuild: replay ? replay.brokenBuild : brokenBuildOf(values['broken-build']),
  replay: replay ? { path: replay.path, replayPath: replay.replayPath } : undefined,
  outDir: values.out,
  log: (line: string) => console.log(line),
};
console.log(replay ? `chaos: replaying ${values.replay} (seed ${seed}, path "${replay.path}")` : `chaos: seed ${seed}, ${options.runs} sequences of at most ${options.maxCommands} commands${options.crash ? '' : ', no kill -9'}${options.brokenBuild ? `, broken build ${options.brokenBuild} (${BROKEN_BUILDS[options.brokenBuild].bug})` : ''}`);
const started = Date.now();
const server = await startChaosServer(options.brokenBuild);
const result = await runChaos(server, options).finally(() => server.stop());
console.log(`sequences ${result.sequences}, steps ${result.steps}, invariant violations ${result.violations} (seed ${result.seed}, ${((Date.now() - started) / 1000).toFixed(0)} s; cancel codes refused by the per-client limit: ${result.cancelsRateLimited})`);
console.log(`purchases by method: ${boughtLine(result.bought)}`);
process.exit(result.violations === 0 ? 0 : 1);
