import { logAuthError } from '../../lib/auth/auth-messages';
import { useAuthTexts } from '../../lib/auth/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { EmailField, useEmailSend } from './email-send-form';
import { sendEmailLink } from './sign-in-actions';

/** Sends a one-time sign-in link to the email; it comes back to `continueUrl`. */
export function EmailLinkForm({ initialEmail, continueUrl }: { initialEmail: string; continueUrl: string }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const auth = useAuthTexts();
  const form = useEmailSend(
    async (address) => {
      await sendEmailLink(address, continueUrl);
      return address;
    },
    (caught) => {
      logAuthError('send sign-in link', caught);
      return auth.message(caught);
    },
    initialEmail,
  );

  if (form.sent) {
    return (
      <p className="success-banner" role="status">
        {t('linkSent', { email: form.sent })}
      </p>
    );
  }
  return (
    <form className="stack account-form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('sendLink')}>
      <EmailField value={form.email} onChange={form.setEmail} error={form.error} />
      <button className="button button--primary" type="submit" disabled={form.busy}>
        {t('sendLink')}
      </button>
    </form>
  );
}
