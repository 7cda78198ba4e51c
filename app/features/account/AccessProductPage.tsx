/** Route access-product: "already bought?" sends an activation email (the same answer whether or not the email bought). */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { HttpError } from '../../lib/fetch-json';
import { APP_MESSAGES } from '../../messages';
import { ACCOUNT_TEXTS } from './account-texts';
import { sendActivationEmail } from './api/send-activation';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function AccessProductPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!EMAIL_SHAPE.test(email.trim())) {
      setError(ACCOUNT_TEXTS.invalidEmail);
      return;
    }
    setBusy(true);
    try {
      await sendActivationEmail(email.trim());
      setSent(true);
    } catch (caught) {
      setError((caught instanceof HttpError ? HttpError.messageOf(caught.body) : null) ?? APP_MESSAGES.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Header />
      <main className="page account">
        <section className="card stack" aria-labelledby="access-title">
          <h1 id="access-title">{ACCOUNT_TEXTS.accessProductTitle}</h1>
          {sent ? (
            <p className="success-banner" role="status">
              {ACCOUNT_TEXTS.activationSent}
            </p>
          ) : (
            <form className="stack account-form" onSubmit={(e) => void submit(e)} noValidate aria-label={ACCOUNT_TEXTS.sendActivation}>
              <p className="lead">{ACCOUNT_TEXTS.accessProductLead}</p>
              <label htmlFor={ids.email}>{ACCOUNT_TEXTS.emailLabel}</label>
              <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error !== null} aria-describedby={ids.error} required />
              <p id={ids.error} className="field-error" role="alert">
                {error ?? ''}
              </p>
              <button className="button button--primary" type="submit" disabled={busy}>
                {ACCOUNT_TEXTS.sendActivation}
              </button>
            </form>
          )}
        </section>
        <nav className="account-links" aria-label="Account help">
          <Link to={paths.signIn}>{ACCOUNT_TEXTS.backToSignIn}</Link>
          <Link to={paths.accessRecovery}>{ACCOUNT_TEXTS.forgot}</Link>
        </nav>
      </main>
    </>
  );
}
