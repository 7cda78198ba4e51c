import MessageFormat from '@messageformat/core';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, describeProblem } from './check-catalogue';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue, pseudoText } from './pseudo-locale';
import { ENGLISH_TEXTS } from './source';

const shown = (icu: string, values?: Record<string, string | number>) => new MessageFormat('en').compile(icu)(values);

describe('the pseudo-locale (issue 44)', () => {
  it('accents every letter, keeps placeholders and markup tags, and wraps the text in its markers', () => {
    const text = shown(pseudoText('Pay {amount} now, <link>read the terms</link>'), { amount: '$1.00' });
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain('$1.00');
    expect(text).toContain('<link>');
    expect(text).toContain('</link>');
    expect(text.replace(/<\/?link>/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('makes a text about 35 % longer, keeps plural cases and quotes what ICU would read', () => {
    const english = '{count, plural, one {# day} other {# days}} of {name}’s plan, don\'t {stop}';
    const pseudo = pseudoText(english);
    expect(shown(pseudo, { count: 1, name: 'Ann', stop: 'x' })).toMatch(/^⟦1 ðåý öƒ Ann’š þļåñ, ðöñ’ţ x ·+( ·+)*⟧$/);
    expect(shown(pseudo, { count: 3, name: 'Ann', stop: 'x' })).toContain('3 ðåýš');
    const long = 'How sharp is your mind today? Find out in twenty minutes.';
    expect(shown(pseudoText(long)).length).toBeGreaterThanOrEqual(Math.round(long.length * 1.35));
    expect(shown(pseudoText('Score: 100% {a}'), { a: 1 })).toContain('100%');
  });

  it("turns the widget's whole English catalogue into texts that pass the catalogue check", () => {
    const problems = catalogueProblems(ENGLISH_TEXTS, pseudoCatalogue(ENGLISH_TEXTS), 'en');
    expect(problems.map((p) => describeProblem('pseudo', p))).toEqual([]);
  });
});
