/**
 * Inserts isolated inside right-to-left text (issue 33). An email address, a link, a reference or a
 * Latin product name (or one of Word's English words) dropped into an Arabic sentence takes its neighbours' direction: "إلى ada@example.com."
 * shows its final full stop, or an address's "@" and dots, in the wrong place. Each such placeholder of
 * a right-to-left catalogue is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 …
 * U+2069, the <bdi> of plain text): the value keeps its own direction, the sentence around it its own.
 * Done when a catalogue is compiled (the app's build, the emails at the simulator's start), so the
 * translators' files carry no invisible characters and no page carries code for it.
 * Amounts are not listed: catalog/amount-in-text.ts isolates them already, right to left.
 */
import { parse, type Token } from '@messageformat/parser';

export const FSI = '\u2068';
export const PDI = '\u2069';

/** The placeholders whose values are addresses, links, references, codes or names of unknown direction. */
export const ISOLATED_INSERTS: ReadonlySet<string> = new Set(['email', 'support', 'phone', 'link', 'id', 'code', 'name', 'contract', 'plan', 'planId', 'parameter', 'product', 'network', 'game', 'test', 'word', 'letter', 'answer']);

/** `text` (ICU MessageFormat) with every simple placeholder of ISOLATED_INSERTS, in every plural or select case, between FSI and PDI. */
export function isolateInserts(text: string, locale: string): string {
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const spans: { start: number; end: number }[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' && ISOLATED_INSERTS.has(token.arg)) spans.push({ start: token.ctx.offset, end: token.ctx.offset + token.ctx.text.length });
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') for (const c of token.cases) visit(c.tokens);
    }
  };
  visit(parse(text, { cardinal, strict: false }));
  let out = text;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}${FSI}${out.slice(start, end)}${PDI}${out.slice(end)}`;
  return out;
}
