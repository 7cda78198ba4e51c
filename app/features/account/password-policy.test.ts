import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, meetsPolicy, policyRules } from './password-policy';

const strict = { minPasswordLength: 8, maxPasswordLength: 12, containsLowercaseLetter: true, containsUppercaseLetter: true, containsNumericCharacter: true, containsNonAlphanumericCharacter: true };

describe('password policy (app §5)', () => {
  it('defaults to 6 characters and nothing else', () => {
    expect(policyRules(DEFAULT_PASSWORD_POLICY, 'abcde').map((r) => [r.id, r.met])).toEqual([['min', false]]);
    expect(meetsPolicy(DEFAULT_PASSWORD_POLICY, 'abcdef')).toBe(true);
  });

  it('names each optional class and checks it', () => {
    expect(policyRules(strict, 'abcdefgh').filter((r) => !r.met).map((r) => r.id)).toEqual(['upper', 'number', 'symbol']);
    expect(meetsPolicy(strict, 'Abcdef1!')).toBe(true);
    expect(meetsPolicy(strict, 'Abcdef1!Abcdef')).toBe(false);
    expect(meetsPolicy(strict, 'Äbcdéf1#')).toBe(true);
  });
});
