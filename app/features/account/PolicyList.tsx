import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { policyRules, type PasswordPolicy, type PolicyRule } from './password-policy';

/** Each rule's words in the account part (issue 33). */
const RULE_KEY = { min: 'ruleMin', max: 'ruleMax', lower: 'ruleLower', upper: 'ruleUpper', number: 'ruleNumber', symbol: 'ruleSymbol' } as const satisfies Record<PolicyRule['id'], string>;

/** The server's password policy, each rule ticked as the typed password meets it. */
export function PolicyList({ policy, password, id }: { policy: PasswordPolicy; password: string; id: string }) {
  const t = useTexts(ACCOUNT_TEXTS);
  return (
    <div id={id} className="policy">
      <p className="policy__title">{t('policyTitle')}</p>
      <ul className="policy__rules">
        {policyRules(policy, password).map((rule) => (
          <li key={rule.id} className={rule.met ? 'policy__rule policy__rule--met' : 'policy__rule'}>
            <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {t(RULE_KEY[rule.id], rule.count === undefined ? undefined : { count: rule.count })}
            <span className="visually-hidden"> {rule.met ? t('ruleMet') : t('ruleNotMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
