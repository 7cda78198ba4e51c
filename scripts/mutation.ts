/**
 * `npm run mutation`: Stryker over each folder of issue 18 point 4 in turn (MUTATE_FOLDER; only the
 * folder's own tests run, see vitest.mutation.config.ts), then a table with each folder's killed,
 * survived, no-coverage, timed-out and ignored mutants (left out of the score, see stryker.config.mjs)
 * and its score. Pass folder names to run only those;
 * extra Stryker flags go after `--` (e.g. `-- --concurrency 2`). Runs are incremental: a re-run
 * tests only the mutants whose code or tests changed (.test-output/stryker-incremental-*.json).
 * Heavy (hours for all folders on one core; README "Mutation testing"): never part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MUTATION_FOLDERS } from '../stryker.config.mjs';

interface MutantReport {
  readonly files: Record<string, { readonly mutants: readonly { readonly status: string }[] }>;
}

const TARGET_PERCENT = 85;

const dashDash = process.argv.indexOf('--');
const args = dashDash === -1 ? process.argv.slice(2) : process.argv.slice(2, dashDash);
const strykerFlags = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);
const unknown = args.filter((a) => !(a in MUTATION_FOLDERS));
if (unknown.length > 0) throw new Error(`Unknown folder(s) ${unknown.join(', ')}; one of: ${Object.keys(MUTATION_FOLDERS).join(', ')}`);
const folders = Object.keys(MUTATION_FOLDERS).filter((f) => args.length === 0 || args.includes(f));

const rows: string[][] = [['folder', 'killed', 'survived', 'no coverage', 'timeout', 'ignored', 'score']];
let below = false;
for (const folder of folders) {
  console.log(`\n━━ mutation: ${folder} ━━`);
  try {
    execFileSync('npx', ['stryker', 'run', '--incremental', ...strykerFlags], { stdio: 'inherit', env: { ...process.env, MUTATE_FOLDER: folder } });
  } catch {
    rows.push([folder, 'Stryker failed', '', '', '', '', '']);
    below = true;
    continue;
  }
  const report = JSON.parse(readFileSync(`.test-output/mutation-${folder.replace(/\W+/g, '-')}.json`, 'utf8')) as MutantReport;
  const count = (status: string): number => Object.values(report.files).reduce((n, f) => n + f.mutants.filter((m) => m.status === status).length, 0);
  const [killed, survived, noCoverage, timeout, ignored] = [count('Killed'), count('Survived'), count('NoCoverage'), count('Timeout'), count('Ignored')];
  const counted = killed + survived + noCoverage + timeout;
  const score = counted === 0 ? 100 : (100 * (killed + timeout)) / counted;
  if (score < TARGET_PERCENT) below = true;
  rows.push([folder, String(killed), String(survived), String(noCoverage), String(timeout), String(ignored), `${score.toFixed(2)} %`]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log(`\nMutation scores (target ${TARGET_PERCENT} % per folder):`);
for (const r of rows) console.log(`  ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
process.exitCode = below ? 1 : 0;
