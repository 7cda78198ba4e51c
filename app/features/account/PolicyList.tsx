import { ACCOUNT_TEXTS } from './account-texts';
import { policyRules, type PasswordPolicy } from './password-policy';

/** The server's password policy, each rule ticked as the typed password meets it. */
export function PolicyList({ policy, password, id }: { policy: PasswordPolicy; password: string; id: string }) {
  return (
    <div id={id} className="policy">
      <p className="policy__title">{ACCOUNT_TEXTS.policyTitle}</p>
      <ul className="policy__rules">
        {policyRules(policy, password).map((rule) => (
          <li key={rule.id} className={rule.met ? 'policy__rule policy__rule--met' : 'policy__rule'}>
            <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {rule.text}
            <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
