import { describe, expect, it } from 'vitest';
import { summarizeBody } from './journal';

describe('summarizeBody', () => {
  it('masks card numbers and drops CVVs', () => {
    const summary = summarizeBody({ card_number: '4242424242424242', cvv: '123', note: 'paid with 4000000000000002' });
    expect(summary).not.toContain('4242424242424242');
    expect(summary).not.toContain('4000000000000002');
    expect(summary).not.toContain('123');
    expect(summary).toContain('****4242');
    expect(summary).toContain('****0002');
  });

  it('is empty for empty bodies', () => {
    expect(summarizeBody({})).toBe('');
    expect(summarizeBody(undefined)).toBe('');
  });
});
