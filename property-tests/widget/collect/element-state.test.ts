import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvvLength, formatExpiryInput, isExpired, isValidCvv, isValidHolder, parseExpiry } from '../../../widget/card/fields';
import { checkCardNumber, formatCardNumber } from '../../../widget/card/networks';
import { orThrow } from '../../../widget/collect/collect-errors';
import { parseElementOptions } from '../../../widget/collect/element-options';
import { computeElementState } from '../../../widget/collect/element-state';
import { ELEMENT_TYPES } from '../../../widget/collect/element-types';
import { isTokenValid } from '../../../widget/collect/bearer-token';
import { RUNS } from './arbitraries';
import { digits, networkCard } from '../card/arbitraries';

const FRAME_TYPES = ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'] as const;
type FrameType = (typeof FRAME_TYPES)[number];

/** The vault frame's original state rule, written from the card rules alone, kept as an independent oracle. */
function frameState(type: FrameType, value: string, cardNumber: string, now: Date) {
  const network = checkCardNumber(cardNumber).network;
  const base = { isEmpty: value.trim() === '', isRequired: true };
  switch (type) {
    case 'CARDHOLDER_NAME': {
      const isValid = isValidHolder(value);
      return { ...base, isValid, isComplete: isValid };
    }
    case 'CARD_NUMBER': {
      const check = checkCardNumber(value);
      return { ...base, isValid: check.isValid, isComplete: check.isComplete };
    }
    case 'EXPIRATION_DATE': {
      const expiry = parseExpiry(value);
      // Issuers print no expiry more than 50 years ahead (issue 11, ADR 0008).
      const isValid = expiry !== null && !isExpired(expiry, now) && expiry.year <= now.getFullYear() + 50;
      return { ...base, isValid, isComplete: value.length === 5 };
    }
    case 'CVV':
      return { ...base, isValid: isValidCvv(value, network), isComplete: value.length === cvvLength(network) };
  }
}

/** Values as the frame holds them: formatted card numbers and expiries, digits, names, any text. */
const frameValue = fc.oneof(
  networkCard.map(({ number }) => formatCardNumber(number)),
  digits(0, 19).map((d) => formatCardNumber(d)),
  digits(0, 4),
  digits(0, 4).map(formatExpiryInput),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', ' ', 'Jane Doe', "O'Brien-Smith", 'J'),
);

describe('element state (property)', () => {
  it('reproduces the vault frame state for its four required fields, with empty and blank values too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FRAME_TYPES),
        frameValue,
        networkCard.map(({ number }) => number),
        fc.date({ min: new Date(2020, 0, 1), max: new Date(2040, 0, 1), noInvalidDate: true }),
        (type, value, cardNumber, now) => {
          const element = orThrow(parseElementOptions({ type, table: 't', column: 'c', required: true })).element;
          const { value: _exposed, isFocused: _focus, ...state } = computeElementState({
            element,
            value,
            now,
            cardNetwork: checkCardNumber(cardNumber).network,
          });
          expect(state).toEqual(frameState(type, value, cardNumber, now));
        },
      ),
      RUNS,
    );
  });

  it('in PROD exposes no value except a masked card number; in DEV the value as is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ELEMENT_TYPES), fc.string({ maxLength: 20 }), (type, value) => {
        const extra = type === 'radio' || type === 'checkbox' ? { value: 'v' } : type === 'dropdown' ? { options: ['a'] } : {};
        const element = orThrow(parseElementOptions({ type, table: 't', column: 'c', ...extra })).element;
        expect(computeElementState({ element, value, environment: 'DEV' }).value).toBe(value);
        const prod = computeElementState({ element, value, environment: 'PROD' }).value;
        if (type === 'CARD_NUMBER') expect(prod).toHaveLength(value.length);
        else expect(prod).toBeNull();
      }),
      RUNS,
    );
  });

  it('an empty element is valid exactly when not required, whatever its type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ELEMENT_TYPES), fc.boolean(), fc.constantFrom('', ' ', '\t\n'), (type, required, value) => {
        const extra = type === 'radio' || type === 'checkbox' ? { value: 'v' } : type === 'dropdown' ? { options: ['a'] } : {};
        const element = orThrow(parseElementOptions({ type, table: 't', column: 'c', required, ...extra })).element;
        const state = computeElementState({ element, value });
        expect([state.isEmpty, state.isValid, state.isComplete, state.isRequired]).toEqual([true, !required, false, required]);
      }),
      RUNS,
    );
  });
});

describe('bearer token (property)', () => {
  const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

  it('is valid exactly while exp is after now, whatever else the payload holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.dictionary(fc.string(), fc.string()), (exp, now, extra) => {
        const payload = { ...extra, exp };
        const token = `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.${b64url('sig')}`;
        expect(isTokenValid(token, now)).toBe(exp * 1000 > now);
      }),
      RUNS,
    );
  });

  it('never accepts a token that is not three parts with a JSON object payload', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }).filter((s) => s.split('.').length !== 3), (token) => {
        expect(isTokenValid(token, 0)).toBe(false);
      }),
      RUNS,
    );
  });
});
