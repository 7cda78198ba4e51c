/**
 * The catalogue check (issue 33): a translated catalogue has every id of the English one and no
 * other, every text parses as ICU MessageFormat with plural keys the language has, and each keeps
 * exactly the English text's placeholders. The build refuses a catalogue with a problem
 * (catalogues.vite.ts) and the unit suite runs the same check.
 */
import { parse, type Token } from '@messageformat/parser';

export type CatalogueProblem =
  | { readonly kind: 'missing'; readonly id: string }
  | { readonly kind: 'unknown'; readonly id: string }
  | { readonly kind: 'not-text'; readonly id: string }
  | { readonly kind: 'unparsable'; readonly id: string; readonly error: string }
  | { readonly kind: 'placeholders'; readonly id: string; readonly expected: readonly string[]; readonly found: readonly string[] };

/** The argument names a message uses, sorted; throws when the text does not parse. */
function placeholders(text: string, locale: string): string[] {
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const names = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') for (const c of token.cases) visit(c.tokens);
    }
  };
  visit(parse(text, { cardinal, strict: false }));
  return [...names].sort();
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Every problem of `candidate` (parsed JSON, so untrusted) against the English texts; none means it may ship. */
export function catalogueProblems(english: Readonly<Record<string, string>>, candidate: unknown, locale: string): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const texts: Readonly<Record<string, unknown>> = typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate) ? (candidate as Record<string, unknown>) : {};
  for (const id of Object.keys(texts)) if (!(id in english)) problems.push({ kind: 'unknown', id });
  for (const [id, source] of Object.entries(english)) {
    const text = texts[id];
    if (text === undefined) {
      problems.push({ kind: 'missing', id });
      continue;
    }
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push({ kind: 'not-text', id });
      continue;
    }
    let found: string[];
    try {
      found = placeholders(text, locale);
    } catch (error) {
      problems.push({ kind: 'unparsable', id, error: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error) });
      continue;
    }
    const expected = placeholders(source, 'en');
    if (!sameList(expected, found)) problems.push({ kind: 'placeholders', id, expected, found });
  }
  return problems;
}

/** One line per problem, naming the catalogue and the id, for the build error and the test output. */
export function describeProblem(locale: string, problem: CatalogueProblem): string {
  const where = `${locale} catalogue, "${problem.id}"`;
  switch (problem.kind) {
    case 'missing':
      return `${where}: missing (English has it).`;
    case 'unknown':
      return `${where}: not an id of the English catalogue.`;
    case 'not-text':
      return `${where}: must be a non-empty text.`;
    case 'unparsable':
      return `${where}: not valid ICU MessageFormat (${problem.error}).`;
    case 'placeholders':
      return `${where}: placeholders {${problem.found.join('}, {')}} instead of English's {${problem.expected.join('}, {')}}.`;
  }
}
