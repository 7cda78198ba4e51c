/**
 * Route unsubscription (issue 16): a signed-in subscriber cancels in at most two steps from
 * manage-subscriptions ("Cancel this subscription", then "Cancel subscription" here). One optional
 * reason, no detours; access lasts until the end of the paid period, and the page says until when.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { CancelledSubscription } from '../../../contracts/cancel';
import type { MemberResponse, SubscriptionSummary } from '../../../contracts/members';
import { Header } from '../../components/Header';
import { Placeholder } from '../../components/Placeholder';
import { paths } from '../../config/paths';
import { authStateAtom } from '../../lib/auth/auth-atoms';
import { signInPathFor } from '../../lib/return-path';
import { cancelSignedIn, CancelError, loadMySubscriptions } from './api/cancel';
import { cadenceOf, periodValues } from '../../../catalog/plan-terms';
import { findPlan } from '../../../catalog/plans';
import { formatMoney } from '../../lib/i18n/money';
import { useTexts } from '../../lib/i18n/texts';
import { TERMS_TEXTS } from '../../shared/terms/terms-texts';
import { CANCEL_REASON_TEXT } from './cancel-text';
import { CANCEL_TEXTS, type CancelMessage } from './cancel-texts';
import { CancelledNotice } from './CancelledNotice';
import { formatLongDate } from '../../lib/i18n/long-date';
import { planName } from '../../lib/i18n/plan-names';
import './cancel.css';

/** The reasons in the order the question lists them; the service records the English words. */
const REASONS = Object.keys(CANCEL_REASON_TEXT) as (keyof typeof CANCEL_REASON_TEXT)[];
const isReason = (value: string): value is keyof typeof CANCEL_REASON_TEXT => Object.hasOwn(CANCEL_REASON_TEXT, value);

export default function UnsubscriptionPage() {
  const auth = useAtomValue(authStateAtom);
  const t = useTexts(CANCEL_TEXTS);
  if (auth.status === 'loading') return <Placeholder />;
  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signInLink')} accountLabel={t('myAccount')} />
      <main className="page cancel">
        <section className="card stack" aria-labelledby="cancel-title">
          {auth.status === 'signed-in' ? <SignedInCancel /> : <SignInFirst />}
        </section>
      </main>
    </>
  );
}

function SignInFirst() {
  const t = useTexts(CANCEL_TEXTS);
  return (
    <>
      <h1 id="cancel-title">{t('signInTitle')}</h1>
      <p className="lead">{t('signInLead')}</p>
      <Link className="button button--primary" to={signInPathFor(paths.webapp.manageSubscriptions)}>
        {t('signIn')}
      </Link>
      <p>
        <Link to={paths.unsubscribeWithEmail}>{t('noAccount')}</Link>
      </p>
    </>
  );
}

type Loaded = { readonly status: 'loading' } | { readonly status: 'error'; readonly message: CancelMessage } | { readonly status: 'ready'; readonly member: MemberResponse };

/** Subscriptions that still renew (cancellable), and those already cancelled but running to their end. */
const renewing = (member: MemberResponse) => member.subscriptions.filter((s) => s.kind === 'subscription' && s.status === 'active' && s.renews !== null);

function useRequestedId(): string | null {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const fromState = typeof state === 'object' && state !== null && 'subscriptionId' in state && typeof state.subscriptionId === 'string' ? state.subscriptionId : null;
  return params.get('id') ?? fromState;
}

function SignedInCancel() {
  const t = useTexts(CANCEL_TEXTS);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [done, setDone] = useState<readonly CancelledSubscription[] | null>(null);
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    loadMySubscriptions().then(
      (member) => setLoaded({ status: 'ready', member }),
      (error: unknown) => setLoaded({ status: 'error', message: error instanceof CancelError ? error : { text: 'loadError' } }),
    );
  }, []);
  useEffect(load, [load]);

  if (done) {
    return (
      <>
        <h1 id="cancel-title">{t('title')}</h1>
        <CancelledNotice subscriptions={done} emailed />
        <p>
          <Link to={paths.webapp.manageSubscriptions}>{t('toSubscriptions')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 id="cancel-title">{t('title')}</h1>
      {loaded.status === 'loading' ? (
        <p className="status-line" role="status">
          <span className="spinner spinner--inline" aria-hidden="true" /> {t('loading')}
        </p>
      ) : loaded.status === 'error' ? (
        <>
          <p className="error-banner" role="alert">
            {t(loaded.message.text, loaded.message.values)}
          </p>
          <button type="button" className="button button--ghost" onClick={load}>
            {t('retry')}
          </button>
        </>
      ) : (
        <CancelForm member={loaded.member} onCancelled={setDone} />
      )}
    </>
  );
}

function CancelForm({ member, onCancelled }: { member: MemberResponse; onCancelled: (subs: readonly CancelledSubscription[]) => void }) {
  const requested = useRequestedId();
  const subs = renewing(member);
  const open = subs.filter((s) => s.ends_at === null);
  const [chosen, setChosen] = useState(() => open.find((s) => s.id === requested)?.id ?? open[0]?.id ?? '');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CancelMessage | null>(null);
  const ids = { reason: useId(), error: useId() };
  const t = useTexts(CANCEL_TEXTS);
  const ending = subs.filter((s) => s.ends_at !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const label = isReason(reason) ? CANCEL_REASON_TEXT[reason] : undefined;
      const answer = await cancelSignedIn({ id: chosen, ...(label ? { reason: label } : {}) });
      onCancelled(answer.subscriptions);
    } catch (caught) {
      setError(caught instanceof CancelError ? caught : { text: 'loadError' });
      setBusy(false);
    }
  };

  return (
    <>
      {ending.map((s) => (
        <p key={s.id} className="success-banner">
          {t('alreadyEnding', { plan: planName(t.locale, s.plan_id, s.name), date: formatLongDate(s.ends_at ?? '', t.locale) })}
        </p>
      ))}
      {open.length === 0 ? (
        <>
          {ending.length === 0 ? <p>{t('nothingToCancel')}</p> : null}
          <p>
            <Link to={paths.webapp.manageSubscriptions}>{t('toSubscriptions')}</Link>
          </p>
        </>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)} aria-labelledby="cancel-title">
          <p className="lead">{t('lead')}</p>
          {open.length === 1 && open[0] ? (
            <SubscriptionLine sub={open[0]} />
          ) : (
            <fieldset className="cancel-choice">
              <legend>{t('chooseLabel')}</legend>
              {open.map((s) => (
                <label key={s.id}>
                  <input type="radio" name="subscription" value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} />
                  <SubscriptionText sub={s} />
                </label>
              ))}
            </fieldset>
          )}
          <label htmlFor={ids.reason}>{t('reasonLabel')}</label>
          <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">{t('reasonNone')}</option>
            {REASONS.map((value) => (
              <option key={value} value={value}>
                {t(value)}
              </option>
            ))}
          </select>
          <p id={ids.error} className="field-error" role="alert">
            {error ? t(error.text, error.values) : ''}
          </p>
          <div className="cancel-actions">
            <button className="button button--primary" type="submit" disabled={busy || !chosen} aria-describedby={ids.error}>
              {busy ? t('cancelling') : t('confirm')}
            </button>
            <Link className="button button--ghost" to={paths.webapp.manageSubscriptions}>
              {t('keep')}
            </Link>
          </div>
        </form>
      )}
    </>
  );
}

/**
 * The legal facts of a subscription (issue 33): its price in its currency and its cadence in the
 * shopper's words (the plan's period, catalog/), and the next charge's date, through Intl.
 */
function SubscriptionText({ sub }: { sub: SubscriptionSummary }) {
  const t = useTexts(CANCEL_TEXTS);
  const terms = useTexts(TERMS_TEXTS);
  const plan = findPlan(sub.plan_id);
  const cadence = plan ? cadenceOf(plan) : null;
  // A plan this app does not know keeps the service's English words rather than guessing a period.
  const every = cadence ? terms('every', periodValues(cadence.period)) : sub.renews;
  return (
    <span className="cancel-sub__text">
      <span className="cancel-sub__name">{planName(t.locale, sub.plan_id, sub.name)}</span>
      <br />
      <span className="muted">
        {formatMoney(sub.price, sub.currency, t.locale)} {every}
        {sub.next_charge_at ? ` · ${t('renewsOn', { date: formatLongDate(sub.next_charge_at, t.locale) })}` : ''}
      </span>
    </span>
  );
}

function SubscriptionLine({ sub }: { sub: SubscriptionSummary }) {
  return (
    <div className="cancel-sub">
      <SubscriptionText sub={sub} />
    </div>
  );
}
