import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { WithdrawalPayment, WithdrawalReceipt, WithdrawalRefusalReason } from '../../../../contracts/members';
import { WITHDRAWAL_PERIODS } from '../../../../catalog/withdrawal';
import { WITHDRAW_WITHOUT_ACCOUNT } from '../../../../catalog/account-pages';
import { paths } from '../../../config/paths';
import { useTexts, type Translate } from '../../../lib/i18n/texts';
import { useServiceErrorText } from '../../../lib/service-errors/service-error-texts';
import type { WITHDRAWAL_PAGE_TEXT } from '../../../shared/withdrawal/withdrawal-text';
import { formatReceiptTime, WITHDRAWAL_TEXTS } from '../../../shared/withdrawal/withdrawal-texts';
import { useMember } from '../api/get-member';
import { useMemberSession } from '../session';
import { useWithdraw, useWithdrawalOffer } from '../api/withdrawal';
import { formatLongDate } from '../../../lib/i18n/long-date';
import { planName } from '../../../lib/i18n/plan-names';
import { formatMoney } from '../format-money';
import { Loading, SectionError } from '../shell/SectionError';

type WithdrawalTranslate = Translate<keyof typeof WITHDRAWAL_PAGE_TEXT>;

/** The service's refusal by its code (contracts/members.ts) as the catalogue's text in the shopper's language; a code this app does not know reads the part's own fallback, never the service's English. */
const REFUSAL_KEYS: Readonly<Record<WithdrawalRefusalReason, 'periodOver' | 'notOffered' | 'ended'>> = { 'period-over': 'periodOver', 'not-offered': 'notOffered', ended: 'ended', withdrawn: 'ended' };
const isKnownRefusal = (reason: string | null): reason is WithdrawalRefusalReason => reason !== null && Object.hasOwn(REFUSAL_KEYS, reason);
const refusalText = (t: WithdrawalTranslate, reason: string | null) => (isKnownRefusal(reason) ? t(REFUSAL_KEYS[reason], WITHDRAWAL_PERIODS) : t('refusedOther'));

/** A refunded payment by its kind in the shopper's language; an add-on by its name. */
const paymentName = (t: WithdrawalTranslate, payment: WithdrawalPayment, what: string) => {
  switch (payment.kind) {
    case 'first':
      return t('firstPayment');
    case 'renewal':
      return t('renewal', { number: payment.number });
    case 'add-on':
      return planName(t.locale, payment.plan_id, what, 'name');
  }
};

/**
 * "Withdraw from contract here" (CRD Article 11a, issue 29 point 1; words in catalog/withdrawal.ts):
 * three screens at most. The form asks only for the name, the contract and the email (prefilled);
 * the confirm step says what comes back and that access ends; the receipt gives the date and time,
 * also sent by email. Shown by manage-subscriptions for ?withdraw={subscription id}.
 */
/** `loading`: the section's own words while the member or the offer loads (its part stays in the section's chunk). */
export default function WithdrawalPage({ subscriptionId, loading }: { subscriptionId: string; loading: { readonly subscriptions: string; readonly withdrawal: string } }) {
  const member = useMember();
  const session = useMemberSession();
  const open = member.data?.subscriptions.filter((s) => s.withdrawal?.open_until) ?? [];
  const [chosen, setChosen] = useState<string | null>(subscriptionId || null);
  const contract = chosen ?? open[0]?.id ?? null;
  const offer = useWithdrawalOffer(contract);
  const withdraw = useWithdraw();
  const [name, setName] = useState(session.displayName);
  const [email, setEmail] = useState<string | null>(null);
  const t = useTexts(WITHDRAWAL_TEXTS);
  const serviceText = useServiceErrorText();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, t.locale);
  const [step, setStep] = useState<{ kind: 'form' } | { kind: 'confirm' } | { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'done'; receipt: WithdrawalReceipt }>({ kind: 'form' });

  if (member.error) return <SectionError retry={() => void member.mutate()} />;
  if (!member.data) return <Loading label={loading.subscriptions} />;
  const emailValue = email ?? offer.data?.email ?? member.data.email ?? '';

  if (step.kind === 'done') return <Receipt receipt={step.receipt} planId={offer.data?.plan_id ?? ''} t={t} />;
  if (!contract || offer.error) {
    return (
      <Frame t={t}>
        <p>{offer.error ? serviceText(offer.error, t('notOffered')) : t('noneOpen')}</p>
        <BackLinks t={t} />
      </Frame>
    );
  }
  if (!offer.data) return <Loading label={loading.withdrawal} />;
  const data = offer.data;
  if (!data.eligible) {
    return (
      <Frame t={t}>
        <p role="alert">{refusalText(t, data.reason)}</p>
        <BackLinks t={t} />
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
      (error: unknown) => setStep({ kind: 'failed', message: serviceText(error, t('notSent')) }),
    );
  };

  const whatComesBack = (
    <>
      <p>{t('whatYouGetBack')}</p>
      <dl className="dl">
        {data.refund.payments.map((p, i) => (
          <div key={i} style={{ display: 'contents' }}>
            <dt>{paymentName(t, p.payment, p.what)}</dt>
            <dd>{money(p.amount, data.refund.currency)}</dd>
          </div>
        ))}
        <dt>{t('youGetBack')}</dt>
        <dd>{money(data.refund.total, data.refund.currency)}</dd>
      </dl>
    </>
  );

  if (step.kind === 'form') {
    return (
      <Frame t={t}>
        <p>{t('intro', WITHDRAWAL_PERIODS)}</p>
        {data.open_until ? <p className="muted">{t('openUntil', { date: formatLongDate(data.open_until, t.locale) })}</p> : null}
        <form className="card stack withdrawal-form" onSubmit={onContinue} aria-label={t('details')}>
          <div className="form-row">
            <label htmlFor="wd-name">{t('yourName')}</label>
            <input id="wd-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
          </div>
          <div className="form-row">
            <label htmlFor="wd-contract">{t('contract')}</label>
            <select id="wd-contract" value={data.subscription_id} onChange={(e) => setChosen(e.target.value)}>
              {(open.length ? open : [{ id: data.subscription_id, plan_id: data.plan_id, name: data.contract, created_at: '' }]).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.created_at ? t('boughtOn', { contract: planName(t.locale, s.plan_id, s.name), date: formatLongDate(s.created_at, t.locale) }) : planName(t.locale, s.plan_id, s.name)}
                </option>
              ))}
            </select>
          </div>
          <div className="form-row">
            <label htmlFor="wd-email">{t('emailForReceipt')}</label>
            <input id="wd-email" type="email" autoComplete="email" value={emailValue} onChange={(e) => setEmail(e.target.value)} required maxLength={320} />
          </div>
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={!name.trim() || !emailValue.trim()}>
              {t('continue')}
            </button>
          </div>
        </form>
      </Frame>
    );
  }

  return (
    <Frame t={t} heading={t('confirmHeading')}>
      <section className="card stack" aria-label={t('yourWithdrawal')}>
        <dl className="dl">
          <dt>{t('contract')}</dt>
          <dd>{planName(t.locale, data.plan_id, data.contract)}</dd>
          <dt>{t('name')}</dt>
          <dd>{name.trim()}</dd>
          <dt>{t('email')}</dt>
          <dd>{emailValue.trim()}</dd>
        </dl>
        {whatComesBack}
        <div className="actions">
          <button type="button" className="button button--danger" disabled={step.kind === 'working'} onClick={onConfirm}>
            {t('confirm')}
          </button>
          <button type="button" className="button button--ghost" disabled={step.kind === 'working'} onClick={() => setStep({ kind: 'form' })}>
            {t('back')}
          </button>
        </div>
        <p role="status" className={step.kind === 'failed' ? 'field-error' : 'muted'}>
          {step.kind === 'failed' ? step.message : step.kind === 'working' ? t('sending') : ''}
        </p>
      </section>
    </Frame>
  );
}

/** Back to the list, or the function without an account for a contract bought with another email. */
function BackLinks({ t }: { t: WithdrawalTranslate }) {
  return (
    <p className="stack">
      <Link to={paths.webapp.manageSubscriptions}>{t('backToSubscriptions')}</Link>
      <Link to={`${paths.withdrawFromContract}?${WITHDRAW_WITHOUT_ACCOUNT.param}=${WITHDRAW_WITHOUT_ACCOUNT.value}`}>{t('withoutAccountInstead')}</Link>
    </p>
  );
}

function Frame({ t, heading, children }: { t: WithdrawalTranslate; heading?: string; children: React.ReactNode }) {
  return (
    <>
      <div className="section-head">
        <h1>{heading ?? t('heading')}</h1>
      </div>
      {children}
    </>
  );
}

function Receipt({ receipt, planId, t }: { receipt: WithdrawalReceipt; planId: string; t: WithdrawalTranslate }) {
  const refund = t(receipt.refund.state === 'refunded' ? 'refunded' : receipt.refund.state === 'failed' ? 'refundFailed' : 'refundPending', WITHDRAWAL_PERIODS);
  return (
    <Frame t={t} heading={t('receiptHeading')}>
      <section className="card stack" aria-label={t('receiptLabel')}>
        <p>{t('receiptSent', { email: receipt.email })}</p>
        <dl className="dl">
          <dt>{t('contract')}</dt>
          <dd>{planName(t.locale, planId, receipt.contract)}</dd>
          <dt>{t('name')}</dt>
          <dd>{receipt.name}</dd>
          <dt>{t('received')}</dt>
          <dd>{formatReceiptTime(receipt.withdrawn_at, t.locale)}</dd>
          <dt>{t('refund')}</dt>
          <dd data-refund-state={receipt.refund.state}>{t('refundLine', { amount: formatMoney(receipt.refund.total, receipt.refund.currency, t.locale), state: refund })}</dd>
          <dt>{t('reference')}</dt>
          <dd>{receipt.id}</dd>
        </dl>
        <p>
          <Link to={paths.webapp.manageSubscriptions}>{t('backToSubscriptions')}</Link>
        </p>
      </section>
    </Frame>
  );
}
