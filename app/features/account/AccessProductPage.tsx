/** Route access-product: "already bought?" sends an activation email (the same answer whether or not the email bought). */
import { Link } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { useTexts } from '../../lib/i18n/texts';
import { useServiceErrorText } from '../../lib/service-errors/service-error-texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { sendActivationEmail } from './api/send-activation';
import { EmailField, useEmailSend } from './email-send-form';

export default function AccessProductPage() {
  const t = useTexts(ACCOUNT_TEXTS);
  const serviceText = useServiceErrorText();
  const form = useEmailSend(
    async (address) => {
      await sendActivationEmail(address);
      return true;
    },
    (caught) => serviceText(caught, t('somethingWentWrong')),
  );

  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} />
      <main className="page account">
        <section className="card stack" aria-labelledby="access-title">
          <h1 id="access-title">{t('accessProductTitle')}</h1>
          {form.sent ? (
            <p className="success-banner" role="status">
              {t('activationSent')}
            </p>
          ) : (
            <form className="stack account-form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('sendActivation')}>
              <p className="lead">{t('accessProductLead')}</p>
              <EmailField value={form.email} onChange={form.setEmail} error={form.error} />
              <button className="button button--primary" type="submit" disabled={form.busy}>
                {t('sendActivation')}
              </button>
            </form>
          )}
        </section>
        <nav className="account-links" aria-label={t('accountHelp')}>
          <Link to={paths.signIn}>{t('backToSignIn')}</Link>
          <Link to={paths.accessRecovery}>{t('forgot')}</Link>
        </nav>
      </main>
    </>
  );
}
