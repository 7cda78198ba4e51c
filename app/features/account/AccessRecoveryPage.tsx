/**
 * Route access-recovery: recover by email, with a sign-in link or a password reset link; the reset
 * link comes back here (`?mode=resetPassword&oobCode=`) to choose a new password under the policy.
 */
import { confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { logAuthError } from '../../lib/auth/auth-messages';
import { firebaseAuth } from '../../lib/auth/firebase';
import { ACCOUNT_TEXTS } from './account-texts';
import { meetsPolicy } from './password-policy';
import { PolicyList } from './PolicyList';
import { passwordPolicy } from './server-policy';
import { RecoverForm } from './RecoverForm';

export default function AccessRecoveryPage() {
  const params = new URLSearchParams(window.location.search);
  const oobCode = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  return (
    <>
      <Header />
      <main className="page account">
        <section className="card stack" aria-labelledby="recovery-title">{oobCode ? <NewPassword oobCode={oobCode} /> : <Recover />}</section>
        <nav className="account-links" aria-label="Account help">
          <Link to={paths.signIn}>{ACCOUNT_TEXTS.backToSignIn}</Link>
          <Link to={paths.accessProduct}>{ACCOUNT_TEXTS.alreadyBought}</Link>
        </nav>
      </main>
    </>
  );
}

function Recover() {
  return (
    <>
      <h1 id="recovery-title">{ACCOUNT_TEXTS.recoveryTitle}</h1>
      <p className="lead">{ACCOUNT_TEXTS.recoveryLead}</p>
      <RecoverForm />
    </>
  );
}

function NewPassword({ oobCode }: { oobCode: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const policy = passwordPolicy();
  const ids = { password: useId(), policy: useId(), error: useId() };

  useEffect(() => {
    verifyPasswordResetCode(firebaseAuth(), oobCode)
      .then(setEmail)
      .catch((caught: unknown) => setError(logAuthError('verify reset link', caught)));
  }, [oobCode]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!meetsPolicy(policy, password)) {
      setError(ACCOUNT_TEXTS.passwordRefused);
      return;
    }
    try {
      await confirmPasswordReset(firebaseAuth(), oobCode, password);
      setDone(true);
    } catch (caught) {
      setError(logAuthError('confirm password reset', caught));
    }
  };

  if (done) {
    return (
      <>
        <h1 id="recovery-title">{ACCOUNT_TEXTS.newPasswordTitle}</h1>
        <p className="success-banner" role="status">
          {ACCOUNT_TEXTS.passwordSaved}
        </p>
        <Link className="button button--primary" to={paths.signIn}>
          {ACCOUNT_TEXTS.backToSignIn}
        </Link>
      </>
    );
  }
  return (
    <form className="stack account-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="recovery-title">
      <h1 id="recovery-title">{ACCOUNT_TEXTS.newPasswordTitle}</h1>
      {email ? <p className="muted">{ACCOUNT_TEXTS.newPasswordFor(email)}</p> : null}
      <label htmlFor={ids.password}>{ACCOUNT_TEXTS.passwordLabel}</label>
      <input id={ids.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={error !== null} aria-describedby={`${ids.policy} ${ids.error}`} required />
      <PolicyList policy={policy} password={password} id={ids.policy} />
      <p id={ids.error} className="field-error" role="alert">
        {error ?? ''}
      </p>
      <button className="button button--primary" type="submit">
        {ACCOUNT_TEXTS.savePassword}
      </button>
    </form>
  );
}
