import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_FORMATS, DEFAULT_CARD_NUMBER_FORMAT, matchesCardNumberInput } from './card-number-format';
import {
  cardDigits,
  cardNumberGroups,
  checkCardNumber,
  detectNetwork,
  formatCardNumber,
  longestPrefixMatches,
  ruleFor,
} from './networks';
import { SPEC_LENGTHS, SPEC_PREFIXES } from './spec-networks.test-support';

describe('rule table follows widget §5', () => {
  // The most digits each field takes: visa's 19 is the spec's, the others' are their longest length.
  const MAX_DIGITS = [
    ['visa', 19],
    ['mastercard', 16],
    ['amex', 15],
    ['diners', 19],
    ['discover', 19],
    ['jcb', 19],
    ['unionpay', 19],
    ['maestro', 19],
  ] as const;
  it.each(MAX_DIGITS.map(([network, max]) => [network, SPEC_LENGTHS[network], max] as const))('%s has lengths %j and accepts at most %i digits', (network, lengths, max) => {
    expect(ruleFor(network).lengths).toEqual(lengths);
    expect(ruleFor(network).maxLength).toBe(max);
  });

  it.each(SPEC_PREFIXES.map(([prefix, network]) => [network, prefix] as const))('%s starts with %s', (network, prefix) => {
    expect(detectNetwork(prefix)).toBe(network);
  });
});

describe('longestPrefixMatches', () => {
  it('names the one network with the longest matching prefix', () => {
    expect(longestPrefixMatches('4242')).toEqual(['visa']);
    expect(longestPrefixMatches('6062826')).toEqual(['hipercard']);
  });

  it('is empty while nothing matches', () => {
    expect(longestPrefixMatches('')).toEqual([]);
    expect(longestPrefixMatches('99')).toEqual([]);
  });
});

describe('cardNumberGroups', () => {
  it('follows the network gaps for the usual lengths', () => {
    expect(cardNumberGroups(16, 'visa')).toEqual([4, 4, 4, 4]);
    expect(cardNumberGroups(15, 'amex')).toEqual([4, 6, 5]);
    expect(cardNumberGroups(14, 'diners')).toEqual([4, 6, 4]);
  });

  it('keeps groups of 2-6 digits for complete numbers of unusual lengths', () => {
    expect(cardNumberGroups(13, 'visa')).toEqual([4, 4, 5]);
    expect(cardNumberGroups(19, 'discover')).toEqual([4, 4, 4, 4, 3]);
    expect(cardNumberGroups(17, 'diners')).toEqual([4, 6, 4, 3]);
    expect(cardNumberGroups(19, 'diners')).toEqual([4, 6, 4, 5]);
  });

  it('leaves a lone digit alone while the number is still short of a valid length', () => {
    expect(cardNumberGroups(5, 'visa')).toEqual([4, 1]);
    expect(cardNumberGroups(9, null)).toEqual([4, 4, 1]);
  });
});


describe('detectNetwork', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['30569309025904', 'diners'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['6062826786276634', 'hipercard'],
    ['6200000000000005', 'unionpay'],
    ['6759649826438453', 'maestro'],
  ] as const)('%s is %s', (digits, network) => {
    expect(detectNetwork(digits)).toBe(network);
  });

  it('knows nothing before a prefix matches', () => {
    expect(detectNetwork('')).toBeNull();
    expect(detectNetwork('9')).toBeNull();
  });

  it('prefers the longest prefix: 606282 is hipercard, not a shorter range', () => {
    expect(detectNetwork('606282')).toBe('hipercard');
  });
});

describe('checkCardNumber', () => {
  it('accepts a spaced visa test card', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ network: 'visa', isComplete: true, isValid: true });
  });

  it('rejects a Luhn-invalid number of the right length', () => {
    expect(checkCardNumber('4242424242424241').isValid).toBe(false);
  });

  it('rejects an amex of visa length', () => {
    expect(checkCardNumber('3782822463100051').isValid).toBe(false);
  });

  it('rejects letters', () => {
    expect(checkCardNumber('4242x').isValid).toBe(false);
    expect(cardDigits('4242x')).toBeNull();
  });
});

describe('formatCardNumber', () => {
  it('groups visa 4-4-4-4 and amex 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424', '-')).toBe('4242-4');
  });

  it('writes a valid 13-digit visa so that it keeps the input rule', () => {
    const shown = formatCardNumber('4222222222222');
    expect(shown).toBe('4222 2222 22222');
    expect(matchesCardNumberInput(shown)).toBe(true);
  });
});

describe('every prefix range of the rule table, at its edges', () => {
  it.each([
    ['300', 'diners'],
    ['305', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['500000', 'maestro'],
    ['504174', 'maestro'],
    ['504176', 'maestro'],
    ['506698', 'maestro'],
    ['506779', 'maestro'],
    ['508999', 'maestro'],
    ['56', 'maestro'],
    ['59', 'maestro'],
    ['63', 'maestro'],
    ['67', 'maestro'],
  ] as const)('%s is %s', (digits, network) => {
    expect(detectNetwork(digits)).toBe(network);
  });

  it.each(['306', '643', '6010', '2220', '2721', '504175', '506699', '509000', '50', '1'].map((d) => [d]))(
    '%s is no network yet',
    (digits) => expect(detectNetwork(digits)).toBeNull(),
  );

  it('matches a range only once as many digits as its bounds are typed', () => {
    // '23' lies between '2221' and '2720' as text, but two digits are no mastercard prefix yet.
    expect(detectNetwork('23')).toBeNull();
    expect(detectNetwork('507')).toBeNull();
    expect(detectNetwork('2300')).toBe('mastercard');
  });

  it('refuses a network the table does not know', () => {
    expect(() => ruleFor('laser' as never)).toThrow('ruleFor: no rule for network "laser"');
  });
});

describe('checkCardNumber: complete and valid', () => {
  it('is nothing for no digits or a stray character', () => {
    expect(checkCardNumber('')).toEqual({ network: null, isComplete: false, isValid: false });
    expect(checkCardNumber('4242x')).toEqual({ network: null, isComplete: false, isValid: false });
  });

  it('calls an unknown number complete at 19 digits, never valid', () => {
    expect(checkCardNumber('9'.repeat(18))).toEqual({ network: null, isComplete: false, isValid: false });
    expect(checkCardNumber('9'.repeat(19))).toEqual({ network: null, isComplete: true, isValid: false });
  });

  it('calls a number complete at its longest length, or sooner once it is valid', () => {
    expect(checkCardNumber('424242424242425')).toEqual({ network: 'visa', isComplete: false, isValid: false });
    expect(checkCardNumber('4242424242424241')).toEqual({ network: 'visa', isComplete: true, isValid: false });
    expect(checkCardNumber('4222222222222')).toEqual({ network: 'visa', isComplete: true, isValid: true });
    expect(checkCardNumber('422222222222')).toEqual({ network: 'visa', isComplete: false, isValid: false });
  });
});

describe('cardNumberGroups at the group limits', () => {
  it('keeps a tail of exactly 6 digits whole and shows nothing for no digits', () => {
    expect(cardNumberGroups(16, 'diners')).toEqual([4, 6, 6]);
    expect(cardNumberGroups(0, null)).toEqual([]);
  });
});

describe('card number formats', () => {
  it('defaults to the first, spaced format', () => {
    expect(DEFAULT_CARD_NUMBER_FORMAT).toBe(CARD_NUMBER_FORMATS[0]);
    expect(DEFAULT_CARD_NUMBER_FORMAT).toBe('XXXX XXXX XXXX XXXX');
  });
});
