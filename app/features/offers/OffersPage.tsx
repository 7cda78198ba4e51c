import { Link } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { readIqScore, readSessionValue } from '../../lib/session-values';
import { findPlan, formatPrice, type Plan } from '../../plans';
import { ResultsScreen } from '../results/ResultsScreen';
import { useTrackOnce } from '../tracking/use-track-once';

/** The add-ons offered after the first purchase (app-spec section 1), in the order shown. */
const OFFER_PLAN_IDS = ['pro_early_access_s', 'pro_analysis_report_s', 'pro_offline_access_s', 'pro_ult_pack_s'] as const;

const OFFER_TEXT: Record<(typeof OFFER_PLAN_IDS)[number], string> = {
  pro_early_access_s: 'Play new brain games weeks before everyone else.',
  pro_analysis_report_s: 'A detailed breakdown of your strengths across logic, memory and spatial reasoning.',
  pro_offline_access_s: 'Train without a connection, on the plane or the metro.',
  pro_ult_pack_s: 'Everything above, in one pack.',
};

export default function OffersPage() {
  const subscriptionId = readSessionValue('subscriptionId');
  useTrackOnce('offers_shown');
  useTrackOnce('results_product_shown');
  const offers = OFFER_PLAN_IDS.map((id) => [id, findPlan(id)] as const).filter((entry): entry is readonly [(typeof OFFER_PLAN_IDS)[number], Plan] => entry[1] !== undefined);
  return (
    <>
      <Header />
      <main className="page offers">
        <section className="card success-card" role="status">
          <p className="eyebrow">Welcome aboard</p>
          <h1>Your subscription is active</h1>
          <p>
            Your full report is on its way to <strong>{readSessionValue('userEmail') ?? 'your inbox'}</strong>.
          </p>
          {subscriptionId ? <p className="muted">Subscription reference: {subscriptionId}</p> : null}
        </section>
        <ResultsScreen iq={readIqScore()} />
        <section aria-labelledby="offers-title">
          <h2 id="offers-title">Make the most of it</h2>
          <p className="muted">One-time add-ons. Buying them from this page arrives in a coming release.</p>
          <ul className="offer-list">
            {offers.map(([id, plan]) => (
              <li key={id} className="card offer">
                <div>
                  <h3>{plan.name}</h3>
                  <p>{OFFER_TEXT[id]}</p>
                </div>
                <p className="offer__price">{formatPrice(plan.sum)}</p>
              </li>
            ))}
          </ul>
          <Link className="button button--primary button--large" to={paths.webapp.iqTests}>
            Go to my training
          </Link>
        </section>
      </main>
    </>
  );
}
