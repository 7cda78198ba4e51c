import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { WithdrawalReceipt } from '../../../../contracts/members';
import { WITHDRAWAL_TEXT } from '../../../../catalog/withdrawal';
import { WITHDRAW_WITHOUT_ACCOUNT } from '../../../../catalog/account-pages';
import { paths } from '../../../config/paths';
import { HttpError } from '../../../lib/fetch-json';
import { useMember } from '../api/get-member';
import { useMemberSession } from '../session';
import { useWithdraw, useWithdrawalOffer } from '../api/withdrawal';
import { formatLongDate, formatMoney } from '../format-money';
import { Loading, SectionError } from '../shell/SectionError';

const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' });

/**
 * "Withdraw from contract here" (CRD Article 11a, issue 29 point 1; words in catalog/withdrawal.ts):
 * three screens at most. The form asks only for the name, the contract and the email (prefilled);
 * the confirm step says what comes back and that access ends; the receipt gives the date and time,
 * also sent by email. Shown by manage-subscriptions for ?withdraw={subscription id}.
 */
export default function WithdrawalPage({ subscriptionId }: { subscriptionId: string }) {
  const member = useMember();
  const session = useMemberSession();
  const open = member.data?.subscriptions.filter((s) => s.withdrawal?.open_until) ?? [];
  const [chosen, setChosen] = useState<string | null>(subscriptionId || null);
  const contract = chosen ?? open[0]?.id ?? null;
  const offer = useWithdrawalOffer(contract);
  const withdraw = useWithdraw();
  const [name, setName] = useState(session.displayName);
  const [email, setEmail] = useState<string | null>(null);
  const [step, setStep] = useState<{ kind: 'form' } | { kind: 'confirm' } | { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'done'; receipt: WithdrawalReceipt }>({ kind: 'form' });

  if (member.error) return <SectionError retry={() => void member.mutate()} />;
  if (!member.data) return <Loading label="Loading your subscriptions…" />;
  const emailValue = email ?? offer.data?.email ?? member.data.email ?? '';

  if (step.kind === 'done') return <Receipt receipt={step.receipt} />;
  if (!contract || offer.error) {
    return (
      <Frame>
        <p>{offer.error instanceof HttpError ? (HttpError.messageOf(offer.error.body) ?? WITHDRAWAL_TEXT.notOffered) : 'None of your subscriptions can be withdrawn from now.'}</p>
        <BackLinks />
      </Frame>
    );
  }
  if (!offer.data) return <Loading label="Loading the withdrawal…" />;
  const data = offer.data;
  if (!data.eligible) {
    return (
      <Frame>
        <p role="alert">{data.refusal ?? WITHDRAWAL_TEXT.notOffered}</p>
        <BackLinks />
      </Frame>
    );
  }

  const onContinue = (e: FormEvent) => {
    e.preventDefault();
    setStep({ kind: 'confirm' });
  };
  const onConfirm = () => {
    setStep({ kind: 'working' });
    withdraw({ subscription_id: data.subscription_id, name: name.trim(), email: emailValue.trim() }).then(
      // The member's cache is left as it was: refreshed, the ended access would replace this receipt with the shell's offer to buy.
      (receipt) => setStep({ kind: 'done', receipt }),
      (error: unknown) => setStep({ kind: 'failed', message: (error instanceof HttpError ? HttpError.messageOf(error.body) : null) ?? 'The withdrawal was not sent. Try again.' }),
    );
  };

  const whatComesBack = (
    <>
      <p>{WITHDRAWAL_TEXT.whatYouGetBack}</p>
      <dl className="dl">
        {data.refund.payments.map((p, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{p.what.charAt(0).toUpperCase() + p.what.slice(1)}</dt>
            <dd>{formatMoney(p.amount, data.refund.currency)}</dd>
          </div>
        ))}
        <dt>You get back</dt>
        <dd>{formatMoney(data.refund.total, data.refund.currency)}</dd>
      </dl>
    </>
  );

  if (step.kind === 'form') {
    return (
      <Frame>
        <p>{WITHDRAWAL_TEXT.intro}</p>
        {data.open_until ? <p className="muted">You can withdraw until {formatLongDate(data.open_until)}.</p> : null}
        <form className="card stack withdrawal-form" onSubmit={onContinue} aria-label="Withdrawal details">
          <div className="form-row">
            <label htmlFor="wd-name">Your name</label>
            <input id="wd-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
          </div>
          <div className="form-row">
            <label htmlFor="wd-contract">Contract</label>
            <select id="wd-contract" value={data.subscription_id} onChange={(e) => setChosen(e.target.value)}>
              {(open.length ? open : [{ id: data.subscription_id, name: data.contract, created_at: '' }]).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                  {s.created_at ? `, bought ${formatLongDate(s.created_at)}` : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="form-row">
            <label htmlFor="wd-email">Email for your receipt</label>
            <input id="wd-email" type="email" autoComplete="email" value={emailValue} onChange={(e) => setEmail(e.target.value)} required maxLength={320} />
          </div>
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={!name.trim() || !emailValue.trim()}>
              Continue
            </button>
          </div>
        </form>
      </Frame>
    );
  }

  return (
    <Frame heading={WITHDRAWAL_TEXT.confirmHeading}>
      <section className="card stack" aria-label="Your withdrawal">
        <dl className="dl">
          <dt>Contract</dt>
          <dd>{data.contract}</dd>
          <dt>Name</dt>
          <dd>{name.trim()}</dd>
          <dt>Email</dt>
          <dd>{emailValue.trim()}</dd>
        </dl>
        {whatComesBack}
        <div className="actions">
          <button type="button" className="button button--danger" disabled={step.kind === 'working'} onClick={onConfirm}>
            {WITHDRAWAL_TEXT.confirm}
          </button>
          <button type="button" className="button button--ghost" disabled={step.kind === 'working'} onClick={() => setStep({ kind: 'form' })}>
            Back
          </button>
        </div>
        <p role="status" className={step.kind === 'failed' ? 'field-error' : 'muted'}>
          {step.kind === 'failed' ? step.message : step.kind === 'working' ? 'Sending your withdrawal…' : ''}
        </p>
      </section>
    </Frame>
  );
}

/** Back to the list, or the function without an account for a contract bought with another email. */
function BackLinks() {
  return (
    <p className="stack">
      <Link to={paths.webapp.manageSubscriptions}>Back to your subscriptions</Link>
      <Link to={`${paths.withdrawFromContract}?${WITHDRAW_WITHOUT_ACCOUNT.param}=${WITHDRAW_WITHOUT_ACCOUNT.value}`}>{WITHDRAWAL_TEXT.withoutAccountInstead}</Link>
    </p>
  );
}

function Frame({ heading = WITHDRAWAL_TEXT.heading, children }: { heading?: string; children: React.ReactNode }) {
  return (
    <>
      <div className="section-head">
        <h1>{heading}</h1>
      </div>
      {children}
    </>
  );
}

function Receipt({ receipt }: { receipt: WithdrawalReceipt }) {
  const refund = receipt.refund.state === 'refunded' ? WITHDRAWAL_TEXT.refunded : receipt.refund.state === 'failed' ? WITHDRAWAL_TEXT.refundFailed : WITHDRAWAL_TEXT.refundPending;
  return (
    <Frame heading={WITHDRAWAL_TEXT.receiptHeading}>
      <section className="card stack" aria-label="Withdrawal receipt">
        <p>Your access has ended and nothing will be charged again. We sent this receipt to {receipt.email}.</p>
        <dl className="dl">
          <dt>Contract</dt>
          <dd>{receipt.contract}</dd>
          <dt>Name</dt>
          <dd>{receipt.name}</dd>
          <dt>Received</dt>
          <dd>{formatDateTime(receipt.withdrawn_at)}</dd>
          <dt>Refund</dt>
          <dd data-refund-state={receipt.refund.state}>
            {formatMoney(receipt.refund.total, receipt.refund.currency)}: {refund}
          </dd>
          <dt>Reference</dt>
          <dd>{receipt.id}</dd>
        </dl>
        <p>
          <Link to={paths.webapp.manageSubscriptions}>Back to your subscriptions</Link>
        </p>
      </section>
    </Frame>
  );
}
