/**
 * The host checks the card form's format and boolean options itself (widget/card-form/options.ts) and
 * leaves the collect element parser to the vault frame, which runs it on the same options. This
 * differential test holds the two to one answer: for any value of those options, the host throws the
 * code and detail the element rules refuse with, or resolves to the formats, flags and warnings
 * they give.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardSeparatorFor } from '../../../widget/card/card-number-format';
import { resolveCardFormOptions } from '../../../widget/card-form/options';
import { CollectError, orThrow } from '../../../widget/collect/collect-errors';
import { warningMessage } from '../../../widget/collect/collect-warnings';
import { parseElementOptions } from '../../../widget/collect/element-options';
import { NO_CARD_CLIENT_CONFIG } from '../../../widget/installments/installments';

const RUNS = { numRuns: 1000 } as const;

const anyValue = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.integer(), fc.string({ maxLength: 12 }), fc.constant(''), fc.object({ maxDepth: 1 }));
const formatValue = (supported: readonly string[]) => fc.oneof(fc.constantFrom(...supported), anyValue);

const options = fc.record(
  {
    cardNumberFormat: formatValue(['XXXX XXXX XXXX XXXX', 'XXXX-XXXX-XXXX-XXXX', 'XXXX_XXXX']),
    expiryFormat: formatValue(['MM/YY', 'YYYY/MM', 'YY/MM', 'MM/YYYY', 'MM-YY']),
    yearFormat: formatValue(['YY', 'YYYY', 'Y']),
    enableCardIcon: fc.oneof(fc.boolean(), anyValue),
    required: fc.oneof(fc.boolean(), anyValue),
  },
  { requiredKeys: [] },
);

type Outcome = { readonly error: string } | { readonly frame: Record<string, unknown>; readonly warnings: readonly string[] };

/** What the collect element rules make of the options: one element per field, as the frame creates them. */
function byElementRules(o: Record<string, unknown>): Outcome {
  const warnings: string[] = [];
  const element = (type: 'CARD_NUMBER' | 'EXPIRATION_DATE' | 'EXPIRATION_YEAR', extra: Record<string, unknown>) => {
    const { element: resolved, warnings: found } = orThrow(parseElementOptions({ type, table: 'cards', column: type.toLowerCase(), ...extra }));
    for (const w of found) warnings.push(warningMessage(w));
    return resolved;
  };
  const given = (key: string, as = key) => (o[key] === undefined ? {} : { [as]: o[key] });
  try {
    const number = element('CARD_NUMBER', { ...given('enableCardIcon'), ...given('required'), ...given('cardNumberFormat', 'format') });
    const expiry = element('EXPIRATION_DATE', given('expiryFormat', 'format'));
    const year = element('EXPIRATION_YEAR', given('yearFormat', 'format'));
    const frame = {
      expiryFormat: expiry.expiryFormat,
      yearFormat: year.yearFormat,
      cardSeparator: cardSeparatorFor(number.cardNumberFormat),
      enableCardIcon: number.enableCardIcon,
      required: number.required,
    };
    return { frame, warnings };
  } catch (error) {
    return { error: error instanceof CollectError ? error.message : `uncoded ${String(error)}` };
  }
}

function byHost(o: Record<string, unknown>): Outcome {
  try {
    const { frame, warnings } = resolveCardFormOptions(o, NO_CARD_CLIENT_CONFIG, 'USD');
    const { expiryFormat, yearFormat, cardSeparator, enableCardIcon, required } = frame;
    return { frame: { expiryFormat, yearFormat, cardSeparator, enableCardIcon, required }, warnings };
  } catch (error) {
    return { error: error instanceof CollectError ? error.message : `uncoded ${String(error)}` };
  }
}

describe('card form options: the host and the collect element rules agree', () => {
  it('on the error, or on formats, flags and warnings, for any format and boolean option values', () => {
    fc.assert(
      fc.property(options, (o) => {
        expect(byHost(o)).toEqual(byElementRules(o));
      }),
      RUNS,
    );
  });

  it('is not vacuous: both refuse a bad boolean and both warn on a bad format', () => {
    expect(byHost({ required: 'yes' })).toEqual({ error: '[collect] INVALID_BOOLEAN_OPTIONS (required)' });
    expect(byHost({ yearFormat: 'Y' })).toMatchObject({ warnings: [expect.stringMatching(/UNSUPPORTED_YEAR_FORMAT.*\(Y\)$/)] });
    expect(byElementRules({ yearFormat: 'Y' })).toEqual(byHost({ yearFormat: 'Y' }));
  });
});
