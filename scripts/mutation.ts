/**
 * `npm run mutation`: Stryker over each folder of issue 18 point 4 in turn (MUTATE_FOLDER), then one
 * line per folder with its mutation score. Pass folder names to run only those. Heavy: under the lock.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MUTATION_FOLDERS } from '../stryker.config.mjs';

interface MutantReport {
  readonly files: Record<string, { readonly mutants: readonly { readonly status: string }[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const TARGET_PERCENT = 85;

const wanted = process.argv.slice(2);
const folders = Object.keys(MUTATION_FOLDERS).filter((f) => wanted.length === 0 || wanted.includes(f));
const scores: string[] = [];
let below = false;
for (const folder of folders) {
  console.log(`\n━━ mutation: ${folder} ━━`);
  try {
    execFileSync('npx', ['stryker', 'run'], { stdio: 'inherit', env: { ...process.env, MUTATE_FOLDER: folder } });
  } catch {
    scores.push(`${folder}: Stryker failed`);
    below = true;
    continue;
  }
  const report = JSON.parse(readFileSync(`.test-output/mutation-${folder.replace(/\W+/g, '-')}.json`, 'utf8')) as MutantReport;
  const mutants = Object.values(report.files).flatMap((f) => f.mutants);
  const counted = mutants.filter((m) => COUNTED.has(m.status)).length;
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const score = counted === 0 ? 100 : (100 * detected) / counted;
  if (score < TARGET_PERCENT) below = true;
  scores.push(`${folder}: ${score.toFixed(1)} % (${detected} of ${counted} mutants detected)`);
}
console.log(`\nMutation scores (target ${TARGET_PERCENT} %):\n${scores.map((s) => `  ${s}`).join('\n')}`);
process.exitCode = below ? 1 : 0;
