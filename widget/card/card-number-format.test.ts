import { describe, expect, it } from 'vitest';
import { cardSeparatorFor, matchesCardNumberInput } from './card-number-format';

describe('cardSeparatorFor', () => {
  it('uses a hyphen only for the hyphenated format', () => {
    expect(cardSeparatorFor('XXXX-XXXX-XXXX-XXXX')).toBe('-');
  });

  it.each([undefined, null, 'XXXX XXXX XXXX XXXX', 'xxxx-xxxx-xxxx-xxxx', 'XXXX-XXXX', 42])(
    'uses a space for %j',
    (format) => expect(cardSeparatorFor(format)).toBe(' '),
  );
});

describe('matchesCardNumberInput', () => {
  it.each(['4242 4242 4242 4242', '4242-4242-4242-4242', '3782 822463 10005', '42 42', '4242 4242-4242 4242', '424242'])(
    'accepts %j',
    (value) => expect(matchesCardNumberInput(value)).toBe(true),
  );

  it.each([
    ['', 'nothing typed'],
    ['4', 'a group of 1'],
    ['4242 4', 'a last group of 1'],
    ['4242424', 'a group of 7'],
    ['4242424242424242', 'one unseparated group of 16'],
    ['4242  4242', 'two separators in a row'],
    ['4242 ', 'a trailing separator'],
    [' 4242', 'a leading separator'],
    ['4242_4242', 'an underscore'],
    ['4242 424a', 'a letter'],
    ['٤٢٤٢ ٤٢٤٢', 'non-ASCII digits'],
  ])('rejects %j (%s)', (value) => expect(matchesCardNumberInput(value)).toBe(false));
});
