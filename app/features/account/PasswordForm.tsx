import { useId, useState, type FormEvent } from 'react';
import { logAuthError } from '../../lib/auth/auth-messages';
import { useAuthTexts } from '../../lib/auth/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { meetsPolicy } from './password-policy';
import { PolicyList } from './PolicyList';
import { passwordPolicy } from './server-policy';
import { createAccountWithPassword, signInWithPassword } from './sign-in-actions';

/** Email and password: sign in, or create an account under the server's password policy (shown and enforced). */
export function PasswordForm({ initialEmail, onSignedIn }: { initialEmail: string; onSignedIn: () => void }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const auth = useAuthTexts();
  const [mode, setMode] = useState<'sign-in' | 'create'>('sign-in');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const policy = passwordPolicy();
  const ids = { email: useId(), password: useId(), policy: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'create' && !meetsPolicy(policy, password)) {
      setError(t('passwordRefused'));
      return;
    }
    setBusy(true);
    try {
      if (mode === 'create') await createAccountWithPassword(email.trim(), password);
      else await signInWithPassword(email.trim(), password);
      onSignedIn();
    } catch (caught) {
      logAuthError(mode === 'create' ? 'create account' : 'password sign-in', caught);
      setError(auth.message(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack account-form" onSubmit={(e) => void submit(e)} noValidate aria-label={mode === 'create' ? t('createAccount') : t('signInWithPassword')}>
      <label htmlFor={ids.email}>{t('emailLabel')}</label>
      <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <label htmlFor={ids.password}>{t('passwordLabel')}</label>
      <input
        id={ids.password}
        type="password"
        autoComplete={mode === 'create' ? 'new-password' : 'current-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${mode === 'create' ? ids.policy : ''} ${ids.error}`.trim()}
        required
      />
      {mode === 'create' ? <PolicyList policy={policy} password={password} id={ids.policy} /> : null}
      <p id={ids.error} className="field-error" role="alert">
        {error ?? ''}
      </p>
      <button className="button button--primary" type="submit" disabled={busy}>
        {mode === 'create' ? t('createAccount') : t('signInWithPassword')}
      </button>
      <button type="button" className="link-button" onClick={() => { setMode(mode === 'create' ? 'sign-in' : 'create'); setError(null); }}>
        {mode === 'create' ? t('haveAccount') : t('needAccount')}
      </button>
    </form>
  );
}
