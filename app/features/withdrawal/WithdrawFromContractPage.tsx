/**
 * "Withdraw from contract here" without an account (CRD Article 11a, issue 29 point 1; words in
 * catalog/withdrawal.ts), linked from every footer. Three screens: the name, the contract (the
 * subscription reference on the receipt) and the email; the "confirm withdrawal" step; the time the
 * statement was received. The service answers alike whether or not the details match, and sends the
 * receipt (or why it could not be done) to the email on the contract. A signed-in visitor is sent to
 * the members' area's form, where the contract and the email are filled in.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { WITHDRAW_QUERY, WITHDRAW_WITHOUT_ACCOUNT } from '../../../catalog/account-pages';
import { WITHDRAWAL_TEXT } from '../../../catalog/withdrawal';
import { Header } from '../../components/Header';
import { Footer } from '../../components/Footer';
import { paths } from '../../config/paths';
import { hasSignedInHint } from '../../lib/auth/signed-in-hint';
import { HttpError } from '../../lib/fetch-json';
import { APP_MESSAGES } from '../../messages';
import { sendWithdrawal } from './api';

const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });

interface Details {
  readonly name: string;
  readonly contract: string;
  readonly email: string;
}

type Step = { readonly kind: 'form' } | { readonly kind: 'confirm' } | { readonly kind: 'received'; readonly at: string };

const failureOf = (error: unknown) => (error instanceof HttpError && error.status === 429 ? 'Too many withdrawals from this device. Try again in a minute.' : error instanceof HttpError && error.status === 400 ? 'Check the details: the reference and a valid email are needed.' : APP_MESSAGES.somethingWentWrong);

export default function WithdrawFromContractPage() {
  const [params] = useSearchParams();
  const [details, setDetails] = useState<Details>({ name: '', contract: params.get('contract') ?? '', email: '' });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), contract: useId(), hint: useId(), email: useId() };
  if (typeof localStorage !== 'undefined' && hasSignedInHint() && params.get(WITHDRAW_WITHOUT_ACCOUNT.param) !== WITHDRAW_WITHOUT_ACCOUNT.value) {
    return <Navigate to={`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=`} replace />;
  }
  const filled = details.name.trim() !== '' && details.contract.trim() !== '' && details.email.trim() !== '';
  const set = (field: keyof Details) => (e: { target: { value: string } }) => setDetails({ ...details, [field]: e.target.value });

  const onContinue = (e: FormEvent) => {
    e.preventDefault();
    if (filled) setStep({ kind: 'confirm' });
  };
  const onConfirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendWithdrawal({ name: details.name.trim(), contract: details.contract.trim(), email: details.email.trim() });
      setStep({ kind: 'received', at: answer.received_at });
    } catch (caught) {
      setError(failureOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Header />
      <main className="page">
        <section className="card stack" aria-labelledby="withdraw-title">
          {step.kind === 'received' ? (
            <>
              <h1 id="withdraw-title">{WITHDRAWAL_TEXT.publicReceivedHeading}</h1>
              <dl className="dl" aria-label="Withdrawal statement">
                <dt>Received</dt>
                <dd>{formatDateTime(step.at)}</dd>
                <dt>{WITHDRAWAL_TEXT.contractLabel}</dt>
                <dd>{details.contract.trim()}</dd>
                <dt>Name</dt>
                <dd>{details.name.trim()}</dd>
              </dl>
              <p>{WITHDRAWAL_TEXT.publicReceived}</p>
            </>
          ) : step.kind === 'confirm' ? (
            <>
              <h1 id="withdraw-title">{WITHDRAWAL_TEXT.confirmHeading}</h1>
              <dl className="dl">
                <dt>Name</dt>
                <dd>{details.name.trim()}</dd>
                <dt>{WITHDRAWAL_TEXT.contractLabel}</dt>
                <dd>{details.contract.trim()}</dd>
                <dt>Email</dt>
                <dd>{details.email.trim()}</dd>
              </dl>
              <p>{WITHDRAWAL_TEXT.publicConfirm}</p>
              <p className="field-error" role="alert">
                {error ?? ''}
              </p>
              <div className="actions">
                <button type="button" className="button button--danger" disabled={busy} onClick={() => void onConfirm()}>
                  {WITHDRAWAL_TEXT.confirm}
                </button>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => setStep({ kind: 'form' })}>
                  Back
                </button>
              </div>
            </>
          ) : (
            <>
              <h1 id="withdraw-title">{WITHDRAWAL_TEXT.heading}</h1>
              <p className="lead">{WITHDRAWAL_TEXT.publicIntro}</p>
              <form className="stack account-form" onSubmit={onContinue} aria-label="Withdrawal details">
                <label htmlFor={ids.name}>Your name</label>
                <input id={ids.name} type="text" autoComplete="name" value={details.name} onChange={set('name')} required maxLength={80} />
                <label htmlFor={ids.contract}>{WITHDRAWAL_TEXT.contractLabel}</label>
                <input id={ids.contract} type="text" value={details.contract} onChange={set('contract')} aria-describedby={ids.hint} required maxLength={200} autoCapitalize="off" spellCheck={false} />
                <p id={ids.hint} className="field-hint muted">
                  {WITHDRAWAL_TEXT.contractHint}
                </p>
                <label htmlFor={ids.email}>{WITHDRAWAL_TEXT.emailLabel}</label>
                <input id={ids.email} type="email" autoComplete="email" value={details.email} onChange={set('email')} required maxLength={320} />
                <button className="button button--primary" type="submit" disabled={!filled}>
                  Continue
                </button>
              </form>
            </>
          )}
        </section>
        <nav className="account-links" aria-label="Other ways to withdraw">
          <Link to={`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=`}>{WITHDRAWAL_TEXT.signedInInstead}</Link>
        </nav>
      </main>
      <Footer />
    </>
  );
}
