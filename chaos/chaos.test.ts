/**
 * The chaos test's place in `npm test` (README "Chaos test of the money path"): a small fixed budget of
 * random sequences against the real server (a child process, killed with kill -9 and restarted on its
 * database by the sequences' Kill9AndRestart), with its seed printed (CHAOS_SEED=N runs that seed
 * again); and a deliberately broken build of the server (a patched copy of the sources, chaos/broken-build.ts),
 * which must be found and shrunk to at most 6 steps.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_BUILDS, applyPatch } from './broken-build';
import { runChaos, type ChaosOptions } from './harness';
import { startChaosServer, type ChaosServer } from './server';

/** npm test's budget: about a minute on this 2-core machine, most of it the server's starts. */
const BUDGET = { runs: 8, maxCommands: 8 } as const;
/** The broken build's search is seeded: found in the 2nd sequence and shrunk to 3 steps, in about 15 s here (plus the server's start). */
const BROKEN_SEED = 1;
const SEED = process.env.CHAOS_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.CHAOS_SEED);

let server: ChaosServer;
const lines: string[] = [];
const options = (over: Partial<ChaosOptions>): ChaosOptions => ({ ...BUDGET, seed: SEED, crash: true, brokenBuild: null, outDir: join(tmpdir(), 'mm-chaos-test'), log: (line) => lines.push(line), ...over });

beforeAll(async () => {
  server = await startChaosServer();
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('chaos: the money path under composed faults', () => {
  it('holds every invariant over a small fixed budget of random sequences (seed printed)', async () => {
    const result = await runChaos(server, options({}));
    console.log(`chaos (npm test budget): sequences ${result.sequences}, steps ${result.steps}, invariant violations ${result.violations} (seed ${result.seed}; CHAOS_SEED=${result.seed} runs it again)`);
    expect(lines.join('\n')).toBe('');
    expect(result.violations).toBe(0);
    expect(result.sequences).toBe(BUDGET.runs);
  }, 240_000);

  it('a broken build patch applies to exactly one place, or says the source moved on', () => {
    const patch = BROKEN_BUILDS['renewal-after-withdrawal'];
    const source = readFileSync(join(import.meta.dirname, '..', patch.file), 'utf8');
    const patched = applyPatch(source, patch);
    expect(patched).not.toBe(source);
    expect(patched).toContain(patch.replace);
    expect(() => applyPatch(patched, patch)).toThrow(/must occur exactly once in simulator\/merchant\/renewals\/cancellation\.ts/);
  });

  it('finds a server build that charges renewals after a withdrawal and shrinks it to at most 6 steps naming the invariant', async () => {
    const broken = await startChaosServer('renewal-after-withdrawal');
    const logged: string[] = [];
    try {
      const result = await runChaos(broken, options({ runs: 40, maxCommands: 12, seed: BROKEN_SEED, crash: false, brokenBuild: 'renewal-after-withdrawal', log: (line) => logged.push(line) }));
      expect(result.violations).toBe(1);
      const steps = result.failure?.commands ?? [];
      console.log(`chaos (broken build renewal-after-withdrawal): found after ${result.sequences} sequences, shrunk to ${steps.length} steps:\n  ${steps.join('\n  ')}\n${result.failure?.error ?? ''}`);
      expect(steps.length).toBeLessThanOrEqual(6);
      expect(steps.some((s) => s.startsWith('Withdraw('))).toBe(true);
      expect(steps.some((s) => s.startsWith('Advance('))).toBe(true);
      expect(result.failure?.error).toMatch(/\[nothing-charged-after-the-end\] purchase \d+ \((card|3ds|stored-card|apple-pay), /);
      // The failure is printed with its seed and written as a replay file.
      expect(logged[0]).toMatch(/^chaos: FAILED after \d+ sequences, shrunk \d+ times to \d+ steps \(seed 1, path "[\d:]+"\):$/);
      expect(result.failure && existsSync(result.failure.file)).toBe(true);
      // The same shrunk sequence against this repository's server holds: the bug is the build's, not the harness's.
      const failure = result.failure;
      if (!failure) throw new Error('no failure recorded');
      const again = await runChaos(server, options({ seed: failure.seed, maxCommands: failure.maxCommands, crash: failure.crash, replay: { path: failure.path, replayPath: failure.replayPath } }));
      expect(again.violations).toBe(0);
    } finally {
      await broken.stop();
    }
  }, 240_000);
});
