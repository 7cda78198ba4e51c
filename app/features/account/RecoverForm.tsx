/**
 * Access recovery by email (route access-recovery): one email field and two ways back in, a sign-in
 * link (straight into the account) or a link to choose a new password. Either answer reads the same
 * whether or not an account uses the address.
 */
import { useId, useState, type FormEvent } from 'react';
import { paths } from '../../config/paths';
import { authErrorCode, logAuthError } from '../../lib/auth/auth-messages';
import { ACCOUNT_TEXTS } from './account-texts';
import { isEmailAddress } from './email-address';
import { sendEmailLink, sendPasswordReset } from './sign-in-actions';

type Way = 'sign-in-link' | 'password-reset';

export function RecoverForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ readonly way: Way; readonly to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), error: useId() };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button pressed says which link; Enter in the field sends the first, the sign-in link.
    const way: Way = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'password-reset' ? 'password-reset' : 'sign-in-link';
    setError(null);
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(ACCOUNT_TEXTS.invalidEmail);
      return;
    }
    setBusy(true);
    const continueUrl = `${window.location.origin}${paths.signIn}`;
    try {
      if (way === 'sign-in-link') await sendEmailLink(address, continueUrl);
      else await sendPasswordReset(address, continueUrl);
      setSent({ way, to: address });
    } catch (caught) {
      // No account for this email is answered like a sent link: the page tells nobody who has an account.
      if (authErrorCode(caught) === 'auth/user-not-found') setSent({ way, to: address });
      else setError(logAuthError(way === 'sign-in-link' ? 'send sign-in link' : 'password reset', caught));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <p className="success-banner" role="status">
        {sent.way === 'sign-in-link' ? ACCOUNT_TEXTS.linkSent(sent.to) : ACCOUNT_TEXTS.resetSent(sent.to)}
      </p>
    );
  }
  return (
    <form className="stack account-form" onSubmit={(e) => void send(e)} noValidate aria-label={ACCOUNT_TEXTS.recoveryTitle}>
      <label htmlFor={ids.email}>{ACCOUNT_TEXTS.emailLabel}</label>
      <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error !== null} aria-describedby={ids.error} required />
      <p id={ids.error} className="field-error" role="alert">
        {error ?? ''}
      </p>
      <button className="button button--primary" type="submit" name="way" value="sign-in-link" disabled={busy}>
        {ACCOUNT_TEXTS.sendLink}
      </button>
      <button className="button button--ghost" type="submit" name="way" value="password-reset" disabled={busy}>
        {ACCOUNT_TEXTS.sendReset}
      </button>
    </form>
  );
}
