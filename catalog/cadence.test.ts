import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every TypeScript source in the work tree (tracked or new, not ignored), outside this test. */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && f !== 'catalog/cadence.test.ts');

const definingFiles = (pattern: RegExp) => sources.filter((f) => pattern.test(readFileSync(f, 'utf8')));

describe('plan facts are written once (issue 29, point 6)', () => {
  it('defines the day, the trial length and the periods only in catalog/cadence.ts', () => {
    expect(definingFiles(/\b(const|let)\s+DAY_MS\s*=/)).toEqual(['catalog/cadence.ts']);
    expect(definingFiles(/\bTRIAL_DAYS\s*=/)).toEqual(['catalog/cadence.ts']);
    expect(definingFiles(/'(84d|3m|1w|1m)':\s*\{/)).toEqual(['catalog/cadence.ts']);
  });
});
