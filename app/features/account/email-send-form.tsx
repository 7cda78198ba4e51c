/**
 * The account pages' one-field email forms (sign-in link, access recovery, activation email): the
 * address is checked before anything is sent, the button is disabled while sending, and the answer
 * or the error is announced. Each page says only what it sends and how it words the result.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { isEmailAddress } from './email-address';

/**
 * `send` gets the trimmed address and the submit event (a form with two buttons reads its submitter)
 * and resolves to what was sent; `describeError` turns a failure into the shopper's words.
 */
export function useEmailSend<Sent>(send: (address: string, event: FormEvent<HTMLFormElement>) => Promise<Sent>, describeError: (caught: unknown) => string, initialEmail = '') {
  const t = useTexts(ACCOUNT_TEXTS);
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(t('invalidEmail'));
      return;
    }
    setBusy(true);
    try {
      setSent(await send(address, event));
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setBusy(false);
    }
  };
  return { email, setEmail, sent, error, busy, submit };
}

/** The labelled email input and its error line, tied together for screen readers. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const ids = { email: useId(), error: useId() };
  return (
    <>
      <label htmlFor={ids.email}>{t('emailLabel')}</label>
      <input id={ids.email} type="email" autoComplete="email" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error !== null} aria-describedby={ids.error} required />
      <p id={ids.error} className="field-error" role="alert">
        {error ?? ''}
      </p>
    </>
  );
}
