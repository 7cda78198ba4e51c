import { useEffect, useState } from 'react';
import { addOnFamily, alreadyOwned } from '../../../catalog/add-ons';
import { SUBSCRIPTION_ACTIVE } from '../../../catalog/shopper-messages';
import { Link, useLocation } from 'react-router-dom';
import { Header } from '../../components/Header';
import { UnknownPlan } from '../../components/UnknownPlan';
import { paths, withCarriedParams } from '../../config/paths';
import { parseSubscriptionParams, type Offer, type OfferSlot } from '../../lib/plan-params';
import { hasSignedInHint } from '../../lib/auth/signed-in-hint';
import { readSessionValue } from '../../lib/session-values';
import { formatPrice } from '../../../catalog/plans';
import { BuyerScore } from './results/BuyerScore';
import { trackFunnelEvent } from '../../lib/tracking/track-event';
import { useTrackOnce } from '../../lib/tracking/use-track-once';
import { purchaseAddOn } from './add-on-purchase';
import { buyAddOn } from './api/buy-add-on';
import { ownedAddOns } from './api/owned-add-ons';

const OFFER_TEXT: Record<OfferSlot, string> = {
  early_access: 'Play new brain games weeks before everyone else.',
  analysis_report: 'A detailed breakdown of your strengths across logic, memory and spatial reasoning.',
  offline_access: 'Train without a connection, on the plane or the metro.',
  ult_pack: 'Early access, the extended report and offline access, in one pack.',
};

/** `confirming`: the price is in view with its own confirm button; nothing is charged before that second tap (issue 29). */
type OfferState = { readonly kind: 'idle' } | { readonly kind: 'confirming' } | { readonly kind: 'buying' } | { readonly kind: 'bought' } | { readonly kind: 'failed'; readonly message: string };

export default function OffersPage() {
  const { search } = useLocation();
  const parsed = parseSubscriptionParams(new URLSearchParams(search), window.location.hostname);
  if (parsed.kind === 'unknown-plan') return <UnknownPlan planId={parsed.planId} parameter={parsed.parameter} />;
  return <Offers offers={parsed.params.offers} />;
}

function Offers({ offers }: { offers: readonly Offer[] }) {
  const { search } = useLocation();
  const subscriptionId = readSessionValue('subscriptionId');
  const email = readSessionValue('userEmail');
  const [states, setStates] = useState<Partial<Record<OfferSlot, OfferState>>>({});
  useTrackOnce('offers_shown');
  useTrackOnce('results_product_shown');
  const buying = offers.find((o) => states[o.slot]?.kind === 'buying');
  const [owned, setOwned] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!subscriptionId || !email) return;
    let live = true;
    // What this subscription already holds is not offered again; the service refuses it anyway, so a failed read only shows more.
    ownedAddOns(subscriptionId, email).then((ids) => live && setOwned(ids), () => undefined);
    return () => {
      live = false;
    };
  }, [subscriptionId, email]);
  const boughtHere = offers.filter((o) => states[o.slot]?.kind === 'bought').map((o) => o.plan.id);
  // Offered: what is not owned, and what was bought on this page (shown as added).
  const shown = offers.filter((o) => states[o.slot]?.kind === 'bought' || !alreadyOwned(addOnFamily(o.plan.id) ?? o.slot, [...owned, ...boughtHere]));

  const buy = async (offer: Offer) => {
    setStates((s) => ({ ...s, [offer.slot]: { kind: 'buying' } }));
    const result = await purchaseAddOn(offer.plan.id, {
      // Read at tap time: another tab may have finished or cleared the purchase meanwhile.
      stored: { email: readSessionValue('userEmail'), subscriptionId: readSessionValue('subscriptionId') },
      buy: buyAddOn,
      // An add-on is charged its full price once: the ad pixel hears 75 % of it.
      track: (event) => void trackFunnelEvent(event, event === 'ecommerce_additional_purchase' ? { value: offer.plan.sum, fullPlan: true } : undefined),
    });
    setStates((s) => ({ ...s, [offer.slot]: result.kind === 'bought' ? { kind: 'bought' } : { kind: 'failed', message: result.message } }));
  };

  return (
    <>
      <Header />
      <main className="page offers">
        {subscriptionId ? (
          <section className="card success-card" role="status">
            <p className="eyebrow">Welcome aboard</p>
            <h1>{SUBSCRIPTION_ACTIVE}</h1>
            <p>
              Your full report is on its way to <strong>{email ?? 'your inbox'}</strong>.
            </p>
          </section>
        ) : (
          <section className="card">
            <p className="eyebrow">Add-ons</p>
            <h1>Your purchase is not in this browser</h1>
            <p className="muted">Add-ons are charged to the subscription bought in this browser tab. Open the link from your receipt email, or take the test to subscribe.</p>
          </section>
        )}
        <BuyerScore />
        <section aria-labelledby="offers-title">
          <h2 id="offers-title">Make the most of it</h2>
          <p className="muted">One-time add-ons, charged once to the card you just used. No need to type it again.</p>
          <ul className="offer-list">
            {shown.map((offer) => (
              <OfferCard
                key={offer.slot}
                offer={offer}
                state={states[offer.slot] ?? { kind: 'idle' }}
                disabled={buying !== undefined}
                onChoose={() => setStates((s) => ({ ...s, [offer.slot]: { kind: 'confirming' } }))}
                onCancel={() => setStates((s) => ({ ...s, [offer.slot]: { kind: 'idle' } }))}
                onConfirm={() => void buy(offer)}
              />
            ))}
          </ul>
          {/* A new buyer creates the account first (activate), which links this purchase to it; a signed-in buyer's purchase already is. */}
          <Link className="button button--primary button--large" to={subscriptionId && !hasSignedInHint() ? withCarriedParams(paths.activate, search) : paths.webapp.iqTests}>
            Go to my training
          </Link>
        </section>
        {buying ? (
          <div className="loading-screen" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            Adding {buying.plan.name} to your plan…
          </div>
        ) : null}
      </main>
    </>
  );
}

interface OfferCardProps {
  readonly offer: Offer;
  readonly state: OfferState;
  readonly disabled: boolean;
  readonly onChoose: () => void;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

function OfferCard({ offer, state, disabled, onChoose, onCancel, onConfirm }: OfferCardProps) {
  const titleId = `offer-${offer.slot}`;
  return (
    <li className={`card offer${state.kind === 'bought' ? ' offer--bought' : ''}`} aria-labelledby={titleId}>
      <div className="offer__body">
        <h3 id={titleId}>{offer.plan.name}</h3>
        <p>{OFFER_TEXT[offer.slot]}</p>
        {state.kind === 'failed' ? (
          <p className="error-banner offer__error" role="alert">
            {state.message}
          </p>
        ) : null}
      </div>
      <div className="offer__buy">
        <p className="offer__price">
          {offer.regularPrice !== null ? (
            <s className="offer__regular" aria-label={`was ${formatPrice(offer.regularPrice)}`}>
              {formatPrice(offer.regularPrice)}
            </s>
          ) : null}{' '}
          {formatPrice(offer.plan.sum)}
        </p>
        {state.kind === 'bought' ? (
          <p className="offer__added" role="status">
            <span aria-hidden="true">✓</span> Added to your plan
          </p>
        ) : state.kind === 'confirming' ? (
          <div className="offer__confirm" role="group" aria-label={`Confirm ${offer.plan.name}`}>
            <p className="offer__confirm-text">
              {offer.plan.name_full}: <strong>{formatPrice(offer.plan.sum)}</strong> charged once to the card of your subscription.
            </p>
            <button type="button" className="button button--primary" disabled={disabled} onClick={onConfirm}>
              {`Confirm and pay ${formatPrice(offer.plan.sum)}`}
            </button>
            <button type="button" className="button button--ghost" disabled={disabled} onClick={onCancel}>
              Not now
            </button>
          </div>
        ) : (
          <button type="button" className="button button--primary" disabled={disabled} onClick={state.kind === 'failed' ? onConfirm : onChoose} aria-describedby={titleId}>
            {state.kind === 'failed' ? `Try again: pay ${formatPrice(offer.plan.sum)}` : `Add for ${formatPrice(offer.plan.sum)}`}
          </button>
        )}
      </div>
    </li>
  );
}
