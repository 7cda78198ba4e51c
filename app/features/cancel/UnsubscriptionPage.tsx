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
import { CANCEL_REASONS, CANCEL_TEXTS } from './cancel-texts';
import { CancelledNotice } from './CancelledNotice';
import { formatDate, formatMoney } from './format';
import './cancel.css';

export default function UnsubscriptionPage() {
  const auth = useAtomValue(authStateAtom);
  if (auth.status === 'loading') return <Placeholder />;
  return (
    <>
      <Header />
      <main className="page cancel">
        <section className="card stack" aria-labelledby="cancel-title">
          {auth.status === 'signed-in' ? <SignedInCancel /> : <SignInFirst />}
        </section>
      </main>
    </>
  );
}

function SignInFirst() {
  return (
    <>
      <h1 id="cancel-title">{CANCEL_TEXTS.signInTitle}</h1>
      <p className="lead">{CANCEL_TEXTS.signInLead}</p>
      <Link className="button button--primary" to={signInPathFor(paths.webapp.manageSubscriptions)}>
        {CANCEL_TEXTS.signIn}
      </Link>
      <p>
        <Link to={paths.unsubscribeWithEmail}>{CANCEL_TEXTS.noAccount}</Link>
      </p>
    </>
  );
}

type Loaded = { readonly status: 'loading' } | { readonly status: 'error'; readonly message: string } | { readonly status: 'ready'; readonly member: MemberResponse };

/** Subscriptions that still renew (cancellable), and those already cancelled but running to their end. */
const renewing = (member: MemberResponse) => member.subscriptions.filter((s) => s.kind === 'subscription' && s.status === 'active' && s.renews !== null);

function useRequestedId(): string | null {
  const [params] = useSearchParams();
  const state: unknown = useLocation().state;
  const fromState = typeof state === 'object' && state !== null && 'subscriptionId' in state && typeof state.subscriptionId === 'string' ? state.subscriptionId : null;
  return params.get('id') ?? fromState;
}

function SignedInCancel() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [done, setDone] = useState<readonly CancelledSubscription[] | null>(null);
  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    loadMySubscriptions().then(
      (member) => setLoaded({ status: 'ready', member }),
      (error: unknown) => setLoaded({ status: 'error', message: error instanceof CancelError ? error.message : CANCEL_TEXTS.loadError }),
    );
  }, []);
  useEffect(load, [load]);

  if (done) {
    return (
      <>
        <h1 id="cancel-title">{CANCEL_TEXTS.title}</h1>
        <CancelledNotice subscriptions={done} emailed />
        <p>
          <Link to={paths.webapp.manageSubscriptions}>{CANCEL_TEXTS.toSubscriptions}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 id="cancel-title">{CANCEL_TEXTS.title}</h1>
      {loaded.status === 'loading' ? (
        <p className="status-line" role="status">
          <span className="spinner spinner--inline" aria-hidden="true" /> {CANCEL_TEXTS.loading}
        </p>
      ) : loaded.status === 'error' ? (
        <>
          <p className="error-banner" role="alert">
            {loaded.message}
          </p>
          <button type="button" className="button button--ghost" onClick={load}>
            {CANCEL_TEXTS.retry}
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
  const [error, setError] = useState<string | null>(null);
  const ids = { reason: useId(), error: useId() };
  const ending = subs.filter((s) => s.ends_at !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const label = CANCEL_REASONS.find((r) => r.value === reason)?.label;
      const answer = await cancelSignedIn({ id: chosen, ...(label ? { reason: label } : {}) });
      onCancelled(answer.subscriptions);
    } catch (caught) {
      setError(caught instanceof CancelError ? caught.message : CANCEL_TEXTS.loadError);
      setBusy(false);
    }
  };

  return (
    <>
      {ending.map((s) => (
        <p key={s.id} className="success-banner">
          {CANCEL_TEXTS.alreadyEnding(s.name, formatDate(s.ends_at ?? ''))}
        </p>
      ))}
      {open.length === 0 ? (
        <>
          {ending.length === 0 ? <p>{CANCEL_TEXTS.nothingToCancel}</p> : null}
          <p>
            <Link to={paths.webapp.manageSubscriptions}>{CANCEL_TEXTS.toSubscriptions}</Link>
          </p>
        </>
      ) : (
        <form className="stack" onSubmit={(e) => void submit(e)} aria-labelledby="cancel-title">
          <p className="lead">{CANCEL_TEXTS.lead}</p>
          {open.length === 1 && open[0] ? (
            <SubscriptionLine sub={open[0]} />
          ) : (
            <fieldset className="cancel-choice">
              <legend>{CANCEL_TEXTS.chooseLabel}</legend>
              {open.map((s) => (
                <label key={s.id}>
                  <input type="radio" name="subscription" value={s.id} checked={chosen === s.id} onChange={() => setChosen(s.id)} />
                  <SubscriptionText sub={s} />
                </label>
              ))}
            </fieldset>
          )}
          <label htmlFor={ids.reason}>{CANCEL_TEXTS.reasonLabel}</label>
          <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">{CANCEL_TEXTS.reasonNone}</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
          <p id={ids.error} className="field-error" role="alert">
            {error ?? ''}
          </p>
          <div className="cancel-actions">
            <button className="button button--primary" type="submit" disabled={busy || !chosen} aria-describedby={ids.error}>
              {busy ? CANCEL_TEXTS.cancelling : CANCEL_TEXTS.confirm}
            </button>
            <Link className="button button--ghost" to={paths.webapp.manageSubscriptions}>
              {CANCEL_TEXTS.keep}
            </Link>
          </div>
        </form>
      )}
    </>
  );
}

function SubscriptionText({ sub }: { sub: SubscriptionSummary }) {
  return (
    <span className="cancel-sub__text">
      <span className="cancel-sub__name">{sub.name}</span>
      <br />
      <span className="muted">
        {formatMoney(sub.price, sub.currency)} {sub.renews}
        {sub.next_charge_at ? ` · ${CANCEL_TEXTS.renewsOn(formatDate(sub.next_charge_at))}` : ''}
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
