import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { SUBSCRIPTIONS_TEXTS, type SubscriptionsTranslate } from './subscriptions-texts';
import { TERMS_TEXTS } from '../../../shared/terms/terms-texts';
import { cadenceOf, periodValues } from '../../../../catalog/plan-terms';
import { findPlan } from '../../../../catalog/plans';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WITHDRAW_QUERY } from '../../../../catalog/account-pages';
import type { MemberResponse, SubscriptionSummary } from '../../../../contracts/members';
import { REFUND_DAYS } from '../../../../catalog/withdrawal';
import { WITHDRAWAL_TEXTS } from '../../../shared/withdrawal/withdrawal-texts';
import { paths } from '../../../config/paths';
import { useMember } from '../api/get-member';
import { formatMoney } from '../format-money';
import { formatLongDate } from '../locale-format';
import { planName } from '../../../lib/i18n/plan-names';
import { Loading, SectionError } from '../shell/SectionError';
import { TableWrap } from '../shell/TableWrap';

/** The withdrawal function's three screens, loaded only when asked for (?withdraw=). */
const WithdrawalPage = lazy(() => import('./WithdrawalPage'));

/** manage-subscriptions: every subscription and add-on with status, price, next charge and card; the way to cancel. */
export default function ManageSubscriptionsPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(SUBSCRIPTIONS_TEXTS);
  const terms = useTexts(TERMS_TEXTS);
  const [params] = useSearchParams();
  const member = useMember();
  const date = (iso: string) => formatLongDate(iso, a.locale);
  const money = (amount: number, currency: string) => formatMoney(amount, currency, a.locale);
  // The cadence from the plan's facts, in the catalogue's words (the legal line's "every week"); the service's English only for a plan this app does not know.
  const renews = (item: SubscriptionSummary) => {
    const plan = findPlan(item.plan_id);
    const cadence = plan ? cadenceOf(plan) : null;
    return cadence ? terms('every', periodValues(cadence.period)) : item.renews;
  };
  const withdrawing = params.get(WITHDRAW_QUERY);
  if (withdrawing !== null) {
    return (
      <Suspense fallback={<Loading label={a('loadingWithdrawal')} />}>
        <WithdrawalPage subscriptionId={withdrawing} loading={{ subscriptions: a('loadingSubscriptions'), withdrawal: a('loadingWithdrawal') }} />
      </Suspense>
    );
  }
  if (member.error) return <SectionError retry={() => void member.mutate()} />;
  if (!member.data) return <Loading label={a('loadingSubscriptions')} />;
  return (
    <>
      <div className="section-head">
        <h1>{t('subscriptionsHeading')}</h1>
        <p>{t('subscriptionsIntro')}</p>
      </div>
      {member.data.subscriptions.map((s) => (
        <section key={s.id} className="card sub-card" aria-labelledby={`sub-${s.id}`}>
          <header>
            <h2 id={`sub-${s.id}`}>{planName(a.locale, s.plan_id, s.name)}</h2>
            <span className={`status${s.status === 'active' && !s.ends_at ? '' : ' status--cancelled'}`}>{a(s.status !== 'active' ? 'statusCancelled' : s.ends_at ? 'statusEnding' : 'statusActive')}</span>
          </header>
          <Details item={s} a={a} renews={renews(s)} />
          {s.price_change ? (
            <p className="runner-notice" data-price-change>
              {a('priceChange', { date: date(s.price_change.from), price: withCadence(money(s.price_change.price, s.currency), renews(s)) })}
            </p>
          ) : null}
          {s.add_ons.length ? (
            <TableWrap label={a('addOns')}>
              <table className="data">
                <caption>{a('addOns')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{a('colAddOn')}</th>
                    <th scope="col" className="num">
                      {a('colPrice')}
                    </th>
                    <th scope="col">{a('colBought')}</th>
                    <th scope="col">{a('colChargedTo')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.add_ons.map((addOn) => (
                    <tr key={addOn.id}>
                      <td>{planName(a.locale, addOn.plan_id, addOn.name)}</td>
                      <td className="num">{a('priceOnce', { price: money(addOn.price, addOn.currency) })}</td>
                      <td>{date(addOn.created_at)}</td>
                      <td>{card(a, addOn)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : null}
          {s.status === 'active' && s.renews && !s.ends_at ? (
            <p>
              <Link to={`${paths.unsubscription}?id=${encodeURIComponent(s.id)}`} state={{ subscriptionId: s.id }}>
                {a('cancelSubscription')}
              </Link>
            </p>
          ) : null}
          <Withdrawal item={s} a={a} />
        </section>
      ))}
    </>
  );
}

/** The EU withdrawal function while it is open (CRD Article 11a), or where a withdrawal stands. */
function Withdrawal({ item, a }: { item: MemberResponse['subscriptions'][number]; a: SubscriptionsTranslate }) {
  const w = item.withdrawal;
  const t = useTexts(WITHDRAWAL_TEXTS);
  if (!w) return null;
  if (w.withdrawn_at) {
    const refund = t(w.refund === 'refunded' ? 'refunded' : w.refund === 'failed' ? 'refundFailed' : 'refundPending', { refundDays: REFUND_DAYS });
    return (
      <p className="muted" data-withdrawal="withdrawn">
        {a('withdrawnOn', { date: formatLongDate(w.withdrawn_at, a.locale) })} {refund}
      </p>
    );
  }
  if (!w.open_until) return null;
  return (
    <p data-withdrawal="open">
      <Link to={`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=${encodeURIComponent(item.id)}`}>{t('label')}</Link>
      <span className="muted"> {a('withdrawalOpenUntil', { date: formatLongDate(w.open_until, a.locale) })}</span>
    </p>
  );
}

/** A price with its cadence when it renews: "$9.99 every week". */
const withCadence = (price: string, every: string | null) => (every ? `${price} ${every}` : price);

/** The card network's brand name ("Visa"), or "Card" when none is known. */
const networkName = (a: SubscriptionsTranslate, network: string | null) => (network ? network.charAt(0).toUpperCase() + network.slice(1) : a('card'));

const card = (a: SubscriptionsTranslate, s: SubscriptionSummary) => (s.last4 ? a('cardEnding', { network: networkName(a, s.network), last4: s.last4 }) : networkName(a, s.network));

function Details({ item, a, renews }: { item: SubscriptionSummary; a: SubscriptionsTranslate; renews: string | null }) {
  const date = (iso: string) => formatLongDate(iso, a.locale);
  return (
    <dl className="dl">
      <dt>{a('price')}</dt>
      <dd>{withCadence(formatMoney(item.price, item.currency, a.locale), renews)}</dd>
      <dt>{a('nextCharge')}</dt>
      <dd>{item.next_charge_at ? date(item.next_charge_at) : a('noFurtherCharges')}</dd>
      {item.ends_at ? (
        <>
          <dt>{a('accessUntil')}</dt>
          <dd>{date(item.ends_at)}</dd>
        </>
      ) : null}
      <dt>{a('paymentMethod')}</dt>
      <dd>{card(a, item)}</dd>
      <dt>{a('started')}</dt>
      <dd>{date(item.created_at)}</dd>
    </dl>
  );
}
