/**
 * Turns a postal-codes-js ValidationRegex into the pattern the widget tests a typed postal code
 * against. postal-codes-js validates after deleting its RedundantCharacters (space and hyphen)
 * anywhere; the widget tests the trimmed, upper-cased value as typed (widget §5 in docs/spec-coverage.md). So
 * the pattern written here allows an optional space, hyphen or " - " between two characters, never a
 * space or hyphen at the start of a fixed first character, matches letters in capitals only, and
 * is anchored at both ends (some source patterns are not). Lookaheads are dropped, as the widget's
 * property tests generate codes from the pattern and fast-check cannot (NL's "no SA, SD, SS"
 * becomes slightly more permissive). Anything else unusual throws, so the build stops.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

/** One space or hyphen, or a hyphen with a space either side ("L - 1234"). */
const SEPARATOR = ' ?-? ?';
const SEPARATOR_CHARS = new Set([' ', '-']);

type Atom = AST.Character | AST.CharacterClass | AST.CharacterSet;
type Element = AST.Element | AST.CharacterClassElement;

const isLowerLetter = (cp: number) => cp >= 0x61 && cp <= 0x7a;
const upper = (cp: number) => (isLowerLetter(cp) ? cp - 0x20 : cp);
const escapeChar = (cp: number) => {
  const ch = String.fromCodePoint(cp);
  return /[\\^$.*+?()[\]{}|/-]/.test(ch) ? `\\${ch}` : ch;
};

function unsupported(node: { type: string; raw: string }): never {
  throw new Error(`postal pattern: unsupported ${node.type} "${node.raw}"`);
}

/** A character, class or set that only ever matches a space or a hyphen: a separator, not part of the code. */
function isSeparatorAtom(node: Atom): boolean {
  if (node.type === 'Character') return SEPARATOR_CHARS.has(String.fromCodePoint(node.value));
  if (node.type === 'CharacterSet') return node.kind === 'space' && !node.negate;
  if (node.type !== 'CharacterClass' || node.negate) return false;
  return node.elements.every((e) => (e.type === 'Character' || e.type === 'CharacterSet') && isSeparatorAtom(e));
}

function classElement(e: Element): string {
  switch (e.type) {
    case 'Character':
      return escapeChar(upper(e.value));
    case 'CharacterClassRange': {
      const [from, to] = [e.min.value, e.max.value];
      if (isLowerLetter(from) && isLowerLetter(to)) return `${escapeChar(upper(from))}-${escapeChar(upper(to))}`;
      return `${escapeChar(from)}-${escapeChar(to)}`;
    }
    case 'CharacterSet':
      if (e.kind === 'digit' && !e.negate) return '\\d';
      return unsupported(e);
    default:
      return unsupported(e);
  }
}

function atom(node: Atom): string {
  if (node.type === 'Character') return escapeChar(upper(node.value));
  if (node.type === 'CharacterSet') return node.kind === 'digit' && !node.negate ? '\\d' : unsupported(node);
  if (node.negate) unsupported(node);
  // Separators inside a class of code characters ([\s\-A-Z]) are dropped: the separator is ours.
  const inner = node.elements.filter((e) => !((e.type === 'Character' || e.type === 'CharacterSet') && isSeparatorAtom(e)));
  return `[${[...new Set(inner.map(classElement))].join('')}]`;
}

const isAtom = (node: AST.Node): node is Atom => node.type === 'Character' || node.type === 'CharacterClass' || node.type === 'CharacterSet';

function quantifierSuffix(min: number, max: number): string {
  if (min === 0 && max === 1) return '?';
  if (min === 0 && max === Infinity) return '*';
  if (min === 1 && max === Infinity) return '+';
  if (min === max) return min === 1 ? '' : `{${min}}`;
  return `{${min},${max === Infinity ? '' : max}}`;
}

/**
 * One element of a sequence. `leading` says the element starts the whole pattern for sure, so its
 * first character takes no separator before it.
 */
function element(node: AST.Element, leading: boolean): string {
  if (isAtom(node)) {
    if (isSeparatorAtom(node)) return '';
    return leading ? atom(node) : `(?:${SEPARATOR}${atom(node)})`;
  }
  switch (node.type) {
    case 'Assertion':
      if (node.kind === 'start' || node.kind === 'end' || node.kind === 'lookahead') return '';
      return unsupported(node);
    case 'Group':
    case 'CapturingGroup':
      return `(?:${alternatives(node.alternatives, leading)})`;
    case 'Quantifier': {
      const inner = node.element;
      if (isAtom(inner) && isSeparatorAtom(inner)) return '';
      if (!node.greedy) unsupported(node);
      // An optional start ("AX" in AX-12345) carries the separator after it, so what follows starts clean either way.
      if (leading && node.min === 0 && node.max === 1) return `(?:${element(inner, true)}${SEPARATOR})?`;
      // A fixed first character of a repeated atom takes no separator; the repeats do.
      if (leading && node.min >= 1 && isAtom(inner)) {
        const rest = quantifierSuffix(node.min - 1, node.max - 1);
        return node.max === 1 ? atom(inner) : `${atom(inner)}(?:${SEPARATOR}${atom(inner)})${rest}`;
      }
      return `${wrap(element(inner, false))}${quantifierSuffix(node.min, node.max)}`;
    }
    default:
      return unsupported(node);
  }
}

/** Groups a quantified part unless it is one group already. */
function wrap(source: string): string {
  let depth = 0;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') i += 1;
    else if (ch === '(') depth += 1;
    else if (ch === ')' && (depth -= 1) === 0 && i < source.length - 1) return `(?:${source})`;
  }
  return source.startsWith('(') ? source : `(?:${source})`;
}

function sequence(elements: readonly AST.Element[], leading: boolean): string {
  let first = leading;
  let out = '';
  for (const node of elements) {
    const part = element(node, first);
    out += part;
    // Only an element that always matches something ends the "leading" stretch.
    if (part !== '' && !(node.type === 'Quantifier' && node.min === 0) && node.type !== 'Assertion') first = false;
  }
  return out;
}

function alternatives(alts: readonly AST.Alternative[], leading: boolean): string {
  return alts.map((a) => sequence(a.elements, leading)).join('|');
}

/** The widget pattern for one postal-codes-js ValidationRegex (a string, or a list of alternatives). */
export function widgetPostalPattern(validationRegex: string | readonly string[]): string {
  const source = typeof validationRegex === 'string' ? validationRegex : validationRegex.join('|');
  const pattern = new RegExpParser().parsePattern(source, 0, source.length, { unicode: false });
  return `^(?:${alternatives(pattern.alternatives, true)})$`;
}
