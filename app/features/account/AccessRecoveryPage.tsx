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
import { useAuthTexts } from '../../lib/auth/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { meetsPolicy } from './password-policy';
import { PolicyList } from './PolicyList';
import { passwordPolicy } from './server-policy';
import { RecoverForm } from './RecoverForm';

export default function AccessRecoveryPage() {
  const t = useTexts(ACCOUNT_TEXTS);
  const params = new URLSearchParams(window.location.search);
  const oobCode = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} />
      <main className="page account">
        <section className="card stack" aria-labelledby="recovery-title">{oobCode ? <NewPassword oobCode={oobCode} /> : <Recover />}</section>
        <nav className="account-links" aria-label={t('accountHelp')}>
          <Link to={paths.signIn}>{t('backToSignIn')}</Link>
          <Link to={paths.accessProduct}>{t('alreadyBought')}</Link>
        </nav>
      </main>
    </>
  );
}

function Recover() {
  const t = useTexts(ACCOUNT_TEXTS);
  return (
    <>
      <h1 id="recovery-title">{t('recoveryTitle')}</h1>
      <p className="lead">{t('recoveryLead')}</p>
      <RecoverForm />
    </>
  );
}

function NewPassword({ oobCode }: { oobCode: string }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const auth = useAuthTexts();
  const [error, setError] = useState<string | null>(null);
  /** The reset link could not be read: worded when shown, in the language the page has then. */
  const [linkFailure, setLinkFailure] = useState<{ readonly caught: unknown } | null>(null);
  const [done, setDone] = useState(false);
  const policy = passwordPolicy();
  const ids = { password: useId(), policy: useId(), error: useId() };

  useEffect(() => {
    verifyPasswordResetCode(firebaseAuth(), oobCode)
      .then(setEmail)
      .catch((caught: unknown) => {
        logAuthError('verify reset link', caught);
        setLinkFailure({ caught });
      });
  }, [oobCode]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setLinkFailure(null);
    if (!meetsPolicy(policy, password)) {
      setError(t('passwordRefused'));
      return;
    }
    try {
      await confirmPasswordReset(firebaseAuth(), oobCode, password);
      setDone(true);
    } catch (caught) {
      logAuthError('confirm password reset', caught);
      setError(auth.message(caught));
    }
  };

  if (done) {
    return (
      <>
        <h1 id="recovery-title">{t('newPasswordTitle')}</h1>
        <p className="success-banner" role="status">
          {t('passwordSaved')}
        </p>
        <Link className="button button--primary" to={paths.signIn}>
          {t('backToSignIn')}
        </Link>
      </>
    );
  }
  return (
    <form className="stack account-form" onSubmit={(e) => void save(e)} noValidate aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('newPasswordTitle')}</h1>
      {email ? <p className="muted">{t('newPasswordFor', { email: email })}</p> : null}
      <label htmlFor={ids.password}>{t('passwordLabel')}</label>
      <input id={ids.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={error !== null} aria-describedby={`${ids.policy} ${ids.error}`} required />
      <PolicyList policy={policy} password={password} id={ids.policy} />
      <p id={ids.error} className="field-error" role="alert">
        {error ?? (linkFailure ? auth.message(linkFailure.caught) : '')}
      </p>
      <button className="button button--primary" type="submit">
        {t('savePassword')}
      </button>
    </form>
  );
}
