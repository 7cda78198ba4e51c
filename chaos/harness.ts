/**
 * Runs the chaos property: random sequences of commands (chaos/commands.ts) against one real server,
 * each sequence's shoppers new, each sequence ended by a drain of the webhook queue and the settled
 * invariants. A failure is shrunk by fast-check to the shortest sequence that still fails, printed
 * with its seed and path, and written as a replay file (`npm run chaos -- --replay FILE`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { buyArb, commandArbitraries, drain, type Real } from './commands';
import type { BrokenBuild } from './broken-build';
import type { Model } from './model';
import { ScenarioBook } from './scenario-book';
import type { ChaosServer } from './server';
import { METHODS, type Method } from '../scripts/shopper';

export interface ChaosOptions {
  readonly runs: number;
  readonly seed: number;
  readonly maxCommands: number;
  readonly crash: boolean;
  /** The deliberately broken build `server` runs (chaos/broken-build.ts), recorded in a replay file; null for this repository's. */
  readonly brokenBuild: BrokenBuild | null;
  /** Replays exactly one recorded failure (its path and the commands' replay path). */
  readonly replay?: { readonly path: string; readonly replayPath: string } | undefined;
  /** Where a failure's replay file is written. */
  readonly outDir: string;
  readonly log: (line: string) => void;
}

/** What `npm run chaos -- --replay FILE` reads: enough to run the same shrunk sequence again. */
export interface ReplayFile {
  readonly seed: number;
  readonly path: string;
  readonly replayPath: string;
  readonly maxCommands: number;
  readonly crash: boolean;
  readonly brokenBuild: BrokenBuild | null;
  readonly commands: readonly string[];
  readonly error: string;
}

export interface ChaosResult {
  readonly sequences: number;
  readonly steps: number;
  readonly violations: number;
  readonly seed: number;
  /** Cancel commands whose code request met the per-client limit (10 every 15 minutes): they changed nothing. */
  readonly cancelsRateLimited: number;
  /** The Buy steps run, per payment method (shrinking's runs included). */
  readonly bought: ReadonlyMap<Method, number>;
  readonly failure: (ReplayFile & { readonly file: string }) | null;
}

/** "card 12, 3ds 9, …": the Buy steps per method, every method named. */
export const boughtLine = (bought: ReadonlyMap<Method, number>): string => METHODS.map((m) => `${m} ${bought.get(m) ?? 0}`).join(', ');

const REPLAY_PATH = /\/\*replayPath="([^"]*)"\*\//;

export async function runChaos(server: ChaosServer, options: ChaosOptions): Promise<ChaosResult> {
  const book = new ScenarioBook(server.service);
  const counter = { steps: 0, cancelsRateLimited: 0, bought: new Map<Method, number>() };
  // Every sequence's shoppers are new, also across runs on one database and during shrinking.
  const runTag = randomBytes(3).toString('hex');
  let sequence = 0;
  let lastFailure: string[] = [];
  const commands = fc.commands(commandArbitraries({ crash: options.crash }), { maxCommands: options.maxCommands, size: 'max', ...(options.replay ? { replayPath: options.replay.replayPath } : {}) });
  // Every sequence opens with a purchase, so the commands after it have a subscription to act on.
  const property = fc.asyncProperty(buyArb, commands, async (opening, cmds) => {
    sequence += 1;
    const model: Model = { purchases: [] };
    const real: Real = { server, book, tag: `chaos-${runTag}-${sequence}`, purchases: [], sessions: new Map(), late: [], counter, ran: [] };
    let ending = false;
    try {
      if (opening.check(model)) await opening.run(model, real);
      await fc.asyncModelRun(() => ({ model, real }), cmds);
      // Once the queue has drained: every authorized first charge ended as the model says.
      ending = true;
      await drain(model, real);
    } catch (error) {
      // The last failing sequence is the one fast-check reports once shrinking is done.
      lastFailure = ending ? [...real.ran, 'DrainWebhooks (end of sequence)'] : [...real.ran];
      throw error;
    }
  });
  const out = await fc.check(property, {
    seed: options.seed,
    numRuns: options.replay ? 1 : options.runs,
    ...(options.replay ? { path: options.replay.path, endOnFailure: true } : {}),
  });
  if (!out.failed || !out.counterexample) return { sequences: out.numRuns, steps: counter.steps, violations: 0, seed: out.seed, cancelsRateLimited: counter.cancelsRateLimited, bought: counter.bought, failure: null };
  const [, shrunk] = out.counterexample;
  const ran = lastFailure;
  const replayPath = REPLAY_PATH.exec(String(shrunk))?.[1] ?? '';
  const error = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
  const replay: ReplayFile = { seed: out.seed, path: out.counterexamplePath ?? '', replayPath, maxCommands: options.maxCommands, crash: options.crash, brokenBuild: options.brokenBuild, commands: ran, error };
  mkdirSync(options.outDir, { recursive: true });
  const file = join(options.outDir, `chaos-failure-${out.seed}.json`);
  writeFileSync(file, `${JSON.stringify(replay, null, 2)}\n`);
  options.log(`chaos: FAILED after ${out.numRuns} sequences, shrunk ${out.numShrinks} times to ${ran.length} steps (seed ${out.seed}, path "${replay.path}"):`);
  for (const [i, c] of ran.entries()) options.log(`  ${i + 1}. ${c}`);
  options.log(`  ${error.split('\n').join('\n  ')}`);
  options.log(`  replay: npm run chaos -- --replay ${file}`);
  return { sequences: out.numRuns, steps: counter.steps, violations: 1, seed: out.seed, cancelsRateLimited: counter.cancelsRateLimited, bought: counter.bought, failure: { ...replay, file } };
}
