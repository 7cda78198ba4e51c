import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { WITHDRAW_QUERY } from '../../../../catalog/account-pages';
import type { MemberResponse, SubscriptionSummary } from '../../../../contracts/members';
import { WITHDRAWAL_TEXT } from '../../../../catalog/withdrawal';
import { paths } from '../../../config/paths';
import { useMember } from '../api/get-member';
import { formatLongDate, formatMoney, networkName } from '../format-money';
import { Loading, SectionError } from '../shell/SectionError';
import { TableWrap } from '../shell/TableWrap';

/** The withdrawal function's three screens, loaded only when asked for (?withdraw=). */
const WithdrawalPage = lazy(() => import('./WithdrawalPage'));

/** manage-subscriptions: every subscription and add-on with status, price, next charge and card; the way to cancel. */
export default function ManageSubscriptionsPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const [params] = useSearchParams();
  const member = useMember();
  const withdrawing = params.get(WITHDRAW_QUERY);
  if (withdrawing !== null) {
    return (
      <Suspense fallback={<Loading label="Loading the withdrawal…" />}>
        <WithdrawalPage subscriptionId={withdrawing} />
      </Suspense>
    );
  }
  if (member.error) return <SectionError retry={() => void member.mutate()} />;
  if (!member.data) return <Loading label="Loading your subscriptions…" />;
  return (
    <>
      <div className="section-head">
        <h1>{t('subscriptionsHeading')}</h1>
        <p>{t('subscriptionsIntro')}</p>
      </div>
      {member.data.subscriptions.map((s) => (
        <section key={s.id} className="card sub-card" aria-labelledby={`sub-${s.id}`}>
          <header>
            <h2 id={`sub-${s.id}`}>{s.name}</h2>
            <span className={`status${s.status === 'active' && !s.ends_at ? '' : ' status--cancelled'}`}>{s.status !== 'active' ? 'Cancelled' : s.ends_at ? 'Cancelled, active until the period ends' : 'Active'}</span>
          </header>
          <Details item={s} />
          {s.price_change ? (
            <p className="runner-notice" data-price-change>
              From {formatLongDate(s.price_change.from)} the price becomes {formatMoney(s.price_change.price, s.currency)}
              {s.renews ? ` ${s.renews}` : ''}. Cancel before then and you are not charged the new price.
            </p>
          ) : null}
          {s.add_ons.length ? (
            <TableWrap label="Add-ons">
              <table className="data">
                <caption>Add-ons</caption>
                <thead>
                  <tr>
                    <th scope="col">Add-on</th>
                    <th scope="col" className="num">Price</th>
                    <th scope="col">Bought</th>
                    <th scope="col">Charged to</th>
                  </tr>
                </thead>
                <tbody>
                  {s.add_ons.map((a) => (
                    <tr key={a.id}>
                      <td>{a.name}</td>
                      <td className="num">{formatMoney(a.price, a.currency)} once</td>
                      <td>{formatLongDate(a.created_at)}</td>
                      <td>{card(a)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          ) : null}
          {s.status === 'active' && s.renews && !s.ends_at ? (
            <p>
              <Link to={`${paths.unsubscription}?id=${encodeURIComponent(s.id)}`} state={{ subscriptionId: s.id }}>
                Cancel this subscription
              </Link>
            </p>
          ) : null}
          <Withdrawal item={s} />
        </section>
      ))}
    </>
  );
}

/** The EU withdrawal function while it is open (CRD Article 11a), or where a withdrawal stands. */
function Withdrawal({ item }: { item: MemberResponse['subscriptions'][number] }) {
  const w = item.withdrawal;
  if (!w) return null;
  if (w.withdrawn_at) {
    const refund = w.refund === 'refunded' ? WITHDRAWAL_TEXT.refunded : w.refund === 'failed' ? WITHDRAWAL_TEXT.refundFailed : WITHDRAWAL_TEXT.refundPending;
    return (
      <p className="muted" data-withdrawal="withdrawn">
        Withdrawn on {formatLongDate(w.withdrawn_at)}. {refund}
      </p>
    );
  }
  if (!w.open_until) return null;
  return (
    <p data-withdrawal="open">
      <Link to={`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=${encodeURIComponent(item.id)}`}>{WITHDRAWAL_TEXT.label}</Link>
      <span className="muted"> (until {formatLongDate(w.open_until)}: every payment is refunded)</span>
    </p>
  );
}

const card = (s: SubscriptionSummary) => (s.last4 ? `${networkName(s.network)} ending ${s.last4}` : networkName(s.network));

function Details({ item }: { item: SubscriptionSummary }) {
  return (
    <dl className="dl">
      <dt>Price</dt>
      <dd>
        {formatMoney(item.price, item.currency)}
        {item.renews ? ` ${item.renews}` : ''}
      </dd>
      <dt>Next charge</dt>
      <dd>{item.next_charge_at ? formatLongDate(item.next_charge_at) : 'No further charges'}</dd>
      {item.ends_at ? (
        <>
          <dt>Access until</dt>
          <dd>{formatLongDate(item.ends_at)}</dd>
        </>
      ) : null}
      <dt>Payment method</dt>
      <dd>{card(item)}</dd>
      <dt>Started</dt>
      <dd>{formatLongDate(item.created_at)}</dd>
    </dl>
  );
}
