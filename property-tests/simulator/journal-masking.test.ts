/**
 * Journal masking (issue 10, point 5): a card number survives nowhere in a journal entry, wherever
 * it is placed (any key, inside text, nested, as a key, as a JSON number, in a path or a query
 * string, URL-encoded) and however it is typed (digit groups with spaces or hyphens); a CVV is
 * removed under any key that names one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeBody } from '../../simulator/payment-provider/payments/journal';
import { maskUrl } from '../../simulator/platform/http/masking';

const pan = fc.stringMatching(/^[1-9]\d{11,18}$/);
/** The number as a shopper types it: groups of 1 to 6 digits joined by nothing, spaces or hyphens. */
const typed = (digits: string) =>
  fc.tuple(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 19 }), fc.constantFrom('', ' ', '-', ' - ', '  ')).map(([sizes, sep]) => {
    const groups: string[] = [];
    let i = 0;
    for (const size of sizes) {
      if (i >= digits.length) break;
      groups.push(digits.slice(i, i + size));
      i += size;
    }
    if (i < digits.length) groups.push(digits.slice(i));
    return groups.join(sep.length === 2 ? ' ' : sep);
  });
const key = fc.oneof(fc.constantFrom('card_number', 'number', 'pan', 'note', 'x', 'billing', 'cc'), fc.string({ maxLength: 12 }));
const noise = fc.string({ maxLength: 20 }).map((s) => s.replace(/\d/g, ''));

/** Places a value somewhere in a body. */
const placed = (value: string, asNumber: boolean): fc.Arbitrary<unknown> =>
  fc.oneof(
    key.map((k) => ({ [k]: value })),
    fc.tuple(key, noise, noise).map(([k, a, b]) => ({ [k]: `${a} ${value} ${b}` })),
    fc.tuple(key, key).map(([k1, k2]) => ({ outer: { [k1]: [{ [k2]: value }] } })),
    fc.constant({ [value]: true }),
    fc.constant(asNumber ? { amount: Number(value.replace(/\D/g, '')) } : { amount: value }),
    fc.constant([value]),
    fc.constant(value),
  );

/** Everything a journal entry keeps, with separators taken out so a masked-but-readable number would still be found. */
const digitsOf = (text: string) => text.replace(/[ \-.+]|%20|%2[dD]/g, '');

describe('journal entries never hold a card number or a CVV', () => {
  it('masks a card number in a body wherever it is placed and however it is typed', () => {
    fc.assert(
      fc.property(
        pan.chain((p) => typed(p).map((t) => [p, t] as const)),
        fc.boolean(),
        ([digits, text], asNumber) => {
          fc.pre(!asNumber || Number.isSafeInteger(Number(digits)));
          return fc.assert(
            fc.property(placed(text, asNumber), (body) => {
              const summary = summarizeBody(body);
              expect(digitsOf(summary)).not.toContain(digits);
            }),
            { numRuns: 5 },
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('masks a card number in a path or a query string, URL-encoded or not', () => {
    fc.assert(
      fc.property(pan.chain((p) => typed(p).map((t) => [p, t] as const)), key, fc.boolean(), ([digits, text], name, encode) => {
        const value = encode ? encodeURIComponent(text) : text.replace(/ /g, '+');
        for (const url of [`/provider/executions/${value}`, `/init/session?${encodeURIComponent(name)}=${value}&plan=x`, `/x?note=paid%20with%20${value}`]) {
          expect(digitsOf(maskUrl(url))).not.toContain(digits);
          // Asked again (a URL that comes back, as a poll's does): masking never remembers one it had to mask.
          expect(digitsOf(maskUrl(url))).not.toContain(digits);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('removes a CVV under any key that names one, in bodies and query strings', () => {
    const cvvKey = fc
      .tuple(fc.constantFrom('', 'card_', 'card', 'x-', 'billing.'), fc.constantFrom('cvv', 'CVV', 'cvc', 'Cvc2', 'csc', 'cvv2', 'security_code', 'securityCode', 'cardCode', 'card_verification'), fc.constantFrom('', '2', '_value', 'Field'))
      .map(([a, b, c]) => `${a}${b}${c}`);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{3,4}$/), cvvKey, (code, name) => {
        const summary = summarizeBody({ [name]: code, nested: { [name]: Number(code) }, amount: { value: '1.00' } });
        expect(summary).not.toContain(`"${code}"`);
        expect(summary).not.toContain(`:${code}`);
        expect(summary).toContain('[removed]');
        for (let asked = 0; asked < 2; asked += 1) expect(maskUrl(`/x?${encodeURIComponent(name)}=${code}&a=b`)).toBe(`/x?${encodeURIComponent(name)}=[removed]&a=b`);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the last four digits so QA can tell cards apart', () => {
    fc.assert(
      fc.property(pan, (digits) => {
        expect(summarizeBody({ card_number: digits })).toContain(`****${digits.slice(-4)}`);
      }),
      { numRuns: 200 },
    );
  });
});
