import { useId, useState, type FormEvent } from 'react';
import { logAuthError } from '../../lib/auth/auth-messages';
import { ACCOUNT_TEXTS } from './account-texts';
import { isEmailAddress } from './email-address';
import { sendEmailLink } from './sign-in-actions';

/** Sends a one-time sign-in link to the email; it comes back to `continueUrl`. */
export function EmailLinkForm({ initialEmail, continueUrl }: { initialEmail: string; continueUrl: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(ACCOUNT_TEXTS.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      await sendEmailLink(address, continueUrl);
      setSentTo(address);
    } catch (caught) {
      setError(logAuthError('send sign-in link', caught));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <p className="success-banner" role="status">
        {ACCOUNT_TEXTS.linkSent(sentTo)}
      </p>
    );
  }
  return (
    <form className="stack account-form" onSubmit={(e) => void submit(e)} noValidate aria-label={ACCOUNT_TEXTS.sendLink}>
      <label htmlFor={ids.email}>{ACCOUNT_TEXTS.emailLabel}</label>
      <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error !== null} aria-describedby={ids.error} required />
      <p id={ids.error} className="field-error" role="alert">
        {error ?? ''}
      </p>
      <button className="button button--primary" type="submit" disabled={busy}>
        {ACCOUNT_TEXTS.sendLink}
      </button>
    </form>
  );
}
