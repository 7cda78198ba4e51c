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
import { WITHDRAWAL_PERIODS } from '../../../catalog/withdrawal';
import { Header } from '../../components/Header';
import { Footer } from '../../components/Footer';
import { paths, withCarriedParams } from '../../config/paths';
import { hasSignedInHint } from '../../lib/auth/signed-in-hint';
import { HttpError } from '../../lib/fetch-json';
import { useTexts, type Translate } from '../../lib/i18n/texts';
import { sendWithdrawal } from './api';
import type { WITHDRAWAL_PAGE_TEXT } from '../../shared/withdrawal/withdrawal-text';
import { formatReceiptTime, WITHDRAWAL_TEXTS } from '../../shared/withdrawal/withdrawal-texts';

interface Details {
  readonly name: string;
  readonly contract: string;
  readonly email: string;
}

type Step = { readonly kind: 'form' } | { readonly kind: 'confirm' } | { readonly kind: 'received'; readonly at: string };

type WithdrawalKey = keyof typeof WITHDRAWAL_PAGE_TEXT;
const failureOf = (error: unknown): WithdrawalKey => (error instanceof HttpError && error.status === 429 ? 'tooMany' : error instanceof HttpError && error.status === 400 ? 'checkDetails' : 'somethingWentWrong');

export default function WithdrawFromContractPage() {
  const [params] = useSearchParams();
  const [details, setDetails] = useState<Details>({ name: '', contract: params.get('contract') ?? '', email: '' });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<WithdrawalKey | null>(null);
  const t: Translate<WithdrawalKey> = useTexts(WITHDRAWAL_TEXTS);
  const ids = { name: useId(), contract: useId(), hint: useId(), email: useId() };
  if (typeof localStorage !== 'undefined' && hasSignedInHint() && params.get(WITHDRAW_WITHOUT_ACCOUNT.param) !== WITHDRAW_WITHOUT_ACCOUNT.value) {
    // The funnel's flags ride along (`lang=` above all): the members' form opens in the language the address asked for.
    return <Navigate to={withCarriedParams(`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=`, params.toString())} replace />;
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
      <Header homeLabel={t('home')} signInLabel={t('signIn')} />
      <main className="page">
        <section className="card stack" aria-labelledby="withdraw-title">
          {step.kind === 'received' ? (
            <>
              <h1 id="withdraw-title">{t('publicReceivedHeading')}</h1>
              <dl className="dl" aria-label={t('statement')}>
                <dt>{t('received')}</dt>
                <dd>{formatReceiptTime(step.at, t.locale)}</dd>
                <dt>{t('contractLabel')}</dt>
                <dd>{details.contract.trim()}</dd>
                <dt>{t('name')}</dt>
                <dd>{details.name.trim()}</dd>
              </dl>
              <p>{t('publicReceived', WITHDRAWAL_PERIODS)}</p>
            </>
          ) : step.kind === 'confirm' ? (
            <>
              <h1 id="withdraw-title">{t('confirmHeading')}</h1>
              <dl className="dl">
                <dt>{t('name')}</dt>
                <dd>{details.name.trim()}</dd>
                <dt>{t('contractLabel')}</dt>
                <dd>{details.contract.trim()}</dd>
                <dt>{t('email')}</dt>
                <dd>{details.email.trim()}</dd>
              </dl>
              <p>{t('publicConfirm')}</p>
              <p className="field-error" role="alert">
                {error ? t(error) : ''}
              </p>
              <div className="actions">
                <button type="button" className="button button--danger" disabled={busy} onClick={() => void onConfirm()}>
                  {t('confirm')}
                </button>
                <button type="button" className="button button--ghost" disabled={busy} onClick={() => setStep({ kind: 'form' })}>
                  {t('back')}
                </button>
              </div>
            </>
          ) : (
            <>
              <h1 id="withdraw-title">{t('heading')}</h1>
              <p className="lead">{t('publicIntro', WITHDRAWAL_PERIODS)}</p>
              <form className="stack account-form" onSubmit={onContinue} aria-label={t('details')}>
                <label htmlFor={ids.name}>{t('yourName')}</label>
                <input id={ids.name} type="text" autoComplete="name" value={details.name} onChange={set('name')} required maxLength={80} />
                <label htmlFor={ids.contract}>{t('contractLabel')}</label>
                <input id={ids.contract} type="text" value={details.contract} onChange={set('contract')} aria-describedby={ids.hint} required maxLength={200} autoCapitalize="off" spellCheck={false} />
                <p id={ids.hint} className="field-hint muted">
                  {t('contractHint')}
                </p>
                <label htmlFor={ids.email}>{t('emailLabel')}</label>
                <input id={ids.email} type="email" autoComplete="email" value={details.email} onChange={set('email')} required maxLength={320} />
                <button className="button button--primary" type="submit" disabled={!filled}>
                  {t('continue')}
                </button>
              </form>
            </>
          )}
        </section>
        <nav className="account-links" aria-label={t('otherWays')}>
          <Link to={`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=`}>{t('signedInInstead')}</Link>
        </nav>
      </main>
      <Footer />
    </>
  );
}
