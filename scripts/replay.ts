/**
 * npm run replay -- <file | execution id> [--from <service origin>] [--fast]
 *
 * Replays a saved payment session against a fresh in-process simulator and prints where the two
 * journals diverge, or "identical" (issue 28, point 5; README "Replay a failed test"). The file is a
 * failed e2e test's replay-sessions attachment (test-results/…/replay/…/sessions.json) or a session
 * exported from the QA console; an execution id is fetched from a running simulator (npm start's by
 * default). Exits 0 when every session replays identically, 1 on a divergence, 2 when it cannot replay.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { replayAndCompare, ReplayFile } from '../simulator/qa/replay/compare';

const USAGE = 'usage: npm run replay -- <sessions.json | session.replay.json | execution id> [--from http://localhost:4000] [--fast]';

async function load(target: string, from: string): Promise<unknown> {
  if (/\.json$/i.test(target)) return JSON.parse(await readFile(target, 'utf8')) as unknown;
  const res = await fetch(`${from}/qa/api/sessions/${encodeURIComponent(target)}/replay`);
  if (!res.ok) throw new Error(`${from} answered ${res.status} for execution "${target}": ${(await res.text()).slice(0, 300)}`);
  return res.json() as unknown;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { from: { type: 'string', default: 'http://localhost:4000' }, fast: { type: 'boolean', default: false } } });
  const [target] = positionals;
  if (!target) {
    console.error(USAGE);
    return 2;
  }
  const parsed = ReplayFile.safeParse(await load(target, values.from));
  if (!parsed.success) {
    console.error(`replay: ${target} is not a saved session: ${parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ')}\n${USAGE}`);
    return 2;
  }
  if (parsed.data.length === 0) {
    console.log('replay: the file holds no session (no payment session was opened while the test ran)');
    return 0;
  }
  let diverged = false;
  for (const saved of parsed.data) {
    const { scenario } = saved;
    if (!scenario) {
      console.log(`session ${saved.executionId}: cannot be replayed: its scenario was not saved with it`);
      diverged = true;
      continue;
    }
    const result = await replayAndCompare({ ...saved, scenario }, { keepPace: !values.fast });
    diverged ||= result.divergence !== null;
    console.log(`session ${result.executionId} (${saved.journal.length} step(s)): ${result.verdict}`);
    for (const note of result.notes) console.log(`  note: ${note}`);
    for (const v of result.contractViolations) console.log(`  contract violation: ${JSON.stringify(v)}`);
  }
  return diverged ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`replay: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
