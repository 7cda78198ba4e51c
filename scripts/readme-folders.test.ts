/**
 * The README's folder table lists every top-level folder of the repository and no folder it lacks
 * (issue 42, point 6), so a newcomer's map stays whole when a folder is added or removed.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** The folders in the first column of the README's `| folder | what it is |` table. */
function tableFolders(readme: string): string[] {
  const table = /^\| folder \| what it is \|\n\|---\|---\|\n((?:\|.*\n)+)/m.exec(readme)?.[1];
  if (!table) throw new Error('README.md has no "| folder | what it is |" table');
  return table.split('\n').filter(Boolean).map((row) => {
    const folder = /^\| `([^`/]+)\/` \|/.exec(row)?.[1];
    if (!folder) throw new Error(`README.md's folder table has a row without a top-level folder: ${row}`);
    return folder;
  });
}

describe("the README's folder table", () => {
  it('lists every top-level folder the repository tracks, once, and no other', () => {
    const tracked = execFileSync('git', ['ls-tree', '-d', '--name-only', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    const listed = tableFolders(readFileSync(resolve(ROOT, 'README.md'), 'utf8'));
    expect([...listed].sort()).toEqual([...new Set(tracked)].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('reads a table row by row, and refuses a row that names no folder', () => {
    expect(tableFolders('x\n| folder | what it is |\n|---|---|\n| `app/` | a |\n| `.ci/` | b |\n\nafter\n')).toEqual(['app', '.ci']);
    expect(() => tableFolders('| folder | what it is |\n|---|---|\n| app | a |\n')).toThrow('a row without a top-level folder');
  });
});
