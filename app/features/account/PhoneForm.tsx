/**
 * Phone sign-in (the identity calls of app §7 in docs/spec-coverage.md): the number, then the 6-digit code texted to it.
 * Each step checks its field before calling the provider, disables its button while waiting and
 * announces the answer or the error; "Use another number" goes back without reloading.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { logAuthError } from '../../lib/auth/auth-messages';
import { useAuthTexts } from '../../lib/auth/auth-texts';
import { useTexts } from '../../lib/i18n/texts';
import { ACCOUNT_TEXTS } from './account-texts';
import { toE164 } from './phone-number';
import { OneTimeCodeField } from '../../shared/one-time-code/OneTimeCodeField';
import { toOneTimeCode } from '../../shared/one-time-code/one-time-code';
import { sendPhoneCode, type ConfirmPhoneCode } from './sign-in-actions';

/** The identity provider texts a 6-digit code. */
const SMS_CODE_DIGITS = 6;

export function PhoneForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const auth = useAuthTexts();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ to: string; confirm: ConfirmPhoneCode } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recaptcha = useRef<HTMLDivElement>(null);
  const ids = { phone: useId(), hint: useId(), error: useId() };

  const run = async (action: string, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      logAuthError(action, caught);
      setError(auth.message(caught));
    } finally {
      setBusy(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const number = toE164(phone);
    const container = recaptcha.current;
    if (number === null || container === null) {
      setError(auth.message({ code: 'auth/invalid-phone-number' }));
      return;
    }
    void run('send phone code', async () => setSent({ to: number, confirm: await sendPhoneCode(number, container) }));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const digits = toOneTimeCode(code, SMS_CODE_DIGITS);
    if (digits === null || sent === null) {
      setError(t('invalidCode'));
      return;
    }
    void run('phone sign-in', async () => {
      await sent.confirm(digits);
      onSignedIn();
    });
  };

  const errorLine = (
    <p id={ids.error} className="field-error" role="alert">
      {error ?? ''}
    </p>
  );

  return (
    <>
      {sent === null ? (
        <form className="stack account-form" onSubmit={send} noValidate aria-label={t('phoneTitle')}>
          <label htmlFor={ids.phone}>{t('phoneLabel')}</label>
          <input
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={`${ids.hint} ${ids.error}`}
            required
          />
          <p id={ids.hint} className="muted field-hint">
            {t('phoneHint')}
          </p>
          {errorLine}
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('sendCode')}
          </button>
        </form>
      ) : (
        <form className="stack account-form" onSubmit={confirm} noValidate aria-label={t('confirmCode')}>
          <p role="status">{t('codeSent', { phone: sent.to })}</p>
          <OneTimeCodeField label={t('codeLabel')} value={code} onChange={setCode} digits={SMS_CODE_DIGITS} errorId={ids.error} invalid={error !== null} required />
          {errorLine}
          <button className="button button--primary" type="submit" disabled={busy}>
            {t('confirmCode')}
          </button>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSent(null);
              setCode('');
              setError(null);
            }}
          >
            {t('otherNumber')}
          </button>
        </form>
      )}
      {/* The provider's invisible reCAPTCHA renders here (none against the Auth emulator). */}
      <div ref={recaptcha} />
    </>
  );
}
