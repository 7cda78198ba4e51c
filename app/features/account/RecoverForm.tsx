/**
 * Access recovery by email (route access-recovery): one email field and two ways back in, a sign-in
 * link (straight into the account) or a link to choose a new password. Either answer reads the same
 * whether or not an account uses the address.
 */
import type { FormEvent } from 'react';
import { paths } from '../../config/paths';
import { authErrorCode, logAuthError } from '../../lib/auth/auth-messages';
import { useAuthTexts } from '../../lib/auth/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { EmailField, useEmailSend } from './email-send-form';
import { sendEmailLink, sendPasswordReset } from './sign-in-actions';

type Way = 'sign-in-link' | 'password-reset';
type Sent = { readonly way: Way; readonly to: string };

async function sendRecovery(address: string, event: FormEvent<HTMLFormElement>): Promise<Sent> {
  // The button pressed says which link; Enter in the field sends the first, the sign-in link.
  const way: Way = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'password-reset' ? 'password-reset' : 'sign-in-link';
  const continueUrl = `${window.location.origin}${paths.signIn}`;
  try {
    if (way === 'sign-in-link') await sendEmailLink(address, continueUrl);
    else await sendPasswordReset(address, continueUrl);
  } catch (caught) {
    // No account for this email is answered like a sent link: the page tells nobody who has an account.
    if (authErrorCode(caught) !== 'auth/user-not-found') throw caught;
  }
  return { way, to: address };
}

export function RecoverForm() {
  const t = useTexts(ACCOUNT_TEXTS);
  const auth = useAuthTexts();
  const form = useEmailSend(sendRecovery, (caught) => {
    logAuthError('access recovery', caught);
    return auth.message(caught);
  });
  const sent = form.sent;

  if (sent) {
    return (
      <p className="success-banner" role="status">
        {sent.way === 'sign-in-link' ? t('linkSent', { email: sent.to }) : t('resetSent', { email: sent.to })}
      </p>
    );
  }
  return (
    <form className="stack account-form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('recoveryTitle')}>
      <EmailField value={form.email} onChange={form.setEmail} error={form.error} />
      <button className="button button--primary" type="submit" name="way" value="sign-in-link" disabled={form.busy}>
        {t('sendLink')}
      </button>
      <button className="button button--ghost" type="submit" name="way" value="password-reset" disabled={form.busy}>
        {t('sendReset')}
      </button>
    </form>
  );
}
