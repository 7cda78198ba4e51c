/** The password policy of app §5 in docs/spec-coverage.md, checked as the identity server states it (app config `firebase.passwordPolicy`). */
export interface PasswordPolicy {
  readonly minPasswordLength: number;
  readonly maxPasswordLength?: number | undefined;
  readonly containsLowercaseLetter: boolean;
  readonly containsUppercaseLetter: boolean;
  readonly containsNumericCharacter: boolean;
  readonly containsNonAlphanumericCharacter: boolean;
}

/** Firebase's default when the server supplies no policy: at least 6 characters. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minPasswordLength: 6,
  containsLowercaseLetter: false,
  containsUppercaseLetter: false,
  containsNumericCharacter: false,
  containsNonAlphanumericCharacter: false,
};

export interface PolicyRule {
  readonly id: 'min' | 'max' | 'lower' | 'upper' | 'number' | 'symbol';
  /** The length a min or max rule names; the page words each rule (account-text.ts). */
  readonly count?: number;
  readonly met: boolean;
}

/** Each requirement of the policy, with whether `password` meets it. */
export function policyRules(policy: PasswordPolicy, password: string): PolicyRule[] {
  const length = [...password].length;
  const rules: PolicyRule[] = [{ id: 'min', count: policy.minPasswordLength, met: length >= policy.minPasswordLength }];
  if (policy.maxPasswordLength !== undefined) rules.push({ id: 'max', count: policy.maxPasswordLength, met: length <= policy.maxPasswordLength });
  if (policy.containsLowercaseLetter) rules.push({ id: 'lower', met: /\p{Ll}/u.test(password) });
  if (policy.containsUppercaseLetter) rules.push({ id: 'upper', met: /\p{Lu}/u.test(password) });
  if (policy.containsNumericCharacter) rules.push({ id: 'number', met: /\p{Nd}/u.test(password) });
  if (policy.containsNonAlphanumericCharacter) rules.push({ id: 'symbol', met: /[^\p{L}\p{Nd}]/u.test(password) });
  return rules;
}

export function meetsPolicy(policy: PasswordPolicy, password: string): boolean {
  return policyRules(policy, password).every((r) => r.met);
}
