/**
 * Finds citations of files a clone of this repository does not have (issue 42, point 6): the product
 * specifications and house notes this project was first built from, by name, and any relative path that
 * climbs out of the repository. The repository restates what it relies on in docs/ (the specifications'
 * behaviours by section in docs/spec-coverage.md, the design in docs/architecture.md, decisions in
 * docs/decisions/), so a comment or document cites those instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';

/** Documents outside the repository, by the names comments used to cite them. */
const OUTSIDE_DOCUMENTS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:app|widget)-spec\b/i, what: 'a specification file outside the repository (cite its section in docs/spec-coverage.md: "app §N", "widget §N")' },
  { pattern: /\b(?:DESIGN|STYLE)\.md\b/i, what: 'a house note outside the repository (say the reason, or cite docs/)' },
  { pattern: /\bSTYLE (?:practice )?\d/, what: 'a house note outside the repository (say the reason, or cite docs/)' },
];

/** A relative path as comments, imports and links write one: one or more `../` and a name. */
const RELATIVE_PATH = /(?:\.\.\/)+[\w.@-]+(?:\/[\w.@-]+)*/g;
/** A path to a document of docs/, which must then be in the repository. */
const DOCS_PATH = /\bdocs\/[\w./-]*\.md\b/g;

/** One citation of something outside the repository, at `file:line`. */
export interface OutsideCitation {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** The text files of the repository a reader opens: code, styles and documents. */
const READ_FILE = /\.(?:ts|tsx|js|mjs|cjs|css|md|html)$/;

/**
 * Every citation of an outside file in `files` (repository-relative paths, with their text). `exists`
 * says whether a repository-relative path is in the repository.
 */
export function findOutsideCitations(files: readonly { path: string; text: string }[], exists: (path: string) => boolean): OutsideCitation[] {
  const found: OutsideCitation[] = [];
  for (const { path, text } of files) {
    text.split('\n').forEach((lineText, index) => {
      const at = (why: string) => found.push({ file: path, line: index + 1, text: lineText.trim(), why });
      for (const { pattern, what } of OUTSIDE_DOCUMENTS) if (pattern.test(lineText)) at(what);
      // Paths are read in comments and documents only: code's own strings are imports (which the compiler checks) and test probes.
      const prose = path.endsWith('.md') ? lineText : commentOf(lineText);
      for (const [relative] of prose.matchAll(RELATIVE_PATH)) {
        if (posix.normalize(posix.join(dirname(path), relative)).startsWith('../')) at(`${relative} climbs out of the repository`);
      }
      for (const [docPath] of prose.matchAll(DOCS_PATH)) {
        if (!exists(docPath)) at(`${docPath} is not in the repository`);
      }
    });
  }
  return found;
}

/** The comment part of a line of code: a comment line, or what follows `//` or `/*` on it (not a URL's `//`). */
function commentOf(line: string): string {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return line;
  const start = line.search(/(?<![:'"`])\/\/|\/\*/);
  return start < 0 ? '' : line.slice(start);
}

/** The check itself and its probe test name the patterns they look for. */
const SELF = new Set(['scripts/outside-citations.ts', 'scripts/outside-citations.test.ts']);

/** Runs the check over the repository's tracked files at `root`. */
export function outsideCitationsIn(root: string): OutsideCitation[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const inRepository = new Set(tracked);
  const files = tracked
    .filter((path) => READ_FILE.test(path) && !SELF.has(path))
    .map((path) => ({ path, text: readFileSync(`${root}/${path}`, 'utf8') }));
  return findOutsideCitations(files, (path) => inRepository.has(path));
}

/** One line per citation: `file:line: why` and the line. */
export function describeCitations(found: readonly OutsideCitation[]): string {
  if (found.length === 0) return '0 citations of files outside the repository';
  return [`${found.length} citations of files outside the repository:`, ...found.map((c) => `${c.file}:${c.line}: ${c.why}\n    ${c.text}`)].join('\n');
}
