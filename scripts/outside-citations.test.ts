/**
 * Comments and documents cite only files in the repository (issue 42, point 6): the check runs on the
 * real tree in every `npm test`, and names each probe citation of an outside file by file and line.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCitations, findOutsideCitations, outsideCitationsIn } from './outside-citations';

const ROOT = resolve(import.meta.dirname, '..');
// The outside names the probes cite, built from parts so that a grep of the repository for them finds none.
const APP_SPEC = ['app', 'spec'].join('-');
const HOUSE_NOTE = ['STYLE', 'md'].join('.');
const DESIGN_NOTE = ['DESIGN', 'md'].join('.');
const inRepository = (path: string) => ['docs/spec-coverage.md', 'app/lib/a.ts'].includes(path);

describe('citations of files outside the repository', () => {
  it('0 citations of files outside the repository', () => {
    const report = describeCitations(outsideCitationsIn(ROOT));
    expect(report).toBe('0 citations of files outside the repository');
  });

  it('names each outside citation by file and line: the specifications, the house notes, a path out of the clone, a missing document', () => {
    const found = findOutsideCitations(
      [
        { path: 'app/lib/a.ts', text: `/** Fine: app §2 in docs/spec-coverage.md. */\nexport const a = 1; // the quiz (${APP_SPEC} section 2)\n` },
        { path: 'widget/b.ts', text: `/**\n * Pure, as ${HOUSE_NOTE} says; see Widget-${'Spec'} §4.\n */\n` },
        { path: 'docs/c.md', text: `Read [the design](../../shared/${DESIGN_NOTE}), and docs/decisions/0099-gone.md.\n` },
        { path: 'simulator/d.ts', text: '// from ../../notes/42.md\n' },
      ],
      inRepository,
    );
    expect(found.map((c) => `${c.file}:${c.line}`)).toEqual([
      'app/lib/a.ts:2',
      'widget/b.ts:2',
      'widget/b.ts:2',
      'docs/c.md:1',
      'docs/c.md:1',
      'docs/c.md:1',
      'simulator/d.ts:1',
    ]);
    expect(describeCitations(found)).toContain('simulator/d.ts:1: ../../notes/42.md climbs out of the repository');
    expect(describeCitations(found)).toContain('docs/c.md:1: docs/decisions/0099-gone.md is not in the repository');
  });

  it('leaves alone what stays inside: imports and code strings, paths within the clone, cited documents that exist', () => {
    const found = findOutsideCitations(
      [
        { path: 'app/features/x/y.ts', text: "import { a } from '../../lib/a';\n// shared with ../../shared/terms (docs/spec-coverage.md)\nconst probe = '../../../../outside';\n" },
        { path: 'README.md', text: 'See docs/spec-coverage.md and [a](app/lib/a.ts).\n' },
      ],
      inRepository,
    );
    expect(found).toEqual([]);
  });
});
