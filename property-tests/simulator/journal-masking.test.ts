import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeBody } from '../../simulator/http/journal';

const cardNumber = fc.stringMatching(/^\d{12,19}$/);
const cvv = fc.stringMatching(/^\d{3,4}$/);

describe('journal summaries never hold a card number or CVV', () => {
  it('masks a card number wherever it sits in a body, keeping only its last 4', () => {
    fc.assert(
      fc.property(cardNumber, fc.string(), fc.constantFrom('card_number', 'number', 'note', 'x'), (pan, noise, key) => {
        const summary = summarizeBody({ [key]: pan, other: `${noise} ${pan} ${noise}`, nested: { deep: [pan] } });
        expect(summary).not.toContain(pan);
        if (summary.length < 300) expect(summary).toContain(`****${pan.slice(-4)}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('drops CVVs under any of their usual names', () => {
    fc.assert(
      fc.property(cvv, fc.constantFrom('cvv', 'CVV', 'cvc', 'csc', 'security_code'), (code, key) => {
        const summary = summarizeBody({ [key]: code, amount: { value: '1.00' } });
        expect(summary).not.toContain(`"${code}"`);
        expect(summary).toContain('[removed]');
      }),
      { numRuns: 1000 },
    );
  });
});
