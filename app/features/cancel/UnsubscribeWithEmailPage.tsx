/**
 * Route unsubscribe-with-email (issue 16): cancel without an account. The email gets a one-time
 * code (the same answer whether or not it has a subscription), the code cancels every renewing
 * subscription of that email. The code email's link opens this page with `?content=`, and one
 * press confirms (a link alone never cancels: mail scanners open links).
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CANCEL_CODE_DIGITS, type CancelledSubscription } from '../../../contracts/cancel';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { cancelWithCode, cancelWithLink, CancelError, requestCancelCode, type CancelErrorKind } from './api/cancel';
import { useTexts } from '../../lib/i18n/texts';
import { CANCEL_TEXTS, CODE_RULES, type CancelMessage } from './cancel-texts';
import { CancelledNotice } from './CancelledNotice';
import { OneTimeCodeField } from '../../shared/one-time-code/OneTimeCodeField';
import { toOneTimeCode } from '../../shared/one-time-code/one-time-code';
import './cancel.css';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step = { readonly kind: 'email' } | { readonly kind: 'code'; readonly email: string } | { readonly kind: 'done'; readonly subscriptions: readonly CancelledSubscription[] };

const messageOf = (error: unknown): CancelMessage => (error instanceof CancelError ? error : { text: 'loadError' });
/** After these the code no longer works: only a new code helps. */
const NEEDS_NEW_CODE: ReadonlySet<CancelErrorKind> = new Set(['code-locked', 'code-expired']);

export default function UnsubscribeWithEmailPage() {
  const [params] = useSearchParams();
  const content = params.get('content');
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const t = useTexts(CANCEL_TEXTS);
  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signInLink')} accountLabel={t('myAccount')} />
      <main className="page cancel">
        <section className="card stack" aria-labelledby="cancel-title">
          <h1 id="cancel-title">{t('emailTitle')}</h1>
          {step.kind === 'done' ? (
            <CancelledNotice subscriptions={step.subscriptions} emailed />
          ) : content && step.kind === 'email' ? (
            <LinkConfirm content={content} onDone={(subscriptions) => setStep({ kind: 'done', subscriptions })} />
          ) : step.kind === 'email' ? (
            <EmailForm onSent={(email) => setStep({ kind: 'code', email })} />
          ) : (
            <CodeForm email={step.email} onDone={(subscriptions) => setStep({ kind: 'done', subscriptions })} onRestart={() => setStep({ kind: 'email' })} />
          )}
        </section>
        <nav className="account-links" aria-label={t('otherWays')}>
          <Link to={paths.unsubscription}>{t('signedInInstead')}</Link>
        </nav>
      </main>
    </>
  );
}

function LinkConfirm({ content, onDone }: { content: string; onDone: (subs: readonly CancelledSubscription[]) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CancelMessage | null>(null);
  const [params, setParams] = useSearchParams();
  const t = useTexts(CANCEL_TEXTS);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone((await cancelWithLink(content)).subscriptions);
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };
  const dropLink = () => {
    const next = new URLSearchParams(params);
    next.delete('content');
    setParams(next, { replace: true });
  };
  return (
    <div className="stack">
      <p className="lead">{t('emailLead')}</p>
      <p className="field-error" role="alert">
        {error ? t(error.text, error.values) : ''}
      </p>
      <div className="cancel-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void confirm()}>
          {busy ? t('cancelling') : t('confirmCode')}
        </button>
        {error ? (
          <button type="button" className="link-button" onClick={dropLink}>
            {t('newCode')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CancelMessage | null>(null);
  const ids = { email: useId(), error: useId() };
  const t = useTexts(CANCEL_TEXTS);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_SHAPE.test(address)) {
      setError({ text: 'invalidEmail' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestCancelCode(address);
      onSent(address);
    } catch (caught) {
      setError(messageOf(caught));
      setBusy(false);
    }
  };
  return (
    <form className="stack account-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('sendCode')}>
      <p className="lead">{t('emailLead')}</p>
      <label htmlFor={ids.email}>{t('emailLabel')}</label>
      <input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error !== null} aria-describedby={ids.error} required />
      <p id={ids.error} className="field-error" role="alert">
        {error ? t(error.text, error.values) : ''}
      </p>
      <button className="button button--primary" type="submit" disabled={busy}>
        {busy ? t('sendingCode') : t('sendCode')}
      </button>
    </form>
  );
}

function CodeForm({ email, onDone, onRestart }: { email: string; onDone: (subs: readonly CancelledSubscription[]) => void; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ kind: CancelErrorKind | 'shape'; message: CancelMessage } | null>(null);
  const errorId = useId();
  const t = useTexts(CANCEL_TEXTS);
  const spent = error !== null && error.kind !== 'shape' && NEEDS_NEW_CODE.has(error.kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = toOneTimeCode(code, CANCEL_CODE_DIGITS);
    if (digits === null) {
      setError({ kind: 'shape', message: { text: 'codeShape', values: CODE_RULES } });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone((await cancelWithCode(email, digits)).subscriptions);
    } catch (caught) {
      setError(caught instanceof CancelError ? { kind: caught.kind, message: caught } : { kind: 'other', message: messageOf(caught) });
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    try {
      await requestCancelCode(email);
      setError(null);
      setCode('');
    } catch (caught) {
      setError({ kind: 'other', message: messageOf(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack account-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('confirmCode')}>
      <p className="success-banner" role="status">
        {t('codeSent', { email, ...CODE_RULES })}
      </p>
      <OneTimeCodeField label={t('codeLabel')} value={code} onChange={setCode} digits={CANCEL_CODE_DIGITS} errorId={errorId} invalid={error !== null} disabled={spent} />
      <p id={errorId} className="field-error" role="alert">
        {error ? t(error.message.text, error.message.values) : ''}
      </p>
      <div className="cancel-actions">
        {spent ? null : (
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? t('cancelling') : t('confirmCode')}
          </button>
        )}
        <button type="button" className={spent ? 'button button--primary' : 'link-button'} disabled={busy} onClick={() => void resend()}>
          {t('newCode')}
        </button>
        <button type="button" className="link-button" onClick={onRestart}>
          {t('otherEmail')}
        </button>
      </div>
    </form>
  );
}
