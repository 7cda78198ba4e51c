/**
 * The pseudo-locale's texts (issue 44), made at build time from the English catalogue: every letter
 * accented, each text about 35 % longer (a translation often is), and wrapped in ⟦ ⟧, so a screen
 * shown in it tells at a glance a text that came from a catalogue from one that did not, and shows
 * where a longer language would overflow. Placeholders, plural and select keys and markup tags stay as
 * they are, so every text still compiles and takes the same values. QA only: a page speaks it on a
 * test deployment alone (catalog/languages.ts PSEUDO_LANGUAGE).
 */
import { parse, type Token } from '@messageformat/parser';

/** The markers around every pseudo-locale text. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i] ?? letter]));

/** How much longer a pseudo text is than its English, as a share of its letters. */
export const PSEUDO_GROWTH = 0.35;

/** Letters accented, outside markup tags (`<link>`, `</b>`), which the page's code reads by name. */
function accented(content: string): string {
  return content.replace(/<[^<>]*>|[^<]+/g, (run) => (run.startsWith('<') && run.endsWith('>') ? run : [...run].map((c) => ACCENT.get(c) ?? c).join('')));
}

/** A content token written back as ICU: an apostrophe as the typographic one, braces (and `#` in a plural) quoted. */
function escaped(content: string, inPlural: boolean): string {
  return content.replace(/'/g, '’').replace(inPlural ? /[{}#]+/g : /[{}]+/g, (special) => `'${special}'`);
}

function written(tokens: readonly Token[], inPlural: boolean): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return escaped(accented(token.value), inPlural);
        case 'octothorpe':
          return '#';
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return token.ctx.text;
        default: {
          const plural = token.type !== 'select';
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          return `{${token.arg}, ${token.type},${offset} ${token.cases.map((c) => `${c.key} {${written(c.tokens, plural)}}`).join(' ')}}`;
        }
      }
    })
    .join('');
}

/** The letters a text shows in its longest-running form (a select's or plural's `other` case). */
function shownLength(tokens: readonly Token[]): number {
  return tokens.reduce((sum, token) => {
    if (token.type === 'content') return sum + token.value.replace(/<[^<>]*>/g, '').length;
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      const other = token.cases.find((c) => c.key === 'other') ?? token.cases[0];
      return sum + (other ? shownLength(other.tokens) : 0);
    }
    return sum + 3;
  }, 0);
}

/** Padding of about PSEUDO_GROWTH of `length`, in words of at most eight dots, so it wraps as words do. */
function padding(length: number): string {
  const dots = Math.ceil(length * PSEUDO_GROWTH);
  if (dots === 0) return '';
  const words = Array.from({ length: Math.ceil(dots / 8) }, (_, i) => '·'.repeat(Math.min(8, dots - i * 8)));
  return ` ${words.join(' ')}`;
}

/**
 * One English ICU text in the pseudo-locale; throws on a text that does not parse (the catalogue check refuses it anyway).
 * @example pseudoText('Pay {amount}') // '⟦Þåý {amount} ··⟧'
 */
export function pseudoText(english: string): string {
  const tokens = parse(english, { cardinal: [], ordinal: [], strict: false });
  return `${PSEUDO_OPEN}${written(tokens, false)}${padding(shownLength(tokens))}${PSEUDO_CLOSE}`;
}

/** A whole catalogue in the pseudo-locale, ids unchanged. */
export function pseudoCatalogue(english: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoText(text)]));
}
