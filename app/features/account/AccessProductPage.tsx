/** Route access-product: "already bought?" sends an activation email (the same answer whether or not the email bought). */
import { Link } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { HttpError } from '../../lib/fetch-json';
import { APP_MESSAGES } from '../../messages';
import { ACCOUNT_TEXTS } from './account-texts';
import { sendActivationEmail } from './api/send-activation';
import { EmailField, useEmailSend } from './email-send-form';

export default function AccessProductPage() {
  const form = useEmailSend(
    async (address) => {
      await sendActivationEmail(address);
      return true;
    },
    (caught) => (caught instanceof HttpError ? HttpError.messageOf(caught.body) : null) ?? APP_MESSAGES.somethingWentWrong,
  );

  return (
    <>
      <Header />
      <main className="page account">
        <section className="card stack" aria-labelledby="access-title">
          <h1 id="access-title">{ACCOUNT_TEXTS.accessProductTitle}</h1>
          {form.sent ? (
            <p className="success-banner" role="status">
              {ACCOUNT_TEXTS.activationSent}
            </p>
          ) : (
            <form className="stack account-form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={ACCOUNT_TEXTS.sendActivation}>
              <p className="lead">{ACCOUNT_TEXTS.accessProductLead}</p>
              <EmailField value={form.email} onChange={form.setEmail} error={form.error} />
              <button className="button button--primary" type="submit" disabled={form.busy}>
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
